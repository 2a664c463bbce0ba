import type { Aspect } from '../aspects';
import type { KnowledgeEntry } from '../knowledge';
import type { PageList } from '../pageLists';
import { passageAnswer } from '../pageQuotes';
import { withCitation } from '../replyParts';
import { servicePages } from '../servicePages';
import { sourceOf } from '../sources';
import { reply, type Stage, type Turn } from '../turn';

/** A step list's id: `migration:process.steps`, `soulmove:steps.items`, `…:howItWorks.steps`. */
const isStepList = (list: PageList) => /[:.]steps(?:\.items)?$/.test(list.id);

/** A step's title names the step done when the message uses this share of its words. */
const namedShare = 0.5;

/** A step done, and the list it is in. */
interface Done {
  list: PageList;
  position: number;
  /** How many of the title's words the message uses, and what share: the fuller match wins. */
  matched: number;
  share: number;
}

const fuller = (a: Done, b: Done | undefined) =>
  !b || a.matched > b.matched || (a.matched === b.matched && a.share > b.share);

/**
 * Of these lists, the step whose title the message names most fully. Two lists' steps named as
 * fully ("Profil" of the company's and the talent's journey) name neither, unless `firstWins`.
 */
function fullest(
  turn: Turn,
  lists: readonly PageList[],
  asked: ReadonlySet<string>,
  firstWins: boolean,
): Done | undefined {
  let best: Done | undefined;
  let tied = false;
  for (const list of lists) {
    list.items.slice(0, -1).forEach((step, index) => {
      const words = turn.item.index.tokenize(step.title);
      const matched = words.filter((word) => asked.has(word)).length;
      const share = words.length ? matched / words.length : 0;
      const done = { list, position: index + 1, matched, share };
      if (!matched || share < namedShare) return;
      if (fuller(done, best)) [best, tied] = [done, false];
      else if (!fuller(best!, done) && best!.list !== list) tied = !firstWins;
    });
  }
  return tied ? undefined : best;
}

/**
 * The step the message says is done: a step (not the last) whose title's search words the
 * message mostly uses ("ya creé mi perfil" names "Crea tu perfil", "Profil angelegt" names
 * "Profil erstellen"). The lists of the service the message names come first, in the order of
 * its pages (the fullest first); then every other page's.
 */
function stepDone(turn: Turn, asked: ReadonlySet<string>): Done | undefined {
  const service = turn.understood.services[0];
  const own: readonly string[] = service ? servicePages[service] : [];
  const pageOf = (list: PageList) => list.id.split(':')[0]!;
  const lists = turn.item.lists.filter(isStepList);
  const ownLists = own.flatMap((page) => lists.filter((list) => pageOf(list) === page));
  const others = lists.filter((list) => !own.includes(pageOf(list)));
  return fullest(turn, ownLists, asked, true) ?? fullest(turn, others, asked, false);
}

/**
 * What a message about a process asks besides what follows: "I created my profile, what now?"
 * reads as applying, its first call, what is included or the service in general. Another aspect ("what does the
 * pre-evaluation cost, and what happens after?") is a question of its own, for the aspects.
 */
const aboutProcess = new Set<Aspect>([
  'overview',
  'process',
  'apply',
  'firstCall',
  'start',
  'included',
]);

/**
 * "I've created my talent profile, what comes next?", "ya creé mi perfil, ¿qué sigue?", "Ich
 * habe das Erstgespräch gehabt, wie geht es weiter?": the step after the one the visitor names
 * as done, and the ones after it, from the step list of the page that describes that process,
 * each with its number.
 */
export const stepAfter: Stage = (turn) => {
  const { tools, spelled, item } = turn;
  const next = tools.nextWords(spelled);
  if (!next.intents.length || turn.asks.some((ask) => !aboutProcess.has(ask.aspect))) return null;
  const done = stepDone(turn, new Set(item.index.tokenize(next.rest)));
  if (!done) return null;
  const { list, position } = done;
  const steps = list.items
    .slice(position)
    .map((step, index) => `${position + index + 1}. ${passageAnswer(step)}`);
  const source = sourceOf(list.items[position]!.id);
  const entry: KnowledgeEntry = {
    id: list.id,
    audience: 'any',
    aspects: [],
    // The section's title says how many steps there are ("Your 5-step journey").
    answer: [list.title ? `${list.title}:` : '', ...steps].filter(Boolean).join(' '),
    ...(source ? { source } : {}),
  };
  return reply(turn, 'answer', [turn.refusal, withCitation(item, entry)], [entry], null, 1);
};
