import type { SiteConfig } from '../../src/config/siteConfig';
import type { Locale } from '../../src/i18n/locales';
import type { ChatRequest } from './chatRequest';
import { createEngine, type AnswerKind } from './engine';
import type { Knowledge } from './knowledge';
import { askLlm, checkReply, readLlmConfig, replyRules, systemPrompt } from './llm';
import { unsupportedClaims } from './replyClaims';

/** Kinds of answer that a configured LLM rewrites; contact links and greetings stay exact. */
const llmKinds = new Set<AnswerKind>(['answer', 'unsure', 'offTopic']);

export interface ChatAnswer {
  response: string;
  /** The language the answer is in (the widget marks the reply with it, WCAG 3.1.2). */
  locale: Locale;
}

/**
 * The chat's answering, apart from HTTP: the engine answers from the site's copy and, with
 * `CHAT_LLM_*` set, a language model rewrites the answer from the retrieved facts; a reply
 * that fails the checks falls back to the engine's. Logs carry no message text.
 */
export function createChatService({
  knowledge,
  site,
  env,
  fetchImpl,
}: {
  knowledge: Knowledge;
  site: SiteConfig;
  env: Record<string, string | undefined>;
  fetchImpl: typeof fetch;
}): (request: ChatRequest) => Promise<ChatAnswer> {
  const engine = createEngine(knowledge);
  // Warm the search indexes and patterns now rather than on the first visitor's question.
  for (const item of Object.values(knowledge)) {
    engine({
      text: 'hello',
      locale: item.locale,
      visitorType: { type: 'exploring', confidence: 0.5 },
    });
  }
  const llm = readLlmConfig(env);
  const llmRules = replyRules(site);

  return async ({ question, locale, visitorType, history }) => {
    const started = Date.now();
    const retrieved = engine({ text: question, locale, visitorType, history });
    let response = retrieved.response;
    let answeredBy = 'retrieval';
    if (llm && question && llmKinds.has(retrieved.kind)) {
      try {
        const reply = checkReply(
          await askLlm(
            llm,
            systemPrompt(knowledge[retrieved.locale], visitorType, retrieved),
            question,
            fetchImpl,
            history,
          ),
          llmRules,
        );
        const problems = unsupportedClaims(
          reply,
          [retrieved.response, ...retrieved.facts.map((fact) => fact.answer)].join('\n'),
          // A reply may speak of a guarantee only where the engine's answer does.
          (spelled) =>
            knowledge[retrieved.locale].finders
              .guards(spelled)
              .filter((hit) => hit.kind === 'guarantee'),
          retrieved.refusal,
        );
        if (problems.length) throw new Error(`LLM reply states ${problems.join(' and ')}`);
        response = reply;
        answeredBy = 'llm';
      } catch (failure) {
        answeredBy = 'retrieval-fallback';
        console.error(
          `chat: LLM provider failed, answered from the site's copy (${failure instanceof Error ? failure.name + ': ' + failure.message : 'unknown error'})`,
        );
      }
    }
    // Never the message text: only what helps operate the service.
    console.info(
      `chat: locale=${locale} answered=${retrieved.locale} visitor=${visitorType.type} kind=${retrieved.kind} confidence=${retrieved.confidence.toFixed(2)} engine=${answeredBy} ms=${Date.now() - started}`,
    );
    return { response, locale: retrieved.locale };
  };
}
