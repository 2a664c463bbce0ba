import {
  createPhraseFinder,
  createPhraseMatcher,
  type ContactIntent,
  type PhraseHit,
} from './intents';
import type { LocaleKnowledge } from './knowledge';
import { joinersOf } from './knowledgeFinders';
import { pairedHit, type Situation } from './situations';

/**
 * The phrase matchers one language's turns need beyond understanding (`understanding.ts`),
 * compiled once at startup from that language's copy.
 */
/** Words only, lower case: "Ya, y ¿cuánto…?" reads "ya y cuánto". */
const plainWords = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/** Whether a message opens with one of the phrases, as whole words. */
function opensWith(phrases: string, spelling: (text: string) => string) {
  const openers = phrases
    .split(',')
    .map((phrase) => plainWords(spelling(phrase)))
    .filter(Boolean);
  return (spelled: string) => {
    const plain = `${plainWords(spelled)} `;
    return openers.some((opener) => plain.startsWith(`${opener} `));
  };
}

export function createLocaleTools(item: LocaleKnowledge) {
  const { engine, spelling } = item;
  // Typed by the ids, so a situation without phrases in the English copy fails to compile; a
  // situation told by a thing and what went wrong with it is found by its two lists as well.
  const situations: Record<Exclude<Situation, 'broken'>, string> = engine.situations;
  const gapStops = joinersOf(engine.joiners);
  const situationHits = createPhraseFinder(situations, spelling, { gapStops });
  const every = (phrases: string) =>
    createPhraseFinder({ hit: phrases }, spelling, { every: true });
  // Each situation told by a thing and what went wrong with it, with its two lists.
  const pairs = [
    { kind: 'broken' as const, things: every(engine.siteParts), troubles: every(engine.failures) },
    ...(['waiting', 'booking', 'charge'] as const).map((kind) => ({
      kind,
      things: every(engine.situationPairs[kind].things),
      troubles: every(engine.situationPairs[kind].troubles),
    })),
  ];
  const pays = createPhraseMatcher({ pay: engine.profile.payWords }, spelling);
  // "I applied for the ZAB statement 2 months ago, still waiting": waiting on an authority, not
  // on the company, is no situation with it.
  const othersAwaited = createPhraseMatcher({ other: engine.waitingOnOthers }, spelling);
  const sentenceAt = (spelled: string, index: number) =>
    spelled.slice(spelled.lastIndexOf('.', index) + 1).split(/[.?!;]/)[0] ?? '';
  const onOthers = (spelled: string, hit: PhraseHit<Situation>) =>
    hit.kind === 'waiting' && othersAwaited(sentenceAt(spelled, hit.index)).intents.length > 0;
  return {
    item,
    intents: createPhraseMatcher<ContactIntent>(engine.intents, spelling),
    greeting: createPhraseMatcher({ greeting: engine.greetingWords }, spelling),
    thanks: createPhraseMatcher({ thanks: engine.thanksWords }, spelling),
    followUp: createPhraseMatcher({ followUp: engine.followUpWords }, spelling),
    /** Words for a service's variant ("the premium one", "el paquete básico"). */
    variants: createPhraseFinder({ variant: engine.variantWords }, spelling, { every: true }),
    /** Words that point back to what the conversation was about ("for it", "dafür"). */
    pointers: createPhraseMatcher({ pointer: engine.pointers }, spelling),
    /** Whether a message opens as a continuation of the conversation ("ya, y …", "and …"). */
    continues: opensWith(engine.continuations, spelling),
    ordinals: createPhraseFinder(engine.ordinals, spelling),
    pointsAsked: createPhraseMatcher({ points: engine.profile.pointsQuestion }, spelling),
    /** Whether a question asks about pay ("Was müssen wir … zahlen?", "¿cuánto le pagamos?"). */
    payAsked: (spelled: string): boolean =>
      (spelled.match(/[^.;!?]*\?/g) ?? []).some((question) => pays(question).intents.length > 0),
    listWords: createPhraseMatcher({ list: engine.listWords }, spelling),
    /** Words for the last item of a list ("the last step", "el último paso"). */
    lastWords: createPhraseMatcher({ last: engine.lastWords }, spelling),
    /** Words that ask what follows a step done ("what comes next", "qué sigue", "wie geht es weiter"). */
    nextWords: createPhraseMatcher({ next: engine.nextWords }, spelling),
    /** Words that ask which data ("what data", "qué datos", "welche Daten"), not who gets it. */
    dataWords: createPhraseMatcher({ data: engine.dataWords }, spelling),
    /** Words that ask for a figure ("how many", "welcher Anteil", "qué porcentaje"). */
    figureAsked: createPhraseMatcher({ figure: engine.figureWords }, spelling),
    /** The situations a message tells of, in the order it tells them. */
    situations: (spelled: string): PhraseHit<Situation>[] => {
      const paired = pairs.flatMap(({ kind, things, troubles }) => {
        const hit = pairedHit(kind, spelled, things(spelled), troubles(spelled));
        return hit ? [hit] : [];
      });
      const hits: PhraseHit<Situation>[] = situationHits(spelled);
      return [...hits, ...paired]
        .filter((hit) => !onOthers(spelled, hit))
        .sort((a, b) => a.index - b.index);
    },
    /**
     * Whether a sentence tells of a situation or of what went wrong ("How do I let you know I
     * can't make it?" after "I booked a call"): it is part of the situation, not a question.
     */
    tellsTrouble: (sentence: string): boolean =>
      situationHits(sentence).length > 0 ||
      pairs.some(({ troubles }) => troubles(sentence).length > 0),
    /** The aspects some fact answers; the others the site states nowhere. */
    stated: new Set([...item.entries.values()].flatMap((entry) => entry.aspects)),
  };
}

export type LocaleTools = ReturnType<typeof createLocaleTools>;
