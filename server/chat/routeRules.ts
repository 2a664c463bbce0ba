import { isTopic, type Guard, type Service } from './aspects';
import { hitsOverlap, type PhraseFind } from './intents';

/**
 * "How long can I stay looking for work with the Opportunity Card?" asks a permit's general rule,
 * which the site states, not advice on the visitor's own case. When a message names a permit or
 * program (a topic such as the Chancenkarte or the Blue Card) and each of its legal-advice
 * phrases is one that asks such a rule (`engine.routeRules`: "how long can I stay", "cuánto
 * tiempo puedo quedarme", "wie lange darf ich bleiben"), those hits are dropped and the permit's
 * fact answers. A case told with it ("I lost my job", "in my case") keeps the refusal.
 */
export const withoutRouteRules =
  (
    guards: PhraseFind<Guard>,
    rules: PhraseFind<string>,
    services: PhraseFind<Service>,
  ): PhraseFind<Guard> =>
  (spelled) => {
    const hits = guards(spelled);
    const legal = hits.filter((hit) => hit.kind === 'legalAdvice');
    if (!legal.length) return hits;
    const asked = rules(spelled);
    const general = legal.every((hit) => asked.some((rule) => hitsOverlap(hit, rule)));
    if (!general || !services(spelled).some((hit) => isTopic(hit.kind))) return hits;
    return hits.filter((hit) => hit.kind !== 'legalAdvice');
  };
