import { interpolate } from '../../../src/shared/chat/text';
import type { PageCard } from '../pageCards';
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
  if (!cards.length) return null;
  const list = [
    item.engine.pagesIntro,
    ...cards.map((card) => interpolate('{{name}}: {{description}} {{url}}', { ...card })),
  ].join('\n');
  const parts = [turn.refusal, list, more?.kind === 'answer' ? more.response : ''];
  return reply(turn, 'answer', parts, more?.facts ?? [], more?.nextStep ?? null, 1);
};
