import type { Server } from 'node:http';
import { serve } from '@hono/node-server';
import type { Hono } from 'hono';

/**
 * How long a connection may take. A client gets `headersMs` to send its request line and
 * headers and `requestMs` for the whole request; an idle keep-alive connection closes after
 * `keepAliveMs`. Node checks these every `checkIntervalMs` (30 s by default, which is why a
 * slow client could hold a connection for over a minute).
 */
export interface Timeouts {
  headersMs: number;
  requestMs: number;
  keepAliveMs: number;
  checkIntervalMs: number;
}

export const defaultTimeouts: Timeouts = {
  headersMs: 10_000,
  requestMs: 30_000,
  // Above the 60 s idle timeout of common load balancers would hold sockets they already
  // dropped; below it, the balancer never reuses a connection this server has closed.
  keepAliveMs: 5_000,
  checkIntervalMs: 1_000,
};

/** Listens on hostname:port (0 picks a free port) and resolves once it accepts connections. */
export function startServer(
  app: Hono,
  {
    port,
    hostname,
    timeouts = defaultTimeouts,
  }: { port: number; hostname: string; timeouts?: Timeouts },
): Promise<{ server: Server; port: number }> {
  return new Promise((resolve) => {
    const server = serve(
      {
        fetch: app.fetch,
        port,
        hostname,
        serverOptions: {
          headersTimeout: timeouts.headersMs,
          requestTimeout: timeouts.requestMs,
          connectionsCheckingInterval: timeouts.checkIntervalMs,
        },
      },
      (info) => resolve({ server, port: info.port }),
    ) as Server;
    server.keepAliveTimeout = timeouts.keepAliveMs;
  });
}
