import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from './observability/requestLog';
import { serverError } from './serverError';
import { captureLog } from './testing/logLines';

describe('serverError', () => {
  it('logs a real fault and answers a plain 500 that reveals nothing', async () => {
    const { log, lines } = captureLog();
    const app = new Hono<AppEnv>()
      .get('/broken', () => {
        throw new Error('disk on fire');
      })
      .onError(serverError(log));
    const res = await app.request('/broken');
    expect(res.status).toBe(500);
    expect(await res.text()).toBe('Internal Server Error');
    expect(lines()).toEqual([
      expect.objectContaining({
        level: 'error',
        event: 'fault',
        method: 'GET',
        path: '/broken',
        err: expect.objectContaining({ message: 'disk on fire' }),
      }),
    ]);
  });

  it('passes HTTP errors through as they are', async () => {
    const { log, lines } = captureLog();
    const app = new Hono<AppEnv>()
      .get('/teapot', () => {
        throw new HTTPException(418, { message: 'short and stout' });
      })
      .onError(serverError(log));
    const res = await app.request('/teapot');
    expect(res.status).toBe(418);
    expect(lines()).toEqual([]);
  });
});
