import type { SiteConfig } from '../../src/config/siteConfig';
import type { Locale } from '../../src/i18n/locales';
import type { ChatRequest } from './chatRequest';
import { createEngine, type AnswerKind, type EngineAnswer } from './engine';
import type { Knowledge } from './knowledge';
import type { Logger } from '../observability/logger';
import type { Metrics } from '../observability/metrics';
import { askLlm, checkReply, readLlmConfig, replyRules, systemPrompt } from './llm';
import { unsupportedClaims } from './replyClaims';

/** Kinds of answer that a configured LLM rewrites; contact links and greetings stay exact. */
const llmKinds = new Set<AnswerKind>(['answer', 'unsure', 'offTopic']);

export interface ChatAnswer {
  response: string;
  /** The language the answer is in (the widget marks the reply with it, WCAG 3.1.2). */
  locale: Locale;
}

/** Whether the configured LLM failed on its last call, for /readyz. */
export interface LlmHealth {
  failing: boolean;
}

/** Why an LLM call was not used, as a metric label: a few values only. */
function failureReason(failure: unknown, stop: AbortSignal | undefined): string {
  if (stop?.aborted) return 'shutdown';
  if (!(failure instanceof Error)) return 'error';
  if (failure.name === 'TimeoutError') return 'timeout';
  if (/larger than/.test(failure.message)) return 'too_large';
  if (/answered \d+/.test(failure.message)) return 'status';
  if (/^LLM reply (links|names|states)/.test(failure.message)) return 'rejected';
  return 'error';
}

function logFailure(log: Pick<Logger, 'warn'>, reason: string, failure: unknown) {
  log.warn(
    {
      event: 'llm',
      reason,
      error: failure instanceof Error ? `${failure.name}: ${failure.message}` : 'unknown',
    },
    "chat: LLM provider failed, answered from the site's copy",
  );
}

/** A language model's rewrite of the engine's answer, checked; throws when it cannot be used. */
async function llmReply(
  llm: NonNullable<ReturnType<typeof readLlmConfig>>,
  rules: ReturnType<typeof replyRules>,
  knowledge: Knowledge,
  { question, visitorType, history }: Pick<ChatRequest, 'question' | 'visitorType' | 'history'>,
  {
    retrieved,
    fetchImpl,
    stop,
  }: { retrieved: EngineAnswer; fetchImpl: typeof fetch; stop: AbortSignal | undefined },
): Promise<string> {
  const item = knowledge[retrieved.locale];
  const reply = checkReply(
    await askLlm(
      llm,
      systemPrompt(item, visitorType, retrieved),
      question,
      fetchImpl,
      history,
      stop,
    ),
    rules,
  );
  const problems = unsupportedClaims(
    reply,
    [retrieved.response, ...retrieved.facts.map((fact) => fact.answer)].join('\n'),
    // A reply may speak of a guarantee only where the engine's answer does.
    (spelled) => item.finders.guards(spelled).filter((hit) => hit.kind === 'guarantee'),
    retrieved.refusal,
  );
  if (problems.length) throw new Error(`LLM reply states ${problems.join(' and ')}`);
  return reply;
}

/**
 * The chat's answering, apart from HTTP: the engine answers from the site's copy and, with
 * `CHAT_LLM_*` set, a language model rewrites the answer from the retrieved facts; a reply
 * that fails the checks, comes too late or is still pending when the server stops (`stop`) falls
 * back to the engine's. One JSON log line per answer, with no message text.
 */
export function createChatService({
  knowledge,
  site,
  env,
  fetchImpl,
  graceMs,
  stop,
  metrics,
  llmHealth,
}: {
  knowledge: Knowledge;
  site: SiteConfig;
  env: Record<string, string | undefined>;
  fetchImpl: typeof fetch;
  /** The shutdown grace: the LLM timeout must stay below it. */
  graceMs?: number;
  /** Aborted when the server starts stopping. */
  stop?: AbortSignal;
  metrics?: Metrics;
  llmHealth?: LlmHealth;
}): (request: ChatRequest, log: Pick<Logger, 'info' | 'warn'>) => Promise<ChatAnswer> {
  const engine = createEngine(knowledge);
  // Warm the search indexes and patterns now rather than on the first visitor's question.
  for (const item of Object.values(knowledge)) {
    engine({
      text: 'hello',
      locale: item.locale,
      visitorType: { type: 'exploring', confidence: 0.5 },
    });
  }
  const llm = readLlmConfig(env, graceMs);
  const llmRules = replyRules(site);

  return async ({ question, locale, visitorType, history }, log) => {
    const started = Date.now();
    const retrieved = engine({ text: question, locale, visitorType, history });
    let response = retrieved.response;
    let answeredBy = 'retrieval';
    if (llm && question && llmKinds.has(retrieved.kind)) {
      try {
        const reply = await llmReply(
          llm,
          llmRules,
          knowledge,
          { question, visitorType, history },
          { retrieved, fetchImpl, stop },
        );
        response = reply;
        answeredBy = 'llm';
        if (llmHealth) llmHealth.failing = false;
      } catch (failure) {
        answeredBy = 'retrieval-fallback';
        const reason = failureReason(failure, stop);
        // A call cut short by the server stopping says nothing about the provider.
        if (llmHealth && reason !== 'shutdown') llmHealth.failing = true;
        metrics?.llmFailures.inc({ reason });
        logFailure(log, reason, failure);
      }
    }
    metrics?.chatAnswers.inc({
      engine: answeredBy === 'llm' ? 'llm' : 'site',
      outcome: answeredBy === 'retrieval-fallback' ? 'llm-fallback' : retrieved.kind,
    });
    // Never the message text: only what helps operate the service.
    log.info(
      {
        event: 'chat',
        locale,
        answered: retrieved.locale,
        visitor: visitorType.type,
        kind: retrieved.kind,
        confidence: Number(retrieved.confidence.toFixed(2)),
        engine: answeredBy,
        ms: Date.now() - started,
      },
      'chat answered',
    );
    return { response, locale: retrieved.locale };
  };
}
