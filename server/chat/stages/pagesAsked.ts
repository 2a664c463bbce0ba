import { interpolate } from '../../../src/shared/chat/text';
import { servicePages } from '../servicePages';
import { reply, type Stage } from '../turn';
import { askedAspects } from './askedAspects';

/**
 * "Which page do I read?", "where do I read everything about moving, the migration page or the
 * relocation page?": the pages that state the services asked about, each by its name, what it
 * holds (its own description) and its address; what else the message asks is answered after.
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
  const cards = [...new Set(services.flatMap((service) => servicePages[service]))].flatMap(
    (page) => item.pages.get(page) ?? [],
  );
  if (!cards.length) return null;
  const list = [
    item.engine.pagesIntro,
    ...cards.map((card) => interpolate('{{name}}: {{description}} {{url}}', { ...card })),
  ].join('\n');
  const rest = { ...turn, asks: turn.asks.filter((ask) => ask.aspect !== 'whichPage') };
  const more = rest.asks.length ? askedAspects(rest, context) : null;
  const parts = [turn.refusal, list, more?.kind === 'answer' ? more.response : ''];
  return reply(turn, 'answer', parts, more?.facts ?? [], more?.nextStep ?? null, 1);
};
