import { contactLines, line } from '../replyParts';
import { reply, type Stage } from '../turn';
import { askedAspects } from './askedAspects';

/**
 * The visitor's situation with the company (`situations.ts`): "I filled the pre-evaluation a
 * week ago and nobody answered", "we sent your request form eight days ago, can you check?", a
 * complaint, a wrong charge. The chat sees no forms or payments: it says so honestly and gives
 * the e-mail and WhatsApp where a person can check; what else the message asks is answered
 * after that.
 */
function asksMore(spelled: string, at: number): boolean {
  let from = 0;
  for (const end of spelled.matchAll(/[?.!;]+/g)) {
    const to = end.index + end[0].length;
    if (end[0].includes('?') && (at < from || at >= to)) return true;
    from = to;
  }
  return false;
}

export const situation: Stage = (turn, context) => {
  const { item } = turn;
  const [found] = turn.tools.situations(turn.spelled);
  if (!found) return null;
  const lead = [
    line(item, item.engine.situationReplies[found.kind]),
    contactLines(item, ['email', 'whatsapp']).join('\n'),
  ].join('\n');
  // Only a question of its own sentence is answered after it: "the $97 package is a scam" names
  // the package and asks nothing about it, and "…eight days ago, can you check?" asks the check.
  const rest = asksMore(turn.spelled, found.index) ? askedAspects(turn, context) : null;
  if (rest?.kind === 'answer') return { ...rest, response: [lead, rest.response].join('\n\n') };
  return reply(turn, 'contact', [lead]);
};
