import type { PathwayId } from '../../src/shared/germanyCheck/pathways';
import { factsStated, type StatedProfile } from './profile';

/** Whether the message gives a salary, read or not. */
const salaryStated = (profile: StatedProfile) =>
  profile.salary !== undefined || profile.salaryProblem !== undefined;

/**
 * Whether the message tells something about the visitor beyond an occupation and an amount:
 * "a German startup paid you 5,000 euros a month for a developer" tells nothing of the visitor.
 */
const tellsAboutVisitor = (profile: StatedProfile) =>
  [
    profile.age,
    profile.german,
    profile.english,
    profile.experience,
    profile.degree,
    profile.recentGraduate,
    profile.vocational,
    profile.partialRecognition,
    profile.recognised,
    profile.jobOffer,
    profile.collectiveAgreement,
    profile.trainingContract,
  ].some((fact) => fact !== undefined);

/**
 * Whether the message tells something about the visitor, not only names a route: "Ich bin
 * Krankenpfleger … Was muss ich tun?" tells an occupation and asks for the steps of the case.
 */
export const tellsOwnCase = (profile: StatedProfile) =>
  tellsAboutVisitor(profile) ||
  salaryStated(profile) ||
  (profile.occupation !== undefined && profile.whatToDo === true);

/**
 * An electrician or a mechatronics technician who names no degree has trained for the trade,
 * unless they say they learned it only by working (then they hold no qualification).
 */
export const tradeTrained = (profile: StatedProfile) =>
  profile.skilledTrade === true && profile.schoolOnly !== true;

/**
 * Whether the message tells the visitor's qualification: a degree or training, one said without
 * its kind ("Abschluss", "título") or implied by a regulated profession (a teacher).
 */
const qualificationTold = (profile: StatedProfile) =>
  profile.degree === true ||
  profile.vocational === true ||
  profile.qualified === true ||
  profile.regulated === true ||
  tradeTrained(profile);

/** How many of the facts the points count make a case told in full (`factsStated`). */
const fullCaseFacts = 3;

/** The services that name studying in Germany. */
const studyServices = ['studyAbroad', 'masters', 'studienkolleg'];

/** What the message asks besides the visitor's case. */
export interface CaseQuestion {
  /** The services the message names (the engine's reading). */
  services: readonly string[];
  /** The aspects the message asks about ("study": "quiero estudiar en Alemania"). */
  aspects?: readonly string[];
  /** The message asks for the Opportunity Card's points ("how many points?"). */
  points?: boolean;
}

/** The Blue Card, for a salary with a degree or an occupation of the visitor's, or when named. */
function blueCardAsked(profile: StatedProfile, services: readonly string[]): boolean {
  // "Got an offer … Is it enough for the Blue Card?": weighed, and the salary asked for.
  // A fact of the visitor's own is needed: an employer who "wants to hire a graduate" asks the
  // figures, not a case.
  const ownFact = factsStated(profile) >= 1 || profile.recognised !== undefined;
  const offerTold = profile.jobOffer === true && ownFact;
  if (services.includes('blueCard') && offerTold) return true;
  // "Quiero contratar a un desarrollador … 4 años de experiencia. ¿Cuánto le tengo que pagar
  // como mínimo?": the Blue Card's threshold is the first answer to what a qualified job pays.
  const qualifiedJob = profile.degree !== undefined || profile.occupation !== undefined;
  const payAsked = profile.jobOffer === true && profile.salaryAsked === true && qualifiedJob;
  if (payAsked && (ownFact || services.includes('blueCard'))) return true;
  // "¿Cuánto tendría que ganar para la Blue Card si soy desarrollador con título?": the
  // threshold for the visitor's own qualification, before any offer.
  const earnAsked = profile.salaryAsked === true && qualifiedJob && ownFact;
  if (earnAsked && services.includes('blueCard')) return true;
  if (!salaryStated(profile)) return false;
  if (services.includes('blueCard')) return true;
  const qualified =
    profile.degree === true || profile.qualified === true || profile.occupation !== undefined;
  return qualified && tellsAboutVisitor(profile);
}

/** The facts of the visitor the routes weigh: age, languages, experience, qualification. */
export const visitorFactNames = [
  'age',
  'german',
  'english',
  'experience',
  'degree',
  'vocational',
  'recognised',
  'partialRecognition',
  'occupation',
] as const;

export const visitorFacts = (profile: StatedProfile) =>
  visitorFactNames.map((fact) => profile[fact]);

/** How many facts the Opportunity Card weighs a message states: age, languages, qualification. */
const cardFacts = (profile: StatedProfile) =>
  visitorFacts(profile).filter((fact) => fact !== undefined).length;

/**
 * Whether the message states a job offer, or a salary, which is a job's; not when it says there
 * is no offer yet ("todavía no tengo oferta, me pagarían 48 mil"): that pay is only heard of.
 */
export const statesJob = (profile: StatedProfile) =>
  profile.jobOffer === true || (profile.jobOffer !== false && salaryStated(profile));

/**
 * A nurse who tells her case (a job offer, a recognition): the nursing route (§ 18a with the
 * licence); with partial recognition § 16d (1), the partnership and the Opportunity Card;
 * without full recognition but with a job offer, the recognition partnership (§ 16d (3)). A
 * nurse who asks for points with no job in view gets the points.
 */
function nurseRoutes(profile: StatedProfile, points: boolean): PathwayId[] {
  // "I'd like to do an Ausbildung as a nurse": the training wished for, not a nurse's case.
  if (profile.occupation !== 'nursing' || profile.wantsTraining) return [];
  // "enfermera auxiliar, no tengo título, solo cursos cortos" (123a c17): with no nursing
  // qualification the nurse's route is closed, and training as a nurse (§ 16a) and the search for
  // a training place (§ 17 (1)) are the ones open.
  if (profile.schoolOnly) {
    return factsStated(profile) >= 1 ? ['nursing', 'vocationalTraining', 'trainingSearch'] : [];
  }
  if (profile.partialRecognition) {
    return ['recognitionMeasures', 'recognitionPartnership', 'opportunityCard'];
  }
  // A nurse who says whether she has a job offer or a recognition asks about her case; "I'm a
  // nurse with German B1, what do I need?" asks what the programme does.
  // So does one who tells two facts of her case ("3 años en enfermería, alemán B2") or asks
  // for her options: she gets the check and its questions, not the programme's description.
  const ownCase =
    profile.jobOffer !== undefined ||
    profile.salary !== undefined ||
    profile.recognised !== undefined ||
    profile.otherRoutes === true ||
    profile.whatToDo === true ||
    factsStated(profile) >= 2;
  if (!ownCase || (points && !statesJob(profile))) return [];
  // "Ich bin Krankenpfleger … Was muss ich tun?": every step a nurse may take, § 16d as well.
  if (profile.whatToDo && profile.jobOffer === undefined && profile.recognised === undefined) {
    return ['nursing', 'recognitionPartnership', 'recognitionMeasures'];
  }
  const partnership = statesJob(profile) && profile.recognised !== true;
  return partnership ? ['nursing', 'recognitionPartnership'] : ['nursing'];
}

/**
 * "Voll anerkannte Ausbildung als Tischler und ein Angebot über 50.000 €": vocational training
 * recognised in Germany, with a job, is what § 18a is for (61b); a degree's job is weighed by the
 * Blue Card, which names §§ 18a/18b where it falls short.
 */
const recognisedTraining = (profile: StatedProfile) =>
  statesJob(profile) &&
  profile.recognised === true &&
  profile.vocational === true &&
  !profile.degree;

/**
 * "Soy médica. ¿Qué necesito para trabajar como médica en Alemania?": a regulated profession
 * that asks what it needs is told the routes to work and what each asks, the licence to
 * practise among it (§ 18 (2) no. 3 AufenthG), and § 16d (1) for the measures a licence may
 * ask first (67a W7); asked beside the card's points, after them (116b c10). A nurse's steps are
 * `nurseRoutes`'.
 */
export const regulatedNeedsAsked = (profile: StatedProfile) =>
  profile.regulated === true &&
  profile.occupation !== 'nursing' &&
  (profile.needsAsked === true || profile.whatToDo === true);

export const regulatedRoutes: readonly PathwayId[] = [
  'blueCard',
  'skilledWorker',
  'recognitionMeasures',
];

/**
 * The routes of a case that names none and asks for none: those a partial recognition notice
 * opens, those a regulated profession needs, those a paid job without a qualification lacks.
 */
function unaskedRoutes(profile: StatedProfile, points: boolean): PathwayId[] {
  // "Bescheid über teilweise Anerkennung … Was kann ich machen?": a partial notice, with no
  // route named and no wish to study or train, opens what a nurse's does: § 16d (1) for the
  // measures, § 16d (3) with an employer, and the Opportunity Card, whose points it raises.
  const wishes = profile.wantsStudy === true || profile.wantsTraining === true;
  if (profile.partialRecognition === true && !wishes && !points) {
    return ['recognitionMeasures', 'recognitionPartnership', 'opportunityCard'];
  }
  if (regulatedNeedsAsked(profile) && !wishes && !points) return [...regulatedRoutes];
  // "A welder … 10 years of experience but no formal training. We'd pay 48k": a paid job for one with
  // no qualification opens no route to work; each is weighed, so the reply says what it lacks.
  if (profile.salary !== undefined && profile.schoolOnly === true) {
    return ['blueCard', 'skilledWorker', 'experience'];
  }
  return [];
}

/**
 * The routes a message about the visitor's own case asks to weigh, none when it is not one:
 * - the Blue Card, for a salary with a degree or an occupation, or when named;
 * - §§ 18a/18b when named, and from 45 with a job (the salary floor of § 18 (2) no. 5);
 * - § 19c (2) when named, or when the message says whether the employer has a collective
 *   agreement;
 * - a nurse's routes (`nurseRoutes`), or § 16d (1) when named;
 * - vocational training and the search for a training place, for a visitor who wants an
 *   Ausbildung ("I'd like to train as an electrician") and says their German or contract;
 * - studying and applying for a place, for a visitor who wants to study and tells their case
 *   or asks to apply for a place in a programme.
 */
export function caseRoutes(
  profile: StatedProfile,
  { services, aspects = [], points = false }: CaseQuestion,
) {
  // "Als Azubi zum Elektroniker einstellen", "offer an apprenticeship": the job is a training
  // place, so the case is the training (§ 16a), and the trade is the one to be learned.
  const training = profile.trainingContract === true && !profile.degree;
  if (training) return schoolRoutes(profile, { services, aspects, points });
  const routes = new Set<PathwayId>();
  if (blueCardAsked(profile, services)) routes.add('blueCard');
  // "Meine Nichte möchte sich um einen Studienplatz bewerben": applying for a place is a case of
  // its own (§ 17 (2)), whatever else the message tells.
  if (!tellsOwnCase(profile) && profile.applyForPlace !== true) return [...routes];
  const withJob = statesJob(profile);
  const asked = profile.asked ?? [];
  // From 45, or turning 45 soon, with a job: the salary floor of § 18 (2) no. 5 is weighed.
  const ageRule = profile.from45 === true || profile.nextAge === 45;
  if (asked.includes('skilledWorker') || (ageRule && withJob) || recognisedTraining(profile)) {
    routes.add('skilledWorker');
  }
  if (asked.includes('experience') || profile.collectiveAgreement !== undefined) {
    routes.add('experience');
  }
  if (asked.includes('recognitionMeasures')) {
    for (const id of ['recognitionMeasures', 'recognitionPartnership', 'opportunityCard'] as const)
      routes.add(id);
  }
  // "Und die Anerkennungspartnerschaft?": § 16d (3), and §§ 18a/18b, open once recognised.
  if (asked.includes('recognitionPartnership')) {
    routes.add('recognitionPartnership');
    routes.add(profile.occupation === 'nursing' ? 'nursing' : 'skilledWorker');
  }
  for (const id of nurseRoutes(profile, points)) routes.add(id);
  // "Wir möchten einen Koch einstellen (nicht anerkannt) … 42.000 €. Was braucht er?": a job
  // with a qualification said not to be recognised yet is what § 16d (3) is for, and the check
  // weighs it; a permit named ("can I get the Blue Card?") is answered as asked.
  const permitNamed = services.includes('blueCard') || services.includes('chancenkarte');
  if (routes.size && withJob && profile.recognised === false && !permitNamed) {
    routes.add('recognitionPartnership');
  }
  if (!routes.size) for (const id of unaskedRoutes(profile, points)) routes.add(id);
  // "Can I get a Blue Card? What about the Opportunity Card?": the card named is weighed too.
  if (routes.size && services.includes('chancenkarte')) routes.add('opportunityCard');
  if (routes.size) return [...routes];
  // "Soy contadora con título, tengo 29. ¿Me dan la Chancenkarte?": the card named, for a case
  // told in two facts or more, one of them a fact the points count, is weighed (its points "to
  // show" and asked for), not described; "do I need points if my degree is recognised?" is not.
  const toldCase = cardFacts(profile) >= 2 && factsStated(profile) >= 1;
  if (services.includes('chancenkarte') && !points && toldCase) {
    return ['opportunityCard'] as PathwayId[];
  }
  // "Lehrer, 44 Jahre, Studium nicht anerkannt, Deutsch B2, Englisch C1, 6 Jahre …, kein
  // Jobangebot": a qualification and three facts the points count tell a whole case, which is
  // weighed (57c), whatever else the message names.
  // A recognition or a job offer said, or said to be missing, is a fact of the case. An IT
  // specialist without a degree has the Blue Card's route by experience (§ 18g (2)) too.
  const itWithoutDegree = profile.occupation === 'it' && profile.degree === false;
  const qualified = qualificationTold(profile) || itWithoutDegree;
  const told =
    factsStated(profile) +
    [profile.recognised, profile.jobOffer].filter((fact) => fact !== undefined).length;
  // "Tischler, Ausbildung 2 Jahre, 26, Deutsch A2. Was sind meine Optionen?" (93c m11): a
  // qualification and two facts, with the options or work in Germany asked, are a case too.
  // So is "Can I go work as a doctor in Germany?" after the case (93b 06), and "¿puedo ir a
  // alemania?", "do I qualify?" after it (95a 10): the visitor asks whether they may go.
  const goAsked = profile.whatToDo === true || profile.workAsked === true;
  const optionsAsked = (goAsked || aspects.includes('qualify')) && told >= 2;
  const wholeCase = qualified && (told >= fullCaseFacts || optionsAsked);
  if (wholeCase && !points && !profile.wantsStudy && !profile.wantsTraining) {
    return (itWithoutDegree ? ['blueCard', 'opportunityCard'] : ['opportunityCard']) as PathwayId[];
  }
  return schoolRoutes(profile, { services, aspects, points });
}

/**
 * The routes of one who wants to train or study: vocational training and the search for a
 * training place, for a visitor who wants an Ausbildung and says their German or contract;
 * studying and applying for a place, for a visitor who wants to study and tells their case or
 * asks to apply for a place in a programme.
 */
function schoolRoutes(
  profile: StatedProfile,
  { services, aspects = [], points = false }: CaseQuestion,
): PathwayId[] {
  // "No tengo … ni formación profesional": training named as not held is no wish for it.
  const trainingNamed =
    (services.includes('ausbildung') || services.includes('trainingSearch')) &&
    profile.trainingDenied !== true;
  // "Wir bieten ihm einen Ausbildungsvertrag als Elektroniker an": a training contract held or
  // offered is the training wished for, and the trade it names is the one to be learned.
  const contract = profile.trainingContract === true;
  // With a contract, "apprenticeship" names the training offered, not one held. A wish said
  // outright ("técnica en enfermería … quiero hacer una Ausbildung de enfermería", "a bachelor in
  // law … I want to do an Ausbildung") is one whatever is held: § 16a asks no qualification.
  const named = (trainingNamed || contract) && !profile.degree && (!profile.vocational || contract);
  const wantsTraining = profile.wantsTraining === true || named;
  const training: PathwayId[] =
    wantsTraining && (profile.german !== undefined || profile.trainingContract !== undefined)
      ? ['vocationalTraining', 'trainingSearch']
      : [];
  // "I want to study computer science … can I do an Ausbildung instead?": both are weighed, when
  // the message says it wants to study (not when the Ausbildung alone reads as studies).
  const studyToo = !training.length || profile.wantsStudy === true;
  const study = studyToo ? studyRoutes(profile, { services, aspects, points }) : [];
  return [...training, ...study];
}

/**
 * Studying and applying for a place, for a visitor who wants to study and tells their case or
 * asks to apply for a place in a programme; admitted, the study visa alone.
 */
function studyRoutes(
  profile: StatedProfile,
  { services, aspects = [], points = false }: CaseQuestion,
): PathwayId[] {
  // "Estuve 7 meses en Alemania haciendo un curso de idioma con visa de estudiante", told with
  // years of work and no wish to study: studies named in a stay already made are no wish.
  const studiedThere =
    profile.germanStay !== undefined &&
    profile.experience !== undefined &&
    profile.admissionHeld !== true;
  const programme = services.some((service) => studyServices.includes(service));
  // "Physiotherapeut mit Bachelor … Was kann ich machen?", "I did my bachelor's in Germany …
  // What are my options?": the degree of a profession, or one recognised, names studies done,
  // not studies wished for.
  const graduateAtWork =
    profile.degree === true &&
    (profile.occupation !== undefined || profile.recognised === true) &&
    !programme;
  const wantsStudy =
    (aspects.includes('study') && !studiedThere && !graduateAtWork) ||
    (programme && !studiedThere) ||
    profile.applyForPlace === true ||
    profile.wantsStudy === true;
  // "Quiero hacer una maestría, ¿puedo ir a postular allá?", "mich vor Ort an Hochschulen
  // bewerben": applying for a place is § 17 (2), not a job application.
  const told = profile.german !== undefined || profile.english !== undefined;
  const applies = (programme && aspects.includes('apply')) || profile.applyForPlace === true;
  // "Solo bachillerato … ¿qué otra opción tengo?" asks for every route open with school alone,
  // training as well as study (`withOtherRoutes`).
  // One who says they want to study ("möchte Informatik studieren. Welches Visum?") asks for
  // the study routes.
  const schoolAsksOthers =
    profile.schoolOnly === true && profile.otherRoutes === true && profile.wantsStudy !== true;
  // "I want to do a master's. I have a bachelor's in architecture. What do I need?": the
  // qualification held and what studying asks of it is a case, as a language level is.
  const needs =
    profile.needsAsked === true && (profile.degree !== undefined || profile.schoolOnly === true);
  // "I have an admission letter … and a blocked account. What visa do I need?": admitted, the
  // study visa (§ 16b) is the route; applying for a place (§ 17 (2)) is behind them.
  if (
    wantsStudy &&
    !points &&
    (profile.admissionHeld === true || profile.blockedAccountHeld === true)
  )
    return ['study'] as PathwayId[];
  // "Quiero estudiar ingeniería … todavía no tengo admisión. ¿Cómo hago?", "I want to study a
  // master … What are my options?" (117a c18, 117b c12): asked what to do, the routes and what
  // each asks, with or without a language told.
  const asksHow = profile.whatToDo === true || profile.otherRoutes === true;
  if (wantsStudy && !points && (told || applies || needs || asksHow) && !schoolAsksOthers) {
    return ['study', 'studyApplication'] as PathwayId[];
  }
  return [];
}
