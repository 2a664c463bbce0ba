import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { Server as NetServer, type Socket } from 'node:net';
import { getRequestListener } from '@hono/node-server';

/**
 * How long a connection may take. A client gets `headersMs` to send its request line and
 * headers and `requestMs` for the whole request; an idle keep-alive connection closes after
 * `keepAliveMs`. Node checks these every `checkIntervalMs` (30 s by default, which is why a
 * slow client could hold a connection for over a minute). A response the client stops reading
 * is cut after `sendMs` without progress, like nginx's `send_timeout`.
 */
export interface Timeouts {
  headersMs: number;
  requestMs: number;
  keepAliveMs: number;
  checkIntervalMs: number;
  sendMs: number;
}

export const defaultTimeouts: Timeouts = {
  headersMs: 10_000,
  requestMs: 30_000,
  // Above the 60 s idle timeout of common load balancers would hold sockets they already
  // dropped; below it, the balancer never reuses a connection this server has closed.
  keepAliveMs: 5_000,
  checkIntervalMs: 1_000,
  // Above headersMs: Node's connection timeout also ends a connection idle before its first
  // request, and the headers timeout should answer that one first, with its 408.
  sendMs: 15_000,
};

/**
 * Requests one connection may have waiting for their responses. Node parses every request of
 * a packet at once and holds each response until the ones before it are sent, so a client
 * that pipelines thousands of requests and never reads made the server hold hundreds of MB.
 * Browsers do not pipeline; a connection past this is cut.
 */
export const maxPipelinedRequests = 10;

/**
 * How long a stopping server lets open requests finish before it closes their connections:
 * `SHUTDOWN_GRACE_MS`, by default 8 s, inside the 10 s `docker stop` waits before SIGKILL.
 */
export const defaultShutdownGraceMs = 8_000;

export function readShutdownGraceMs(env: Record<string, string | undefined>): number {
  const value = env.SHUTDOWN_GRACE_MS?.trim();
  if (!value) return defaultShutdownGraceMs;
  if (!/^\d+$/.test(value))
    throw new Error(`SHUTDOWN_GRACE_MS must be milliseconds, not "${value}"`);
  return Number(value);
}

/**
 * The largest request body any route takes (the chat's 64 KiB, server/chat/route.ts). A client
 * that announces more with `Expect: 100-continue` gets its 413 before it sends a byte of it.
 */
export const defaultMaxBodyBytes = 64 * 1024;

export interface RunningServer {
  server: Server;
  port: number;
  /**
   * Stops accepting connections and lets requests in progress finish; every response from then
   * on closes its connection, and an idle keep-alive connection stays until its keep-alive
   * timeout (a request may already be on its way on it: closing it would reset that request).
   * After `graceMs` every connection still open is closed (a client that does not read, a
   * request still arriving). Resolves once the server is closed.
   */
  stop(graceMs?: number): Promise<void>;
}

/** RFC 9112 §3.2: a request with more than one Host line is answered 400. */
function hasOneHost(rawHeaders: readonly string[]): boolean {
  let hosts = 0;
  for (let i = 0; i < rawHeaders.length; i += 2) {
    const name = rawHeaders[i] as string;
    if (name.length === 4 && name.toLowerCase() === 'host') hosts += 1;
  }
  return hosts <= 1;
}

/** How many of a connection's requests still wait for their response to be sent. */
const waitingResponses = Symbol('waitingResponses');
type CountedSocket = Socket & { [waitingResponses]?: number };

function onResponseClose(this: ServerResponse) {
  const socket = this.req.socket as CountedSocket;
  socket[waitingResponses] = (socket[waitingResponses] ?? 1) - 1;
}

/**
 * The connection's timeout passed: a response the client has stopped reading is cut (Node
 * reports the timeout only when writes made no progress); while the app is still working on an
 * answer nothing waits to be sent, and the connection stays.
 */
function onResponseTimeout(this: ServerResponse) {
  const socket = this.socket;
  if (socket && socket.writableLength > 0) socket.destroy();
}

/** Listens on hostname:port (0 picks a free port) and resolves once it accepts connections. */
export function startServer(
  app: { fetch: Parameters<typeof getRequestListener>[0] },
  {
    port,
    hostname,
    timeouts = defaultTimeouts,
    maxBodyBytes = defaultMaxBodyBytes,
  }: { port: number; hostname: string; timeouts?: Timeouts; maxBodyBytes?: number },
): Promise<RunningServer> {
  const listener = getRequestListener(app.fetch, { hostname });
  let draining = false;

  const handle = (req: IncomingMessage, res: ServerResponse) => {
    const socket = req.socket as CountedSocket;
    // A request parsed from the same packet after its connection was cut.
    if (socket.destroyed) return;
    if (!hasOneHost(req.rawHeaders)) {
      res.writeHead(400, { 'Content-Type': 'text/plain', Connection: 'close' });
      res.end('Bad Request');
      return;
    }
    const waiting = (socket[waitingResponses] ?? 0) + 1;
    if (waiting > maxPipelinedRequests) {
      socket.destroy();
      return;
    }
    socket[waitingResponses] = waiting;
    if (draining) res.setHeader('Connection', 'close');
    // 'close' comes once per response, finished or cut.
    res.on('close', onResponseClose);
    res.on('timeout', onResponseTimeout);
    void listener(req, res);
  };

  const server = createServer(
    {
      headersTimeout: timeouts.headersMs,
      requestTimeout: timeouts.requestMs,
      connectionsCheckingInterval: timeouts.checkIntervalMs,
    },
    handle,
  );
  // Without this listener Node answers every `Expect: 100-continue` with 100 at once, inviting
  // the client to send a body the route will refuse.
  server.on('checkContinue', (req: IncomingMessage, res: ServerResponse) => {
    if (Number(req.headers['content-length']) > maxBodyBytes) {
      res.writeHead(413, { 'Content-Type': 'text/plain', Connection: 'close' });
      res.end('Payload Too Large');
      return;
    }
    res.writeContinue();
    handle(req, res);
  });
  server.keepAliveTimeout = timeouts.keepAliveMs;
  // Node sets this on every connection and restores it after each keep-alive wait.
  server.timeout = timeouts.sendMs;

  const stop = (graceMs = defaultShutdownGraceMs) =>
    new Promise<void>((resolve) => {
      draining = true;
      const force = setTimeout(() => server.closeAllConnections(), graceMs);
      // net.Server's close stops accepting; http.Server's would also cut idle keep-alive
      // connections at once, and with them a request the client is sending on one just now.
      NetServer.prototype.close.call(server, () => {
        clearTimeout(force);
        resolve();
      });
    });

  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, hostname, () => {
      server.off('error', reject);
      const address = server.address();
      resolve({ server, port: typeof address === 'object' && address ? address.port : port, stop });
    });
  });
}
