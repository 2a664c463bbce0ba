import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChatRequestError, chatTimeoutMs, sendChatMessage } from './chatClient';

const body = {
  message: 'wrapped',
  locale: 'es',
  visitorType: { type: 'exploring' as const, confidence: 0.5 },
};

const json = (data: unknown, status = 200) =>
  new Response(JSON.stringify(data), { status, headers: { 'Content-Type': 'application/json' } });

/** A fetch that never answers but rejects when its signal aborts, like the real one. */
const hangingFetch = vi.fn(
  (_url: string | URL | Request, init?: RequestInit) =>
    new Promise<Response>((_resolve, reject) => {
      init?.signal?.addEventListener('abort', () =>
        reject(new DOMException('The operation was aborted.', 'AbortError')),
      );
    }),
);

afterEach(() => {
  vi.useRealTimers();
});

describe('sendChatMessage', () => {
  it('POSTs JSON to {base}/api/chat and reads response, id and timestamp', async () => {
    const fetchImpl = vi.fn(async () =>
      json({ response: 'Hola', id: 'r1', timestamp: '2025-03-26T10:00:00.000Z' }),
    );
    const reply = await sendChatMessage(body, { baseUrl: 'https://chat.example.com', fetchImpl });
    expect(reply).toEqual({ response: 'Hola', id: 'r1', timestamp: '2025-03-26T10:00:00.000Z' });
    const [url, init] = fetchImpl.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('https://chat.example.com/api/chat');
    expect(init.method).toBe('POST');
    expect(new Headers(init.headers).get('Content-Type')).toBe('application/json');
    expect(JSON.parse(init.body as string)).toEqual(body);
  });

  it('uses the same origin when the base is empty; id and timestamp are optional', async () => {
    const fetchImpl = vi.fn(async (_url: string | URL | Request) => json({ response: 'Hi' }));
    await expect(sendChatMessage(body, { baseUrl: '', fetchImpl })).resolves.toEqual({
      response: 'Hi',
      id: undefined,
      timestamp: undefined,
    });
    expect(fetchImpl.mock.calls[0]?.[0]).toBe('/api/chat');
  });

  it('reads the language the reply is written in, when it is one of the site’s', async () => {
    const answer = (locale: unknown) =>
      sendChatMessage(body, {
        baseUrl: '',
        fetchImpl: vi.fn(async () => json({ response: 'Hi', locale })),
      });
    expect((await answer('en')).locale).toBe('en');
    expect((await answer('fr')).locale).toBeUndefined();
    expect((await answer(7)).locale).toBeUndefined();
  });

  it('treats a non-OK status as a failure carrying the status', async () => {
    const fetchImpl = vi.fn(async () => json({ error: 'Too many requests' }, 429));
    const failure = await sendChatMessage(body, { baseUrl: '', fetchImpl }).catch(
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(ChatRequestError);
    expect(failure).toMatchObject({ reason: 'status', status: 429 });
  });

  it('treats a reply without response text as a failure', async () => {
    const fetchImpl = vi.fn(async () => json({ answer: 'x' }));
    await expect(sendChatMessage(body, { baseUrl: '', fetchImpl })).rejects.toMatchObject({
      reason: 'invalid',
    });
  });

  it('treats a network error as a failure', async () => {
    const fetchImpl = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(sendChatMessage(body, { baseUrl: '', fetchImpl })).rejects.toMatchObject({
      reason: 'network',
    });
  });

  it('fails after 20 seconds', async () => {
    expect(chatTimeoutMs).toBe(20_000);
    vi.useFakeTimers();
    const pending = sendChatMessage(body, { baseUrl: '', fetchImpl: hangingFetch });
    const settled = pending.catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(19_999);
    expect(hangingFetch.mock.calls.at(-1)?.[1]?.signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await settled).toMatchObject({ reason: 'timeout' });
  });

  it('rejects with the AbortError, not a ChatRequestError, when the caller aborts (leaving the page)', async () => {
    const controller = new AbortController();
    const pending = sendChatMessage(body, {
      baseUrl: '',
      fetchImpl: hangingFetch,
      signal: controller.signal,
    });
    controller.abort();
    const failure = await pending.catch((error: unknown) => error);
    expect(failure).not.toBeInstanceOf(ChatRequestError);
    expect((failure as DOMException).name).toBe('AbortError');
  });
});
