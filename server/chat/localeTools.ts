import {
  createPhraseFinder,
  createPhraseMatcher,
  type ContactIntent,
  type PhraseHit,
} from './intents';
import type { LocaleKnowledge } from './knowledge';
import { joinersOf } from './knowledgeFinders';
import { brokenHit, type Situation } from './situations';

/**
 * The phrase matchers one language's turns need beyond understanding (`understanding.ts`),
 * compiled once at startup from that language's copy.
 */
export function createLocaleTools(item: LocaleKnowledge) {
  const { engine, spelling } = item;
  // Typed by the ids, so a situation without phrases in the English copy fails to compile; a
  // broken part of the site is found by its two lists instead.
  const situations: Record<Exclude<Situation, 'broken'>, string> = engine.situations;
  const gapStops = joinersOf(engine.joiners);
  const situationHits = createPhraseFinder(situations, spelling, { gapStops });
  const siteParts = createPhraseFinder({ part: engine.siteParts }, spelling, { every: true });
  const failures = createPhraseFinder({ failure: engine.failures }, spelling, { every: true });
  return {
    item,
    intents: createPhraseMatcher<ContactIntent>(engine.intents, spelling),
    greeting: createPhraseMatcher({ greeting: engine.greetingWords }, spelling),
    thanks: createPhraseMatcher({ thanks: engine.thanksWords }, spelling),
    followUp: createPhraseMatcher({ followUp: engine.followUpWords }, spelling),
    ordinals: createPhraseFinder(engine.ordinals, spelling),
    pointsAsked: createPhraseMatcher({ points: engine.profile.pointsQuestion }, spelling),
    listWords: createPhraseMatcher({ list: engine.listWords }, spelling),
    /** The situations a message tells of, in the order it tells them. */
    situations: (spelled: string): PhraseHit<Situation>[] => {
      const broken = brokenHit(spelled, siteParts(spelled), failures(spelled));
      const hits: PhraseHit<Situation>[] = situationHits(spelled);
      return (broken ? [...hits, broken] : hits).sort((a, b) => a.index - b.index);
    },
    /** The aspects some fact answers; the others the site states nowhere. */
    stated: new Set([...item.entries.values()].flatMap((entry) => entry.aspects)),
  };
}

export type LocaleTools = ReturnType<typeof createLocaleTools>;
