import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { maxPipelinedRequests } from './httpServer';
import { createDeployment, startServerProcess, type ServerProcess } from './testing/serverProcess';

/**
 * The probe's flood against the compiled server in its own process: 2,400 requests pipelined
 * in one 64 KB write by a client that never reads, for a home page of about 200 KB (the
 * built one's size uncompressed). Before the fix the server held +470 MB for minutes and
 * SIGTERM did not stop it.
 */
const graceMs = 2_000;
let deployment: Awaited<ReturnType<typeof createDeployment>>;
let server: ServerProcess;
const sockets: Socket[] = [];

beforeAll(async () => {
  deployment = await createDeployment({ homeBytes: 200_000 });
  server = await startServerProcess(deployment, { SHUTDOWN_GRACE_MS: String(graceMs) });
}, 60_000);

afterAll(async () => {
  for (const socket of sockets) socket.destroy();
  await server?.stop('SIGKILL');
  deployment?.remove();
});

/** A connection that writes `raw` and never reads what comes back. */
function silentClient(raw: string): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect({ port: server.port, host: '127.0.0.1' }, () => {
      socket.pause();
      socket.write(raw);
      resolve(socket);
    });
    socket.on('error', () => {});
    socket.once('error', reject);
    sockets.push(socket);
  });
}

const closed = (socket: Socket) =>
  new Promise<void>((resolve) => (socket.destroyed ? resolve() : socket.once('close', resolve)));

describe('a client that pipelines and never reads', () => {
  it('is cut off, and the server’s memory stays within 50 MB of its start', async () => {
    // Warm up: the first requests allocate what every later one reuses.
    for (let i = 0; i < 20; i += 1) await (await fetch(`http://127.0.0.1:${server.port}/`)).text();
    const before = server.rssMiB();
    let peak = before;
    const sample = setInterval(() => (peak = Math.max(peak, server.rssMiB())), 50);
    let flood: Socket;
    try {
      const request = 'GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n';
      flood = await silentClient(request.repeat(2_400));
      // Two seconds of sampling, while anything held would still be held.
      await new Promise((resolve) => setTimeout(resolve, 2_000));
    } finally {
      clearInterval(sample);
    }
    peak = Math.max(peak, server.rssMiB());
    console.info(`flood: RSS ${before.toFixed(0)} MiB before, peak ${peak.toFixed(0)} MiB`);
    expect(peak - before).toBeLessThan(50);
    // Reading now, the client finds the connection closed by the server, with at most the
    // responses of the first requests: those past the cap were never answered.
    let received = '';
    flood.setEncoding('latin1');
    flood.on('data', (chunk: string) => (received += chunk));
    flood.resume();
    await closed(flood);
    const answered = received.match(/HTTP\/1\.1 200/g)?.length ?? 0;
    expect(answered).toBeLessThanOrEqual(maxPipelinedRequests);
    // The server still answers.
    expect((await fetch(`http://127.0.0.1:${server.port}/healthz`)).status).toBe(200);
  }, 30_000);

  it(`stops within the ${graceMs} ms grace period on SIGTERM with stuck clients connected`, async () => {
    const request = 'GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n';
    // Under the cap, reading nothing; a request still arriving; an idle keep-alive connection.
    await silentClient(request.repeat(maxPipelinedRequests));
    await silentClient('GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ');
    await silentClient('');
    const health = await fetch(`http://127.0.0.1:${server.port}/healthz`);
    expect(health.status).toBe(200);
    const { code, ms } = await server.stop('SIGTERM');
    console.info(`shutdown: exit ${code} after ${ms.toFixed(0)} ms`);
    expect(code).toBe(0);
    // The grace period, plus what a busy machine needs to end a process.
    expect(ms).toBeLessThan(graceMs + 1_000);
    expect(server.output()).not.toMatch(/error|fail/i);
  }, 30_000);
});
