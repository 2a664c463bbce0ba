import type { HistoryTurn } from '../../src/shared/chat/protocol';
import { tellsOwnCase, visitorFactNames, visitorFacts } from './caseRoutes';
import type { LocaleKnowledge } from './knowledge';
import type { StatedProfile } from './profile';
import { yearlyFromHourly } from './profileHourlyPay';
import { profileText, sentencesOf, word } from './profileText';
import { forgetPartnerUnknowns } from './partnerPoints';

/** What the visitor's earlier messages told of their case, and whether one asked for points. */
export interface EarlierCase {
  profile: StatedProfile;
  pointsAsked: boolean;
}

/**
 * Whether a message states a fact of the visitor's case, so it adds to one told before:
 * "ok, 48.000 im Jahr", "I told you, I'm 26", "Der Betrieb zahlt nach Tarifvertrag". A message
 * of another person's case ("and my wife?", "y mi primo … tiene 20", 78a W2) is not the visitor's.
 */
export const addsToCase = (profile: StatedProfile) =>
  // "And my husband? He is 42, lawyer, no German": the partner's facts, not the visitor's.
  profile.partnerOwn === undefined && statesOwnFact(profile);

/** Whether a message states a fact of the visitor's own, whatever it says of a partner besides. */
export const statesOwnFact = (profile: StatedProfile) =>
  !profile.manyPeople &&
  !profile.otherPersonAsked &&
  !profile.relativeIsCase &&
  profile.partnerIsCase === undefined &&
  (tellsOwnCase(profile) ||
    profile.occupation !== undefined ||
    profile.germanStay !== undefined ||
    // "that was my sister, I was only a tourist" after the stay's point (99b 20).
    profile.touristCorrected === true ||
    profile.levelUnnamed !== undefined ||
    // "Ich habe noch keine Approbation, nur die Berufserlaubnis ist beantragt" (87c W1).
    profile.licensed !== undefined ||
    profile.partner !== undefined);

/**
 * A follow-up that asks of the case told before without a fact of its own: "¿cambia algo?",
 * "y si pido el permiso de trabajador calificado, ¿también puedo?", "solo aportes a la AFP,
 * ¿eso afecta?" (80a M1, M6, M19), "¿y con ese sueldo me dan la blue card?" (96a 26) are weighed
 * with it.
 */
export const asksOfCase = (told: StatedProfile) =>
  (told.asked?.length ?? 0) > 0 ||
  told.pensionAsked === true ||
  told.changeAsked === true ||
  told.getAsked === true;

/** The sentences of a message that ask nothing: "¿… sin reconocer mi título?" tells no case. */
export const statements = (spelled: string) =>
  sentencesOf(spelled)
    .filter((sentence) => !sentence.includes('?'))
    .join(' ');

/**
 * What an earlier message told: its statements, and the clauses a question sentence states before
 * it asks ("Soy desarrollador web sin título, 5 años de experiencia, me ofrecen 45 mil euros,
 * ¿puedo ir con la blue card?", 80a M4), unless it supposes them ("si tengo B2, …?").
 */
export const toldClauses = (spelled: string, supposed: RegExp) =>
  sentencesOf(spelled)
    .map((sentence) => {
      if (!sentence.includes('?')) return sentence;
      if (supposed.test(sentence)) return '';
      const clauses = sentence.split(',');
      return clauses.length > 1 ? `${clauses.slice(0, -1).join(',')}.` : '';
    })
    .join(' ');

/** The sentences of a message that ask: what `statements` leaves out. */
export const questions = (spelled: string) =>
  sentencesOf(spelled)
    .filter((sentence) => sentence.includes('?'))
    .join(' ');

/** How many facts of a case an earlier message must state to be one: "Soy enfermera" is not. */
const caseFacts = 2;

/**
 * Whether an earlier message told a case: two of its facts, said, not asked; with its partner's
 * facts kept apart ("soy médico general, 44 años … Mi esposa es enfermera, 42", 72c v31b).
 */
const toldCase = (profile: StatedProfile) =>
  statesOwnFact(profile) &&
  [...visitorFacts(profile), profile.salary, profile.jobOffer].filter((fact) => fact !== undefined)
    .length >= caseFacts;

/**
 * The case the visitor's earlier messages told in statements, from the last one back while
 * each tells one,
 * the later message winning for each fact both state: a follow-up that adds or corrects a fact
 * is weighed with what was said before instead of asking it again (walk-through 70).
 */
export function earlierCase(
  item: LocaleKnowledge,
  history: readonly HistoryTurn[],
  asksPoints: (spelled: string) => boolean,
  year: number,
  month: number,
): EarlierCase | undefined {
  const told: { profile: StatedProfile; spelled: string; followUp: boolean }[] = [];
  const supposed = new RegExp(word(profileText(item.spelling).any(item.engine.profile.supposed)));
  for (const turn of [...history].reverse()) {
    if (turn.role !== 'visitor') continue;
    const spelled = item.spelling(turn.text);
    const profile = item.readProfile(toldClauses(spelled, supposed), year, month);
    if (toldCase(profile)) {
      told.unshift({ profile, spelled, followUp: false });
      continue;
    }
    // "y si el contrato fuera de 1 año?" between the case and this message: what it supposed is
    // the case the visitor goes on asking about ("¿me dan la blue card o no?", 96a 28/30).
    const whole = item.readProfile(spelled, year, month);
    if (!addsToCase(whole) && !asksOfCase(whole)) break;
    told.unshift({ profile: whole, spelled, followUp: true });
  }
  if (!told.some((turn) => !turn.followUp)) return undefined;
  return {
    profile: told.reduce<StatedProfile>(
      (before, turn) =>
        turn.followUp ? withFollowUp(before, turn.profile) : { ...before, ...turn.profile },
      {},
    ),
    pointsAsked: told.some((turn) => asksPoints(turn.spelled)),
  };
}

/**
 * A follow-up's facts over the earlier case's, except where the follow-up only seems to restate
 * them: a job's title ("offered me a job as Pflegehelferin") leaves the occupation told before
 * (71a W1), and a training wished for ("was ist mit einer Ausbildung als Koch?") is none held
 * (71c W1).
 */
export function withFollowUp(
  earlier: StatedProfile | undefined,
  told: StatedProfile,
): StatedProfile {
  if (!earlier) return told;
  const merged = { ...earlier, ...told };
  settleUnknowns(merged, told);
  // "los dos tenemos alemán B1 … mi esposa tiene 41" after the partner's training (84a W1).
  if (earlier.partnerOwn && told.partnerOwn)
    merged.partnerOwn = { ...earlier.partnerOwn, ...told.partnerOwn };
  const aboutJob =
    told.jobOccupation !== undefined || told.jobOffList === true || told.jobOffer === true;
  // "Ich bin auch Softwareentwickler … bietet 46.000 € als Entwickler" (121c f12) names the
  // visitor's own occupation outside the job's title: it replaces the one told before.
  if (aboutJob && earlier.occupation !== undefined && !told.occupationOwn) {
    merged.occupation = earlier.occupation;
    if (earlier.qualificationField === undefined) delete merged.qualificationField;
    else merged.qualificationField = earlier.qualificationField;
    if (!earlier.experienceOutsideField) delete merged.experienceOutsideField;
  }
  // "my degree is NOT in anabin, the university appears but with H+/- only" after "anabin
  // entspricht": the degree's rating is open again (78b W4), as after "Mein Abschluss steht NICHT
  // in anabin" (112c 09b).
  const ratingTakenBack = told.institutionRated || told.comparabilityDenied;
  if (ratingTakenBack && told.recognised === undefined) delete merged.recognised;
  // "no fui de au pair … yo fui solo de turista" after the au pair's year (97a m17b).
  if (told.touristCorrected && told.germanStay === undefined && earlier.germanStay) {
    merged.germanStay = false;
    merged.stayNotCounted = 'tourist';
  }
  // "todavía NO tengo el reconocimiento parcial" after the notice: no recognition at all (103a m01b).
  if (told.recognised === false && told.partialRecognition === undefined)
    delete merged.partialRecognition;
  // "inzwischen habe ich … die volle Anerkennung … bekommen" after a notice of partial
  // recognition (105c m01b): the full recognition replaces the notice, and with it the licence
  // its compensation measures had left missing.
  if (told.recognised === true && !told.partialRecognition && earlier.partialRecognition) {
    delete merged.partialRecognition;
    if (told.licensed === undefined && earlier.licensed === false) delete merged.licensed;
  }
  // "inzwischen die volle Anerkennung als Pflegefachfrau bekommen" after "anabin 'entspricht'"
  // (109c 09): a recognition that is no rating replaces the rating.
  if (told.recognised === true && !told.ratedOnly && earlier.ratedOnly) delete merged.ratedOnly;
  // "the recognition isn't full yet, the authority only gave me a partial one" after "full
  // recognition" (106b 02b): the notice replaces the recognition told before.
  if (told.partialRecognition && told.recognised === undefined) delete merged.recognised;
  settleWork(merged, earlier, told);
  // "perdón, tengo 41" after "tengo 40": the age told last says whether it is on an edge.
  if (told.age !== undefined && told.ageOnEdge === undefined) delete merged.ageOnEdge;
  // "its 2.900 per month, 12 months, so 34.800" after an amount it could not read (75b C19b).
  if (told.salary !== undefined && told.salaryProblem === undefined) delete merged.salaryProblem;
  if (told.wantsTraining && earlier.vocational === undefined) delete merged.vocational;
  // "todavía tengo A2" after "alemán B1": the one language told before (77a W1).
  const [only, ...more] = (['german', 'english'] as const).filter((lang) => earlier[lang]);
  if (told.levelUnnamed && only && more.length === 0) merged[only] = told.levelUnnamed;
  // "I will be 45 when I apply" after "44 yo": the side of 45 is open again (74b W1).
  if (told.nextAge !== undefined && told.from45 === undefined) delete merged.from45;
  // "corrijo: son 3.600 al mes, no 4.000" after "4.000 € al mes x 13" (82a V25).
  const month = told.monthlyPay;
  if (month !== undefined && told.payments === undefined && earlier.payments !== undefined) {
    merged.salary = month * earlier.payments;
    merged.payments = earlier.payments;
  }
  // "Perdón, el contrato dice 42 horas semanales, no 40" after "€22/hour, 40 horas" (73a W1).
  if (told.weeklyHours !== undefined && told.salary === undefined && earlier.hourlyRate) {
    merged.salary = yearlyFromHourly(earlier.hourlyRate, told.weeklyHours);
    delete merged.salaryProblem;
  }
  return merged;
}

/** The job's contract and the years of work, as a follow-up tells them after the earlier case. */
function settleWork(merged: StatedProfile, earlier: StatedProfile, told: StatedProfile) {
  // "they changed it to a permanent contract" after "only a 4-month contract" (124b f6), and a
  // term after "unbefristet": the contract told last is the one offered.
  if (told.permanentContract && told.contractMonths === undefined) delete merged.contractMonths;
  if (told.contractMonths !== undefined && !told.permanentContract) delete merged.permanentContract;
  // "Gearbeitet habe ich von 2019 bis 2025" after "6 Jahre Erfahrung": the years are dated now,
  // so the reply no longer asks when they were (94c 23).
  if (told.experience !== undefined && !told.experienceUndated) delete merged.experienceUndated;
  // "2021-2022 acht Monate in Deutschland gearbeitet (mit Visum)" after "8 Jahre Erfahrung"
  // (126c f05): months worked on a stay in Germany are one more period, not all the work.
  if (told.experience === 'none' && told.germanStay === true && earlier.experience) {
    merged.experience = earlier.experience;
    if (earlier.experienceUndated) merged.experienceUndated = true;
  }
}

/** What a follow-up settles that the earlier messages left open or read as none. */
function settleUnknowns(merged: StatedProfile, told: StatedProfile) {
  // "Doch, ich habe einen Universitätsabschluss" after studies read as none (113c 01b): a
  // qualification told is no school certificate alone.
  if ((told.degree || told.vocational) && !told.schoolOnly) delete merged.schoolOnly;
  // "my wife also meets the Opportunity Card requirements" after she was left unsaid (112b c11):
  // the partner told settles what was unknown of them.
  if (told.partner !== undefined && told.partnerUnsaid === undefined) forgetPartnerUnknowns(merged);
}

/** What a message says of whose its facts are, beside the facts themselves. */
const whoseFacts: readonly (keyof StatedProfile)[] = [
  'partnerIsCase',
  'partner',
  'partnerOwn',
  'partnerUnsaid',
  'partnerPointsUnknown',
  'partnerLanguageUnknown',
  'pointsNamed',
];

/** The facts a message reads of a person, without what it says of whose they are. */
const factsOf = (told: StatedProfile): StatedProfile =>
  Object.fromEntries(
    Object.entries(told).filter(([fact]) => !whoseFacts.includes(fact as keyof StatedProfile)),
  );

/**
 * A follow-up that tells the partner's facts after the visitor's own case ("Mi esposo tiene 37
 * años, es profesor como yo, … ¿Cuántos puntos tenemos los dos?", "Y mi novio … ¿cuántos puntos
 * tendría él?", 72a W7/W8, 72c v3b/v31b): the earlier case stays the visitor's, and the facts are
 * the partner's, for the point they may add (`withPartnerCounted`) and their own count. Undefined
 * where the message is no such follow-up.
 */
export function partnerFollowUp(
  earlier: StatedProfile | undefined,
  told: StatedProfile,
): StatedProfile | undefined {
  if (!earlier) return undefined;
  const partnerCase = told.partnerIsCase !== undefined;
  // "she is not in anabin, she got a partial recognition … She's 32" (122b f10): a fact read
  // alike of the partner is not the visitor's own.
  const theirsTold: StatedProfile = told.partnerOwn ?? {};
  const ownFacts = visitorFactNames.filter(
    (fact) => told[fact] !== undefined && told[fact] !== theirsTold[fact],
  ).length;
  if (!partnerCase && (told.partnerOwn === undefined || ownFacts >= caseFacts)) return undefined;
  const partnerOwn = { ...earlier.partnerOwn, ...(partnerCase ? factsOf(told) : told.partnerOwn) };
  // A fact read alike of both ("he is 42, lawyer …, no german") is the partner's, whom it is
  // about; "y si yo saco alemán A2 … mi esposo se queda sin alemán" tells hers apart (73a W4).
  const theirs = partnerOwn as Record<string, unknown>;
  const own = Object.fromEntries(
    Object.entries(partnerCase ? {} : factsOf(told)).filter(
      ([fact, value]) => theirs[fact] !== value,
    ),
  ) as StatedProfile;
  const unmarried =
    told.partnerIsCase === 'toBe' || earlier.partnerUnmarried || told.partnerUnmarried;
  return {
    ...earlier,
    ...own,
    partner: false,
    partnerOwn,
    partnerPointsUnknown: true,
    partnerAsked: true,
    ...(unmarried ? { partnerUnmarried: true } : {}),
    // "Bekomme ich dann einen Punkt mehr?" (90c c29): the visitor's count, with the partner's.
    ...(told.pointsNamed ? { pointsNamed: true } : {}),
  };
}

/**
 * A follow-up that tells the partner's facts by pronoun only ("she is 36, architect 7 years
 * experience", 85b W4) speaks of the partner an earlier message named, as one naming them does;
 * one that tells the visitor's facts beside them ("my german is A2. and she have 5 years
 * experience as architect", 87b f10) has each person's read apart.
 */
export function withPartnerByPronoun(
  item: LocaleKnowledge,
  { spelled, history }: { spelled: string; history: readonly HistoryTurn[] },
  told: StatedProfile,
): StatedProfile {
  if (told.partnerIsCase !== undefined || !history.length) return told;
  const earlier = history
    .filter((turn) => turn.role === 'visitor')
    .map((turn) => item.spelling(turn.text))
    .join(' ');
  const split = item.partnerByPronoun(spelled, earlier);
  if (!split) return told;
  if (!split.ownWords) return { ...told, partnerIsCase: 'spouse' };
  const partnerOwn = item.readProfile(split.theirs.join(' '));
  return { ...item.readProfile(split.rest.join(' ')), partnerOwn };
}
