import type { Aspect, Service } from './aspects';
import { chooseFact, rankBonus } from './factChoice';
import type { KnowledgeEntry } from './knowledge';
import { withCitation } from './replyParts';
import type { Turn } from './turn';
import type { PathwayId } from '../../src/shared/germanyCheck/pathways';

/**
 * Questions asked beside a case that the case's verdict never answers: "…and how much money
 * must I show per month?" is not in the points or a route's conditions, only in the site's own
 * fact for it.
 */
const besideCase = new Set<Aspect>(['funds']);

/** How many search hits break ties between facts filed under the same aspect. */
const tieBreakHits = 12;

/** The service a case's reply is about, for a question beside it that names none. */
function caseService(routes: readonly PathwayId[], points: boolean): Service | undefined {
  if (points || routes.includes('opportunityCard')) return 'chancenkarte';
  if (routes.includes('study') || routes.includes('studyApplication')) return 'studyAbroad';
  return undefined;
}

/**
 * Each question asked beside the case, answered from the fact filed under it, after the reply
 * to the case: the Opportunity Card's funds for "how many points, and how much money per
 * month?", the blocked account for a student's case.
 */
export function caseAsides(
  turn: Turn,
  routes: readonly PathwayId[],
  points: boolean,
): { lines: string[]; facts: KnowledgeEntry[] } {
  const { item, spelled, audience } = turn;
  const asides = turn.asks.filter((ask) => besideCase.has(ask.aspect));
  if (!asides.length) return { lines: [], facts: [] };
  const rank = rankBonus(item.index.search(spelled, tieBreakHits).map((hit) => hit.id));
  const service = caseService(routes, points);
  const facts: KnowledgeEntry[] = [];
  for (const ask of asides) {
    const fact = chooseFact(
      item.entries.values(),
      { ...ask, service: ask.service ?? service },
      ask.audience ?? audience,
      rank,
    );
    if (fact && !fact.hidden && !facts.includes(fact)) facts.push(fact);
  }
  return { lines: facts.map((fact) => withCitation(item, fact)), facts };
}
