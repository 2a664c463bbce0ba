import { contactLines, fallbackStep, line, nextStepLine, withCitation } from '../replyParts';
import { confidentHit, reply, type Stage } from '../turn';

/**
 * A message with no aspect the assistant knows is searched in everything the site says, and
 * answered if the search is confident enough. Asking for WhatsApp, a booking, a phone call, an
 * e-mail or a person adds exactly those links, or is answered with them alone.
 */
export const search: Stage = (turn) => {
  const { item, contact, audience } = turn;
  const confident = confidentHit(turn);
  if (contact.intents.length) {
    const links = contactLines(item, contact.intents);
    if (confident) {
      const parts = [turn.refusal, withCitation(item, confident.entry), ...links];
      return reply(turn, 'answer', parts, [confident.entry], null, confident.confidence);
    }
    const intro = contact.intents.includes('person')
      ? item.engine.person
      : item.engine.contactIntro;
    return reply(turn, 'contact', [turn.refusal, line(item, intro), links.join('\n')]);
  }
  if (!confident) return null;
  const { entry } = confident;
  const nextStep = entry.next === null ? null : (entry.next ?? fallbackStep(audience));
  const parts = [
    turn.refusal,
    withCitation(item, entry),
    nextStep ? nextStepLine(item, nextStep) : '',
  ];
  return reply(turn, 'answer', parts, [entry], nextStep, confident.confidence);
};
