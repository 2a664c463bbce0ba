import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type ViteDevServer } from 'vite';
import { devChatApi } from './devChatApi';

let server: ViteDevServer;
let base: string;

beforeAll(async () => {
  server = await createServer({
    configFile: false,
    logLevel: 'silent',
    plugins: [devChatApi()],
    server: { host: '127.0.0.1', port: 0, hmr: false, watch: null },
  });
  await server.listen();
  base = `http://127.0.0.1:${(server.httpServer!.address() as AddressInfo).port}`;
}, 30_000);

afterAll(() => server?.close());

// The first request compiles the chat engine and indexes every locale through Vite, which takes
// seconds on a busy machine; the answers themselves are checked, not the time.
describe('the dev server chat API', { timeout: 30_000 }, () => {
  it('answers /api/chat like the production server', async () => {
    const response = await fetch(`${base}/api/chat`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ message: 'Do I need to speak German?', locale: 'en' }),
    });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { response: string; id: string };
    expect(body.response).toMatch(/German/);
    expect(body.id).toBeTruthy();
  });

  it('keeps the validation of the production route', async () => {
    const response = await fetch(`${base}/api/chat`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: 'hello',
    });
    expect(response.status).toBe(415);
  });

  it('answers unknown API paths with a JSON 404 instead of the page', async () => {
    const response = await fetch(`${base}/api/unknown`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: 'Not found' });
  });
});
