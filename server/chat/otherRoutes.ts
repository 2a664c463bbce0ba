import {
  evaluatePathway,
  routeApplies,
  type PathwayId,
} from '../../src/shared/germanyCheck/pathways';
import { answersFrom, routeAnswers, statesJob } from './caseRoutes';
import type { StatedProfile } from './profile';

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
}

/**
 * Whether the message tells what the routes weigh of the visitor beyond a job offer: "what
 * else besides a job offer?" or "¿qué opciones me ofrecen?" tell nothing of the visitor.
 */
const describesVisitor = (profile: StatedProfile) =>
  [
    profile.age,
    profile.german,
    profile.english,
    profile.experience,
    profile.degree,
    profile.vocational,
    profile.recognised,
    profile.partialRecognition,
    profile.occupation,
    profile.salary,
  ].some((fact) => fact !== undefined);

/** Whether a route is one to add for this case: a nurse's § 18a is the nursing route. */
function candidate(id: PathwayId, profile: StatedProfile): boolean {
  const nurse = profile.occupation === 'nursing';
  if (id === 'nursing') return nurse;
  if (id === 'skilledWorker') return !nurse;
  // With a job offer in hand, a card to look for a job is no answer to it.
  if (id === 'opportunityCard') return !statesJob(profile);
  return true;
}

/**
 * The routes a reply weighs, with the others that fit the case when the visitor asks for them
 * ("if not, what else?", "welcher Weg passt?"), or asks whether a job is enough ("¿alcanza?")
 * and a route weighed is not open: every route to work that no answer rules out, so the reply
 * never reads "not possible" while another route is open. From 45, when only §§ 18a/18b (with
 * its age rule) is open, § 19c (2), which has no age rule, is weighed as well. Not for a visitor
 * who wants to study or train, nor for points asked with no job in view.
 */
export function withOtherRoutes(
  profile: StatedProfile,
  routes: readonly PathwayId[],
  { points, year }: { points: boolean; year: number },
): WeighedRoutes {
  const weighed = { routes: [...routes], othersWeighed: false };
  const forWork = routes.every((id) => workRoutes.includes(id));
  if (!describesVisitor(profile) || !forWork) return weighed;
  const answers = answersFrom(profile, workRoutes);
  const result = (id: PathwayId) => evaluatePathway(id, routeAnswers(id, answers, profile), year);
  const open = (id: PathwayId) => routeApplies(id, answers) && result(id).status !== 'missing';
  const withJob = statesJob(profile);
  const others =
    (profile.otherRoutes === true ||
      (profile.enough === true && withJob && !(routes.length && routes.every(open)))) &&
    (withJob || !points);
  if (others) {
    const added = workRoutes.filter(
      (id) => !routes.includes(id) && candidate(id, profile) && open(id),
    );
    return { routes: [...routes, ...added], othersWeighed: true };
  }
  const ageRuleOnly =
    profile.from45 === true &&
    withJob &&
    routes.includes('skilledWorker') &&
    !routes.includes('experience') &&
    routes.every((id) => id === 'skilledWorker' || !open(id));
  if (ageRuleOnly) weighed.routes.push('experience');
  return weighed;
}
