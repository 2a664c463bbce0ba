import { createPhraseFinder, createPhraseMatcher, type PhraseHit } from './intents';
import { degreeFieldReader } from './profileDegreeField';
import { jobTitleRemover, occupationNames } from './profileJobTitle';
import { trainingCompoundFinder } from './profileTrainingCompound';
import {
  degreeDenialFinder,
  noQualificationFinder,
  qualificationWords,
} from './profileNoQualification';
import { visitorOccupationReader } from './profileOwnOccupation';
import { occupationsNamed, workFinders } from './profileWorkField';
import { word, type ProfileText } from './profileText';
import type { AskedRoute, StatedProfile } from './profile';
import type { ProfileWords } from './profileWords';
import type { Reader } from './profileReaders';
import { employerPartnershipFinder } from './profileEmployerOffer';
import { askedWhetherFinder } from './profileNeeded';
import {
  recognitionDoubtFinder,
  recognitionUnsettledFinder,
  zabComparableFinder,
} from './profileRecognitionDoubt';
import { recognisedElsewherePattern, recognitionReader } from './profileRecognition';
import { heldNotDenied } from './profileNegation';
import { professionLicenceFinder, temporaryLicenceFinder } from './profileLicence';
import { lawfulStayFinder, stayNotCountedFinder, visitOnlyFinder } from './profileStay';
import { bareQuestionFinder } from './profileBareQuestion';
import { ownWordsFinder } from './profileOwnWords';
import { schoolAndStudyReader } from './profileSchoolAndStudy';
import { partnerHitReader } from './profilePartnerHit';
import { pensionDeniedFinder } from './profilePensionDenied';
import {
  laterHitsFinder,
  nearFinder,
  ownHitsFinder,
  recognitionClauseFinder,
  sentenceAround,
  toldFinder,
} from './profileToldHelpers';
import type { SpellingMap } from './spelling';

/** Facts a message may also deny ("sin oferta de trabajo", "not recognised in Germany"). */
export type Told =
  | 'partialRecognition'
  | 'partner'
  | 'germanStay'
  | 'jobOffer'
  | 'recognised'
  | 'collectiveAgreement'
  | 'trainingContract';

/** The facts a route asks that a question may name, each with the flag that it was asked. */
const neededFlags = {
  jobOffer: 'offerAsked',
  trainingContract: 'contractAsked',
  recognised: 'recognitionAsked',
  partialRecognition: 'recognitionAsked',
} as const satisfies Partial<Record<Told, keyof StatedProfile>>;

/**
 * A partial recognition's notice without what it says is missing: "Reconocimiento parcial: le
 * falta la Kenntnisprüfung", "el Defizitbescheid que dice que me falta una prueba" (76a W2) name
 * measures, not a recognition still pending.
 */
function noticeFinder(words: ProfileWords, text: ProfileText) {
  const says = new RegExp(word(text.any(words.noticeSays)));
  return (part: string) => (part.split(':')[0] ?? '').split(says)[0] ?? '';
}

/** The kinds of a told fact that rate a recognition. */
const recognitionKinds = new Set<Told>(['recognised', 'partialRecognition']);

/** Whether a fact found in a part of the message is held: not denied, nor a recognition pending. */
function heldFinder(words: ProfileWords, text: ProfileText) {
  const negation = new RegExp(word(text.any(words.negations)));
  const noticeOf = noticeFinder(words, text);
  const near = nearFinder(words, text);
  // "Nothing recognised in Germany yet", "Anerkennung steht noch aus": a recognition not there.
  const pending = new RegExp(word(text.any(words.recognitionPending)));
  const ofRecognition = recognitionClauseFinder(words, text);
  return (part: string, found: string, kind: Told) => {
    const told = kind === 'partialRecognition' ? noticeOf(part) : part;
    const notYet = recognitionKinds.has(kind) && pending.test(ofRecognition(told, found));
    return !negation.test(near(part, found, kind)) && !notYet;
  };
}

/**
 * What a message states or denies, each in its own part of a sentence ("no partial recognition,
 * my partner isn't coming"), and what § 20b does not count: a partner only if they also meet
 * the card's requirements, a stay only if legal and six months or more, never a tourist visit.
 */
export function toldReader(words: ProfileWords, text: ProfileText, spelling: SpellingMap): Reader {
  const told = toldFinder(words, spelling);
  const heldIn = heldFinder(words, text);
  const unsettled = recognitionDoubtFinder(words, text);
  const partnerFacts = partnerHitReader(words, text, spelling);
  const unsure = text.has(words.unsure);
  const askedWhether = askedWhetherFinder(words, text);
  const employerPartnership = employerPartnershipFinder(words, text);
  const stayNotCounted = stayNotCountedFinder(words, text);
  const lawfulStay = lawfulStayFinder(words, text);
  const visitOnly = visitOnlyFinder(words, text);
  const ownHits = ownHitsFinder(words, text, told);
  // Read just past the licence too: "Berufserlaubnis (§10 BÄO)".
  const temporaryIn = temporaryLicenceFinder(words, text);
  const zabComparable = zabComparableFinder(words, text);
  const elsewhere = recognisedElsewherePattern(words, text);
  const measureNamed = text.has(words.compensationMeasures);
  const laterHits = laterHitsFinder(ownHits);
  return (message, parts, year) => {
    const profile: StatedProfile = {};
    const found = (hit: PhraseHit<Told>) => message.slice(hit.index, hit.index + hit.length);
    const partOf = (hit: PhraseHit<Told>) => parts.find((part) => part.includes(found(hit))) ?? '';
    const hits = ownHits(message, parts);
    const later = new Set<PhraseHit<Told>>();
    for (const hit of hits) {
      const sentence = sentenceAround(message, hit);
      // "Do I need a job offer first?", "¿necesito un contrato de formación?", "Brauche ich die
      // volle Anerkennung?": a fact only asked about is not stated; the question is answered.
      const neededFlag = neededFlags[hit.kind as keyof typeof neededFlags];
      if (neededFlag && askedWhether(message, hit.index + hit.length, sentence)) {
        profile[neededFlag] = true;
        continue;
      }
      const part = partOf(hit);
      // "No sé si mi título está reconocido": a recognition in doubt is no fact either way, nor is
      // one the sentence unsettles after a joining word ("anabin H+, aber mein Studiengang steht
      // nicht drin").
      // "Master, anabin H+, gleichwertig": the degree's own rating after the university's is read.
      // "voll anerkannt sagt man in meinem Land, in DE noch nicht geprüft": a recognition at home
      // is none in Germany, and what the sentence says after it is read.
      const atHome = hit.kind === 'recognised' && elsewhere.test(part);
      if (atHome || (recognitionKinds.has(hit.kind) && unsettled(message, hit, part, sentence))) {
        const again = laterHits(message, parts, hit, part);
        again.forEach((hit) => later.add(hit));
        hits.push(...again);
        continue;
      }
      // "Mit Berufserlaubnis nach § 10 BÄO": a licence for a time, no recognition of the degree.
      const withAfter = `${part} ${message.slice(hit.index + hit.length).slice(0, 24)}`;
      if (hit.kind === 'recognised' && temporaryIn(message)(withAfter)) continue;
      const held = heldIn(part, found(hit), hit.kind);
      // Said again after a doubt, only a recognition held settles it. "¿Y si no consigo cupo en
      // el curso de adaptación?": a measure denied is a place not found, not a notice denied
      // (95a W1); needing one still tells the notice.
      const measureDenied = hit.kind === 'partialRecognition' && measureNamed(found(hit));
      if (!held && (later.has(hit) || measureDenied)) continue;
      profile[hit.kind] = held;
      // A partner only counts who comes and meets the card's requirements (§ 20b (1) no. 11).
      if (hit.kind === 'partner') {
        Object.assign(
          profile,
          partnerFacts(message, sentence, hit.index, profile.partner === true),
        );
      }
      // "No sé si tienen convenio colectivo", "ob es einen Tarifvertrag gibt, weiß ich nicht".
      if (hit.kind === 'collectiveAgreement' && unsure(sentence)) {
        profile.collectiveAgreement = 'unknown';
      }
      const notCounted = hit.kind === 'germanStay' && stayNotCounted(sentence, year);
      if (notCounted) Object.assign(profile, { germanStay: false, stayNotCounted: notCounted });
      else if (hit.kind === 'germanStay' && held && visitOnly(found(hit), sentence)) {
        Object.assign(profile, { germanStay: undefined, stayUnsure: true });
      }
    }
    if (profile.jobOffer === undefined && employerPartnership(message)) profile.jobOffer = true;
    if (profile.germanStay !== true) Object.assign(profile, lawfulStay(message, year));
    if (profile.recognised === undefined && zabComparable(parts)) profile.recognised = true;
    return profile;
  };
}

/**
 * The occupation a message names, by the check's options: the longest name found claims its
 * words ("ingeniero comercial" is not also "ingeniero"), and of the names left, IT comes first,
 * then nursing, then the shortage occupations, then the rest of the Blue Card's list (§ 18g (1)
 * sentence 2: a chemist, an architect, a logistics manager). A skilled trade in short supply (an electrician)
 * is one for the § 20b point, not for the Blue Card's lower threshold. "An engineer, but not a
 * shortage occupation": the visitor's word wins over the job's name for the point, but the Blue
 * Card's list is named by the law by its occupations (an engineer, a doctor, a teacher are on it,
 * whatever an employer calls them), so the name keeps the card's lower threshold (`blueCardList`).
 */
function occupationReader(words: ProfileWords, text: ProfileText, spelling: SpellingMap): Reader {
  const named = occupationNames(words, spelling);
  const notShortage = text.has(words.notShortage);
  const saysShortage = text.has(words.shortageSaid);
  // "Betriebswirt (kein Informatiker)", "No soy ingeniera, soy abogada": the occupation denied.
  const deniedName = new RegExp(
    word(`${text.any(words.occupationDenied)}\\s+[^\\s.,;!?()]+(?:-[^\\s.,;!?()]+)?`),
    'g',
  );
  const licenceOf = professionLicenceFinder(words, text, spelling);
  return (message) => {
    const [first] = named(message.replace(deniedName, ' ')).intents;
    const licensed = licenceOf(message);
    if (first === 'trade') {
      return notShortage(message)
        ? { occupation: 'other', ...licensed }
        : { occupation: 'shortageOffList', skilledTrade: true, ...licensed };
    }
    // "Arquitecta … profesión en escasez": the visitor's word gives the point, as on the page.
    if (saysShortage(message) && !notShortage(message) && first !== 'it' && first !== 'nursing') {
      return { occupation: 'shortage', ...licensed };
    }
    // "Business informatics degree … marketing role (not a shortage occupation)": IT is one of
    // the Blue Card's shortage groups, so the job said not to be one is another than the degree's.
    const denied = notShortage(message) && (!first || first === 'shortage' || first === 'it');
    if (denied && first === 'shortage') return { occupation: 'blueCardList', ...licensed };
    if (denied || first === 'notOccupation') return { occupation: 'other', ...licensed };
    return first ? { occupation: first, ...licensed } : licensed;
  };
}

/**
 * What a message asks besides its facts: the routes it names, "what else?", "is that enough?",
 * "how many points?", a minimum salary, training or a place to apply for.
 */
function askReader(
  words: ProfileWords,
  text: ProfileText,
  spelling: SpellingMap,
): (message: string) => StatedProfile {
  const asks = createPhraseFinder<AskedRoute>(
    {
      skilledWorker: words.askSkilledWorker,
      experience: words.askExperience,
      recognitionMeasures: words.askRecognitionMeasures,
      recognitionPartnership: words.askRecognitionPartnership,
    },
    spelling,
  );
  // "Do I need an admission letter?" asks about one: only a sentence that asks nothing holds it.
  const stated = (has: (text: string) => boolean) => (message: string) =>
    (message.match(/[^.!?]+[.!?]*/g) ?? []).some((part) => !part.includes('?') && has(part));
  // What the message asks, each a flag: "what else?", "is that enough?", "how many points?".
  const flags = [
    ['otherRoutes', text.has(words.askOtherRoutes)],
    ['otherRoutes', bareQuestionFinder(text, words.askPossible)],
    ['enough', text.has(words.askEnough)],
    ['changeAsked', text.has(words.askChange)],
    ['getAsked', text.has(words.askGet)],
    ['durationAsked', text.has(words.askDuration)],
    ['deciderAsked', text.has(words.askDecider)],
    ['studyWorkAsked', text.has(words.askStudyWork)],
    ['afterStudyAsked', text.has(words.askAfterStudy)],
    ['measuresWorkAsked', text.has(words.askMeasuresWork)],
    ['cardWorkAsked', text.has(words.askCardWork)],
    ['familyJoinAsked', familyJoin(words, text)],
    ['stayAsked', text.has(words.askStay)],
    ['whatToDo', text.has(words.askWhatToDo)],
    ['needsAsked', text.has(words.askWhatNeeded)],
    ['howAsked', text.has(words.askHow)],
    ['workAsked', text.has(words.askWork)],
    ['ageAsked', text.has(words.askAge)],
    ['pointsNamed', text.has(words.pointsWord)],
    ['pensionAsked', text.has(words.pension)],
    ['pensionDenied', stated(pensionDeniedFinder(words, text))],
    ['salaryAsked', text.has(words.askMinimumSalary)],
    ['wantsTraining', text.has(words.wantsTraining)],
    ['applyForPlace', text.has(words.applyForPlace)],
    ['admissionHeld', stated(heldNotDenied(words, text, words.admissionHeld))],
    ['blockedAccountHeld', stated(heldNotDenied(words, text, words.blockedAccountHeld))],
    ['comparabilityDenied', stated(text.has(words.notComparable))],
    ['jobOutsideField', stated(text.has(words.jobOutsideField))],
    ['institutionRated', text.has(words.institutionRating)],
    ['manyPeople', text.has(words.manyPeople)],
  ] as const;
  return (message) => {
    const profile: StatedProfile = {};
    const asked = asks(message).map((hit) => hit.kind);
    if (asked.length) profile.asked = asked;
    for (const [flag, said] of flags) if (said(message)) profile[flag] = true;
    return profile;
  };
}

/**
 * "Kann meine Frau, die Lehrerin ist, mitkommen und auch arbeiten?": a question that names a
 * partner or the family and their coming along or working asks about family reunion.
 */
function familyJoin(words: ProfileWords, text: ProfileText) {
  const family = text.has(`${words.partner},${words.familyMembers}`);
  const join = text.has(words.askFamilyJoin);
  const joinPartner = text.has(words.askJoinPartner);
  return (message: string) =>
    (message.match(/[^.!?]+[.!?]*/g) ?? []).some(
      (sentence) =>
        sentence.includes('?') && ((family(sentence) && join(sentence)) || joinPartner(sentence)),
    );
}

/** Whether a message names a profession that asks a degree: "Anwältin", "ingeniera". */
function academicFinder(words: ProfileWords, spelling: SpellingMap) {
  const academic = createPhraseMatcher({ academic: words.academic }, spelling);
  return (held: string) => academic(held).intents.length > 0;
}

/** The visitor's own occupation, weighed with the job's title and the degree's field. */
const ownOccupationReader = (words: ProfileWords, text: ProfileText, spelling: SpellingMap) =>
  visitorOccupationReader({
    occupation: occupationReader(words, text, spelling),
    namesIn: occupationsNamed(words, spelling),
    withoutTitle: jobTitleRemover(words, text),
    degreeField: degreeFieldReader(words, text),
    shortageDenied: text.has(words.notShortage),
    ...workFinders(words, text),
    academicIn: academicFinder(words, spelling),
  });

/**
 * The qualification, the occupation and the routes a message names. A degree the message
 * denies ("sin título", "no degree") is none, so an IT specialist's experience route is weighed;
 * so is vocational training denied ("no vocational training"). "A recognised degree", said
 * without a country, means recognised in Germany, as "comparable in anabin" does; "recognised
 * in Bolivia" and "not recognised" do not.
 */
export function qualificationReader(
  words: ProfileWords,
  text: ProfileText,
  spelling: SpellingMap,
): Reader {
  const { degree, vocational, vocationalDenied } = qualificationWords(words, text);
  const qualified = text.has(words.qualified);
  const noQualification = noQualificationFinder(words, text);
  const wantsTraining = text.has(words.wantsTraining);
  const ownWords = ownWordsFinder(words, text);
  const recognition = recognitionReader(words, text);
  const degreeDenial = degreeDenialFinder(words, text, recognitionUnsettledFinder(words, text));
  // "Krankenpfleger (Ausbildung, noch nicht anerkannt)": training alone as an item of a list.
  const trainingItem = new RegExp(`[(,]\\s*${text.any(words.trainingItem)}\\s*(?=[,)]|$)`);
  const trainingWord = text.has(words.trainingItem);
  const namesTraining = (part: string) => trainingWord(part) && !vocationalDenied.test(part);
  const ownOccupation = ownOccupationReader(words, text, spelling);
  const compound = trainingCompoundFinder(words, text);
  const isAcademic = academicFinder(words, spelling);
  const asked = askReader(words, text, spelling);
  const schoolLeaver = text.has(words.schoolJustFinished);
  const schoolAndStudy = schoolAndStudyReader(words, text);
  // A training contract and the trade it names after it ("… as a mechatronics technician").
  const contract = new RegExp(`${word(text.any(words.trainingContract))}.*$`);
  return (message, parts, year) => {
    const { goals, goalParts, visitorParts, held, own } = ownWords(message, parts);
    // "Elektrikerausbildung": the occupation trained for is read as if written alone.
    const apart = compound.split(held);
    const profile = ownOccupation(apart, parts, year, degree(held), isAcademic(held));
    const onlySchool = noQualification(message, parts, own, held);
    if (onlySchool) profile.schoolOnly = true;
    // "I just finished high school": no degree yet, though not school alone (they may mean to
    // study, and the routes for school alone are not what they ask).
    const leftSchool = schoolLeaver(own) && !degree(held) && !parts.some(vocational);
    const { noneHeld, denied } = degreeDenial(message, visitorParts, held);
    if (onlySchool || leftSchool || denied) {
      profile.degree = false;
    } else if (degree(held)) profile.degree = true;
    // "I want to do an Ausbildung as a mechatronics technician" is the training wished for, and
    // "a training contract as an electrician" the training to come, not one held.
    const trained = (part: string) =>
      vocational(part.replace(contract, ' ')) &&
      !vocationalDenied.test(part) &&
      !wantsTraining(part);
    const ownTraining = (part: string) =>
      trained(part) && !goalParts.includes(part) && visitorParts.includes(part);
    // "I want to do an apprenticeship (Ausbildung)": the bracket names the training wished for.
    const wished = goals.some(trained);
    // "Fachinformatiker (keine formale Ausbildung)": the trade's name, but no training held.
    const trainedHeld = parts.some(ownTraining) || (trainingItem.test(held) && !wished);
    // "Keinen Abschluss, aber eine Ausbildung": a training named and not denied leaves it open.
    const trainingNamed = visitorParts.some((part) => trained(part) || namesTraining(part));
    // "técnico en redes, no tengo ningún título ni formación técnica" (114a e01): the trade's
    // name, with every qualification denied, is the job's, no training held.
    const trainingDenied = visitorParts.some((part) => vocationalDenied.test(part));
    const deniesAll = noneHeld && trainingDenied;
    if (trainedHeld && !onlySchool && !deniesAll) profile.vocational = true;
    else if (noneHeld && (!trainingNamed || deniesAll)) profile.vocational = false;
    if (trainingDenied) profile.trainingDenied = true;
    // "keine Ausbildung oder Titel, aber 12 Jahre Erfahrung" (86c W1): neither held, whatever
    // school the message leaves unsaid, is no qualification the routes count.
    if (profile.degree === false && profile.vocational === false) profile.schoolOnly = true;
    if (wished) profile.wantsTraining = true;
    // "Maschinenbauingenieur", "soy ingeniera": a degree, unless training is named instead.
    const named = !profile.vocational && isAcademic(held);
    if (profile.degree === undefined && named) profile.degree = true;
    // "Maestra, título": a qualification, degree or training (the page's question leaves both).
    const unnamed = profile.degree === undefined && !profile.vocational && !profile.schoolOnly;
    if (unnamed && qualified(held) && !noneHeld) profile.qualified = true;
    const studyGoals = goals.filter((part) => !trained(part));
    Object.assign(profile, schoolAndStudy(profile, held, studyGoals));
    Object.assign(profile, recognition(message, parts, year));
    return Object.assign(
      profile,
      asked(message),
      profile.wantsTraining ? { wantsTraining: true } : {},
    );
  };
}
