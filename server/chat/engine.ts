import type { Locale } from '../../src/i18n/locales';
import type { Engine, EngineAnswer } from './engineTypes';
import type { Knowledge } from './knowledge';
import { createLanguageGuesser } from './language';
import { knownWords } from './knownWords';
import { createLocaleTools } from './localeTools';
import { languageWords } from './searchIndex';
import { askedAspects } from './stages/askedAspects';
import { channelData } from './stages/channelData';
import { followUpTopic } from './stages/followUpTopic';
import { greetings, guards } from './stages/guards';
import { handOff } from './stages/handOff';
import { listItem } from './stages/listItem';
import { ownCase } from './stages/ownCase';
import { pagesAsked } from './stages/pagesAsked';
import { search } from './stages/search';
import { situation } from './stages/situation';
import { withEveryPart } from './stages/everyPart';
import { statedSentence, unlessStated } from './stages/statedSentence';
import { stepAfter } from './stages/stepAfter';
import { stepsAsked } from './stages/stepsAsked';
import { readTurn, type EngineContext, type Stage } from './turn';

export type { AnswerKind, Engine, EngineAnswer, Question } from './engineTypes';

/**
 * The default answer engine, no outside service. Each message is read once into a `Turn`
 * (`turn.ts`: the message cleaned of markup and disguised letters, its language, what it asks
 * and what the previous message asked, the refusals it needs, its search hits), and the stages
 * below are asked in order; the first that replies answers.
 */
export const stages: readonly Stage[] = [
  // Abuse alone, other clients' names.
  guards,
  // A greeting or thanks with nothing else in it.
  greetings,
  // The visitor's situation with the company: waiting for an answer, a complaint, a charge.
  situation,
  // "And the third step?" after a list was talked about.
  listItem,
  // The visitor's own case: the Blue Card or the Opportunity Card's points for what they wrote.
  ownCase,
  // "Which page do I read?": the pages of the service asked about.
  pagesAsked,
  // "What's the second step of the migration advisory, and the last?": that service's steps.
  stepsAsked,
  // "I created my profile, what comes next?": the step after the one done.
  stepAfter,
  // "What data of mine reaches you on WhatsApp?": the privacy policy's item for that channel.
  channelData,
  // One fact per aspect asked, each with its page section, unless a page's sentence states
  // far more of what is asked.
  // Each part of a several-part question the reply leaves out, from the sentence that states it.
  withEveryPart(unlessStated(askedAspects)),
  // Everything else the site says, searched; contact links asked for.
  withEveryPart(unlessStated(search)),
  // A short follow-up nothing else placed: what the previous message was about.
  followUpTopic,
  // What one sentence of a page states, found by the question's content words.
  statedSentence,
  // Not sure, or what the assistant can help with, and every way to reach a person.
  handOff,
];

export function createEngine(knowledge: Knowledge, order: readonly Stage[] = stages): Engine {
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
  const context: EngineContext = {
    knowledge,
    guessLanguage,
    isWord: knownWords(knowledge),
    tools: new Map(all.map((item) => [item.locale, createLocaleTools(item)])),
    answer: (question) => answer(question),
  };
  const answer: Engine = (question) => {
    const turn = readTurn(context, question);
    for (const stage of order) {
      const replied: EngineAnswer | null = stage(turn, context);
      if (replied) return replied;
    }
    throw new Error('The last stage always replies');
  };
  return answer;
}
