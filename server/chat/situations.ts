import type { PhraseHit } from './intents';
import type { ContactIntent } from './intents';

/**
 * A visitor's situation with the company rather than a question about what it offers: waiting
 * for an answer to a form or request, a complaint, a charge that looks wrong, a booked call to
 * cancel or move, a part of the site that does not work for them. The chat cannot see forms,
 * requests, payments or bookings, nor fix the site, so it says so and gives the channel where a
 * person can. The ways visitors word each one are copy (`engine.situations`; a broken part of
 * the site is `engine.siteParts` and `engine.failures` in one sentence, a booked call or an
 * invoice with what went wrong with it is `engine.situationPairs`), and so are the replies
 * (`engine.situationReplies`).
 */
export const situations = ['waiting', 'complaint', 'charge', 'booking', 'broken'] as const;
export type Situation = (typeof situations)[number];

/**
 * Where each situation is taken up. A part of the site that does not work ("the booking window
 * doesn't work with my keyboard, how can I still get a call?") may be the booking itself, so it
 * gets the phone as well.
 */
export const channelsOf: Record<Situation, ContactIntent[]> = {
  waiting: ['email', 'whatsapp'],
  complaint: ['email', 'whatsapp'],
  charge: ['email', 'whatsapp'],
  booking: ['email', 'whatsapp'],
  broken: ['email', 'whatsapp', 'phone'],
};

/**
 * A situation told by two things in one sentence: something the visitor has with the company
 * (a part of the site, a booked call, an invoice) and what went wrong with it ("doesn't work",
 * "something came up", "for the same month"), in either order. "I booked a call for Friday but
 * something came up" tells it in words no single phrase list foresees. Returns the place of the
 * first such thing, as a situation hit.
 */
export function pairedHit(
  kind: Situation,
  spelled: string,
  things: readonly PhraseHit<string>[],
  troubles: readonly PhraseHit<string>[],
): PhraseHit<Situation> | undefined {
  const sentenceOf = (index: number) => spelled.slice(0, index).split(/[?.!;]+/).length;
  const thing = things.find((hit) =>
    troubles.some((trouble) => sentenceOf(trouble.index) === sentenceOf(hit.index)),
  );
  return thing && { kind, index: thing.index, length: thing.length };
}
