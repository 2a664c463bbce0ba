import type { Server } from 'node:http';
import { connect, type Socket } from 'node:net';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { readSiteConfig } from '../src/config/siteConfig';
import { createApp } from './app';
import { startServer, type RunningServer } from './httpServer';
import { captureLog } from './testing/logLines';
import { createSiteFixture } from './testing/siteFixture';

const fixture = createSiteFixture();
// Short limits so the tests see them act; production uses defaultTimeouts.
const shortTimeouts = {
  headersMs: 300,
  requestMs: 600,
  keepAliveMs: 300,
  checkIntervalMs: 100,
  sendMs: 600,
};
let server: Server;
let port: number;
const logged = captureLog();

beforeAll(async () => {
  const app = createApp({
    clientDir: fixture.clientDir,
    site: readSiteConfig({}),
    log: logged.log,
  });
  ({ server, port } = await startServer(app, {
    port: 0,
    hostname: '127.0.0.1',
    timeouts: shortTimeouts,
  }));
  // Building the app loads every locale and builds the chat's search: seconds on a busy machine.
}, 60_000);

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  fixture.remove();
});

/** Writes raw bytes to the server and collects everything it sends until it closes. */
function exchange(raw: string, { end = true } = {}): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => {
      socket.write(raw);
      if (end) socket.end();
    });
    let received = '';
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => (received += chunk));
    socket.on('error', reject);
    socket.on('close', () => resolve(received));
  });
}

describe('the node server', () => {
  it('answers /healthz', async () => {
    const res = await fetch(`http://127.0.0.1:${port}/healthz`);
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('ok');
  });

  it('closes a connection whose headers never finish', async () => {
    const response = await exchange('GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ', {
      end: false,
    });
    expect(response).toMatch(/^HTTP\/1\.1 408/);
  });

  it('closes an idle keep-alive connection', async () => {
    const response = await exchange('GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n', {
      end: false,
    });
    expect(response).toMatch(/^HTTP\/1\.1 200/);
  });

  it('takes an aborted upload for what it is, not a server fault', async () => {
    {
      const socket = connect(port, '127.0.0.1', () =>
        socket.write(
          'POST /api/chat HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n' +
            'Transfer-Encoding: chunked\r\n\r\n5\r\n{"mes\r\n',
          // The first chunk is on its way: hang up in the middle of the body.
          () => socket.destroy(),
        ),
      );
      await vi.waitFor(
        () =>
          expect(logged.lines()).toContainEqual(
            expect.objectContaining({ event: 'aborted', level: 'info' }),
          ),
        { timeout: 5_000, interval: 20 },
      );
      expect(logged.lines().filter((line) => line.level === 'error')).toEqual([]);
    }
  });

  it('answers 413 to a body announced too large with Expect: 100-continue, never 100', async () => {
    const response = await exchange(
      'POST /api/chat HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n' +
        'Content-Length: 99000000\r\nExpect: 100-continue\r\n\r\n',
      { end: false },
    );
    expect(response).toMatch(/^HTTP\/1\.1 413/);
    expect(response).not.toMatch(/100 Continue/i);
  });

  it('invites a small announced body with 100 Continue and answers it', async () => {
    const body = JSON.stringify({ message: 'hello', locale: 'en' });
    const response = await new Promise<string>((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () =>
        socket.write(
          'POST /api/chat HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n' +
            `Content-Length: ${body.length}\r\nExpect: 100-continue\r\nConnection: close\r\n\r\n`,
        ),
      );
      let received = '';
      socket.setEncoding('latin1');
      socket.on('data', (chunk: string) => {
        if (!received) socket.write(body);
        received += chunk;
      });
      socket.on('error', reject);
      socket.on('close', () => resolve(received));
    });
    expect(response).toMatch(/^HTTP\/1\.1 100 Continue\r\n\r\nHTTP\/1\.1 200/);
  });

  it.each([
    ['GET //evil.com/ HTTP/1.1', /^HTTP\/1\.1 404/],
    // @hono/node-server refuses a raw backslash before the app sees the request.
    ['GET /\\evil.com/ HTTP/1.1', /^HTTP\/1\.1 400/],
    ['GET /%09/evil.com/ HTTP/1.1', /^HTTP\/1\.1 400/],
    ['GET /%E0%A4%A HTTP/1.1', /^HTTP\/1\.1 400/],
    ['GET /x%0d%0aSet-Cookie:%20a=b/ HTTP/1.1', /^HTTP\/1\.1 400/],
    ['GET / HTTP/1.1 trailing', /^HTTP\/1\.1 400/],
  ])('%s', async (requestLine, status) => {
    const response = await exchange(
      `${requestLine}\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`,
    );
    expect(response).toMatch(status);
    expect(response).not.toMatch(/\r\nlocation:/i);
    expect(response).not.toMatch(/\r\nset-cookie:/i);
  });
});

describe('a server that is stopping', () => {
  it('answers a request sent on a keep-alive connection just as stopping starts, then closes it', async () => {
    const app = new Hono();
    app.post('/echo', async (c) => c.text(await c.req.text()));
    const running = await startServer(app, {
      port: 0,
      hostname: '127.0.0.1',
      timeouts: shortTimeouts,
    });
    const socket = connect(running.port, '127.0.0.1');
    socket.setEncoding('latin1');
    let received = '';
    const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
    socket.on('data', (chunk: string) => (received += chunk));
    socket.on('error', () => {});
    await new Promise((resolve) => socket.once('connect', resolve));
    const post = (body: string) =>
      `POST /echo HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: ${body.length}\r\n\r\n${body}`;
    socket.write(post('first'));
    await vi.waitFor(() => expect(received).toMatch(/first$/), { timeout: 5_000, interval: 10 });
    // The connection is idle now; the client sends its next request as the server starts stopping.
    const stopped = running.stop(5_000);
    socket.write(post('second'));
    await closed;
    await stopped;
    const responses = received.split(/(?=HTTP\/1\.1 )/);
    expect(responses).toHaveLength(2);
    expect(responses[1]).toMatch(/^HTTP\/1\.1 200/);
    expect(responses[1]).toMatch(/\r\nConnection: close\r\n/i);
    expect(responses[1]).toMatch(/second$/);
  });
});

describe('connections that hold the server', () => {
  let running: RunningServer;
  const opened: Socket[] = [];

  beforeAll(async () => {
    const app = new Hono();
    // More than loopback's socket buffers take, so a client that does not read stalls it.
    const large = new Uint8Array(32 * 1024 * 1024);
    app.get('/large', (c) => c.body(large));
    app.get('/slow', async (c) => {
      await new Promise((resolve) => setTimeout(resolve, 3 * shortTimeouts.sendMs));
      return c.text('done');
    });
    running = await startServer(app, { port: 0, hostname: '127.0.0.1', timeouts: shortTimeouts });
    running.server.on('connection', (socket: Socket) => opened.push(socket));
  });

  afterAll(() => running.stop(0));

  const serverSideClosed = (socket: Socket) =>
    new Promise<void>((resolve) => (socket.destroyed ? resolve() : socket.once('close', resolve)));

  it('cuts a response the client stops reading, like nginx’s send_timeout', async () => {
    const client = connect(running.port, '127.0.0.1');
    client.on('error', () => {});
    await new Promise((resolve) => client.once('connect', resolve));
    client.pause();
    client.write('GET /large HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
    const serverSide = await new Promise<Socket>((resolve) => {
      const find = () => {
        const socket = opened.find((item) => item.remotePort === client.localPort);
        if (socket) resolve(socket);
        else setImmediate(find);
      };
      find();
    });
    await serverSideClosed(serverSide);
    expect(serverSide.destroyed).toBe(true);
    client.destroy();
  });

  it('waits for an answer the app takes longer than the send timeout to write', async () => {
    const res = await fetch(`http://127.0.0.1:${running.port}/slow`);
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('done');
  });

  it('answers 400 to a request with two Host lines (RFC 9112 §3.2)', async () => {
    const response = await new Promise<string>((resolve, reject) => {
      const socket = connect(running.port, '127.0.0.1', () =>
        socket.end('GET /slow HTTP/1.1\r\nHost: 127.0.0.1\r\nHost: evil.example\r\n\r\n'),
      );
      let received = '';
      socket.setEncoding('latin1');
      socket.on('data', (chunk: string) => (received += chunk));
      socket.on('error', reject);
      socket.on('close', () => resolve(received));
    });
    expect(response).toMatch(/^HTTP\/1\.1 400/);
    expect(response).not.toMatch(/done/);
  });
});
