import {
  evaluatePathway,
  routeApplies,
  type PathwayId,
  type PathwayResult,
} from '../../src/shared/germanyCheck/pathways';
import { answersFrom, routeAnswers } from './caseAnswers';
import { statesJob, tradeTrained, visitorFacts } from './caseRoutes';
import { ruledOutByStated, unstatedFacts, weighRoute, withLicence } from './caseWeighing';
import { withStatedDenials } from './caseStatedRows';
import { factsStated, type StatedProfile } from './profile';

/** The routes to work in Germany, in the order a reply adds them after those it weighs. */
const workRoutes: readonly PathwayId[] = [
  'blueCard',
  'skilledWorker',
  'experience',
  'nursing',
  'recognitionPartnership',
  'recognitionMeasures',
  'opportunityCard',
];

/** The routes of a reply, and whether it weighed every route to work for the visitor. */
export interface WeighedRoutes {
  routes: PathwayId[];
  /** The visitor asked for the other routes: the reply says so when none is open. */
  othersWeighed: boolean;
  /**
   * The other routes to work the facts leave open, not weighed line by line: the reply's "open
   * routes" line names them too, so it lists every route the facts allow.
   */
  alsoOpen: PathwayId[];
  /** Routes to work the facts leave open only if a fact not given allows it: that fact is asked. */
  dependsOn: PathwayId[];
}

/**
 * Whether the message tells what the routes weigh of the visitor beyond a job offer: "what
 * else besides a job offer?" or "¿qué opciones me ofrecen?" tell nothing of the visitor.
 */
const describesVisitor = (profile: StatedProfile) =>
  [...visitorFacts(profile), profile.salary].some((fact) => fact !== undefined);

/**
 * Whether a route is one to add for this case: a nurse's § 18a is the nursing route. With a job
 * offer in hand, a card to look for a job is no answer to it, unless the visitor asks what else
 * there is ("what are my options?"): then it is one of them.
 */
function candidate(id: PathwayId, profile: StatedProfile): boolean {
  const nurse = profile.occupation === 'nursing';
  if (id === 'nursing') return nurse;
  if (id === 'skilledWorker') return !nurse;
  if (id === 'opportunityCard') return !statesJob(profile) || profile.otherRoutes === true;
  return true;
}

/** How many of age, languages and experience a case states before its alternatives are weighed. */
const factsForInstead = 2;

/**
 * What a visitor with only a school certificate can weigh: the Opportunity Card, which says a
 * qualification is missing, and what to do instead: train, or study (§§ 16a, 17, 16b).
 */
const schoolRoutes: readonly PathwayId[] = [
  'opportunityCard',
  'vocationalTraining',
  'trainingSearch',
  'study',
  'studyApplication',
];

const isAge = (fact: string) => fact === 'age';

/** The routes to work that ask a qualification, weighed for a visitor who asks to work. */
const qualifiedWork: readonly PathwayId[] = ['blueCard', 'skilledWorker', 'experience'];

/**
 * The routes a reply weighs, with the others that fit the case: when the visitor asks for them
 * ("if not, what else?", "welcher Weg passt?"), or has a job in view and a route weighed is not
 * open ("50,650 euros: the Blue Card?" also gets §§ 18b and 19c (2) when they are open), or asks
 * whether a job is enough ("¿alcanza?"): every route to work that no answer rules out, so the
 * reply never reads "not possible" while another route is open. Asked for the others with none
 * open, the reply still weighs what the visitor could do: the Opportunity Card with a
 * qualification (and says why it is not open), training or study with a school certificate.
 * From 45, when only §§ 18a/18b (with its age rule) is open, § 19c (2), which has no age rule,
 * is weighed as well. Not for a visitor who wants to study or train, nor for points asked with
 * no job in view.
 */
export function withOtherRoutes(
  profile: StatedProfile,
  routes: readonly PathwayId[],
  { points, year }: { points: boolean; year: number },
): WeighedRoutes {
  const weighed: WeighedRoutes = {
    routes: [...routes],
    othersWeighed: false,
    alsoOpen: [],
    dependsOn: [],
  };
  const forWork = routes.every((id) => workRoutes.includes(id));
  if (!describesVisitor(profile) || !forWork) return weighed;
  const answers = answersFrom(profile, workRoutes);
  // Only for a case told in enough detail: "I'm a data analyst, what options do you have?" asks
  // what the company offers, and a fact not given opens a route only once the case is told.
  const told = factsStated(profile) >= factsForInstead;
  // § 19c (2) with a job in hand turns on the experience not yet told: it is asked, not denied.
  const weigh = (id: PathwayId) =>
    told || (id === 'experience' && statesJob(profile))
      ? weighRoute(id, answers, profile, year)
      : withStatedDenials(
          id,
          profile,
          // A licence said not held closes §§ 18a/18b as it closes the Blue Card.
          withLicence(id, profile, evaluatePathway(id, routeAnswers(id, answers, profile), year)),
        );
  const open = (id: PathwayId) => routeApplies(id, answers) && weigh(id).open;
  const closedByOwn = (id: PathwayId) =>
    candidate(id, profile) && routeApplies(id, answers) && ruledOutByStated(profile, weigh(id));
  const withJob = statesJob(profile);
  const asked = profile.otherRoutes === true;
  const weighedClosed = !(routes.length && routes.every(open));
  const others =
    (asked || (withJob && (profile.enough === true || routes.length > 0) && weighedClosed)) &&
    (withJob || !points);
  if (others) {
    const added = workRoutes.filter(
      (id) => !routes.includes(id) && candidate(id, profile) && open(id),
    );
    // School alone (or a course of months) is no qualification whatever the age or languages:
    // training and study are weighed at once, and ask for what they need.
    const insteadKnown = told || profile.schoolOnly === true;
    if (asked && insteadKnown && !routes.length && !added.length) {
      added.push(...instead(profile, withJob));
    }
    // A route the visitor's own facts close is shown with the missing row, not left out.
    const shown = [...routes, ...added];
    added.push(...workRoutes.filter((id) => !shown.includes(id) && closedByOwn(id)));
    weighed.routes.push(...added);
    weighed.othersWeighed = asked || added.length > 0;
  }
  const ageRuleOnly =
    profile.from45 === true &&
    withJob &&
    weighed.routes.includes('skilledWorker') &&
    !weighed.routes.includes('experience') &&
    weighed.routes.every((id) => id === 'skilledWorker' || !open(id));
  if (ageRuleOnly) weighed.routes.push('experience');
  // The "open routes" line names every route the facts leave open, the Opportunity Card too,
  // also when the routes weighed were all added for "is that enough?" (E11).
  if (weighed.routes.length) {
    weighed.alsoOpen = workRoutes.filter(
      (id) =>
        !weighed.routes.includes(id) &&
        (id === 'opportunityCard' || candidate(id, profile)) &&
        open(id),
    );
    // The card is open by the facts stated, or only by one not given ("English C1?"): then it
    // is weighed in full, so its points and the question for that fact are shown.
    const cardByStated = evaluatePathway('opportunityCard', answers, year).open;
    if (weighed.alsoOpen.includes('opportunityCard') && !cardByStated) {
      weighed.alsoOpen = weighed.alsoOpen.filter((id) => id !== 'opportunityCard');
      weighed.routes.push('opportunityCard');
    }
    splitDependent(profile, weighed, weigh);
  }
  return weighed;
}

/**
 * Another route that turns on a fact not given (§ 19c (2) on the years of experience, §§
 * 18a/18b on the age for the salary floor from 45) is not named open: the reply asks for the
 * fact instead. §§ 18a/18b turning only on the age, when no route weighed is possible outright
 * and the Blue Card, which keeps its own reply, is not asked: judged, its age row to show, not
 * only named (D10, DE11).
 */
function splitDependent(
  profile: StatedProfile,
  weighed: WeighedRoutes,
  weigh: (id: PathwayId) => PathwayResult,
): void {
  const dependsOn = weighed.alsoOpen.filter((id) => unstatedFacts(profile, [weigh(id)]).length > 0);
  weighed.alsoOpen = weighed.alsoOpen.filter((id) => !dependsOn.includes(id));
  const noneSure =
    !weighed.routes.includes('blueCard') &&
    !weighed.routes.some((id) => weigh(id).status === 'possible');
  const onAgeOnly = dependsOn.filter(
    (id) => noneSure && id === 'skilledWorker' && unstatedFacts(profile, [weigh(id)]).every(isAge),
  );
  weighed.routes.push(...onAgeOnly);
  weighed.dependsOn = dependsOn.filter((id) => !onAgeOnly.includes(id));
}

/**
 * What a visitor who asks for other routes, with none open, can still weigh: with only a school
 * certificate, training and study; with a qualification and no job, the Opportunity Card, whose
 * conditions say what is missing (the languages of § 20a, the points).
 */
function instead(profile: StatedProfile, withJob: boolean): PathwayId[] {
  if (profile.degree === false && !profile.vocational && !tradeTrained(profile)) {
    // "Can I work in Germany?" with no qualification: the routes to work first, each judged
    // missing for the qualification it asks (DE61), then training and study.
    return profile.workAsked === true ? [...qualifiedWork, ...schoolRoutes] : [...schoolRoutes];
  }
  return withJob ? [] : ['opportunityCard'];
}

/**
 * "No job offer yet. What else could I do?": the routes to work a job offer would open for what
 * the visitor wrote (a salary not given is to show), each weighed as it stands, so the reply says
 * what they ask besides the offer.
 */
export function openWithJob(profile: StatedProfile, year: number): PathwayId[] {
  const withJob: StatedProfile = { ...profile, jobOffer: true };
  const answers = answersFrom(withJob, workRoutes);
  return workRoutes.filter(
    (id) =>
      id !== 'opportunityCard' &&
      candidate(id, withJob) &&
      routeApplies(id, answers) &&
      weighRoute(id, answers, withJob, year).open,
  );
}
