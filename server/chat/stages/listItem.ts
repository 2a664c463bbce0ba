import { statesOwnFact } from '../caseHistory';
import { countOfList } from '../countAsked';
import type { KnowledgeEntry } from '../knowledge';
import { passageAnswer } from '../pageQuotes';
import { listInConversation, type PageList } from '../pageLists';
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

/**
 * The list of the kind the message names, on the page of the list talked about: "what do we
 * talk about in the first step?" after a reply about the study service is its steps ("Our
 * process in 5 steps"), not the first item of what the service offers.
 */
function ofKindAsked(turn: Turn, list: PageList | undefined): PageList | undefined {
  if (!list) return undefined;
  const page = list.id.split(':')[0];
  const named = (candidate: PageList) =>
    turn.tools.listWords(turn.words(candidate.heading)).intents.length > 0;
  if (named(list)) return list;
  const { lists } = turn.item;
  return lists.find((other) => other.id.startsWith(`${page}:`) && named(other)) ?? list;
}

/**
 * Whether the message tells a case, whose numbers are no list positions: "Meine Frau …, 36 Jahre,
 * Deutsch A2 … Gibt das einen Punkt mehr?" asks about points (87c W2), and "I studied 8 months in
 * Germany … Does that add a point?" (105b 06c) about a stay's, not a list's eighth item.
 */
function tellsCase({ item, spelled }: Turn) {
  const told = item.readProfile(spelled);
  return statesOwnFact(told) || told.partnerOwn !== undefined;
}

/** "And the third step?" after a list was talked about: that item, from its page. */
export const listItem: Stage = (turn, context) => {
  const { lastVisitorTurn, item, history } = turn;
  const position = lastVisitorTurn ? itemAsked(turn) : undefined;
  if (!position || !lastVisitorTurn || tellsCase(turn)) return null;
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
  const asked = ofKindAsked(turn, list);
  const passage = asked?.items[position - 1];
  if (!asked || !passage) return null;
  // "And how many steps are there, and which is the first?" asks the count too.
  const total = turn.tools.figureAsked(turn.spelled).intents.length
    ? countOfList(turn, asked)
    : undefined;
  const source = sourceOf(passage.id);
  const entry: KnowledgeEntry = {
    id: passage.id,
    audience: 'any',
    aspects: [],
    answer: [total, passageAnswer(passage)].filter(Boolean).join(' '),
    ...(source ? { source } : {}),
  };
  return reply(turn, 'answer', [turn.refusal, withCitation(item, entry)], [entry], null, 1);
};
