import type { PhraseHit } from './intents';
import type { ContactIntent } from './intents';

/**
 * A visitor's situation with the company rather than a question about what it offers: waiting
 * for an answer to a form or request, a complaint, a charge that looks wrong, a booked call to
 * cancel or move, a part of the site that does not work for them. The chat cannot see forms,
 * requests, payments or bookings, nor fix the site, so it says so and gives the channel where a
 * person can. The ways visitors word each one are copy (`engine.situations`; a broken part of
 * the site is `engine.siteParts` and `engine.failures` in one sentence), and so are the replies
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
 * Where a part of the site ("the booking window", "el formulario") and a failure ("doesn't
 * work", "no carga", "lädt nicht") are named in the same sentence, in either order: the place
 * of the first such part, as a situation hit.
 */
export function brokenHit(
  spelled: string,
  parts: readonly PhraseHit<string>[],
  failures: readonly PhraseHit<string>[],
): PhraseHit<Situation> | undefined {
  const sentenceOf = (index: number) => spelled.slice(0, index).split(/[?.!;]+/).length;
  const part = parts.find((hit) =>
    failures.some((failure) => sentenceOf(failure.index) === sentenceOf(hit.index)),
  );
  return part && { kind: 'broken', index: part.index, length: part.length };
}
