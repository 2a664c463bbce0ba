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
 * The step the message says is done: a step (not the last) whose title's search words the
 * message mostly uses ("ya creé mi perfil" names "Crea tu perfil", "Profil angelegt" names
 * "Profil erstellen"). The lists of the service the message names come first; among them, the
 * title that uses most of the message's words.
 */
function stepDone(turn: Turn, asked: ReadonlySet<string>): Done | undefined {
  const { item, understood } = turn;
  const service = understood.services[0];
  const own = new Set<string>(service ? servicePages[service] : []);
  const pageOf = (list: PageList) => list.id.split(':')[0]!;
  const lists = item.lists.filter(isStepList);
  // The service's pages in their order (the fullest first), then every other page.
  const ordered = [
    ...[...own].flatMap((page) => lists.filter((list) => pageOf(list) === page)),
    ...lists.filter((list) => !own.has(pageOf(list))),
  ];
  let best: Done | undefined;
  // Two pages' steps named as fully ("Profil" of the company's and the talent's) name neither.
  let tied = false;
  for (const list of ordered) {
    list.items.slice(0, -1).forEach((step, index) => {
      const words = item.index.tokenize(step.title);
      const matched = words.filter((word) => asked.has(word)).length;
      const share = words.length ? matched / words.length : 0;
      const done = { list, position: index + 1, matched, share };
      if (!matched || share < namedShare) return;
      if (fuller(done, best)) [best, tied] = [done, false];
      else if (!fuller(best!, done) && best!.list !== list) tied = true;
    });
    // A list of the service named answers before any other page's list.
    if (best && !tied && own.has(pageOf(list))) return best;
  }
  return tied ? undefined : best;
}

/**
 * What a message about a process asks besides what follows: "I created my profile, what now?"
 * reads as applying, its first call or what is included. Another aspect ("what does the
 * pre-evaluation cost, and what happens after?") is a question of its own, for the aspects.
 */
const aboutProcess = new Set<Aspect>(['process', 'apply', 'firstCall', 'start', 'included']);

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
