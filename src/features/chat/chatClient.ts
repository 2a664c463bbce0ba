import { isLocale } from '../../i18n/locales';
import type { ChatReply, ChatRequestBody } from '../../shared/chat/protocol';

/** A request taking longer than this fails (the server's own LLM timeout is shorter). */
export const chatTimeoutMs = 20_000;

/** A failed chat request; `status` is the HTTP status when the server answered. */
export class ChatRequestError extends Error {
  readonly status: number | undefined;
  readonly reason: 'status' | 'timeout' | 'network' | 'invalid';
  constructor(reason: ChatRequestError['reason'], message: string, status?: number) {
    super(message);
    this.name = 'ChatRequestError';
    this.reason = reason;
    this.status = status;
  }
}

export interface SendOptions {
  /** Chat API origin; empty means the site's own origin. */
  baseUrl: string;
  /** Aborting it (the visitor leaves the page) cancels the request with an AbortError. */
  signal?: AbortSignal;
  timeoutMs?: number;
  fetchImpl?: typeof fetch;
}

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/**
 * POST {baseUrl}/api/chat. Resolves with the reply; rejects with a ChatRequestError on a
 * non-OK status, a timeout, a network failure or a malformed body, and with the AbortError
 * when the caller's signal aborts.
 */
export async function sendChatMessage(
  body: ChatRequestBody,
  { baseUrl, signal, timeoutMs = chatTimeoutMs, fetchImpl = fetch }: SendOptions,
): Promise<ChatReply> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const onAbort = () => controller.abort();
  if (signal?.aborted) controller.abort();
  signal?.addEventListener('abort', onAbort, { once: true });
  try {
    const response = await fetchImpl(`${baseUrl}/api/chat`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(body),
      signal: controller.signal,
    });
    if (!response.ok) {
      throw new ChatRequestError(
        'status',
        `Chat request failed with status ${response.status}`,
        response.status,
      );
    }
    const data: unknown = await response.json();
    if (!data || typeof data !== 'object' || typeof (data as ChatReply).response !== 'string') {
      throw new ChatRequestError('invalid', 'Chat reply has no response text', response.status);
    }
    const { response: text, id, timestamp, locale } = data as Record<string, unknown>;
    return {
      response: text as string,
      id: typeof id === 'string' ? id : undefined,
      timestamp: typeof timestamp === 'string' ? timestamp : undefined,
      locale: isLocale(locale) ? locale : undefined,
    };
  } catch (error) {
    if (error instanceof ChatRequestError) throw error;
    if (timedOut) {
      throw new ChatRequestError('timeout', `Chat request timed out after ${timeoutMs} ms`);
    }
    if (isAbort(error) || signal?.aborted) throw error;
    throw new ChatRequestError(
      'network',
      `Chat request failed: ${error instanceof Error ? error.message : String(error)}`,
    );
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', onAbort);
  }
}
