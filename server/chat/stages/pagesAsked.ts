import { interpolate } from '../../../src/shared/chat/text';
import type { Service } from '../aspects';
import type { PageCard } from '../pageCards';
import { sentenceIndexOf } from '../sentenceIndex';
import { servicePages } from '../servicePages';
import { reply, type Stage, type Turn } from '../turn';
import { askedAspects } from './askedAspects';

/** A text's words of three letters or more, lower case and without accents. */
const wordsOf = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .match(/\p{L}{3,}/gu) ?? [];

/**
 * The pages the message names by their own name of two words or more, every word of it in the
 * message ("en qué página encuentro sus preguntas frecuentes?" names "Preguntas frecuentes"); a
 * one-word name ("Start", "Migration") is too common a word to be named by.
 */
function namedPages(turn: Turn): PageCard[] {
  const words = new Set(wordsOf(turn.text));
  return [...turn.item.pages.values()].filter((card) => {
    const name = wordsOf(card.name);
    return name.length > 1 && name.every((word) => words.has(word));
  });
}

/** The coverage a passage needs to name its page as the one that states what is asked. */
const minPageCoverage = 0.5;

const askingWords = new WeakMap<object, ReadonlySet<string>>();

/** The words of asking for a page ("which page", "where does it say"), in the search's stems. */
function pageWords(item: Turn['item']): ReadonlySet<string> {
  let words = askingWords.get(item);
  if (!words) {
    words = new Set(item.index.tokenize(item.engine.aspects.whichPage.replace(/,/g, ' ')));
    askingWords.set(item, words);
  }
  return words;
}

/**
 * The page whose passage states what is asked, when the message names neither a page nor a
 * service: "Which page lists your VAT number?" is the Impressum's, read from the question's
 * content words without its words of asking for a page. A passage about one service ("with
 * staff augmentation we employ the professional in Latin America", on the About page) also
 * names the service's own page.
 */
function statingPages(turn: Turn): PageCard[] {
  const { item } = turn;
  const asking = pageWords(item);
  const content = turn.content.filter((token) => !asking.has(token));
  const hit = content.length ? sentenceIndexOf(item).bestPassage(content) : undefined;
  const page = hit && hit.coverage >= minPageCoverage ? hit.entry.source?.page : undefined;
  if (!hit || !page) return [];
  const services = new Set(
    item.finders.services(item.spelling(hit.entry.answer)).map((found) => found.kind),
  );
  const own = services.size === 1 ? servicePages[[...services][0] as Service].slice(0, 1) : [];
  return [...new Set([page, ...own])].flatMap((id) => item.pages.get(id) ?? []);
}

/**
 * "Which page do I read?", "where do I read everything about moving, the migration page or the
 * relocation page?": the pages the message names, then those that state the services asked
 * about, each by its name, what it holds (its own description) and its address; asked about
 * neither, the pages whose sections state the facts asked ("on which page do you say how long
 * you keep data?" gives the privacy policy). What else the message asks is answered after.
 * Asked about nothing the assistant can place, the question is left to the other stages.
 */
export const pagesAsked: Stage = (turn, context) => {
  const { item } = turn;
  const asked = turn.asks.filter((ask) => ask.aspect === 'whichPage');
  if (!asked.length) return null;
  const services = [
    ...new Set([
      ...asked.flatMap((ask) => ask.service ?? []),
      ...(asked.some((ask) => ask.service) ? [] : turn.understood.services),
    ]),
  ];
  const rest = { ...turn, asks: turn.asks.filter((ask) => ask.aspect !== 'whichPage') };
  const more = rest.asks.length ? askedAspects(rest, context) : null;
  const servicesCards = services.flatMap((service) => servicePages[service]);
  const factPages = servicesCards.length
    ? []
    : (more?.facts ?? []).flatMap((fact) => fact.source?.page ?? []);
  const cards = [
    ...new Set([
      ...namedPages(turn),
      ...[...servicesCards, ...factPages].flatMap((page) => item.pages.get(page) ?? []),
    ]),
  ];
  if (!cards.length) cards.push(...statingPages(turn));
  if (!cards.length) return null;
  const list = [
    item.engine.pagesIntro,
    ...cards.map((card) => interpolate('{{name}}: {{description}} {{url}}', { ...card })),
  ].join('\n');
  const parts = [turn.refusal, list, more?.kind === 'answer' ? more.response : ''];
  return reply(turn, 'answer', parts, more?.facts ?? [], more?.nextStep ?? null, 1);
};
