import type { Audience } from './answersBank';
import { isTopic, parentOf, serviceBound, type Aspect } from './aspects';
import type { KnowledgeEntry } from './knowledge';
import type { Ask } from './understanding';

/** What a permit or program asks of the visitor: its own description states it. */
const requirements = new Set<Aspect>(['language', 'english', 'qualify', 'experience']);

/**
 * Which fact answers one thing asked. A fact must be filed under the aspect. When the message
 * names a service, the service's own fact wins (or a general fact that `covers` it), and a
 * fact that holds for any service comes next, except for aspects bound to one service (a price
 * of one service is not another's); another service's fact never answers. When it names none, facts that hold for any
 * service come first. The visitor's audience then decides, and a general fact written for the
 * other audience is not used at all (a company asking about languages is not told what a
 * professional needs to speak) unless no other fact answers. Between equals, the one the search ranks higher for the
 * message's own words wins.
 */
export function chooseFact(
  entries: Iterable<KnowledgeEntry>,
  ask: Ask,
  audience: Audience,
  searchRank: ReadonlyMap<string, number>,
): KnowledgeEntry | undefined {
  // "anabin or the ZAB first? What do you recommend?": a recommendation asked of no service is
  // advice on the visitor's own steps, which no service's choice (the relocation packages) gives.
  if (ask.aspect === 'recommend' && !ask.service) return undefined;
  // When only the other audience's fact answers, it answers: the visitor type is a guess.
  const all = [...entries];
  const best = bestFact(all, ask, audience, searchRank) ?? bestFact(all, ask, 'any', searchRank);
  // "What German level do I need for that?" about a permit or program whose fact is not filed
  // under languages: the permit's own description, which states its requirements, says more
  // than a general fact about languages.
  if (
    ask.service &&
    isTopic(ask.service) &&
    requirements.has(ask.aspect) &&
    best?.service !== ask.service
  ) {
    const own = all.find(
      (entry) => entry.service === ask.service && entry.aspects.includes('overview'),
    );
    if (own && !best?.covers?.includes(ask.service)) return own;
  }
  // "Do you help with housing too?" about a master's: the study service's own answer holds for
  // its programs when the program has none, except for a program's own terms (the relocation
  // packages' prices are not a master's program's).
  const parent = ask.service && !serviceBound.has(ask.aspect) && parentOf[ask.service];
  if (
    parent &&
    ask.service &&
    best?.service !== ask.service &&
    !best?.covers?.includes(ask.service)
  ) {
    const inherited = chooseFact(all, { ...ask, service: parent }, audience, searchRank);
    if (inherited?.service === parent) return inherited;
  }
  return best;
}

function bestFact(
  entries: readonly KnowledgeEntry[],
  ask: Ask,
  audience: Audience,
  searchRank: ReadonlyMap<string, number>,
): KnowledgeEntry | undefined {
  let best: KnowledgeEntry | undefined;
  let bestScore = -Infinity;
  for (const entry of entries) {
    if (!entry.aspects.includes(ask.aspect)) continue;
    let score: number;
    if (ask.service) {
      // Another service's fact answers only when it names this one among those it covers.
      if (entry.service && entry.service !== ask.service && !entry.covers?.includes(ask.service)) {
        continue;
      }
      const covers =
        (entry.covers?.includes(ask.service) ?? false) ||
        (entry.audience === audience &&
          !!entry.coversAsked?.services.includes(ask.service) &&
          entry.coversAsked.aspects.includes(ask.aspect));
      if (!entry.service && !covers && serviceBound.has(ask.aspect)) continue;
      // A general fact that names the services it covers speaks for those only.
      if (!entry.service && (entry.covers || entry.coversAsked) && !covers) continue;
      score = entry.service || covers ? 4 : 1;
    } else score = entry.service ? 0 : 1;
    if (audience !== 'any') {
      // A service the visitor names is answered whoever asks; a general fact only to its audience.
      // A general fact written for the visitor's audience says more to them than one for anyone.
      if (entry.audience === audience) score += entry.service ? 2 : 3;
      else if (entry.audience === 'any') score += 2;
      else if (!(ask.service && entry.service === ask.service)) continue;
    }
    // A fact of a section the business has switched off only offers a call: any other fact
    // filed under the aspect says more.
    if (entry.hidden) score -= 1;
    score += searchRank.get(entry.id) ?? 0;
    if (score > bestScore) {
      best = entry;
      bestScore = score;
    }
  }
  return best;
}

/**
 * A bonus between 0 and 1 for the search's best hits, highest first, so the message's own
 * words break ties between facts filed under the same aspect.
 */
export function rankBonus(ids: readonly string[]): Map<string, number> {
  return new Map(ids.map((id, index) => [id, (ids.length - index) / (ids.length + 1)]));
}
