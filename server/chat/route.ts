import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { getConnInfo } from '@hono/node-server/conninfo';
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { cors } from 'hono/cors';
import type { SiteConfig } from '../../src/config/siteConfig';
import { isLocale, siteDefaultLocale, type Locale } from '../../src/i18n/locales';
import { maxVisitorTextLength, readHistory, unwrapMessage } from '../../src/shared/chat/protocol';
import { readVisitorType } from '../../src/shared/chat/visitorType';
import { createEngine, type AnswerKind } from './engine';
import { loadKnowledge, type Knowledge } from './knowledge';
import { unsupportedClaims } from './replyClaims';
import { askLlm, checkReply, readLlmConfig, replyRules, systemPrompt, type LlmConfig } from './llm';
import { clientAddress, rateLimitKey, readTrustedProxies } from './clientAddress';
import { originOf } from './origin';
import { createMemoryRateLimitStore, type RateLimitStore } from './rateLimit';

export const maxBodyBytes = 16 * 1024;
export const rateLimit = { limit: 20, windowMs: 60_000 };

export interface ChatApiOptions {
  site: SiteConfig;
  /** Server environment: CHAT_LLM_*, CHAT_ALLOWED_ORIGINS, CHAT_TRUSTED_PROXIES. */
  env?: Record<string, string | undefined>;
  /** Where the rate limit counts requests; shared between instances to scale out. */
  rateLimitStore?: RateLimitStore;
  /** Folder of the locale bundles the answer engine reads at startup. */
  localesDir?: string;
  /**
   * The knowledge already read from `localesDir` for this `site`: reading and indexing every
   * locale takes a second or two, which tests that build many apps read once.
   */
  knowledge?: Knowledge;
  fetchImpl?: typeof fetch;
}

/** Kinds of answer that a configured LLM rewrites; contact links and greetings stay exact. */
const llmKinds = new Set<AnswerKind>(['answer', 'unsure', 'offTopic']);

/**
 * POST /api/chat. JSON only (415), at most 16 KiB (413), `message` a non-empty string whose
 * visitor text has at most 1,000 characters and an optional `history` of at most 6 turns (400),
 * unknown locales answered in English, 20 requests a minute per client (429 + Retry-After),
 * cross-origin calls only from the configured site origins. Logs carry no message text.
 */
export function chatApi({
  site,
  env = process.env,
  localesDir = fileURLToPath(new URL('../../locales', import.meta.url)),
  fetchImpl = fetch,
  rateLimitStore = createMemoryRateLimitStore(),
  knowledge = loadKnowledge(localesDir, site),
}: ChatApiOptions): Hono {
  const copies = Object.values(knowledge).map((item) => item.chat.request);
  const engine = createEngine(knowledge);
  // Warm the search indexes and patterns now rather than on the first visitor's question.
  for (const item of Object.values(knowledge)) {
    engine({
      text: 'hello',
      locale: item.locale,
      visitorType: { type: 'exploring', confidence: 0.5 },
    });
  }
  const llm: LlmConfig | null = readLlmConfig(env);
  const llmRules = replyRules(site);
  const trustedProxies = readTrustedProxies(env);
  const allowedOrigins = new Set(
    [site.siteUrl, ...(env.CHAT_ALLOWED_ORIGINS ?? '').split(',')]
      .map((value) => originOf(value.trim()))
      .filter((value): value is string => Boolean(value)),
  );

  /** null: no Origin or same host (no CORS needed); true/false: a cross-origin caller. */
  const crossOrigin = (c: Pick<Context, 'req'>): boolean | null => {
    const origin = c.req.header('origin');
    if (!origin) return null;
    const host = c.req.header('host') ?? new URL(c.req.url).host;
    const parsed = originOf(origin);
    if (parsed && new URL(parsed).host === host) return null;
    return parsed !== null && allowedOrigins.has(parsed);
  };

  const socketAddress = (c: Context): string | undefined => {
    try {
      return getConnInfo(c).remote.address;
    } catch {
      // Requests made in-process (app.request in tests) have no socket.
      return undefined;
    }
  };
  const clientKey = (c: Context): string =>
    rateLimitKey(clientAddress(c.req.header('x-forwarded-for'), socketAddress(c), trustedProxies));

  const error = (
    c: Pick<Context, 'json'>,
    status: 400 | 403 | 405 | 413 | 415 | 429,
    message: string,
  ) => c.json({ error: message }, status);

  const api = new Hono();

  api.use('*', async (c, next) => {
    if (crossOrigin(c) === false) return error(c, 403, 'Origin not allowed');
    await next();
    c.header('Cache-Control', 'no-store');
  });
  // Hono's CORS answers preflights and names the caller's origin once it is allowed above.
  api.use(
    '*',
    cors({
      origin: (origin, c) => (crossOrigin(c) ? origin : null),
      allowMethods: ['POST', 'OPTIONS'],
      allowHeaders: ['Content-Type', 'Accept'],
      maxAge: 600,
    }),
  );

  api.post(
    '/',
    async (c, next) => {
      const limited = await rateLimitStore.hit(clientKey(c), rateLimit.limit, rateLimit.windowMs);
      if (!limited.allowed) {
        c.header('Retry-After', String(limited.retryAfterSeconds));
        return error(c, 429, 'Too many requests');
      }
      const type = c.req.header('content-type') ?? '';
      if (!/^application\/json\s*(;|$)/i.test(type)) {
        return error(c, 415, 'Content-Type must be application/json');
      }
      await next();
    },
    bodyLimit({
      maxSize: maxBodyBytes,
      onError: (c) => error(c, 413, `Body larger than ${maxBodyBytes} bytes`),
    }),
    async (c) => {
      const started = Date.now();
      let body: unknown;
      try {
        body = await c.req.json();
      } catch {
        return error(c, 400, 'Body is not valid JSON');
      }
      const {
        message,
        locale: requested,
        visitorType: rawType,
        history: rawHistory,
      } = (body ?? {}) as Record<string, unknown>;
      if (typeof message !== 'string' || message.trim() === '') {
        return error(c, 400, '`message` must be a non-empty string');
      }
      const question = unwrapMessage(message, copies);
      if (question.length > maxVisitorTextLength) {
        return error(
          c,
          400,
          `The message is too long: at most ${maxVisitorTextLength} characters, please shorten it.`,
        );
      }
      const history = readHistory(rawHistory);
      if (!history) {
        return error(
          c,
          400,
          '`history` must be a list of at most 6 turns { role: "visitor" | "assistant", text } of at most 1000 characters each',
        );
      }
      const locale: Locale = isLocale(requested) ? requested : siteDefaultLocale;
      const visitorType = readVisitorType(rawType);
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
      // `locale`: the language the answer is in, which the widget marks on the reply (WCAG 3.1.2).
      return c.json({
        response,
        locale: retrieved.locale,
        id: randomUUID(),
        timestamp: new Date().toISOString(),
      });
    },
  );

  api.all('/', (c) => {
    c.header('Allow', 'POST, OPTIONS');
    return error(c, 405, 'Method not allowed');
  });

  return api;
}
