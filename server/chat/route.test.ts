import { fileURLToPath } from 'node:url';
import { Hono } from 'hono';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readSiteConfig } from '../../src/config/siteConfig';
import { createMemoryRateLimitStore, type RateLimitStore } from './rateLimit';
import { loadKnowledge } from './knowledge';
import { captureLog } from '../testing/logLines';
import { maxBodyBytes, chatApi } from './route';

const site = readSiteConfig({ VITE_SITE_URL: 'https://www.site.example' });
// Read once: every app below answers from the same copy and site config.
const knowledge = loadKnowledge(fileURLToPath(new URL('../../locales', import.meta.url)), site);

const proxy = '10.255.0.1';
/** What @hono/node-server hands the app: the connection, here the proxy's. */
const fromProxy = { incoming: { socket: { remoteAddress: proxy } } };

/** What the chat logged: its lines are JSON and read back here rather than printed. */
let logged = captureLog();

function makeApp(env: Record<string, string | undefined> = {}, rateLimitStore?: RateLimitStore) {
  const app = new Hono();
  // One reverse proxy in front: it appends the visitor's address to X-Forwarded-For.
  app.route(
    '/api/chat',
    chatApi({
      site,
      env: { CHAT_TRUSTED_PROXIES: proxy, ...env },
      rateLimitStore,
      knowledge,
      log: logged.log,
    }),
  );
  return app;
}

let client = 0;
/** Each test is its own client for the rate limit. */
const nextClient = () => `10.0.0.${++client}`;

function post(
  app: Hono,
  body: unknown,
  { headers = {}, ip = nextClient() }: { headers?: Record<string, string>; ip?: string } = {},
) {
  return app.request(
    'http://localhost/api/chat',
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': ip, ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    },
    fromProxy,
  );
}

afterEach(() => {
  vi.restoreAllMocks();
  logged = captureLog();
});

describe('POST /api/chat', () => {
  it('answers { response, locale, id, timestamp } as JSON', async () => {
    const res = await post(makeApp(), { message: 'Do I need to speak German?', locale: 'en' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/application\/json/);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const data = (await res.json()) as Record<string, string>;
    expect(Object.keys(data).sort()).toEqual(['id', 'locale', 'response', 'timestamp']);
    expect(data.response).toMatch(/many English-language roles do not require German/);
    expect(data.locale).toBe('en');
    expect(data.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(new Date(data.timestamp as string).toISOString()).toBe(data.timestamp);
  });

  it('names the language of the answer when it is not the page’s', async () => {
    const res = await post(makeApp(), {
      message: 'Do I need to speak German? Thanks',
      locale: 'de',
    });
    expect(((await res.json()) as { locale: string }).locale).toBe('en');
  });

  it('415 unless the body is JSON', async () => {
    const res = await post(makeApp(), 'message=hi', { headers: { 'Content-Type': 'text/plain' } });
    expect(res.status).toBe(415);
    expect(await res.json()).toEqual({ error: expect.any(String) });
    const form = await post(makeApp(), 'message=hi', {
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    expect(form.status).toBe(415);
  });

  it('accepts JSON with a charset', async () => {
    const res = await post(
      makeApp(),
      { message: 'hello' },
      {
        headers: { 'Content-Type': 'application/json; charset=utf-8' },
      },
    );
    expect(res.status).toBe(200);
  });

  it('413 above 64 KiB, with or without a Content-Length', async () => {
    expect(maxBodyBytes).toBe(64 * 1024);
    const big = JSON.stringify({ message: 'x'.repeat(maxBodyBytes) });
    const res = await post(makeApp(), big);
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ error: expect.any(String) });

    const stream = new ReadableStream({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(big));
        controller.close();
      },
    });
    const chunked = await makeApp().request('http://localhost/api/chat', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': nextClient() },
      body: stream,
      duplex: 'half',
    });
    expect(chunked.status).toBe(413);
  });

  it.each([
    ['invalid JSON', '{"message": '],
    ['no message', {}],
    ['an empty message', { message: '' }],
    ['a whitespace message', { message: '  \n ' }],
    ['a number', { message: 42 }],
    ['an object', { message: { text: 'hi' } }],
    ['a JSON array', [1, 2]],
    ['JSON null', 'null'],
  ])('400 with a JSON error for %s', async (_name, body) => {
    const res = await post(makeApp(), body);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: expect.any(String) });
  });

  it('falls back to English for an unknown or missing locale', async () => {
    for (const locale of ['fr', undefined, 42]) {
      const res = await post(makeApp(), { message: 'Do I need to speak German?', locale });
      expect(((await res.json()) as { response: string }).response).toMatch(
        /many English-language roles do not require German/,
      );
    }
  });

  it('answers in Spanish for locale es and ignores a malformed visitorType', async () => {
    const res = await post(makeApp(), {
      message: '¿Necesito hablar alemán?',
      locale: 'es',
      visitorType: { type: 'admin', confidence: 9 },
    });
    expect(((await res.json()) as { response: string }).response).toMatch(
      /el alemán no es un requisito/,
    );
  });

  it('400 with a clear message when the visitor text is over 1,000 characters', async () => {
    const ok = await post(makeApp(), { message: 'a'.repeat(1000), locale: 'en' });
    expect(ok.status).toBe(200);
    const res = await post(makeApp(), { message: 'a'.repeat(1001), locale: 'en' });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: string }).error).toMatch(/at most 1000 characters/);
  });

  it.each([
    ['not a list', { role: 'visitor', text: 'hi' }],
    ['too many turns', Array.from({ length: 7 }, () => ({ role: 'visitor', text: 'hi' }))],
    ['an unknown role', [{ role: 'system', text: 'hi' }]],
    ['a text that is no string', [{ role: 'visitor', text: 42 }]],
  ])('400 for a history that is %s', async (_name, history) => {
    const res = await post(makeApp(), { message: 'and the premium one?', locale: 'en', history });
    expect(res.status).toBe(400);
  });

  it('answers a follow-up from the history it is sent', async () => {
    const res = await post(makeApp(), {
      message: 'and what does the premium one include?',
      locale: 'en',
      history: [{ role: 'visitor', text: 'how much are your relocation packages?' }],
    });
    expect(((await res.json()) as { response: string }).response).toContain('roadmap');
  });

  it('answers a follow-up sent with the earlier reply whole, however long (96a)', async () => {
    const res = await post(makeApp(), {
      message: 'y si el contrato fuera de 1 año?',
      locale: 'es',
      history: [
        {
          role: 'visitor',
          text: 'me ofrecen un contrato de 4 meses en una empresa de software en frankfurt, 60 mil anuales. soy ing de sistemas con titulo entspricht, 30 años. blue card?',
        },
        { role: 'assistant', text: 'Revisé lo que escribiste … '.repeat(200) },
      ],
    });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { response: string }).response).toContain(
      'la Tarjeta Azul UE es posible',
    );
  });

  it('405 for other methods', async () => {
    const res = await makeApp().request('http://localhost/api/chat');
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('POST, OPTIONS');
  });

  it('logs no message text', async () => {
    await post(makeApp(), { message: 'My secret passport number is X1234567' });
    const lines = logged.lines();
    expect(lines).toEqual([
      expect.objectContaining({ level: 'info', event: 'chat', kind: expect.any(String) }),
    ]);
    expect(JSON.stringify(lines)).not.toMatch(/secret|passport|X1234567/);
  });
});

describe('rate limit', () => {
  it('allows 20 requests a minute per client, then 429 with Retry-After', async () => {
    const app = makeApp();
    const ip = nextClient();
    for (let i = 0; i < 20; i += 1) {
      expect((await post(app, { message: 'hello' }, { ip })).status).toBe(200);
    }
    const limited = await post(app, { message: 'hello' }, { ip });
    expect(limited.status).toBe(429);
    const retryAfter = Number(limited.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(await limited.json()).toEqual({ error: expect.any(String) });
    // Another client is not affected.
    expect((await post(app, { message: 'hello' })).status).toBe(200);
  });

  it('frees the window after a minute', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const app = makeApp();
      const ip = nextClient();
      for (let i = 0; i < 20; i += 1) await post(app, { message: 'hello' }, { ip });
      expect((await post(app, { message: 'hello' }, { ip })).status).toBe(429);
      vi.setSystemTime(Date.now() + 60_001);
      expect((await post(app, { message: 'hello' }, { ip })).status).toBe(200);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('rate limit key', () => {
  it('is the address the proxy appended, not what the client wrote before it', async () => {
    const app = makeApp();
    const visitor = nextClient();
    for (let i = 0; i < 20; i += 1) {
      const spoofed = `${i}.${i}.${i}.${i}, ${visitor}`;
      expect((await post(app, { message: 'hello' }, { ip: spoofed })).status).toBe(200);
    }
    expect((await post(app, { message: 'hello' }, { ip: `9.9.9.9, ${visitor}` })).status).toBe(429);
    // Two visitors behind the same proxy have their own limits.
    expect((await post(app, { message: 'hello' }, { ip: nextClient() })).status).toBe(200);
  });

  it('ignores X-Forwarded-For from a client that reaches the server directly', async () => {
    const app = makeApp();
    const direct = { incoming: { socket: { remoteAddress: '203.0.113.77' } } };
    const send = (forwardedFor: string) =>
      app.request(
        'http://localhost/api/chat',
        {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': forwardedFor },
          body: JSON.stringify({ message: 'hello' }),
        },
        direct,
      );
    for (let i = 0; i < 20; i += 1) expect((await send(`198.51.100.${i}`)).status).toBe(200);
    expect((await send('198.51.100.200')).status).toBe(429);
  });

  it('keys IPv6 visitors by their /64', async () => {
    const app = makeApp();
    for (let i = 0; i < 20; i += 1) {
      expect((await post(app, { message: 'hello' }, { ip: `2001:db8:5:6::${i + 1}` })).status).toBe(
        200,
      );
    }
    expect((await post(app, { message: 'hello' }, { ip: '2001:db8:5:6:ffff::1' })).status).toBe(
      429,
    );
    expect((await post(app, { message: 'hello' }, { ip: '2001:db8:5:7::1' })).status).toBe(200);
  });

  it('counts in one shared store across instances', async () => {
    const store = createMemoryRateLimitStore();
    const [first, second] = [makeApp({}, store), makeApp({}, store)];
    const ip = nextClient();
    for (let i = 0; i < 20; i += 1) await post(i % 2 ? first : second, { message: 'hi' }, { ip });
    expect((await post(first, { message: 'hello' }, { ip })).status).toBe(429);
    expect((await post(second, { message: 'hello' }, { ip })).status).toBe(429);
  });
});

describe('CORS', () => {
  const preflight = (app: Hono, origin: string) =>
    app.request('http://localhost/api/chat', {
      method: 'OPTIONS',
      headers: {
        Origin: origin,
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'content-type',
      },
    });

  it('allows the configured site origin', async () => {
    const app = makeApp();
    const pre = await preflight(app, 'https://www.site.example');
    expect(pre.status).toBe(204);
    expect(pre.headers.get('access-control-allow-origin')).toBe('https://www.site.example');
    expect(pre.headers.get('access-control-allow-methods')).toContain('POST');
    expect(pre.headers.get('access-control-allow-headers')).toMatch(/content-type/i);
    const res = await post(
      app,
      { message: 'hello' },
      { headers: { Origin: 'https://www.site.example' } },
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBe('https://www.site.example');
    expect(res.headers.get('vary')).toMatch(/Origin/);
  });

  it('allows origins listed in CHAT_ALLOWED_ORIGINS', async () => {
    const app = makeApp({
      CHAT_ALLOWED_ORIGINS: 'https://staging.site.example, https://preview.site.example/',
    });
    const pre = await preflight(app, 'https://preview.site.example');
    expect(pre.headers.get('access-control-allow-origin')).toBe('https://preview.site.example');
  });

  it('refuses other origins', async () => {
    const app = makeApp();
    const pre = await preflight(app, 'https://evil.example');
    expect(pre.status).toBe(403);
    expect(pre.headers.get('access-control-allow-origin')).toBeNull();
    const res = await post(
      app,
      { message: 'hello' },
      { headers: { Origin: 'https://evil.example' } },
    );
    expect(res.status).toBe(403);
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
    const opaque = await post(app, { message: 'hello' }, { headers: { Origin: 'null' } });
    expect(opaque.status).toBe(403);
  });

  it('lets same-origin pages call it without CORS headers', async () => {
    const res = await post(
      makeApp(),
      { message: 'hello' },
      {
        headers: { Origin: 'http://localhost', Host: 'localhost' },
      },
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
  });
});
