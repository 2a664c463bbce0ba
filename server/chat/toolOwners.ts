import type { Aspect } from './aspects';
import type { PhraseFind, PhraseHit } from './intents';

const sentenceOf = (spelled: string, index: number) =>
  spelled.slice(0, index).split(/[?.!;]+/).length;

/**
 * "Which company runs your forms?", "¿con qué plataforma agendan las llamadas?", "Welcher Dienst
 * verarbeitet meine Daten bei der Terminbuchung?": asking who is behind one of the site's tools
 * (forms, booking, hosting, email, WhatsApp) asks for the provider the privacy policy names,
 * not for the founders "who run" the company. Found as a pair in one sentence, in either order:
 * a word for who is behind something (`owners`) and a tool (`tools`), so wordings no single
 * phrase foresees are found too. The pair adds a providers hit where it starts and drops the
 * team hits of its sentence; every other aspect stays.
 */
export const withToolOwners =
  (
    aspects: PhraseFind<Aspect>,
    owners: PhraseFind<string>,
    tools: PhraseFind<string>,
  ): PhraseFind<Aspect> =>
  (spelled) => {
    const hits = aspects(spelled);
    const toolSentences = new Set(tools(spelled).map((hit) => sentenceOf(spelled, hit.index)));
    const owner = owners(spelled).find((hit) => toolSentences.has(sentenceOf(spelled, hit.index)));
    if (!owner) return hits;
    const sentence = sentenceOf(spelled, owner.index);
    const kept = hits.filter(
      (hit) => hit.kind !== 'team' || sentenceOf(spelled, hit.index) !== sentence,
    );
    if (kept.some((hit) => hit.kind === 'providers')) return kept;
    const provider: PhraseHit<Aspect> = {
      kind: 'providers',
      index: owner.index,
      length: owner.length,
    };
    return [...kept, provider].sort((a, b) => a.index - b.index);
  };
