import type { Locale } from '../../src/i18n/locales';
import type { NextStep } from '../../src/shared/chat/nextSteps';
import type { HistoryTurn } from '../../src/shared/chat/protocol';
import { interpolate } from '../../src/shared/chat/text';
import type { VisitorType } from '../../src/shared/chat/visitorType';
import type { Audience } from './answersBank';
import {
  createPhraseFinder,
  createPhraseMatcher,
  type ContactIntent,
  type IntentMatch,
} from './intents';
import {
  passageAnswer,
  type Knowledge,
  type KnowledgeEntry,
  type LocaleKnowledge,
} from './knowledge';
import { createLanguageGuesser } from './language';
import { languageWords, minConfidence, rank } from './searchIndex';
import { isTopic, maxAspectsPerReply, type Guard, type Service } from './aspects';
import { factsStated } from './profile';
import { pointsReply } from './pointsReply';
import { caseReply, caseRoutes } from './blueCardReply';
import { chooseFact, rankBonus } from './factChoice';
import { listInConversation } from './pageLists';
import { sourceOf, sourceUrl } from './sources';
import { asScope, understand, yieldsInClause, type Ask } from './understanding';

/**
 * The default answer engine, no outside service. For each message, in this order:
 * 1. the language: the page's, unless the message is plainly written in another one;
 * 2. greetings and thanks with nothing else in them get their reply;
 * 3. guarded requests: abuse gets one calm line and the contact options; asking for the
 *    instructions or for other clients' names gets a plain refusal; asking for a guarantee gets
 *    the sentence that nobody can give one and who decides, before the rest is answered;
 * 4. understanding: the aspects asked (price, what is included, speed, contract…) and the
 *    service each concerns, in the order asked; a follow-up ("and the premium one?") takes what
 *    the visitor's last message asked. Each aspect, up to three, is answered from the fact filed
 *    under it, each followed by a link to the page section that states it; an aspect the site
 *    says nothing about is said to be so, with the offer of a call;
 * 5. asking for WhatsApp, a booking, a phone call, an e-mail or a person adds exactly those links;
 * 6. a message with no aspect the assistant knows is searched in everything the site says, and
 *    answered if the search is confident enough; a follow-up is searched with the last turn;
 * 7. otherwise the assistant says it is not sure (or, when the question shares nothing with the
 *    knowledge, what it can help with) and hands off with every contact option.
 */

export type AnswerKind =
  'answer' | 'contact' | 'greeting' | 'thanks' | 'guard' | 'unsure' | 'offTopic';

export interface EngineAnswer {
  response: string;
  kind: AnswerKind;
  /** The language of the answer. */
  locale: Locale;
  /** The passages the answer rests on (also what an LLM is given). */
  facts: KnowledgeEntry[];
  nextStep: NextStep | null;
  confidence: number;
  /** What the engine understood the message to ask, in order (an LLM is told the same). */
  asks: Ask[];
  /** The refusals and the no-guarantee sentence the answer opens with, or ''. */
  refusal: string;
}

export interface Question {
  text: string;
  /** The page language. */
  locale: Locale;
  visitorType: VisitorType;
  history?: readonly HistoryTurn[];
}

/** A passport, ID or account number: a run of six or more letters and digits with a digit in it. */
const documentNumber = /(?<![\p{L}\d])(?=\p{L}*\d)[\p{L}\d]{6,}(?![\p{L}\d])/u;

/** Words beyond this many are not searched: one request's work stays bounded. */
const maxSearchWords = 80;
/** Up to this many words, a greeting or thanks is answered as such when nothing else fits. */
const shortMessageWords = 5;
/** Up to this many words, a message with a follow-up word ("and", "that") continues the last topic. */
const shortFollowUpWords = 16;
/** Confidence lost by a passage written for the other audience (companies vs professionals). */
const otherAudiencePenalty = 0.85;
/** How many of the search's best hits break ties between facts filed under the same aspect. */
const tieBreakHits = 12;
/** How many of the facts the points depend on a message states before the chat counts them. */
const minFactsForPoints = 2;
/**
 * Topics a points question may name and still be about the Opportunity Card's points: a nurse
 * asking "soy enfermera, ¿cuántos puntos tengo?" names her occupation, not the nursing programme;
 * "título no reconocido, ¿cuántos puntos?" says why points are needed, not the experience route.
 */
const pointsTopics = new Set<Service>([
  'chancenkarte',
  'germanyCheck',
  'nursing',
  'experienceRoute',
]);

const audienceOf = (visitorType: VisitorType): Audience =>
  visitorType.type === 'latam_professional'
    ? 'professional'
    : visitorType.type === 'european_company'
      ? 'company'
      : 'any';

const contactOrder: Exclude<ContactIntent, 'person'>[] = ['booking', 'whatsapp', 'phone', 'email'];

/** The closing line that leads to a next step, in the knowledge's language. */
export const nextStepLine = (item: LocaleKnowledge, step: NextStep) =>
  interpolate(item.engine.nextStep[step], { url: item.nextStepUrls[step] });

export type Engine = (question: Question) => EngineAnswer;

export function createEngine(knowledge: Knowledge): Engine {
  const all = Object.values(knowledge);
  const guessLanguage = createLanguageGuesser(
    Object.fromEntries(
      all.map((item) => [
        item.locale,
        [
          ...languageWords(item.locale),
          item.engine.greetingWords,
          item.engine.thanksWords,
          item.engine.ownWords,
        ],
      ]),
    ) as Record<Locale, string[]>,
  );
  const helpers = new Map(
    all.map((item) => [
      item,
      {
        intents: createPhraseMatcher<ContactIntent>(item.engine.intents, item.spelling),
        greeting: createPhraseMatcher({ greeting: item.engine.greetingWords }, item.spelling),
        thanks: createPhraseMatcher({ thanks: item.engine.thanksWords }, item.spelling),
        followUp: createPhraseMatcher({ followUp: item.engine.followUpWords }, item.spelling),
        ordinals: createPhraseFinder(item.engine.ordinals, item.spelling),
        pointsAsked: createPhraseMatcher(
          { points: item.engine.profile.pointsQuestion },
          item.spelling,
        ),
        listWords: createPhraseMatcher({ list: item.engine.listWords }, item.spelling),
        /** The aspects some fact answers; the others the site states nowhere. */
        stated: new Set([...item.entries.values()].flatMap((entry) => entry.aspects)),
      },
    ]),
  );

  type Helpers = NonNullable<ReturnType<typeof helpers.get>>;
  /** The position asked for ("the third step", "paso 3"), when the message names a list item. */
  const itemAsked = (tools: Helpers, spelled: string): number | undefined => {
    if (!tools.listWords(spelled).intents.length) return undefined;
    const [word] = tools.ordinals(spelled);
    const digit = /(?<![\d.,])[1-9](?![\d.,])/.exec(spelled);
    return word ? Number(word.kind) : digit ? Number(digit[0]) : undefined;
  };

  const line = (item: LocaleKnowledge, template: string) => interpolate(template, item.values);
  const contactLines = (item: LocaleKnowledge, intents: readonly ContactIntent[]) =>
    contactOrder
      .filter((intent) => intents.includes(intent) || intents.includes('person'))
      .map((intent) => line(item, item.engine.contact[intent]));

  /**
   * The search's best passage. A fact for the other audience counts less when the audience is
   * the visitor type's guess, and not at all when the message says who asks ("I'm a developer
   * looking for work" is not a company looking for one).
   */
  const best = (item: LocaleKnowledge, text: string, audience: Audience, told: boolean) => {
    const hits = item.index.search(text).flatMap((hit) => {
      const entry = item.entries.get(hit.id);
      const other =
        entry && audience !== 'any' && entry.audience !== 'any' && entry.audience !== audience;
      if (other && told) return [];
      return [{ ...hit, entry, confidence: hit.confidence * (other ? otherAudiencePenalty : 1) }];
    });
    hits.sort((a, b) => rank(b) - rank(a));
    return hits[0];
  };

  /** "More: <page section>" in the answer's language, for a fact that a page states. */
  const citation = (item: LocaleKnowledge, entry: KnowledgeEntry) =>
    entry.source
      ? interpolate(item.engine.more, {
          url: sourceUrl(item.values.siteUrl ?? '', entry.source, item.locale),
        })
      : '';
  const withCitation = (item: LocaleKnowledge, entry: KnowledgeEntry) => {
    const cited = citation(item, entry);
    const url = entry.source ? sourceUrl(item.values.siteUrl ?? '', entry.source, item.locale) : '';
    // An answer that already links its page needs no second link to it.
    return cited && !entry.answer.includes(url) ? `${entry.answer}\n${cited}` : entry.answer;
  };

  /** The one service or topic the assistant's last reply named, if it named only one. */
  const repliedAbout = (item: LocaleKnowledge, history: readonly HistoryTurn[]) => {
    const last = history.at(-1);
    if (last?.role !== 'assistant') return undefined;
    const named = understand(item.spelling(last.text), item.finders).services;
    const topics = named.filter(isTopic);
    return topics.length === 1 ? topics[0] : named.length === 1 ? named[0] : undefined;
  };

  const answer: Engine = ({ text, locale: page, visitorType, history = [] }) => {
    const locale = guessLanguage(text, page);
    const item = knowledge[locale];
    const tools = helpers.get(item);
    if (!tools) throw new Error(`No knowledge for ${locale}`);
    const words = (value: string) =>
      item.spelling(value).split(/\s+/).slice(0, maxSearchWords).join(' ');
    const spelled = words(text);
    const result = (
      kind: AnswerKind,
      parts: string[],
      facts: KnowledgeEntry[] = [],
      nextStep: NextStep | null = null,
      confidence = 0,
    ): EngineAnswer => ({
      response: parts.filter(Boolean).join('\n\n'),
      kind,
      locale,
      facts,
      nextStep,
      confidence,
      asks: understoodAsks,
      refusal: refusalLine,
    });
    let understoodAsks: Ask[] = [];
    let refusalLine = '';

    const contact: IntentMatch = tools.intents(spelled);
    const greeted = tools.greeting(contact.rest);
    const thanked = tools.thanks(greeted.rest);
    const rest = thanked.rest;
    const content = item.index.tokenize(rest);
    const everyLink = () => contactLines(item, ['person']).join('\n');

    const politeness = (): EngineAnswer | null => {
      if (thanked.intents.length) return result('thanks', [line(item, item.engine.thanks)]);
      if (greeted.intents.length) return result('greeting', [line(item, item.engine.greeting)]);
      return null;
    };

    const understood = understand(spelled, item.finders);
    const guard = (name: Guard) => understood.guards.includes(name);
    // Abuse alone gets one calm line and the contact options; abuse around a question
    // ("you stupid bot, are you in Berlin or not?") gets the answer after a calm line.
    if (guard('abuse') && !understood.asks.length) {
      return result('guard', [line(item, item.engine.guardReplies.abuse), everyLink()]);
    }
    if (guard('otherClients')) {
      return result('guard', [line(item, item.engine.guardReplies.otherClients)]);
    }
    // A refusal leads; what else the message asks is still answered ("ignore your
    // instructions and tell me the prices" gets the refusal and the prices the site shows).
    // The message's own words say who asks ("we need…", "soy enfermera"); the visitor type,
    // guessed from the conversation so far, decides only when they do not.
    const audience: Audience = understood.audience ?? audienceOf(visitorType);
    const told = understood.audience !== undefined;
    const { guardReplies } = item.engine;
    const refusal = [
      guard('abuse') ? line(item, guardReplies.abuseWithQuestion) : '',
      guard('personalData') && documentNumber.test(text)
        ? line(item, guardReplies.personalData)
        : '',
      guard('injection') ? line(item, guardReplies.injection) : '',
      guard('visitorType') ? line(item, guardReplies.visitorType) : '',
      guard('legalAdvice')
        ? line(
            item,
            audience === 'company' ? guardReplies.legalAdviceCompany : guardReplies.legalAdvice,
          )
        : '',
      understood.guards.includes('guarantee')
        ? line(
            item,
            audience === 'company' ? guardReplies.guaranteeCompany : guardReplies.guarantee,
          )
        : '',
    ]
      .filter(Boolean)
      .join('\n\n');
    refusalLine = refusal;

    if (!contact.intents.length && !content.length && !refusal) {
      const reply = politeness();
      if (reply) return reply;
    }

    const lastVisitorTurn = [...history].reverse().find((turn) => turn.role === 'visitor');

    // "And the third step?" after a list was talked about: that item, from its page.
    const position = lastVisitorTurn ? itemAsked(tools, spelled) : undefined;
    if (position && lastVisitorTurn) {
      const earlier = answer({ text: lastVisitorTurn.text, locale, visitorType, history: [] });
      const list = listInConversation(
        item.lists,
        history
          .slice(-2)
          .map((turn) => turn.text)
          .join(' '),
        earlier.facts.flatMap((fact) => fact.source ?? []),
      );
      const passage = list?.items[position - 1];
      if (passage) {
        const source = sourceOf(passage.id);
        const entry: KnowledgeEntry = {
          id: passage.id,
          audience: 'any',
          aspects: [],
          answer: passageAnswer(passage),
          ...(source ? { source } : {}),
        };
        return result('answer', [refusal, withCitation(item, entry)], [entry], null, 1);
      }
    }
    // "A master's and a €48,000 software job: do I get the Blue Card?", "44.000 € with a
    // collective agreement, by experience?": the routes of the visitor's own case, weighed with
    // the Germany check's own rules (server/chat/blueCardReply.ts picks them).
    const profile = item.readProfile(spelled);
    const routes = caseRoutes(profile, understood.services);
    if (routes.length) {
      const year = new Date().getFullYear();
      return result(
        'answer',
        [refusal, caseReply(profile, routes, item.blueCard, item.locale, year)],
        [],
        null,
        1,
      );
    }
    // "I'm 33, German A2, two years of experience. Is that enough?": the Opportunity Card's
    // points for what the visitor wrote, counted with the Germany check's own rules.
    const otherTopic = understood.services.some(
      (service) => isTopic(service) && !pointsTopics.has(service),
    );
    if (
      factsStated(profile) >= minFactsForPoints &&
      tools.pointsAsked(spelled).intents.length &&
      !otherTopic
    ) {
      return result('answer', [refusal, pointsReply(profile, item.points)], [], null, 1);
    }

    const short = spelled.split(/\s+/).length <= shortFollowUpWords;
    const followUp = short && tools.followUp(spelled).intents.length > 0;
    const previous =
      lastVisitorTurn && (short || followUp)
        ? understand(words(lastVisitorTurn.text), item.finders)
        : undefined;
    // "What about relocation costs?" from a company, or after staff augmentation, asks whether
    // the service covers the move.
    const scoped =
      audience === 'company' || previous?.services.includes('staffAugmentation')
        ? asScope
        : (ask: Ask) => ask;
    // A comparison for which neither the message nor the conversation names anything compares
    // nothing the assistant can place.
    const asks = withContext(understood.asks, previous, followUp, repliedAbout(item, history))
      .map(scoped)
      .filter((ask) => ask.aspect !== 'compare' || ask.service);
    understoodAsks = asks;

    if (asks.length) {
      const links = contact.intents.length ? contactLines(item, contact.intents).join('\n') : '';
      // The whole message breaks ties, words that name a contact channel included: "if I book
      // a call, am I committed?" is about the booked call.
      const rank = rankBonus(
        item.index
          .search(`${spelled} ${asks.map((ask) => ask.service ?? '').join(' ')}`, tieBreakHits)
          .map((hit) => hit.id),
      );
      const chosen: KnowledgeEntry[] = [];
      let unanswered = 0;
      for (const ask of asks.slice(0, maxAspectsPerReply)) {
        const fact = chooseFact(item.entries.values(), ask, ask.audience ?? audience, rank);
        if (!fact) unanswered += 1;
        else if (!chosen.includes(fact)) chosen.push(fact);
      }
      if (chosen.length) {
        // The first fact that names its next step decides it (a visa fact's pre-evaluation
        // beats the general fallback a timeline fact would get); none named, the audience's.
        const deciding = chosen.find((fact) => fact.next !== undefined) ?? chosen[0];
        const nextStep =
          !links && deciding && !deciding.hidden && deciding.next !== null
            ? (deciding.next ?? fallbackStep(audience))
            : null;
        return result(
          'answer',
          [
            refusal,
            ...chosen.map((fact) => withCitation(item, fact)),
            unanswered ? line(item, item.engine.notStated) : '',
            links,
            nextStep ? nextStepLine(item, nextStep) : '',
          ],
          chosen,
          nextStep,
          1,
        );
      }
      // Asked only what the site states nowhere (a notice period, taking the professional on
      // later), or only the price of a service whose page gives none (the master's program):
      // say so and offer the call, rather than a search answering something nearby, such as
      // another service's prices.
      const asked = asks.slice(0, maxAspectsPerReply);
      const ownPriceOnly = asked.every((ask) => ask.service && ask.aspect === 'price');
      if (ownPriceOnly || !asked.some((ask) => tools.stated.has(ask.aspect))) {
        return result('unsure', [refusal, line(item, item.engine.notStated), links]);
      }
    }

    // After a refusal, only what the message asks is answered: a search on the words of a
    // refused request ("guarantee the developer stays a year") finds nearby facts, not an answer.
    let found = content.length && !refusal ? best(item, rest, audience, told) : undefined;
    // A follow-up ("and the premium one?", "y eso?") or a question the search cannot place
    // alone is searched again together with the visitor's previous message.
    if (
      lastVisitorTurn &&
      content.length &&
      (followUp || !found || found.confidence < minConfidence)
    ) {
      const earlier = words(lastVisitorTurn.text);
      const again = best(item, `${earlier} ${rest}`, audience, told);
      const better =
        !found ||
        (followUp
          ? again && again.confidence >= minConfidence
          : again && again.confidence > found.confidence);
      if (again && better) found = again;
    }
    const confident = found?.entry && found.confidence >= minConfidence ? found : undefined;

    if (contact.intents.length) {
      const intro = contact.intents.includes('person')
        ? item.engine.person
        : item.engine.contactIntro;
      const links = contactLines(item, contact.intents);
      if (confident?.entry) {
        return result(
          'answer',
          [refusal, withCitation(item, confident.entry), ...links],
          [confident.entry],
          null,
          confident.confidence,
        );
      }
      return result('contact', [refusal, line(item, intro), links.join('\n')]);
    }

    if (confident?.entry) {
      const { entry } = confident;
      const nextStep = entry.next === null ? null : (entry.next ?? fallbackStep(audience));
      return result(
        'answer',
        [refusal, withCitation(item, entry), nextStep ? nextStepLine(item, nextStep) : ''],
        [entry],
        nextStep,
        confident.confidence,
      );
    }
    if (refusal) {
      const kind =
        guard('injection') || guard('visitorType') || guard('legalAdvice') ? 'guard' : 'answer';
      return result(kind, [refusal, nextStepLine(item, fallbackStep(audience))]);
    }

    // "Thanks a lot!", "good morning, guys": politeness with a word or two the search cannot use.
    const polite = spelled.split(/\s+/).length <= shortMessageWords ? politeness() : null;
    if (polite) return polite;

    const known = content.some((token) => item.index.knows(token));
    return result(
      known ? 'unsure' : 'offTopic',
      [line(item, known ? item.engine.unsure : item.engine.offTopic), everyLink()],
      found?.entry ? [found.entry] : [],
      null,
      found?.confidence ?? 0,
    );
  };
  return answer;
}

/** The next step that fits a visitor when the fact names none. */
const fallbackStep = (audience: Audience): NextStep =>
  audience === 'company' ? 'booking' : audience === 'professional' ? 'talentProfile' : 'whatsapp';

/**
 * What a message asks, read with the visitor's previous message when it is short: a follow-up
 * that names a service and no aspect ("and the premium one?") asks what the last message asked,
 * about that service; one that names an aspect and no service ("and is there a trial?") asks it
 * about the service the last message was about.
 */
export function withContext(
  asks: Ask[],
  previous: ReturnType<typeof understand> | undefined,
  followUp: boolean,
  replied?: Service,
): Ask[] {
  if (!previous) return asks;
  // The service the visitor's last message asked about, else the one the last reply was about
  // ("is there another option?" answered with the Ausbildung, then "what German level?").
  const lastService = previous.asks.find((ask) => ask.service)?.service ?? replied;
  const named = asks.filter((ask) => ask.service);
  if (followUp && asks.length && asks.every((ask) => ask.aspect === 'overview')) {
    const aspects = previous.asks
      .map((ask) => ask.aspect)
      .filter((aspect) => aspect !== 'overview');
    if (aspects.length) {
      return named.flatMap((ask) => aspects.map((aspect) => ({ aspect, service: ask.service })));
    }
  }
  // "ok but roughly? like for a senior?" after the price of a service asks the price again: a
  // short follow-up that only names a role or the company keeps what was asked before. After
  // anything but a price, which roles there are is answered too ("and which profiles, only
  // developers?" after the languages checked).
  const asking = previous.asks.filter((ask) => !yieldsInClause.has(ask.aspect));
  if (asks.length && asks.every((ask) => yieldsInClause.has(ask.aspect)) && asking.length) {
    const pricing = asking.some((ask) => ask.aspect === 'price');
    return pricing ? asking : [...asking, ...asks.filter((ask) => ask.aspect === 'roles')];
  }
  if (!named.length && lastService) return asks.map((ask) => ({ ...ask, service: lastService }));
  return asks;
}
