import { Hono } from 'hono';
import { chatApi, type ChatApiOptions } from './chat/route';

/** Everything under /api, shared by the production server and `npm run dev`. */
export function createApi(options: ChatApiOptions): Hono {
  const api = new Hono();
  api.route('/api/chat', chatApi(options));
  api.all('/api/*', (c) => c.json({ error: 'Not found' }, 404));
  return api;
}
