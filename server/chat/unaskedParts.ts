import type { PhraseHit } from './intents';
import { inQuestion, type MessageParts } from './messageParts';

/** A question with fewer words than this is too short to be a part of its own ("and you?"). */
const minUnaskedWords = 3;

/** The questions in which nothing the engine knows was found, each without its joining word. */
export function unaskedParts(
  spelled: string,
  parts: MessageParts,
  hits: readonly { index: number }[],
  joiners: PhraseHit<'joiner'>[],
): string[] {
  const named = new Set(hits.map((hit) => parts.partOf(hit.index)));
  // In a message that marks its questions, a part whose sentence does not end in a question
  // mark tells something ("our customers do"); in one that marks none, each part may ask.
  const marked = spelled.includes('?');
  const asks = (start: number) => /^[^?.!;]*(?:\?|$)/.exec(spelled.slice(start))?.[0].endsWith('?');
  return parts.starts.flatMap((start, part) => {
    if (named.has(part) || !inQuestion(spelled, start, () => true)) return [];
    if (marked && !asks(start)) return [];
    const joiner = joiners.find((hit) => hit.index === start);
    const own = parts
      .textOf(part)
      .slice(joiner?.length ?? 0)
      .replace(/[?.!;,\s]+$/, '')
      .replace(/^[\s,]+/, '');
    return own.split(/\s+/).length >= minUnaskedWords ? [own] : [];
  });
}
