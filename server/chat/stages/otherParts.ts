import { interpolate, normalizeText } from '../../../src/shared/chat/text';
import { parentOf, type Service } from '../aspects';
import type { KnowledgeEntry } from '../knowledge';
import { line, withCitation } from '../replyParts';
import { minConfidence } from '../searchIndex';
import type { Turn } from '../turn';
import { bestHit } from '../turnSearch';

/** At most this many questions the engine found nothing known in are answered in one reply. */
const maxOtherParts = 2;
/** A part needs this many words the search can use to be a question of its own. */
const minContentWords = 1;

/** Whether two services are one, or one offers or explains the other (`parentOf`). */
const related = (a: Service, b: Service) => a === b || parentOf[a] === b || parentOf[b] === a;

/**
 * An entry of a service the message does not name, when it names one: "should it be different
 * if she graduated last year?" beside a Blue Card question finds the growth agency's years of
 * experience by the word "year"; that is an advert, not an answer (walk-through 36w W31).
 */
const offTopic = (entry: KnowledgeEntry, named: readonly Service[]) => {
  const own = [entry.service, ...(entry.covers ?? [])].filter((s): s is Service => !!s);
  return named.length > 0 && own.length > 0 && !own.some((s) => named.some((n) => related(s, n)));
};

/**
 * A part of the message as the visitor wrote it, when it can be found: the spelled part is the
 * message's own words lower-cased and without accents, which a quote should not show.
 */
function asWritten(text: string, part: string): string {
  const plain = normalizeText(text);
  const at = plain.length === text.length ? plain.indexOf(part) : -1;
  return at >= 0 ? text.slice(at, at + part.length) : part;
}

/**
 * The questions of a message in which the engine found nothing it knows by name ("how long
 * until we've picked someone, and what are the stages?"): each is answered from the search on
 * its own words, or the reply says the site does not cover it, so no part of a question is
 * dropped without a word. `counted`: the nouns the reply counts ("how many programs?").
 */
export function otherParts(
  turn: Turn,
  chosen: readonly KnowledgeEntry[],
  counted: readonly string[] = [],
) {
  const { item, audience, told } = turn;
  const facts: KnowledgeEntry[] = [];
  const lines: string[] = [];
  // A part that asks how many of something the reply counts is the count's.
  const countsIn = (part: string) =>
    counted.some((noun) => normalizeText(part).includes(normalizeText(noun)));
  const questions = turn.understood.unasked.filter(
    (part) =>
      item.index.tokenize(part).length >= minContentWords &&
      !turn.tools.greeting(part).intents.length &&
      !countsIn(part),
  );
  for (const part of questions.slice(0, maxOtherParts)) {
    const hit = bestHit(item, part, audience, told);
    const found = hit?.entry && hit.confidence >= minConfidence ? hit.entry : undefined;
    const entry = found && !offTopic(found, turn.understood.services) ? found : undefined;
    if (entry && !entry.hidden && !chosen.includes(entry) && !facts.includes(entry)) {
      facts.push(entry);
      lines.push(withCitation(item, entry));
    } else if (!entry) {
      const template = interpolate(item.engine.notStatedPart, { part: asWritten(turn.text, part) });
      lines.push(line(item, template));
    }
  }
  return { facts, lines };
}
