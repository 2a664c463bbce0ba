import {
  evaluatePathway,
  resultOf,
  type PathwayId,
  type PathwayResult,
  type WeighedAnswers,
} from '../../src/shared/germanyCheck/pathways';
import { routeAnswers } from './caseRoutes';
import type { StatedProfile } from './profile';

/** Facts a visitor may leave out that a route's conditions depend on. */
export const askableFacts = ['age', 'german', 'english', 'experience'] as const;
export type AskableFact = (typeof askableFacts)[number];

/** The most each fact can be: what a visitor who has not said it may still have. */
const mostOf: Record<AskableFact, Partial<WeighedAnswers>> = {
  age: { age: 'under35', from45: false },
  german: { german: 'C2' },
  english: { english: 'C2' },
  experience: { experience: 'fiveOfSeven' },
};

/** The facts the message did not give. */
export const unstated = (profile: StatedProfile): AskableFact[] =>
  askableFacts.filter((fact) => profile[fact] === undefined);

/**
 * One route weighed for the visitor's case without judging what they did not say: the answers
 * count a fact not given as the least it can be ("no age" as 40 or over), so a condition that
 * the most it can be would settle otherwise is marked "to show", never "missing" or "met". The
 * reply then asks for the fact (`caseReply`). A condition the fact cannot change keeps its state:
 * "school only" misses the Opportunity Card whatever the age.
 */
export function weighRoute(
  id: PathwayId,
  answers: WeighedAnswers,
  profile: StatedProfile,
  year: number,
): PathwayResult {
  const least = evaluatePathway(id, routeAnswers(id, answers, profile), year);
  const unknown = unstated(profile);
  if (!unknown.length) return least;
  const most = Object.assign({}, answers, ...unknown.map((fact) => mostOf[fact])) as WeighedAnswers;
  const hopeful = evaluatePathway(id, routeAnswers(id, most, profile), year);
  const conditions = least.conditions.map((condition) => {
    const other = hopeful.conditions.find((found) => found.id === condition.id);
    return other && other.state !== condition.state
      ? { ...condition, state: 'toProve' as const }
      : condition;
  });
  return resultOf(id, conditions);
}
