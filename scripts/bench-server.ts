/**
 * `npm run bench:server`: load test of the compiled production server on 127.0.0.1 with the
 * built site, next to sirv serving the same files in the same run, with autocannon. Bounded:
 * about two minutes. Writes the table into docs/benchmarks.md between the bench:server markers.
 */
import { execFileSync, execSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { format, resolveConfig } from 'prettier';
import { readSiteConfig } from '../src/config/siteConfig';
import { inlineScriptHashes } from '../server/cspHashes';
import { securityHeaderList, securityHeaderOptions } from '../server/securityHeaders';

interface Result {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number };
  throughput: { average: number };
  errors: number;
  timeouts: number;
  statusCodeStats: Record<string, { count: number }>;
}
interface RawRequest {
  headers?: Record<string, string>;
}
type Autocannon = (options: {
  url: string;
  connections: number;
  duration: number;
  method?: string;
  headers?: Record<string, string>;
  body?: string;
  requests?: { setupRequest: (request: RawRequest) => RawRequest }[];
}) => Promise<Result>;

// autocannon ships no types; this is the part of its API the bench uses.
const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

const host = '127.0.0.1';
const ports = { server: 4614, sirv: 4615 };
const clientDir = 'dist/client';
const markers = ['<!-- bench:server:start -->', '<!-- bench:server:end -->'] as const;

function waitForLine(child: ChildProcess, pattern: RegExp): Promise<void> {
  return new Promise((resolve, reject) => {
    let seen = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      seen += chunk.toString();
      if (pattern.test(seen)) resolve();
    });
    child.on('exit', (code) => reject(new Error(`exited with ${code} before it was ready`)));
  });
}

const rssMiB = (pid: number) =>
  Number(
    execFileSync('ps', ['-o', 'rss=', '-p', String(pid)])
      .toString()
      .trim(),
  ) / 1024;

async function startServer(): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['dist/node/server.js'], {
    env: { ...process.env, PORT: String(ports.server), HOST: host, CHAT_TRUSTED_PROXIES: host },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await waitForLine(child, /ready/);
  // The chat logs a line per answer; the bench reads only the ready line.
  child.stdout?.resume();
  return child;
}

/** sirv as a static host would run it: precompressed files and the same security headers. */
async function startSirv(headers: [string, string][]): Promise<ChildProcess> {
  const program = `
    import http from 'node:http';
    import sirv from 'sirv';
    const headers = JSON.parse(process.env.BENCH_HEADERS);
    const serve = sirv(${JSON.stringify(clientDir)}, {
      brotli: true, gzip: true, etag: true,
      setHeaders: (res) => { for (const [name, value] of headers) res.setHeader(name, value); },
    });
    http.createServer(serve).listen(${ports.sirv}, '${host}', () => console.log('ready'));`;
  const child = spawn(process.execPath, ['--input-type=module', '-e', program], {
    env: { ...process.env, BENCH_HEADERS: JSON.stringify(headers) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await waitForLine(child, /ready/);
  return child;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1] ?? 0;
const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

/** Rounds of equal length as one result; latency percentiles are the rounds' medians. */
function merge(results: Result[]): Result {
  const statusCodeStats: Result['statusCodeStats'] = {};
  for (const result of results) {
    for (const [code, { count }] of Object.entries(result.statusCodeStats)) {
      statusCodeStats[code] = { count: (statusCodeStats[code]?.count ?? 0) + count };
    }
  }
  return {
    requests: {
      average: sum(results.map((r) => r.requests.average)) / results.length,
      total: sum(results.map((r) => r.requests.total)),
    },
    latency: {
      p50: median(results.map((r) => r.latency.p50)),
      p99: median(results.map((r) => r.latency.p99)),
    },
    throughput: { average: sum(results.map((r) => r.throughput.average)) / results.length },
    errors: sum(results.map((r) => r.errors)),
    timeouts: sum(results.map((r) => r.timeouts)),
    statusCodeStats,
  };
}

interface Row {
  scenario: string;
  server: string;
  result: Result;
}

const fmt = (value: number, digits = 0) =>
  value.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });

function statuses(result: Result): { ok: number; other: string } {
  let ok = 0;
  const other: string[] = [];
  for (const [code, { count }] of Object.entries(result.statusCodeStats)) {
    if (code.startsWith('2')) ok += count;
    else other.push(`${code}: ${fmt(count)}`);
  }
  return { ok, other: other.join(', ') || '–' };
}

function table(rows: Row[]): string {
  const lines = [
    '| scenario | server | requests/s | p50 ms | p99 ms | 2xx | non-2xx by status | errors | MB/s |',
    '| --- | --- | ---: | ---: | ---: | ---: | --- | ---: | ---: |',
  ];
  for (const { scenario, server, result } of rows) {
    const { ok, other } = statuses(result);
    lines.push(
      `| ${scenario} | ${server} | ${fmt(result.requests.average)} | ${result.latency.p50} | ${result.latency.p99} | ${fmt(ok)} | ${other} | ${result.errors + result.timeouts} | ${fmt(result.throughput.average / 1024 / 1024, 1)} |`,
    );
  }
  return lines.join('\n');
}

async function writeSection(section: string) {
  const path = 'docs/benchmarks.md';
  const current = existsSync(path)
    ? readFileSync(path, 'utf8')
    : `# Benchmarks\n\nMeasured on the machine named in each section; numbers from a shared machine are noisy, so\ncompare medians taken in the same run.\n\n## Lighthouse (\`npm run bench\`)\n\n<!-- bench:lighthouse:start -->\n<!-- bench:lighthouse:end -->\n\n## Server (\`bench:server\`)\n\n${markers[0]}\n${markers[1]}\n`;
  const start = current.indexOf(markers[0]);
  const end = current.indexOf(markers[1]);
  const next =
    start === -1 || end < start
      ? `${current.trimEnd()}\n\n## Server (\`bench:server\`)\n\n${markers[0]}\n${section}\n${markers[1]}\n`
      : `${current.slice(0, start + markers[0].length)}\n${section}\n${current.slice(end)}`;
  // The file is checked by `prettier --check .` (npm run lint): write it formatted.
  writeFileSync(path, await format(next, { ...(await resolveConfig(path)), filepath: path }));
}

async function main() {
  if (!existsSync('dist/node/server.js')) execSync('npm run build', { stdio: 'inherit' });
  const html = readFileSync(join(clientDir, 'index.html'), 'utf8');
  // The largest script the home page loads: above the size the server keeps in memory, so the
  // row measures a file streamed from disk (the entry script was one until the boot was split).
  const asset = [...new Set(html.match(/\/assets\/[\w-]+\.js/g) ?? [])]
    .map((path) => ({ path, size: statSync(join(clientDir, path)).size }))
    .sort((a, b) => b.size - a.size)[0]?.path;
  if (!asset) throw new Error('No hashed script in dist/client/index.html');
  const headers = await securityHeaderList(
    securityHeaderOptions(readSiteConfig(process.env), inlineScriptHashes([html])),
  );
  const load = loadavg().map((value) => value.toFixed(2));

  const server = await startServer();
  const sirv = await startSirv(headers);
  const rows: Row[] = [];
  try {
    const memoryBefore = rssMiB(server.pid ?? 0);
    const brotli = { 'Accept-Encoding': 'gzip, deflate, br' };
    const url = (port: number, path: string) => `http://${host}:${port}${path}`;
    const run = async (scenario: string, name: string, options: Parameters<Autocannon>[0]) => {
      console.log(`${scenario} · ${name} …`);
      rows.push({ scenario, server: name, result: await autocannon(options) });
    };

    // Static rows alternate between the two servers in rounds, so a burst of load from
    // elsewhere on the shared machine falls on both rather than on one.
    const rounds = 3;
    for (const [scenario, path, seconds] of [
      ['`GET /` (brotli), 50 connections, 30 s each', '/', 30],
      [`\`GET ${asset}\` (brotli), 50 connections, 15 s each`, asset, 15],
    ] as const) {
      const results: Record<'ours' | 'sirv', Result[]> = { ours: [], sirv: [] };
      for (let round = 1; round <= rounds; round += 1) {
        for (const name of ['ours', 'sirv'] as const) {
          console.log(`${scenario} · ${name} · round ${round}/${rounds} …`);
          results[name].push(
            await autocannon({
              url: url(ports[name === 'ours' ? 'server' : 'sirv'], path),
              connections: 50,
              duration: seconds / rounds,
              headers: brotli,
            }),
          );
        }
      }
      for (const name of ['ours', 'sirv'] as const) {
        rows.push({ scenario, server: name, result: merge(results[name]) });
      }
    }

    const chat = {
      url: url(ports.server, '/api/chat'),
      connections: 10,
      duration: 15,
      method: 'POST',
      body: JSON.stringify({ message: 'Do I need to speak German?', locale: 'en' }),
    };
    await run('`POST /api/chat`, one client, 10 connections, 15 s', 'ours', {
      ...chat,
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': '192.0.2.1' },
    });
    let client = 0;
    await run('`POST /api/chat`, a new client each request, 10 connections, 15 s', 'ours', {
      ...chat,
      headers: { 'Content-Type': 'application/json' },
      // Behind a trusted proxy (the bench's own address) every request from another client.
      requests: [
        {
          setupRequest: (request) => {
            client += 1;
            const address = `10.${(client >> 16) & 255}.${(client >> 8) & 255}.${client & 255}`;
            return { ...request, headers: { ...request.headers, 'X-Forwarded-For': address } };
          },
        },
      ],
    });
    const memoryAfter = rssMiB(server.pid ?? 0);

    const static200 = (scenario: string) =>
      rows.filter((row) => row.scenario === scenario).map((row) => row.result.requests.average);
    const ratios = [...new Set(rows.filter((r) => r.server === 'sirv').map((r) => r.scenario))]
      .map((scenario) => {
        const [ours = 0, theirs = 1] = static200(scenario);
        return `${scenario.split(',')[0]}: ${(ours / theirs).toFixed(2)} of sirv`;
      })
      .join('; ');

    const section = [
      `Run on ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, Node ${process.version}, ${cpus().length} cores (${cpus()[0]?.model.trim() ?? 'unknown CPU'}), load average ${load.join(' / ')} at the start. The machine is shared: what else ran during the run is unknown, so compare rows of the same run, not runs.`,
      '',
      'The compiled server (`node dist/node/server.js`, `CHAT_TRUSTED_PROXIES=127.0.0.1`) and sirv 3 (brotli, gzip, ETag, the same security headers) serve the same `dist/client`; autocannon runs in the bench process on the same machine, so the figures include its share of the cores. Static rows alternate the two servers in 3 rounds (requests/s is their mean, p50/p99 their medians). The chat allows 20 requests a minute per client: with one client every request past those is an intended 429.',
      '',
      table(rows),
      '',
      `Static path: ${ratios}. Server memory (RSS): ${fmt(memoryBefore)} MiB before, ${fmt(memoryAfter)} MiB after.`,
    ].join('\n');
    await writeSection(section);
    console.log(section);
  } finally {
    server.kill();
    sirv.kill();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
