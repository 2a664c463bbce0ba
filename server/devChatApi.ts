import { getRequestListener } from '@hono/node-server';
import { Hono } from 'hono';
import { loadEnv, type Plugin, type ViteDevServer } from 'vite';

type Listener = ReturnType<typeof getRequestListener>;

/**
 * `npm run dev` answers /api/chat itself with the same route as `npm start`, so the chat works
 * without a second process. The route is loaded through Vite, and reloaded when the chat server
 * or the locale copy it answers from changes.
 */
export function devChatApi(): Plugin {
  return {
    name: 'dev-chat-api',
    apply: 'serve',
    configureServer(server) {
      let listener: Promise<Listener> | null = null;
      server.watcher.on('change', (file) => {
        if (/[\\/](locales|server[\\/]chat)[\\/]/.test(file)) listener = null;
      });
      server.middlewares.use((req, res, next) => {
        if (!req.url?.startsWith('/api/')) return next();
        listener ??= createListener(server);
        listener.then((handle) => handle(req, res)).catch(next);
      });
    },
  };
}

async function createListener(server: ViteDevServer): Promise<Listener> {
  const env = { ...loadEnv(server.config.mode, server.config.root, ''), ...process.env };
  const [{ chatApi }, { readSiteConfig }] = await Promise.all([
    server.ssrLoadModule('/server/chat/route.ts') as Promise<typeof import('./chat/route')>,
    server.ssrLoadModule('/src/config/siteConfig.ts') as Promise<
      typeof import('../src/config/siteConfig')
    >,
  ]);
  const app = new Hono();
  app.route('/api/chat', chatApi({ site: readSiteConfig(env), env }));
  app.all('/api/*', (c) => c.json({ error: 'Not found' }, 404));
  return getRequestListener(app.fetch);
}
