import type { Locale } from '../../src/i18n/locales';
import type { NextStep } from '../../src/shared/chat/nextSteps';
import type { HistoryTurn } from '../../src/shared/chat/protocol';
import { interpolate } from '../../src/shared/chat/text';
import type { VisitorType } from '../../src/shared/chat/visitorType';
import type { Audience } from './answersBank';
import { createPhraseMatcher, type ContactIntent, type IntentMatch } from './intents';
import type { Knowledge, KnowledgeEntry, LocaleKnowledge } from './knowledge';
import { createLanguageGuesser } from './language';
import { languageWords, minConfidence, rank } from './searchIndex';

/**
 * The default answer engine, no outside service. For each message, in this order:
 * 1. the language: the page's, unless the message is plainly written in another one;
 * 2. greetings and thanks with nothing else in them get their reply;
 * 3. asking for WhatsApp, a booking, a phone call, an e-mail or a person gets exactly those
 *    links (with the answer to any question asked alongside);
 * 4. the search engine finds the passage that answers, if its confidence is high enough; a
 *    follow-up ("and the premium one?") is searched again together with the visitor's last turn;
 * 5. otherwise the assistant says it is not sure (or, when the question shares nothing with the
 *    knowledge, what it can help with) and hands off with every contact option.
 */

export type AnswerKind = 'answer' | 'contact' | 'greeting' | 'thanks' | 'unsure' | 'offTopic';

export interface EngineAnswer {
  response: string;
  kind: AnswerKind;
  /** The language of the answer. */
  locale: Locale;
  /** The passages the answer rests on (also what an LLM is given). */
  facts: KnowledgeEntry[];
  nextStep: NextStep | null;
  confidence: number;
}

export interface Question {
  text: string;
  /** The page language. */
  locale: Locale;
  visitorType: VisitorType;
  history?: readonly HistoryTurn[];
}

/** Words beyond this many are not searched: one request's work stays bounded. */
const maxSearchWords = 80;
/** Up to this many words, a greeting or thanks is answered as such when nothing else fits. */
const shortMessageWords = 5;
/** Up to this many words, a message with a follow-up word ("and", "that") continues the last topic. */
const shortFollowUpWords = 8;
/** Confidence lost by a passage written for the other audience (companies vs professionals). */
const otherAudiencePenalty = 0.85;

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
        [...languageWords(item.locale), item.engine.greetingWords, item.engine.thanksWords],
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
      },
    ]),
  );

  const line = (item: LocaleKnowledge, template: string) => interpolate(template, item.values);
  const contactLines = (item: LocaleKnowledge, intents: readonly ContactIntent[]) =>
    contactOrder
      .filter((intent) => intents.includes(intent) || intents.includes('person'))
      .map((intent) => line(item, item.engine.contact[intent]));

  const best = (item: LocaleKnowledge, text: string, audience: Audience) => {
    const hits = item.index.search(text).map((hit) => {
      const entry = item.entries.get(hit.id);
      const penalty =
        entry && audience !== 'any' && entry.audience !== 'any' && entry.audience !== audience;
      return {
        ...hit,
        entry,
        confidence: hit.confidence * (penalty ? otherAudiencePenalty : 1),
      };
    });
    hits.sort((a, b) => rank(b) - rank(a));
    return hits[0];
  };

  return ({ text, locale: page, visitorType, history = [] }) => {
    const locale = guessLanguage(text, page);
    const item = knowledge[locale];
    const tools = helpers.get(item);
    if (!tools) throw new Error(`No knowledge for ${locale}`);
    const spelled = item.spelling(text).split(/\s+/).slice(0, maxSearchWords).join(' ');
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
    });

    const contact: IntentMatch = tools.intents(spelled);
    const greeted = tools.greeting(contact.rest);
    const thanked = tools.thanks(greeted.rest);
    const rest = thanked.rest;
    const content = item.index.tokenize(rest);

    const politeness = (): EngineAnswer | null => {
      if (thanked.intents.length) return result('thanks', [line(item, item.engine.thanks)]);
      if (greeted.intents.length) return result('greeting', [line(item, item.engine.greeting)]);
      return null;
    };
    if (!contact.intents.length && !content.length) {
      const reply = politeness();
      if (reply) return reply;
    }

    const audience = audienceOf(visitorType);
    let found = content.length ? best(item, rest, audience) : undefined;
    const lastVisitorTurn = [...history].reverse().find((turn) => turn.role === 'visitor');
    // A follow-up ("and the premium one?", "y eso?") or a question the search cannot place
    // alone is searched again together with the visitor's previous message.
    const followUp =
      spelled.split(/\s+/).length <= shortFollowUpWords &&
      tools.followUp(spelled).intents.length > 0;
    if (
      lastVisitorTurn &&
      content.length &&
      (followUp || !found || found.confidence < minConfidence)
    ) {
      const previous = item.spelling(lastVisitorTurn.text).split(/\s+/).slice(0, maxSearchWords);
      const again = best(item, `${previous.join(' ')} ${rest}`, audience);
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
          [confident.entry.answer, ...links],
          [confident.entry],
          null,
          confident.confidence,
        );
      }
      return result('contact', [line(item, intro), links.join('\n')]);
    }

    if (confident?.entry) {
      const { entry } = confident;
      const fallback: NextStep =
        audience === 'company'
          ? 'booking'
          : audience === 'professional'
            ? 'talentProfile'
            : 'whatsapp';
      const nextStep = entry.next === null ? null : (entry.next ?? fallback);
      return result(
        'answer',
        [entry.answer, nextStep ? nextStepLine(item, nextStep) : ''],
        [entry],
        nextStep,
        confident.confidence,
      );
    }

    // "Thanks a lot!", "good morning, guys": politeness with a word or two the search cannot use.
    const polite = spelled.split(/\s+/).length <= shortMessageWords ? politeness() : null;
    if (polite) return polite;

    const known = content.some((token) => item.index.knows(token));
    const everyLink = contactLines(item, ['person']).join('\n');
    return result(
      known ? 'unsure' : 'offTopic',
      [line(item, known ? item.engine.unsure : item.engine.offTopic), everyLink],
      found?.entry ? [found.entry] : [],
      null,
      found?.confidence ?? 0,
    );
  };
}
