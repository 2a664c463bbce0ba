import { spawn, type ChildProcess } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { delimiter, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundleServer } from '../../scripts/serverBundle';
import { siteFiles } from './siteFixture';

const repository = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/** Every process a test started, killed when the test process ends however it ends. */
const children = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of children) child.kill('SIGKILL');
});

/** Resolves when `pattern` appears in what the child printed; rejects when it exits first. */
function waitFor(
  child: ChildProcess,
  output: () => string,
  pattern: RegExp,
  timeoutMs: number,
): Promise<RegExpExecArray> {
  return new Promise((resolvePromise, reject) => {
    const check = () => {
      const match = pattern.exec(output());
      if (!match) return;
      cleanup();
      resolvePromise(match);
    };
    const onExit = (code: number | null) => {
      cleanup();
      reject(new Error(`exited (${code}) before printing ${pattern}:\n${output()}`));
    };
    const timer = setTimeout(() => {
      cleanup();
      reject(new Error(`no ${pattern} within ${timeoutMs} ms:\n${output()}`));
    }, timeoutMs);
    const cleanup = () => {
      clearTimeout(timer);
      child.stdout?.off('data', check);
      child.stderr?.off('data', check);
      child.off('exit', onExit);
    };
    child.stdout?.on('data', check);
    child.stderr?.on('data', check);
    child.once('exit', onExit);
    check();
  });
}

export interface Spawned {
  child: ChildProcess;
  /** Everything it printed so far, stdout and stderr. */
  output: () => string;
  /** Sends `signal` and resolves with the exit code and how long the exit took. */
  stop: (
    signal?: NodeJS.Signals,
    timeoutMs?: number,
  ) => Promise<{ code: number | null; ms: number }>;
}

/** Starts a program whose output the test reads; it is killed at the latest when tests end. */
export function spawnWatched(
  command: string,
  args: string[],
  options: { cwd?: string; env?: Record<string, string> } = {},
): Spawned {
  const child = spawn(command, args, {
    cwd: options.cwd,
    // Only what the test names: a developer's REDIS_URL or CHAT_* must not leak in.
    env: { PATH: process.env.PATH ?? '', ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.add(child);
  let printed = '';
  child.stdout?.on('data', (chunk: Buffer) => (printed += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (printed += chunk.toString()));
  // 'close', not 'exit': the exit can come before the last lines printed have been read.
  const exited = new Promise<number | null>((resolvePromise) =>
    child.once('close', (code, signal) => {
      children.delete(child);
      resolvePromise(code ?? (signal ? -1 : null));
    }),
  );
  return {
    child,
    output: () => printed,
    async stop(signal = 'SIGTERM', timeoutMs = 15_000) {
      const started = performance.now();
      if (child.exitCode !== null || child.signalCode !== null)
        return { code: await exited, ms: 0 };
      child.kill(signal);
      const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
      const code = await exited;
      clearTimeout(timer);
      return { code, ms: performance.now() - started };
    },
  };
}

/** A port on 127.0.0.1 that was free a moment ago, for programs that cannot pick their own. */
export function freePort(): Promise<number> {
  return new Promise((resolvePromise, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address
          ? resolvePromise(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

/**
 * A folder laid out like a deployment: the production server compiled the way the build
 * compiles it (server.js), a small built site in dist/client whose home page weighs
 * `homeBytes`, and the repository's locales.
 */
export async function createDeployment({ homeBytes = 0 }: { homeBytes?: number } = {}): Promise<{
  dir: string;
  remove: () => void;
}> {
  const dir = mkdtempSync(join(tmpdir(), 'deployment-'));
  await bundleServer(join(dir, 'server.js'));
  for (const [path, body] of Object.entries(siteFiles)) {
    const target = join(dir, 'dist/client', path);
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, path === 'index.html' ? body.padEnd(homeBytes, ' ') : body);
  }
  symlinkSync(join(repository, 'locales'), join(dir, 'locales'));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

export interface ServerProcess extends Spawned {
  port: number;
  pid: number;
  /** Resident memory in MiB, from /proc. */
  rssMiB: () => number;
}

/** Runs the compiled server of `deployment` on a free 127.0.0.1 port, as `npm start` would. */
export async function startServerProcess(
  deployment: { dir: string },
  env: Record<string, string> = {},
): Promise<ServerProcess> {
  const spawned = spawnWatched(process.execPath, ['server.js'], {
    cwd: deployment.dir,
    env: { NODE_ENV: 'production', HOST: '127.0.0.1', PORT: '0', ...env },
  });
  try {
    const [, port] = await waitFor(
      spawned.child,
      spawned.output,
      /ready at http:\/\/127\.0\.0\.1:(\d+)/,
      30_000,
    );
    const pid = spawned.child.pid as number;
    return {
      ...spawned,
      port: Number(port),
      pid,
      rssMiB: () => {
        const status = readFileSync(`/proc/${pid}/status`, 'utf8');
        return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? NaN) / 1024;
      },
    };
  } catch (error) {
    await spawned.stop('SIGKILL');
    throw error;
  }
}

/** The program's path on PATH, or null when it is not installed. */
export function findProgram(name: string): string | null {
  for (const folder of (process.env.PATH ?? '').split(delimiter)) {
    if (folder && existsSync(join(folder, name))) return join(folder, name);
  }
  return null;
}

/** Starts redis-server on a loopback port (a free one unless named), in memory only. */
export async function startRedis(
  command = 'redis-server',
  port?: number,
): Promise<Spawned & { port: number }> {
  port ??= await freePort();
  const spawned = spawnWatched(command, [
    '--port',
    String(port),
    '--bind',
    '127.0.0.1',
    '--save',
    '',
    '--appendonly',
    'no',
  ]);
  try {
    await waitFor(spawned.child, spawned.output, /Ready to accept connections/, 15_000);
  } catch (error) {
    await spawned.stop('SIGKILL');
    throw error;
  }
  return { ...spawned, port };
}
