import type { Audience } from './answersBank';
import type { KnowledgeEntry, LocaleKnowledge } from './knowledge';
import { rank, type SearchHit } from './searchIndex';

/** Confidence lost by a passage written for the other audience (companies vs professionals). */
const otherAudiencePenalty = 0.85;

/** A search hit with the fact or passage it found. */
export type FoundHit = SearchHit & { entry: KnowledgeEntry | undefined };

/**
 * The search's best passage. A fact for the other audience counts less when the audience is
 * the visitor type's guess, and not at all when the message says who asks ("I'm a developer
 * looking for work" is not a company looking for one).
 */
export function bestHit(
  item: LocaleKnowledge,
  text: string,
  audience: Audience,
  told: boolean,
): FoundHit | undefined {
  const hits = item.index.search(text).flatMap((hit) => {
    const entry = item.entries.get(hit.id);
    const other =
      entry && audience !== 'any' && entry.audience !== 'any' && entry.audience !== audience;
    if (other && told) return [];
    return [{ ...hit, entry, confidence: hit.confidence * (other ? otherAudiencePenalty : 1) }];
  });
  hits.sort((a, b) => rank(b) - rank(a));
  return hits[0];
}
