import { Hono } from 'hono';
import { chatApi, type ChatApiOptions } from './chat/route';
import type { AppEnv } from './observability/requestLog';

/** Everything under /api, shared by the production server and `npm run dev`. */
export function createApi(options: ChatApiOptions): Hono<AppEnv> {
  const api = new Hono<AppEnv>();
  api.route('/api/chat', chatApi(options));
  // An API answer is never cached, a not-found one included.
  api.all('/api/*', (c) => c.json({ error: 'Not found' }, 404, { 'Cache-Control': 'no-store' }));
  return api;
}
