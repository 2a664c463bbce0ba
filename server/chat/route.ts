import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { cors } from 'hono/cors';
import { HTTPException } from 'hono/http-exception';
import { validator } from 'hono/validator';
import type { SiteConfig } from '../../src/config/siteConfig';
import { createLogger, type Logger } from '../observability/logger';
import type { Metrics } from '../observability/metrics';
import type { AppEnv } from '../observability/requestLog';
import { socketAddress } from '../socketAddress';
import { readChatRequest } from './chatRequest';
import { createChatService, type LlmHealth } from './chatService';
import { clientAddress, rateLimitKey, readTrustedProxies } from './clientAddress';
import { loadKnowledge, type Knowledge } from './knowledge';
import { originOf } from './origin';
import { createMemoryRateLimitStore, type RateLimitStore } from './rateLimit';
import { rateLimiter } from './rateLimitMiddleware';

/**
 * Six turns of history may carry the replies as they were shown, up to a few thousand characters
 * each (the server reads the first 1,000 of each turn), so a client that sends them whole fits.
 */
export const maxBodyBytes = 64 * 1024;
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
  /** Where lines go when a request carries no logger of its own (the access log gives one). */
  log?: Logger;
  metrics?: Metrics;
  /** Aborted when the server starts stopping: a pending LLM call then gives way to the engine. */
  stop?: AbortSignal;
  /** SHUTDOWN_GRACE_MS, which the LLM timeout must stay below. */
  graceMs?: number;
  /** Filled in with the LLM's last outcome, for /readyz. */
  llmHealth?: LlmHealth;
}

const error = (c: Pick<Context, 'json'>, status: 400 | 403 | 405 | 413 | 415, message: string) =>
  c.json({ error: message }, status);

/** The site's own origin and CHAT_ALLOWED_ORIGINS may call the API from another origin. */
function crossOriginOf(site: SiteConfig, env: Record<string, string | undefined>) {
  const allowedOrigins = new Set(
    [site.siteUrl, ...(env.CHAT_ALLOWED_ORIGINS ?? '').split(',')]
      .map((value) => originOf(value.trim()))
      .filter((value): value is string => Boolean(value)),
  );
  /** null: no Origin or same host (no CORS needed); true/false: a cross-origin caller. */
  return (c: Pick<Context, 'req'>): boolean | null => {
    const origin = c.req.header('origin');
    if (!origin) return null;
    const host = c.req.header('host') ?? new URL(c.req.url).host;
    const parsed = originOf(origin);
    if (parsed && new URL(parsed).host === host) return null;
    return parsed !== null && allowedOrigins.has(parsed);
  };
}

/** 415 for a body that is not JSON. */
const jsonOnly: MiddlewareHandler<AppEnv> = async (c, next) => {
  const type = c.req.header('content-type') ?? '';
  if (!/^application\/json\s*(;|$)/i.test(type)) {
    return error(c, 415, 'Content-Type must be application/json');
  }
  await next();
};

/**
 * The API's { error } shape for a body that does not parse, its origin check and CORS, and no
 * caching of any answer.
 */
function answerErrorsAndOrigins(api: Hono<AppEnv>, crossOrigin: ReturnType<typeof crossOriginOf>) {
  // The JSON validator's answer to a body that does not parse, in the API's { error } shape;
  // anything else goes on to the app's error handler.
  api.onError((failure, c) => {
    if (failure instanceof HTTPException && failure.status === 400) {
      return error(c, 400, 'Body is not valid JSON');
    }
    throw failure;
  });
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
}

/**
 * POST /api/chat. JSON only (415), at most 64 KiB (413), `message` a non-empty string whose
 * visitor text has at most 1,000 characters and an optional `history` of at most 6 turns (400),
 * unknown locales answered in English, 20 requests a minute per client (429 + Retry-After),
 * cross-origin calls only from the configured site origins. Logs carry no message text.
 * The handler reads like Hono's examples: the rate limit, the media type and the size are
 * middleware, `validator('json')` reads the body (chatRequest.ts), the answer is a service
 * (chatService.ts).
 */
export function chatApi({
  site,
  env = process.env,
  localesDir = fileURLToPath(new URL('../../locales', import.meta.url)),
  fetchImpl = fetch,
  rateLimitStore = createMemoryRateLimitStore(),
  knowledge = loadKnowledge(localesDir, site),
  log = createLogger(env),
  metrics,
  stop,
  graceMs,
  llmHealth,
}: ChatApiOptions): Hono<AppEnv> {
  const copies = Object.values(knowledge).map((item) => item.chat.request);
  const answer = createChatService({
    knowledge,
    site,
    env,
    fetchImpl,
    graceMs,
    stop,
    metrics,
    llmHealth,
  });
  const trustedProxies = readTrustedProxies(env);
  const crossOrigin = crossOriginOf(site, env);
  const clientKey = (c: Context): string =>
    rateLimitKey(clientAddress(c.req.header('x-forwarded-for'), socketAddress(c), trustedProxies));

  const api = new Hono<AppEnv>();

  answerErrorsAndOrigins(api, crossOrigin);

  api.post(
    '/',
    rateLimiter({
      store: rateLimitStore,
      key: clientKey,
      ...rateLimit,
      onRefusal: () => metrics?.rateLimitRefusals.inc(),
    }),
    jsonOnly,
    bodyLimit({
      maxSize: maxBodyBytes,
      onError: (c) => error(c, 413, `Body larger than ${maxBodyBytes} bytes`),
    }),
    validator('json', (body, c) => {
      const request = readChatRequest(body, copies);
      return 'error' in request ? error(c, 400, request.error) : request;
    }),
    async (c) => {
      const { response, locale } = await answer(c.req.valid('json'), c.get('log') ?? log);
      return c.json({ response, locale, id: randomUUID(), timestamp: new Date().toISOString() });
    },
  );

  api.all('/', (c) => {
    c.header('Allow', 'POST, OPTIONS');
    return error(c, 405, 'Method not allowed');
  });

  return api;
}
