import type { Guard } from './aspects';
import { hitsOverlap, type PhraseFind } from './intents';

/**
 * "Ich bin Rechtsanwalt in Bolivien, … Kann ich in Deutschland arbeiten?" (94c 07), "soy abogada",
 * "I'm an immigration lawyer": a visitor who names a lawyer as their own profession asks for no
 * legal advice. Legal-advice hits inside such a phrase (`engine.ownLegalProfession`) are dropped;
 * any other in the message ("… and I lost my job") keeps the refusal.
 */
export const withoutOwnProfession =
  (guards: PhraseFind<Guard>, own: PhraseFind<string>): PhraseFind<Guard> =>
  (spelled) => {
    const hits = guards(spelled);
    const said = own(spelled);
    if (!said.length) return hits;
    return hits.filter(
      (hit) => hit.kind !== 'legalAdvice' || !said.some((phrase) => hitsOverlap(hit, phrase)),
    );
  };
