import { collectDefaultMetrics, Counter, Registry } from 'prom-client';

/**
 * What the server counts, in the Prometheus text format (`METRICS_PORT`, server/index.ts).
 * Labels take few values only: a route is a kind of path, never the path a client sent.
 */
export interface Metrics {
  registry: Registry;
  requests: Counter<'route' | 'method' | 'status'>;
  chatAnswers: Counter<'engine' | 'outcome'>;
  llmFailures: Counter<'reason'>;
  rateLimitRefusals: Counter;
  redisFallbacks: Counter;
}

/**
 * A registry of its own per server, with Node's default metrics (among them the event-loop lag,
 * `nodejs_eventloop_lag_seconds`, and its percentiles).
 */
export function createMetrics(): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const registers = [registry];
  return {
    registry,
    requests: new Counter({
      name: 'http_requests_total',
      help: 'HTTP requests answered, by route, method and status',
      labelNames: ['route', 'method', 'status'],
      registers,
    }),
    chatAnswers: new Counter({
      name: 'chat_answers_total',
      help: "Chat answers, by the engine that wrote them (site: the site's own engine; llm) and the kind of answer",
      labelNames: ['engine', 'outcome'],
      registers,
    }),
    llmFailures: new Counter({
      name: 'chat_llm_failures_total',
      help: "LLM calls that failed and were answered by the site's own engine, by reason",
      labelNames: ['reason'],
      registers,
    }),
    rateLimitRefusals: new Counter({
      name: 'chat_rate_limit_refusals_total',
      help: 'Chat requests refused by the rate limit (429)',
      registers,
    }),
    redisFallbacks: new Counter({
      name: 'chat_rate_limit_redis_fallbacks_total',
      help: "Chat requests counted in this instance's memory because Redis did not answer in time",
      registers,
    }),
  };
}

/** The route label of a path: a handful of kinds, so a scan of random URLs adds no series. */
export function routeOf(path: string): string {
  if (path === '/healthz' || path === '/readyz' || path === '/api/chat') return path;
  if (path.startsWith('/api/')) return '/api/*';
  if (path.startsWith('/assets/')) return '/assets/*';
  return 'page';
}
