import type { KnowledgeEntry } from '../knowledge';
import { passageAnswer } from '../pageQuotes';
import { listInConversation } from '../pageLists';
import { withCitation } from '../replyParts';
import { sourceOf } from '../sources';
import { reply, type Stage, type Turn } from '../turn';

/** The position asked for ("the third step", "paso 3"), when the message names a list item. */
function itemAsked({ tools, spelled }: Turn): number | undefined {
  if (!tools.listWords(spelled).intents.length) return undefined;
  const [word] = tools.ordinals(spelled);
  const digit = /(?<![\d.,])[1-9](?![\d.,])/.exec(spelled);
  return word ? Number(word.kind) : digit ? Number(digit[0]) : undefined;
}

/** "And the third step?" after a list was talked about: that item, from its page. */
export const listItem: Stage = (turn, context) => {
  const { lastVisitorTurn, item, history } = turn;
  const position = lastVisitorTurn ? itemAsked(turn) : undefined;
  if (!position || !lastVisitorTurn) return null;
  const earlier = context.answer({
    text: lastVisitorTurn.text,
    locale: turn.locale,
    visitorType: turn.visitorType,
    history: [],
  });
  const list = listInConversation(
    item.lists,
    history
      .slice(-2)
      .map((said) => said.text)
      .join(' '),
    earlier.facts.flatMap((fact) => fact.source ?? []),
  );
  const passage = list?.items[position - 1];
  if (!passage) return null;
  const source = sourceOf(passage.id);
  const entry: KnowledgeEntry = {
    id: passage.id,
    audience: 'any',
    aspects: [],
    answer: passageAnswer(passage),
    ...(source ? { source } : {}),
  };
  return reply(turn, 'answer', [turn.refusal, withCitation(item, entry)], [entry], null, 1);
};
