import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readSiteConfig } from '../src/config/siteConfig';
import { createApp } from './app';
import { startServer, type RunningServer } from './httpServer';
import { createMetrics } from './observability/metrics';
import { metricsApp } from './observability/metricsApp';
import { captureLog } from './testing/logLines';
import { createSiteFixture } from './testing/siteFixture';

/** What an operator reads: the log lines, /healthz and /readyz, and the metrics. */
const fixture = createSiteFixture();
const logged = captureLog();
const metrics = createMetrics();
const stopping = new AbortController();
let running: RunningServer;
let base = '';

beforeAll(async () => {
  const app = createApp({
    clientDir: fixture.clientDir,
    site: readSiteConfig({}),
    env: {},
    log: logged.log,
    metrics,
    stop: stopping.signal,
  });
  running = await startServer(app, { port: 0, hostname: '127.0.0.1' });
  base = `http://127.0.0.1:${running.port}`;
});

afterAll(async () => {
  await running.stop(0);
  fixture.remove();
});

/** The lines a request left, found by the request id the server sent back. */
const linesOf = (res: Response) =>
  logged.lines().filter((line) => line.reqId === res.headers.get('x-request-id'));

describe('the log', () => {
  it('has one JSON line for a 404 with time, request id, method, path without query, status and duration', async () => {
    const res = await fetch(`${base}/no-such-page?email=visitor@example.com`);
    expect(res.status).toBe(404);
    await res.arrayBuffer();
    const lines = linesOf(res);
    expect(lines).toEqual([
      {
        level: 'info',
        time: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
        reqId: res.headers.get('x-request-id'),
        event: 'request',
        method: 'GET',
        path: '/no-such-page',
        status: 404,
        ms: expect.any(Number),
        client: '127.0.0.0/24',
        msg: 'request',
      },
    ]);
    expect(JSON.stringify(lines)).not.toMatch(/visitor@|127\.0\.0\.1/);
  });

  it('has a request line and a chat line for a chat request, without the visitor’s words', async () => {
    const res = await fetch(`${base}/api/chat`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ message: 'My secret passport number is X1234567', locale: 'en' }),
    });
    expect(res.status).toBe(200);
    await res.json();
    const lines = linesOf(res);
    expect(lines.map((line) => line.event)).toEqual(['chat', 'request']);
    expect(lines[1]).toMatchObject({ method: 'POST', path: '/api/chat', status: 200 });
    expect(lines[0]).toMatchObject({ engine: 'retrieval', kind: expect.any(String) });
    expect(JSON.stringify(lines)).not.toMatch(/secret|passport|X1234567|127\.0\.0\.1/);
  });

  it('keeps a request id a proxy sent', async () => {
    const res = await fetch(`${base}/healthz`, { headers: { 'X-Request-Id': 'edge-42' } });
    expect(res.headers.get('x-request-id')).toBe('edge-42');
    expect(linesOf(res)).toHaveLength(1);
  });
});

describe('the metrics', () => {
  it('are not on the site’s port', async () => {
    const res = await fetch(`${base}/metrics`);
    expect(res.status).toBe(404);
    expect(await res.text()).not.toMatch(/http_requests_total/);
  });

  it('count requests by route and status, chat answers, refusals, Redis fallbacks and the event-loop lag', async () => {
    await (await fetch(`${base}/missing-page`)).arrayBuffer();
    const res = await metricsApp(metrics).request('/metrics');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await res.text();
    expect(text).toMatch(/^http_requests_total\{route="page",method="GET",status="404"\} \d+$/m);
    expect(text).toMatch(/^chat_answers_total\{engine="site",outcome="[a-zA-Z]+"\} 1$/m);
    expect(text).toMatch(/^chat_rate_limit_refusals_total 0$/m);
    expect(text).toMatch(/^chat_rate_limit_redis_fallbacks_total 0$/m);
    expect(text).toMatch(/^# TYPE chat_llm_failures_total counter$/m);
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds \d/m);
  });
});

describe('health', () => {
  it('answers /healthz and, as JSON, /readyz with each dependency; 503 once stopping', async () => {
    const live = await fetch(`${base}/healthz`);
    expect(live.status).toBe(200);
    expect(await live.text()).toBe('ok');

    const ready = await fetch(`${base}/readyz`);
    expect(ready.status).toBe(200);
    expect(ready.headers.get('cache-control')).toBe('no-store');
    expect(await ready.json()).toEqual({
      status: 'ready',
      redis: 'not configured',
      llm: 'not configured',
    });

    stopping.abort();
    const draining = await fetch(`${base}/readyz`);
    expect(draining.status).toBe(503);
    expect(await draining.json()).toMatchObject({ status: 'stopping' });
  });
});
