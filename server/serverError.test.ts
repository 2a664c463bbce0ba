// @vitest-environment node
import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { serverError } from './serverError';

afterEach(() => vi.restoreAllMocks());

describe('serverError', () => {
  it('logs a real fault and answers a plain 500 that reveals nothing', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const app = new Hono()
      .get('/broken', () => {
        throw new Error('disk on fire');
      })
      .onError(serverError);
    const res = await app.request('/broken');
    expect(res.status).toBe(500);
    expect(await res.text()).toBe('Internal Server Error');
    expect(log).toHaveBeenCalledWith('server: GET /broken failed:', expect.any(Error));
  });

  it('passes HTTP errors through as they are', async () => {
    const app = new Hono()
      .get('/teapot', () => {
        throw new HTTPException(418, { message: 'short and stout' });
      })
      .onError(serverError);
    const res = await app.request('/teapot');
    expect(res.status).toBe(418);
  });
});
