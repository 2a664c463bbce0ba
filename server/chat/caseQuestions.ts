import type { PathwayId } from '../../src/shared/germanyCheck/pathways';
import type { BlueCardCopy } from './blueCardCopy';
import type { StatedProfile } from './profile';

/** The routes to work the Federal Employment Agency approves (§ 39 (2), (3) AufenthG). */
const approvedWork = new Set<PathwayId>([
  'blueCard',
  'skilledWorker',
  'experience',
  'nursing',
  'recognitionPartnership',
]);

/**
 * Answers to what a message about the visitor's own case asks besides its routes: whether a job
 * offer, a training contract or a recognition is needed first (each route's conditions say it,
 * this says it in one line), whether a
 * pension must be shown (§ 18 (2) no. 5 AufenthG: from 45, §§ 18a/18b only; turning 45 soon, at
 * the first permit's issue), and how long an
 * Ausbildung takes, when one is weighed (the site's figure for any Ausbildung, none per
 * occupation), or how long a stay to apply for a university place lasts (the page's figure).
 */
export function caseQuestions(
  profile: StatedProfile,
  routes: readonly PathwayId[],
  copy: BlueCardCopy['questions'],
): string[] {
  const training = routes.includes('vocationalTraining');
  // "Ich bin 44 und werde im Januar 45": whether the age rule applies turns on the date.
  const turning45 = profile.nextAge === 45 && routes.includes('skilledWorker');
  return [
    profile.offerAsked ? copy.offerNeeded : '',
    profile.contractAsked ? copy.contractNeeded : '',
    profile.recognitionAsked ? copy.recognitionNeeded : '',
    profile.howAsked && routes.includes('recognitionPartnership') ? copy.partnershipHow : '',
    // "38.000 € nach TVöD, reicht das?", "Was müssen wir ihr zahlen?": a nurse's § 18a has no
    // salary floor under 45.
    ((profile.enough && profile.salary !== undefined) || profile.salaryAsked) &&
    routes.includes('nursing')
      ? copy.nursingSalary
      : '',
    // "Was müssen wir ihr mindestens zahlen?": beyond the thresholds, comparable pay (§ 39).
    profile.salaryAsked && routes.some((id) => approvedWork.has(id)) ? copy.comparablePay : '',
    profile.pensionAsked || (profile.ageAsked && profile.from45) ? copy.pension : '',
    // "Does my age matter?" at 41: the rule from 45 does not apply.
    profile.ageAsked &&
    profile.age !== undefined &&
    profile.from45 !== true &&
    profile.nextAge !== 45
      ? copy.ageUnder45
      : '',
    turning45 ? copy.turning45 : '',
    profile.durationAsked && training ? copy.trainingDuration : '',
    // "Wie lange darf ich bleiben?" to apply for a place: the nine months of § 17 (2).
    profile.durationAsked && routes.includes('studyApplication') ? copy.applicationDuration : '',
    // "Wer entscheidet über ihre Anerkennung?" for a nurse: the authority of the federal state.
    profile.deciderAsked && routes.includes('nursing') ? copy.nursingDecider : '',
    // "May I work while studying?", "kann ich nebenbei arbeiten?" beside studies: § 16b (3)
    // counts 140 working days a year.
    (profile.studyWorkAsked || workBesideAsked(profile, routes)) && routes.includes('study')
      ? copy.studyWork
      : '',
    // "¿Después puedo trabajar allá?": 18 months to look for work after a German degree (§ 20).
    profile.afterStudyAsked && routes.includes('study') ? copy.afterStudy : '',
    // "Can I work part-time while doing the measures?": § 16d (1) allows 20 hours a week.
    profile.measuresWorkAsked && routes.includes('recognitionMeasures') ? copy.measuresWork : '',
    // "Kann meine Frau mitkommen und arbeiten?": family reunion is not covered either.
    profile.familyJoinAsked ? copy.familyJoin : '',
    ...(routes.includes('opportunityCard') ? cardQuestions(profile, routes, copy) : []),
  ].filter(Boolean);
}

/** Work on the side ("nebenbei arbeiten", "part-time") asked where no measures are weighed. */
const workBesideAsked = (profile: StatedProfile, routes: readonly PathwayId[]) =>
  profile.measuresWorkAsked === true && !routes.includes('recognitionMeasures');

/**
 * What a message asks of the Opportunity Card beside its case or its points: "How long can I
 * stay?", up to a year to look for work (§ 20a (5)); "Darf ich mit der Chancenkarte nebenbei
 * arbeiten?", 20 hours a week and trial work (§ 20a (2)), and "part-time" too when no measures
 * are weighed to work beside.
 */
const cardQuestions = (
  profile: StatedProfile,
  routes: readonly PathwayId[],
  copy: Pick<BlueCardCopy['questions'], 'cardStay' | 'cardWork'>,
): string[] =>
  [
    profile.stayAsked ? copy.cardStay : '',
    profile.cardWorkAsked || workBesideAsked(profile, routes) ? copy.cardWork : '',
  ].filter(Boolean);
