import { everyLink, line } from '../replyParts';
import { reply, type Stage, type Turn } from '../turn';

/** A question needs this many content words besides the insults to be asked at all. */
const minQuestionWords = 2;

/**
 * The content words of a message with insults, without them: "hey useless bot, who actually
 * hosts your chat?" asks who hosts the chat. Empty unless the message is an abusive one that
 * still asks a question ("?"), and its other refusals are none.
 */
export function besidesAbuse(turn: Turn): string[] {
  const { item, spelled, understood } = turn;
  if (!understood.guards.includes('abuse') || !/[?¿]/.test(turn.text)) return [];
  if (understood.guards.some((guard) => guard !== 'abuse')) return [];
  let rest = spelled;
  for (const hit of item.finders.guards(spelled)) {
    rest = rest.slice(0, hit.index) + ' '.repeat(hit.length) + rest.slice(hit.index + hit.length);
  }
  const content = item.index.tokenize(rest);
  return content.length >= minQuestionWords ? content : [];
}

/** Abuse alone: one calm line and the contact options. */
export const abuseAlone = (turn: Turn) =>
  reply(turn, 'guard', [
    line(turn.item, turn.item.engine.guardReplies.abuse),
    everyLink(turn.item),
  ]);

/**
 * Guarded requests that end the turn: abuse alone gets one calm line and the contact options
 * (abuse around a question, "you stupid bot, are you in Berlin or not?", gets the answer after
 * a calm line, from the refusal, also when only a page's sentence states it: `besidesAbuse`);
 * asking for other clients' names gets a plain refusal.
 */
export const guards: Stage = (turn) => {
  const { item, understood } = turn;
  // "The $97 package is a rip-off, you thieves" names a service and asks nothing about it.
  const asksNothing =
    !understood.asks.length ||
    (!/[?¿]/.test(turn.text) && understood.asks.every((ask) => ask.aspect === 'overview'));
  if (understood.guards.includes('abuse') && asksNothing && !besidesAbuse(turn).length) {
    return abuseAlone(turn);
  }
  // "Which clients hired through staff augmentation?" is refused alone; "who runs soultech? names
  // please" or "for which companies is staff augmentation meant, and what does it solve?" still
  // gets its real question answered, after the refusal (`refusalOf`).
  if (understood.guards.includes('otherClients') && !asksBeyondClients(understood)) {
    return reply(turn, 'guard', [line(item, item.engine.guardReplies.otherClients)]);
  }
  return null;
};

/** The message asks something besides whom the company works for: an aspect, or a service's. */
export const asksBeyondClients = (understood: Turn['understood']) =>
  understood.asks.some((ask) => ask.aspect !== 'overview' || ask.service !== undefined);

/** Thanks or a greeting, when the message holds nothing else. */
export const politeness = (turn: Turn) => {
  const { item } = turn;
  if (turn.thanked.intents.length) return reply(turn, 'thanks', [line(item, item.engine.thanks)]);
  if (turn.greeted.intents.length) {
    return reply(turn, 'greeting', [line(item, item.engine.greeting)]);
  }
  return null;
};

/** "Hello!", "thanks": a greeting or thanks with no question, request or refusal in it. */
export const greetings: Stage = (turn) =>
  !turn.contact.intents.length && !turn.content.length && !turn.refusal ? politeness(turn) : null;
