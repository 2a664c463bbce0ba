import { getRequestListener } from '@hono/node-server';
import { loadEnv, type Plugin, type ViteDevServer } from 'vite';

type Listener = ReturnType<typeof getRequestListener>;

/**
 * `npm run dev` answers /api/chat itself with the same route as `npm start`, so the chat works
 * without a second process. The route is loaded through Vite, and reloaded when the server code
 * or the locale copy it answers from changes.
 */
export function devChatApi(): Plugin {
  return {
    name: 'dev-chat-api',
    apply: 'serve',
    configureServer(server) {
      let listener: Promise<Listener> | null = null;
      server.watcher.on('change', (file) => {
        if (/[\\/](locales|server)[\\/]/.test(file)) listener = null;
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
  const [{ createApi }, { readSiteConfig }] = await Promise.all([
    server.ssrLoadModule('/server/api.ts') as Promise<typeof import('./api')>,
    server.ssrLoadModule('/src/config/siteConfig.ts') as Promise<
      typeof import('../src/config/siteConfig')
    >,
  ]);
  return getRequestListener(createApi({ site: readSiteConfig(env), env }).fetch);
}
