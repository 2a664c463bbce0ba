import { interpolate } from '../../../src/shared/chat/text';
import type { Service } from '../aspects';
import type { PageCard } from '../pageCards';
import { sentenceIndexOf } from '../sentenceIndex';
import { aspectPages, servicePages } from '../servicePages';
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
 * message ("en qué página encuentro sus preguntas frecuentes?" names "Preguntas frecuentes"),
 * or a word's other form ("eine Seite mit häufigen Fragen" names "Häufige Fragen"); a one-word
 * name ("Start", "Migration") is too common a word to be named by.
 */
function namedPages(turn: Turn): PageCard[] {
  const { index } = turn.item;
  // The spelled message too: "las preguntas más comunes" is spelled as the FAQ page's name.
  const words = new Set([...wordsOf(turn.text), ...wordsOf(turn.spelled)]);
  const stems = new Set(index.tokenize(`${turn.text} ${turn.spelled}`));
  // A stop word ("für", "de") has no stem: it is named by itself only.
  const named = (word: string) =>
    words.has(word) || index.tokenize(word).some((stem) => stems.has(stem));
  return [...turn.item.pages.values()].filter((card) => {
    const name = wordsOf(card.name);
    return name.length > 1 && name.every(named);
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

const cardWords = new WeakMap<PageCard, { name: ReadonlySet<string>; all: ReadonlySet<string> }>();

/** A page card's search tokens: of its name, and of its name with its description. */
function wordsOfCard(item: Turn['item'], card: PageCard) {
  let words = cardWords.get(card);
  if (!words) {
    const name = item.index.tokenize(card.name);
    words = {
      name: new Set(name),
      all: new Set([...name, ...item.index.tokenize(card.description)]),
    };
    cardWords.set(card, words);
  }
  return words;
}

/**
 * The one page whose own name and description hold most of what is asked, one word of it from
 * the name: "where is the info on remote jobs for Latin Americans?" is the Remote Talent page
 * ("Remote jobs with European companies for Latin American professionals"). The For Talent page,
 * which also mentions remote jobs but is not named by them, is not; a tie names none.
 */
function describedPages(turn: Turn, content: readonly string[]): Found {
  if (!content.length) return { cards: [], coverage: 0 };
  const scored = [...turn.item.pages.values()].flatMap((card) => {
    const words = wordsOfCard(turn.item, card);
    if (!content.some((token) => words.name.has(token))) return [];
    const share = content.filter((token) => words.all.has(token)).length / content.length;
    return share >= minPageCoverage ? [{ card, share }] : [];
  });
  const best = Math.max(...scored.map((found) => found.share));
  const [top, ...tied] = scored.filter((found) => found.share === best);
  return top && !tied.length ? { cards: [top.card], coverage: best } : { cards: [], coverage: 0 };
}

/**
 * The page whose passage states what is asked, when the message names neither a page nor a
 * service: "Which page lists your VAT number?" is the Impressum's, read from the question's
 * content words without its words of asking for a page. A passage about one service ("with
 * staff augmentation we employ the professional in Latin America", on the About page) also
 * names the service's own page.
 */
function statingPages(turn: Turn, content: readonly string[]): Found {
  const { item } = turn;
  const hit = content.length ? sentenceIndexOf(item).bestPassage([...content]) : undefined;
  const page = hit && hit.coverage >= minPageCoverage ? hit.entry.source?.page : undefined;
  if (!hit || !page) return { cards: [], coverage: 0 };
  const services = new Set(
    item.finders.services(item.spelling(hit.entry.answer)).map((found) => found.kind),
  );
  const own = services.size === 1 ? servicePages[[...services][0] as Service].slice(0, 1) : [];
  const cards = [...new Set([page, ...own])].flatMap((id) => item.pages.get(id) ?? []);
  return { cards, coverage: hit.coverage };
}

/** Pages found from what is asked, and how much of it the best match covers. */
interface Found {
  cards: PageCard[];
  coverage: number;
}

/**
 * Asked about no service and naming no page, the page whose summary or passage covers more of
 * what is asked. On a tie, the page whose name and summary hold it: a passage that mentions a
 * word ("see our FAQ") is rarely about it.
 */
function pagesOfContent(turn: Turn): PageCard[] {
  const asking = pageWords(turn.item);
  const content = [...new Set(turn.content.filter((token) => !asking.has(token)))];
  const described = describedPages(turn, content);
  const stating = statingPages(turn, content);
  return described.coverage >= stating.coverage && described.cards.length
    ? described.cards
    : stating.cards;
}

/**
 * "Which page do I read?", "where do I read everything about moving, the migration page or the
 * relocation page?": the pages the message names, then those that state the services asked
 * about, each by its name, what it holds (its own description) and its address, or those that
 * state an aspect as a whole (`aspectPages`); asked about neither, the pages whose sections
 * state the facts asked ("on which page do you say how long you keep data?" gives the privacy
 * policy). What else the message asks is answered after.
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
  const aspectCards = servicesCards.length
    ? []
    : rest.asks.flatMap((ask) => (ask.service ? [] : (aspectPages[ask.aspect] ?? [])));
  const factPages =
    servicesCards.length || aspectCards.length
      ? []
      : (more?.facts ?? []).flatMap((fact) => fact.source?.page ?? []);
  const cards = [
    ...new Set([
      ...namedPages(turn),
      ...[...servicesCards, ...aspectCards, ...factPages].flatMap(
        (page) => item.pages.get(page) ?? [],
      ),
    ]),
  ];
  if (!cards.length) cards.push(...pagesOfContent(turn));
  if (!cards.length) return null;
  const list = [
    item.engine.pagesIntro,
    ...cards.map((card) => interpolate('{{name}}: {{description}} {{url}}', { ...card })),
  ].join('\n');
  const parts = [turn.refusal, list, more?.kind === 'answer' ? more.response : ''];
  return reply(turn, 'answer', parts, more?.facts ?? [], more?.nextStep ?? null, 1);
};
