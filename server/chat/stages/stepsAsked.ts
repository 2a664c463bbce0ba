import type { Service } from '../aspects';
import { countOfList } from '../countAsked';
import type { KnowledgeEntry } from '../knowledge';
import { messageParts } from '../messageParts';
import type { PageList } from '../pageLists';
import { passageAnswer } from '../pageQuotes';
import { withCitation } from '../replyParts';
import { servicePages } from '../servicePages';
import { sourceOf } from '../sources';
import { reply, type Stage, type Turn } from '../turn';

/** A step list's id: `migration:process.steps`, `soulmove:steps.items`, `…:howItWorks.steps`. */
const isStepList = (list: PageList) => /[:.]steps(?:\.items)?$/.test(list.id);

/** Words a title shares with a message by accident of form, not content, are this short. */
const minContentLetters = 4;

const wordsOf = (text: string) => text.split(/[^\p{L}\p{N}]+/u).filter(Boolean);

/** The letters that make two forms of a word one ("migratoria", "Migración"; "Migrationsberatung"). */
const stemLetters = 5;
const stem = (word: string) => word.slice(0, stemLetters);

const digitPattern = /(?<![\d.,])[1-9](?![\d.,])/g;

/**
 * Whether every part of the message asks about steps: "what does the lab deliver, and what is
 * its first step?" asks something else too, which the aspects answer with the steps. A part
 * without a content word ("ya, y cuántos pasos son…") asks nothing.
 */
function onlyStepsAsked({ tools, spelled, item }: Turn): boolean {
  // "ok, and the first step?": a word of thanks or greeting asks nothing either.
  const asked = tools.thanks(tools.greeting(spelled).rest).rest;
  const parts = messageParts(asked, item.finders.joiners(asked));
  return parts.starts.every((_, part) => {
    const text = parts.textOf(part);
    return (
      !item.index.tokenize(text).length ||
      tools.listWords(text).intents.length > 0 ||
      tools.ordinals(text).length > 0 ||
      tools.lastWords(text).intents.length > 0 ||
      new RegExp(digitPattern.source).test(text)
    );
  });
}

/** The positions named ("the very first", "paso 2", "der letzte"), in the order of the list. */
function positionsAsked({ tools, spelled }: Turn, count: number): number[] {
  const named = tools.ordinals(spelled).map((hit) => Number(hit.kind));
  const digits = [...spelled.matchAll(digitPattern)].map((found) => Number(found[0]));
  const last = tools.lastWords(spelled).intents.length ? [count] : [];
  return [...named, ...digits, ...last].filter((position) => position <= count);
}

/** Whether every word of a name (of four letters or more) is among the words asked. */
function namedBy(turn: Turn, name: string | undefined, asked: ReadonlySet<string>): boolean {
  const words = wordsOf(turn.words(name ?? '')).filter((word) => word.length >= minContentLetters);
  return words.length > 0 && words.every((word) => asked.has(stem(word)));
}

/**
 * The service's own step list: of the pages that state the service, the first whose whole name
 * or brand (the line above its title: "SoulMove") the message uses ("migration advisory" is
 * the migration page's, not the Bolivia packages'; "reubicación de talento" the Talent
 * Relocation page's). A follow-up ("and how many steps are there?") keeps the page its previous
 * message named. A service named in general ("la reubicación") is left to its process fact,
 * which says which page's steps it gives.
 */
function stepListOf(turn: Turn, service: Service): PageList | undefined {
  const { item, spelled, words } = turn;
  const earlier = turn.previous && turn.lastVisitorTurn ? words(turn.lastVisitorTurn.text) : '';
  const asked = new Set(wordsOf(`${spelled} ${earlier}`).map(stem));
  return servicePages[service]
    .filter((page) => {
      const card = item.pages.get(page);
      return namedBy(turn, card?.name, asked) || namedBy(turn, card?.eyebrow, asked);
    })
    .map((page) =>
      item.lists.find((candidate) => candidate.id.startsWith(`${page}:`) && isStepList(candidate)),
    )
    .find((list) => list !== undefined);
}

/**
 * "In the migration advisory, what's the very first step, and which step deals with the
 * visa?", "en la asesoría migratoria, ¿cuál es el paso 2 y cuál el último?": a service's own
 * steps asked by position answer from that service's step list, each with its number. A step
 * the question names by its content ("the visa") is given too, once a position is asked.
 */
export const stepsAsked: Stage = (turn) => {
  const { tools, spelled, item, words } = turn;
  if (!tools.listWords(spelled).intents.length || !onlyStepsAsked(turn)) return null;
  // A follow-up ("y cuántos pasos son?") asks about the service of the previous message.
  const service = turn.understood.services[0] ?? turn.asks.find((ask) => ask.service)?.service;
  const list = service && stepListOf(turn, service);
  if (!list) return null;
  const positions = positionsAsked(turn, list.items.length);
  // "How many steps…, and at which step do you help with the visa?" names a step by content.
  const counted = tools.figureAsked(spelled).intents.length > 0;
  if (!positions.length && !counted) return null;
  // The words that name the list or the service are in every question about it.
  const { listWords, ordinals, services } = item.engine;
  const skipped = new Set(
    wordsOf(words(`${listWords} ${Object.values(ordinals).join(' ')} ${services[service]}`)),
  );
  const asked = new Set(wordsOf(spelled));
  const named = list.items.flatMap((step, index) =>
    wordsOf(words(step.title)).some(
      (word) => word.length >= minContentLetters && !skipped.has(word) && asked.has(word),
    )
      ? [index + 1]
      : [],
  );
  const picked = [...new Set([...positions, ...named])].sort((a, b) => a - b);
  // "How many steps does the migration advisory have?": all of them, under the title that counts.
  const chosen = picked.length ? picked : list.items.map((_, index) => index + 1);
  const steps = chosen.map(
    (position) => `${position}. ${passageAnswer(list.items[position - 1]!)}`,
  );
  const source = sourceOf(list.items[0]?.id ?? '');
  // Only some steps given: how many there are, when that was asked too.
  const total = counted && picked.length ? countOfList(turn, list) : undefined;
  const entry: KnowledgeEntry = {
    id: list.id,
    audience: 'any',
    aspects: [],
    // The section's title leads: it holds how many steps there are ("Our process in 6 steps").
    answer: [list.title ? `${list.title}:` : '', total, ...steps].filter(Boolean).join(' '),
    ...(source ? { source } : {}),
  };
  return reply(turn, 'answer', [turn.refusal, withCitation(item, entry)], [entry], null, 1);
};
