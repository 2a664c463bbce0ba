import type { Guard } from './aspects';
import type { PhraseFind } from './intents';

/**
 * A question about what the site's own terms, privacy policy or imprint say ("does the UN sales
 * convention apply under your website terms?", "was steht in Ihren AGB zum Gerichtsstand?")
 * asks a fact those pages state, not legal advice on the visitor's case, even when a legal
 * team is the one asking. So does a question about the chat's own answers ("is what the chat
 * says legal advice?"): the terms' chat section answers it. Its legal-advice hits are dropped, so the search answers from the
 * page; every other guard stays.
 */
export const withoutDocumentQuestions =
  (guards: PhraseFind<Guard>, documents: PhraseFind<string>): PhraseFind<Guard> =>
  (spelled) => {
    const hits = guards(spelled);
    return documents(spelled).length ? hits.filter((hit) => hit.kind !== 'legalAdvice') : hits;
  };
