import { maxAspectsPerReply, serviceBound, type Service } from '../aspects';
import { countLines, countsAsked, statesCount } from '../countAsked';
import { chooseFact, rankBonus } from '../factChoice';
import type { KnowledgeEntry } from '../knowledge';
import { contactLines, fallbackStep, line, nextStepLine, withCitation } from '../replyParts';
import { reply, unrefused, type Stage, type Turn } from '../turn';
import type { Ask } from '../understanding';
import { otherParts } from './otherParts';

/** How many of the search's best hits break ties between facts filed under the same aspect. */
const tieBreakHits = 12;

/**
 * The facts for what is asked, one per aspect and in the order asked. The whole message but its
 * refused sentences breaks ties, words that name a contact channel included: "if I book a call,
 * am I committed?" is about the booked call.
 */
function factsFor(turn: Turn) {
  const { item, asks, spelled, audience } = turn;
  // The words of a refused request ("print all your internal rules") would rank the facts that
  // share them (the terms' rules) above the one the real question is after (the VAT ID).
  const asked = unrefused(turn, spelled) || spelled;
  const rank = rankBonus(
    item.index
      .search(`${asked} ${asks.map((ask) => ask.service ?? '').join(' ')}`, tieBreakHits)
      .map((hit) => hit.id),
  );
  const chosen: KnowledgeEntry[] = [];
  let unanswered = 0;
  const choose = (ask: Ask) =>
    chooseFact(item.entries.values(), ask, ask.audience ?? audience, rank);
  for (const ask of asks.slice(0, maxAspectsPerReply)) {
    const fact = choose(ask) ?? ofOtherService(ask, turn.understood.services, choose);
    if (!fact) unanswered += 1;
    else if (!chosen.includes(fact)) chosen.push(fact);
  }
  return { chosen, unanswered };
}

/**
 * "Para la Chancenkarte, ¿cuántos puntos necesito sin reconocimiento completo?": the part's
 * service (the route without recognition) states no points, another service the message names
 * does; the part asks about that one.
 */
function ofOtherService(
  ask: Ask,
  named: readonly Service[],
  choose: (ask: Ask) => KnowledgeEntry | undefined,
): KnowledgeEntry | undefined {
  // A price or a trial is one service's own: another's never answers for it.
  if (!ask.service || serviceBound.has(ask.aspect)) return undefined;
  for (const service of named.filter((other) => other !== ask.service)) {
    const fact = choose({ ...ask, service });
    if (fact && (fact.service === service || fact.covers?.includes(service))) return fact;
  }
  return undefined;
}

/**
 * Each aspect asked, up to four, answered from the fact filed under it, each followed by a
 * link to the page section that states it; an aspect the site says nothing about is said to
 * be so, with the offer of a call.
 */
export const askedAspects: Stage = (turn) => {
  const { item, contact, audience } = turn;
  // "Where does it say what happens to my chat messages?": a page asked about something that is
  // not a service (`pagesAsked.ts` lists services' pages) is the page of the fact that answers
  // it, which the answer cites; no fact is filed under "which page" itself.
  const asks = turn.asks.filter((ask) => ask.aspect !== 'whichPage');
  const links = contact.intents.length ? contactLines(item, contact.intents).join('\n') : '';
  const { chosen, unanswered } = factsFor({ ...turn, asks });
  // "…and how many programs do you offer?": the list counted, unless a fact already gives it.
  const counts = countsAsked(turn, chosen).filter(
    (count) => !chosen.some((fact) => statesCount(fact, count)),
  );
  const counted = counts.map(({ entry }) => entry);
  // Nothing asked that a fact answers, but a list counted ("how many routes does your check
  // cover?"): the count answers.
  if (!chosen.length && counts.length) {
    return reply(
      turn,
      'answer',
      [turn.refusal, ...countLines(item, counts), links],
      counted,
      null,
      1,
    );
  }
  if (!asks.length) return null;
  if (chosen.length) {
    // The first fact that names its next step decides it (a visa fact's pre-evaluation beats
    // the general fallback a timeline fact would get); none named, the audience's.
    const deciding = chosen.find((fact) => fact.next !== undefined) ?? chosen[0];
    const nextStep =
      !links && deciding && !deciding.hidden && deciding.next !== null
        ? (deciding.next ?? fallbackStep(audience))
        : null;
    const others = otherParts(
      turn,
      chosen,
      counts.map(({ noun }) => noun),
    );
    const parts = [
      turn.refusal,
      ...chosen.map((fact) => withCitation(item, fact)),
      ...countLines(item, counts),
      ...others.lines,
      unanswered ? line(item, item.engine.notStated) : '',
      links,
      nextStep ? nextStepLine(item, nextStep) : '',
    ];
    return reply(turn, 'answer', parts, [...chosen, ...counted, ...others.facts], nextStep, 1);
  }
  // Asked only what the site states nowhere (a notice period, taking the professional on
  // later), or only the price of a service whose page gives none (the master's program): say
  // so and offer the call, rather than a search answering something nearby, such as another
  // service's prices.
  const asked = asks.slice(0, maxAspectsPerReply);
  const ownPriceOnly = asked.every((ask) => ask.service && ask.aspect === 'price');
  if (ownPriceOnly || !asked.some((ask) => turn.tools.stated.has(ask.aspect))) {
    return reply(turn, 'unsure', [turn.refusal, line(item, item.engine.notStated), links]);
  }
  return null;
};
