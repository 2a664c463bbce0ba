import type { HistoryTurn } from '../../src/shared/chat/protocol';
import { tellsOwnCase, visitorFacts } from './caseRoutes';
import type { LocaleKnowledge } from './knowledge';
import type { StatedProfile } from './profile';
import { sentencesOf } from './profileText';

/** What the visitor's earlier messages told of their case, and whether one asked for points. */
export interface EarlierCase {
  profile: StatedProfile;
  pointsAsked: boolean;
}

/**
 * Whether a message states a fact of the visitor's case, so it adds to one told before:
 * "ok, 48.000 im Jahr", "I told you, I'm 26", "Der Betrieb zahlt nach Tarifvertrag". A message
 * of another person's case ("and my wife?") is not the visitor's.
 */
export const addsToCase = (profile: StatedProfile) =>
  !profile.manyPeople &&
  !profile.otherPersonAsked &&
  // "And my husband? He is 42, lawyer, no German": the partner's facts, not the visitor's.
  profile.partnerOwn === undefined &&
  (tellsOwnCase(profile) ||
    profile.occupation !== undefined ||
    profile.germanStay !== undefined ||
    profile.partner !== undefined);

/** The sentences of a message that ask nothing: "¿… sin reconocer mi título?" tells no case. */
const statements = (spelled: string) =>
  sentencesOf(spelled)
    .filter((sentence) => !sentence.includes('?'))
    .join(' ');

/** How many facts of a case an earlier message must state to be one: "Soy enfermera" is not. */
const caseFacts = 2;

/** Whether an earlier message told a case: two of its facts, said, not asked. */
const toldCase = (profile: StatedProfile) =>
  addsToCase(profile) &&
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
  const told: { profile: StatedProfile; spelled: string }[] = [];
  for (const turn of [...history].reverse()) {
    if (turn.role !== 'visitor') continue;
    const spelled = item.spelling(turn.text);
    const profile = item.readProfile(statements(spelled), year, month);
    if (!toldCase(profile)) break;
    told.unshift({ profile, spelled });
  }
  if (!told.length) return undefined;
  return {
    profile: Object.assign({}, ...told.map((turn) => turn.profile)) as StatedProfile,
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
  const aboutJob =
    told.jobOccupation !== undefined || told.jobOffList === true || told.jobOffer === true;
  if (aboutJob && earlier.occupation !== undefined) {
    merged.occupation = earlier.occupation;
    if (earlier.qualificationField === undefined) delete merged.qualificationField;
    else merged.qualificationField = earlier.qualificationField;
  }
  if (told.wantsTraining && earlier.vocational === undefined) delete merged.vocational;
  return merged;
}
