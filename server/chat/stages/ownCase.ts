import { isTopic, type Service } from '../aspects';
import { caseReply, olderSalaryAnswer, routesWeighed } from '../blueCardReply';
import { forEmployer, type BlueCardCopy } from '../blueCardCopy';
import { caseAsides } from '../caseAsides';
import {
  addsToCase,
  asksOfCase,
  earlierCase,
  partnerFollowUp,
  statesOwnFact,
  questions,
  statements,
  withFollowUp,
  withPartnerByPronoun,
} from '../caseHistory';
import { caseQuestions } from '../caseQuestions';
import {
  caseRoutes,
  regulatedNeedsAsked,
  regulatedRoutes,
  statesJob,
  tellsOwnCase,
} from '../caseRoutes';
import { openWithJob, withOtherRoutes } from '../otherRoutes';
import { noPointsNeeded, pointsNotNeeded, pointsQuestions, pointsReply } from '../pointsReply';
import { figureFor } from '../../../src/config/germanRules';
import { interpolate } from '../../../src/shared/chat/text';
import { factsStated, type StatedProfile } from '../profile';
import type { LocaleKnowledge } from '../knowledge';
import { reply, type Stage, type Turn } from '../turn';
import type { PathwayId } from '../../../src/shared/germanyCheck/pathways';
import { withPartnerCounted } from '../partnerPoints';
import { ownAfterPartner } from '../ownAfterPartner';
import { forEmployerCase, withAskedSalary } from './caseJob';

/** The routes to work a job offer opens beside the points, for a visitor who asks for others. */
const withJobRoutes = ['experience', 'recognitionPartnership', 'skilledWorker'] as const;
/** An IT specialist's job opens the Blue Card too, without a degree (§ 18g (2) AufenthG). */
const jobRoutesOf = (profile: StatedProfile): readonly PathwayId[] =>
  profile.occupation === 'it' ? ['blueCard', ...withJobRoutes] : withJobRoutes;
/** What a school certificate alone leaves open instead of the card: training, or study. */
const schoolRoutes = ['vocationalTraining', 'trainingSearch', 'study', 'studyApplication'] as const;
const isSchoolRoute = (id: PathwayId) => (schoolRoutes as readonly PathwayId[]).includes(id);

/** How many of the facts the points depend on a message states before the chat counts them. */
const minFactsForPoints = 2;
/**
 * Topics a points question may name and still be about the Opportunity Card's points: a nurse
 * asking "soy enfermera, ¿cuántos puntos tengo?" names her occupation, not the nursing programme;
 * "título no reconocido, ¿cuántos puntos?" says why points are needed, not the experience route.
 */
const pointsTopics = new Set<Service>([
  'chancenkarte',
  'germanyCheck',
  'nursing',
  'experienceRoute',
]);

/**
 * The services a message asks about: a qualification the visitor has is not a programme they
 * ask for ("44, Berufsausbildung, Deutsch B2: reicht das für die Chancenkarte?" has an
 * Ausbildung and asks about the card; "Ausbildung als Elektriker mit Teilanerkennung" has one
 * too, as a partial recognition says). A visitor who names the Opportunity Card asks for it,
 * whatever Ausbildung they mention.
 */
/**
 * Whether a question names study: "I was student in Germany (master in Aachen) 2019-2021 …
 * What is open for me?" tells of studies past (72b W3); a wish to study is read apart
 * (`wantsStudy`).
 */
const studyAskedAfter = (turn: Turn) =>
  turn.item.finders.aspects(questions(turn.spelled)).some((hit) => hit.kind === 'study');

/** The services and topics of studying in Germany, which a stay told to have been for study is not. */
const studyServices = new Set<Service>([
  'studyAbroad',
  'masters',
  'studienkolleg',
  'studyApplication',
]);

const servicesAsked = (turn: Turn, profile: StatedProfile) => {
  const { services } = turn.understood;
  // "… My wife has a master's in economics …": a service named only in what the message tells
  // of another person is not asked for by the visitor.
  const { finders, ownWords } = turn.item;
  const own = ownWords(turn.spelled);
  const kinds = (text: string) => new Set(finders.services(text).map((hit) => hit.kind));
  // Most messages tell of no one else: then every service named is the visitor's own.
  const ownNamed = own === turn.spelled ? undefined : kinds(own);
  const othersNamed = ownNamed
    ? [...kinds(turn.spelled)].filter((kind) => !ownNamed.has(kind))
    : [];
  const trained =
    profile.vocational === true ||
    profile.partialRecognition === true ||
    profile.skilledTrade === true ||
    (profile.asked?.length ?? 0) > 0 ||
    services.includes('chancenkarte');
  // "Ingeniera con maestría … ¿qué opciones tengo?": a master's held is no master's to study,
  // unless the message wishes to study ("quiero hacer una maestría", "can I study …?").
  const studyWished =
    profile.wantsStudy === true ||
    profile.applyForPlace === true ||
    profile.admissionHeld === true ||
    (turn.understood.asks.some((ask) => ask.aspect === 'study') && studyAskedAfter(turn));
  const mastersHeld = profile.degree === true && !studyWished;
  // "I studied 8 months in Germany with a student visa … Does that add a point?" (105b 06c): a
  // stay told, not studies asked for.
  const stayTold = profile.germanStay !== undefined && !studyWished;
  return services.filter(
    (service) =>
      !(service === 'ausbildung' && trained) &&
      !(service === 'masters' && mastersHeld) &&
      !(stayTold && studyServices.has(service)) &&
      !othersNamed.includes(service),
  );
};

/**
 * Whether a message asks about pay, or names the salary floor from 45 (§ 18 (2) no. 5): "I want
 * the Chancenkarte, do I need 55.770 because of my age?" asks whether the floor binds the card.
 */
function floorAsked(profile: StatedProfile, turn: Turn, aspects: readonly string[], year: number) {
  const floor = String(figureFor('olderWorkerSalary', year).amount);
  const named = turn.spelled.replace(/(?<=\d)[.,\s](?=\d{3})/g, '').includes(floor);
  return profile.salaryAsked === true || aspects.includes('salary') || named;
}

/**
 * The facts a message states, read in the language it is answered in; one written in two
 * ("tengo 34 años … Licenciatura, 5 Jahre Erfahrung, Deutsch B1" on the German page) adds what
 * only the page's language reads.
 */
function readMixed(turn: Turn, year: number, month: number): StatedProfile {
  const own = turn.item.readProfile(turn.spelled, year, month);
  if (turn.pageItem === turn.item) return own;
  const page = turn.pageItem.readProfile(turn.pageItem.spelling(turn.text), year, month);
  // Only facts said with a number and its unit, each group whole (an age with its band from 45):
  // what a sentence wishes or denies ("quiero hacer una Ausbildung") is said in the other
  // language, which the page's words cannot read.
  const added = mixedFacts.filter(
    ([first]) => own[first] === undefined && page[first] !== undefined,
  );
  const facts = added.flat().filter((fact) => page[fact] !== undefined);
  return { ...own, ...Object.fromEntries(facts.map((fact) => [fact, page[fact]])) };
}

type Fact = keyof StatedProfile;
const mixedFacts: readonly (readonly [Fact, ...Fact[]])[] = [
  ['age', 'from45', 'nextAge'],
  ['german'],
  ['english'],
  ['experience', 'experienceUndated', 'experienceBelow', 'experienceAtMost'],
  ['salary'],
];

/** What the sentences of a message that ask nothing state: "¿… si mi título está reconocido?" none. */
const statedOnly = (item: LocaleKnowledge, spelled: string, year: number, month: number) =>
  item.readProfile(statements(spelled), year, month);

/** The experience a follow-up's statements give wins over years it names in a question ("Ich habe nur 2011-2013 gearbeitet. Zählen die 6 Jahre Vertrieb trotzdem?", 72c v9b). */
function statedExperience(told: StatedProfile, turn: Turn, year: number, month: number) {
  if (told.experience === undefined || !turn.spelled.includes('?')) return told;
  const stated = statedOnly(turn.item, turn.spelled, year, month);
  if (stated.experience === undefined || stated.experience === told.experience) return told;
  const { experienceUndated, experienceBelow, experienceAtMost } = stated;
  return {
    ...told,
    experience: stated.experience,
    experienceUndated,
    experienceBelow,
    experienceAtMost,
  };
}

/**
 * "No job offer yet. What else could I do?": the routes a job offer would open, each with what
 * it asks, beside the routes weighed.
 */
function jobAlternatives(
  profile: StatedProfile,
  routes: readonly PathwayId[],
  item: LocaleKnowledge,
  year: number,
  copy: BlueCardCopy,
  said: string,
): string[] {
  if (!(profile.otherRoutes || profile.workAsked) || statesJob(profile)) return [];
  // "I want to study: which visa?" asks which visa for studies, with a degree held too ("an
  // admission letter for a master's … what visa do I need?"): the routes to work are not what
  // it asks (36s E08, 36w W30), unless the message asks about working now, not after the
  // studies ("¿después puedo trabajar allá?", answered with § 20), or while studying ("¿puedo
  // trabajar mientras estudio?", answered with § 16b (3); 117a c18).
  const forStudies = routes.length > 0 && routes.every((id) => isSchoolRoute(id));
  const studyWork = profile.afterStudyAsked || profile.studyWorkAsked;
  if (forStudies && (!profile.workAsked || studyWork)) return [];
  const jobRoutes = openWithJob(profile, year).filter((id) => !routes.includes(id));
  if (!jobRoutes.length) return [];
  // The licence's paragraph, said after the routes weighed, is not said again here (94b m06).
  const weighed = routesWeighed(jobRoutes, profile, copy, item.locale, year).filter(
    (line) => line !== copy.regulatedLicence || !said.includes(line),
  );
  return [jobRoutesLead(profile, item), ...weighed];
}

/** "Kann ich in Deutschland arbeiten?" asks whether, not for alternatives (94c 07). */
const jobRoutesLead = (profile: StatedProfile, item: LocaleKnowledge) =>
  profile.workAsked ? item.points.workWithJob : item.points.withJob;

/** The copy of the case: "wir möchten … einstellen" is told of the candidate's salary. */
const caseCopy = (turn: Turn): BlueCardCopy =>
  turn.audience === 'company' ? forEmployer(turn.item.blueCard) : turn.item.blueCard;

/**
 * The Opportunity Card's points for a case that names no route: the count, what it still needs
 * to know, the measures of a partial notice (§ 16d (1)), and, asked "what else?", the routes a
 * job offer would open, or training and study with a school certificate alone; then what the
 * message asks of the card ("how long can I stay?", "may I work on it?").
 */
function pointsCase(
  profile: StatedProfile,
  item: LocaleKnowledge,
  copy: BlueCardCopy,
  year: number,
): string[] {
  const weigh = (ids: readonly PathwayId[]) => routesWeighed(ids, profile, copy, item.locale, year);
  const measures = profile.partialRecognition ? weigh(['recognitionMeasures']) : [];
  const alternatives = !profile.otherRoutes
    ? regulatedNeedsAsked(profile) && !statesJob(profile)
      ? [item.points.workWithJob, ...weigh(regulatedRoutes)]
      : []
    : // An IT specialist needs no qualification for § 18g (2) or § 19c (2): a job opens them (73c W4).
      profile.schoolOnly && profile.occupation !== 'it'
      ? [item.points.schoolOnlyInstead, ...weigh(schoolRoutes)]
      : statesJob(profile)
        ? []
        : [jobRoutesLead(profile, item), ...weigh(jobRoutesOf(profile))];
  // "To count your points fully, tell me: What is your German level?"
  const asked = pointsQuestions(profile).map((fact) => copy.facts[fact]);
  const questions = asked.length ? [interpolate(item.points.ask, { facts: asked.join(' ') })] : [];
  const answer = pointsReply(profile, item.points, [...questions, ...measures, ...alternatives]);
  const counted: PathwayId[] = measures.length
    ? ['opportunityCard', 'recognitionMeasures']
    : ['opportunityCard'];
  return [answer, ...caseQuestions(profile, counted, copy.questions)];
}

/** Each person's facts asked for in a message of their own, or the check filled out for each. */
function onePersonReply(turn: Turn, copy: BlueCardCopy) {
  const onePerson = interpolate(copy.onePerson, {
    germanyCheckUrl: `${copy.values.germanyCheckUrl ?? ''}#check`,
  });
  return reply(turn, 'answer', [turn.refusal, onePerson], [], null, 1);
}

/**
 * The facts of the case: the message's, added to what the visitor's earlier messages told when
 * it states a fact of the case itself (`earlierCase`), with what a company's or a pay question
 * implies (`forEmployerCase`, `withAskedSalary`).
 */
function caseProfile(
  turn: Turn,
  aspects: readonly string[],
  asksPoints: (spelled: string) => boolean,
  { year, month }: { year: number; month: number },
) {
  const told = withPartnerByPronoun(turn.item, turn, readMixed(turn, year, month));
  const aboutPartner = told.partnerIsCase !== undefined || told.partnerOwn !== undefined;
  const adds = addsToCase(told) || asksOfCase(told);
  const before =
    adds || aboutPartner
      ? earlierCase(turn.item, turn.history, asksPoints, year, month)
      : undefined;
  const ofPartner = partnerFollowUp(before?.profile, told);
  // "los dos tenemos alemán B1, y es licenciatura … mi esposa tiene 41" tells both people's facts
  // at once: the visitor's add to the case told before, the partner's to theirs (84a W1).
  const both = aboutPartner && statesOwnFact(told);
  // Only a message that would add to an earlier case reads the history again.
  const ownAfter = before !== undefined && ownAfterPartner(turn.item, turn, told);
  const earlier = !ownAfter && (ofPartner || adds || both) ? before : undefined;
  const merged =
    ofPartner ?? withFollowUp(earlier?.profile, statedExperience(told, turn, year, month));
  const profile = withAskedSalary(forEmployerCase(withPartnerCounted(merged), turn), aspects);
  return { profile, earlier };
}

/**
 * "My brother (28, …) also wants to come, is that ok?": his case is not weighed as the visitor's,
 * and the reply says so; a partner's own count, told beside the visitor's, answers for them
 * (93a M16).
 */
const otherPersonNote = (profile: StatedProfile, copy: BlueCardCopy) =>
  profile.otherPersonAsked && profile.partnerTotal === undefined ? copy.otherPersonAsked : '';

/**
 * The visitor's own case, weighed with the Germany check's own rules (`profile.ts`,
 * `caseRoutes.ts`, `otherRoutes.ts`, `blueCardReply.ts`, `pointsReply.ts`): "a master's and a
 * €48,000 software job: do I get the Blue Card?", "44.000 € with a collective agreement, by
 * experience?" get the routes the case touches, and "if not, what else?" every other route that
 * fits; "I'm 33, German A2, two years of experience. Is that enough?" the Opportunity Card's
 * points for what the visitor wrote, and with a notice of partial recognition the visa for its
 * measures (§ 16d (1)) too.
 */
/**
 * "Mi título ya está reconocido por completo. ¿Igual necesito puntos?": none are needed, said
 * with the card's rule, and the funds asked beside it after. Only a recognition stated, not one
 * supposed in a question ("do I still need points if my degree is fully recognized?", which the
 * card's table answers).
 */
function noPointsStated(turn: Turn, year: number, month: number) {
  const { item, spelled } = turn;
  const stated = statedOnly(item, spelled, year, month);
  if (!pointsNotNeeded(stated)) return null;
  const asides = caseAsides(turn, [], true);
  const parts = [turn.refusal, noPointsNeeded(stated, item.points), ...asides.lines];
  return reply(turn, 'answer', parts, asides.facts, null, 1);
}

export const ownCase: Stage = (turn) => {
  const { item, spelled } = turn;
  const aspects = turn.understood.asks.map((ask) => ask.aspect);
  const today = new Date();
  const year = today.getFullYear();
  const month = today.getMonth() + 1;
  const asksPoints = (text: string) => turn.tools.pointsAsked(text).intents.length > 0;
  const { profile, earlier } = caseProfile(turn, aspects, asksPoints, { year, month });
  const copy = caseCopy(turn);
  // "Frau A. … Frau B. …", "which of us …": one case of merged facts would count one person's
  // German for the other; each is asked for on its own, with the check.
  if (profile.manyPeople && tellsOwnCase(profile)) return onePersonReply(turn, copy);
  const otherAsked = otherPersonNote(profile, copy);
  const services = servicesAsked(turn, profile);
  const otherTopic = services.some((service) => isTopic(service) && !pointsTopics.has(service));
  // "¿Cuántos puntos tengo para la Chancenkarte?" asks for the points whatever else it names.
  // A follow-up to a points question that asks nothing of its own ("ich bin schon 35") still
  // asks for the points; "… Und kann ich direkt als Pflegefachkraft arbeiten?" asks its own.
  // So does one that asks about the partner's ("Zählt er jetzt?").
  const stillPoints =
    earlier?.pointsAsked === true &&
    (!turn.text.includes('?') || profile.partnerAsked === true || profile.changeAsked === true);
  const pointsAsked =
    (asksPoints(spelled) || stillPoints) && (!otherTopic || services.includes('chancenkarte'));
  const points = pointsAsked && factsStated(profile) >= minFactsForPoints;
  const { routes, othersWeighed, alsoOpen, dependsOn } = withOtherRoutes(
    profile,
    caseRoutes(profile, { services, aspects, points }),
    { points, year },
  );
  if (routes.length) {
    const verdict = caseReply(profile, routes, copy, item.locale, year, {
      othersWeighed,
      alsoOpen,
      dependsOn,
    });
    // "¿Y cuántos puntos tendría?" with a recognised degree: none needed, said when named.
    const noPoints =
      profile.pointsNamed && pointsNotNeeded(profile) ? noPointsNeeded(profile, item.points) : '';
    // "How many points do I have, and which visa fits?": the routes, and the count asked for.
    // The points named beside the routes ("¿Cuántos puntos tengo? ¿Puedo pedir la Blue Card?"),
    // not "is that enough?", which asks about the routes weighed.
    const pointsNamed = profile.pointsNamed === true && factsStated(profile) >= minFactsForPoints;
    const counted =
      pointsNamed && !noPoints && !routes.includes('opportunityCard')
        ? pointsReply(profile, item.points, [])
        : '';
    const answered = caseQuestions(profile, routes, copy.questions);
    const floor = olderSalaryAnswer(profile, routes, copy, item.locale, year);
    const withJob = jobAlternatives(profile, routes, item, year, copy, verdict);
    // "…and how much money must I show per month?": each question beside the case, after it.
    const asides = caseAsides(turn, routes, pointsNamed);
    // "Juristin … als Compliance-Referentin. Braucht sie eine Anerkennung als Anwältin?": where
    // the licence would bind, before the routes, which end on the check's link (89c c9).
    const licence = profile.licenceNotNeeded ? copy.licenceOutside : '';
    const parts = [floor, licence, verdict, ...answered, noPoints, counted, withJob.join('\n')];
    parts.push(otherAsked);
    return reply(turn, 'answer', [turn.refusal, ...parts, ...asides.lines], asides.facts, null, 1);
  }
  if (points) {
    const asides = caseAsides(turn, [], true);
    const payAsked = { ...profile, salaryAsked: floorAsked(profile, turn, aspects, year) };
    const floor = olderSalaryAnswer(payAsked, ['opportunityCard'], copy, item.locale, year);
    const parts = [turn.refusal, floor, ...pointsCase(profile, turn.item, copy, year), otherAsked];
    return reply(turn, 'answer', [...parts, ...asides.lines], asides.facts, null, 1);
  }
  const notNeeded = profile.pointsNamed ? noPointsStated(turn, year, month) : null;
  if (notNeeded) return notNeeded;
  // "I'm a doctor, my wife is a nurse. Can we both go?": two cases and no route named; each is
  // asked for on its own, as for two people told of at once.
  if (profile.otherPersonAsked && tellsOwnCase(profile)) return onePersonReply(turn, copy);
  return null;
};
