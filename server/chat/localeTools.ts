import { createPhraseFinder, createPhraseMatcher, type ContactIntent } from './intents';
import type { LocaleKnowledge } from './knowledge';
import { joinersOf } from './knowledgeFinders';
import type { Situation } from './situations';

/**
 * The phrase matchers one language's turns need beyond understanding (`understanding.ts`),
 * compiled once at startup from that language's copy.
 */
export function createLocaleTools(item: LocaleKnowledge) {
  const { engine, spelling } = item;
  // Typed by the ids, so a situation without phrases in the English copy fails to compile.
  const situations: Record<Situation, string> = engine.situations;
  return {
    item,
    intents: createPhraseMatcher<ContactIntent>(engine.intents, spelling),
    greeting: createPhraseMatcher({ greeting: engine.greetingWords }, spelling),
    thanks: createPhraseMatcher({ thanks: engine.thanksWords }, spelling),
    followUp: createPhraseMatcher({ followUp: engine.followUpWords }, spelling),
    ordinals: createPhraseFinder(engine.ordinals, spelling),
    pointsAsked: createPhraseMatcher({ points: engine.profile.pointsQuestion }, spelling),
    listWords: createPhraseMatcher({ list: engine.listWords }, spelling),
    situations: createPhraseFinder(situations, spelling, { gapStops: joinersOf(engine.joiners) }),
    /** The aspects some fact answers; the others the site states nowhere. */
    stated: new Set([...item.entries.values()].flatMap((entry) => entry.aspects)),
  };
}

export type LocaleTools = ReturnType<typeof createLocaleTools>;
