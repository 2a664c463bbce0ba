import { contactLines, line } from '../replyParts';
import { channelsOf } from '../situations';
import { reply, type Stage, type Turn } from '../turn';

/** A message's sentences, each with the mark that ends it. */
const sentencesOf = (text: string) => text.match(/[^?.!;]+[?.!;]*/g) ?? [];

/**
 * The sentences of the message other than the one that tells the situation, when one of them
 * asks something: "…eight days ago, can you check?" asks only the check, which the situation's
 * reply answers, while "You charged me twice. How much is the premium one?" asks more.
 */
function otherQuestion(turn: Turn, at: number): string | undefined {
  let end = 0;
  const told = sentencesOf(turn.spelled).findIndex((sentence) => (end += sentence.length) > at);
  const others = sentencesOf(turn.text).filter(
    (text, sentence) => sentence !== told && !turn.tools.tellsTrouble(turn.words(text)),
  );
  return others.some((sentence) => sentence.includes('?')) ? others.join(' ').trim() : undefined;
}

/** Personal data named in the three languages, so a complaint about a consultant stays one. */
const dataWords = /\b(?:data|datos|daten|gdpr|rgpd|dsgvo)\b/i;
const asksDataRight = (turn: Turn) =>
  dataWords.test(turn.text) && turn.asks.some((ask) => ask.aspect === 'dataRights');

/**
 * The visitor's situation with the company (`situations.ts`): "I filled the pre-evaluation a
 * week ago and nobody answered", "we sent your request form eight days ago, can you check?", a
 * complaint, a wrong charge, a booked call to cancel, a form that does not load. The chat sees
 * no forms, payments or bookings and cannot fix the site: it says so honestly and gives the
 * channels where a person can. A question of its own sentence is then answered as if asked
 * alone, so the words of the situation ("the invoice for staff augmentation") add nothing to it
 * and "how do we sort this out?" is left to the situation's reply.
 */
export const situation: Stage = (turn, context) => {
  const { item } = turn;
  const [found] = turn.tools.situations(turn.spelled);
  // "If I'm unhappy with how you handle my data, which authority can I complain to?" asks for a
  // data right (the complaint to the supervisory authority), which the rights' fact answers.
  if (!found || (found.kind === 'complaint' && asksDataRight(turn))) return null;
  const lead = [
    line(item, item.engine.situationReplies[found.kind]),
    contactLines(item, channelsOf[found.kind]).join('\n'),
  ].join('\n');
  const question = otherQuestion(turn, found.index);
  const rest = question
    ? context.answer({
        text: question,
        locale: turn.locale,
        visitorType: turn.visitorType,
        history: turn.history,
      })
    : null;
  if (rest?.kind === 'answer') return { ...rest, response: [lead, rest.response].join('\n\n') };
  return reply(turn, 'contact', [lead]);
};
