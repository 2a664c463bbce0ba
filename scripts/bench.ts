/**
 * `npm run bench`: Lighthouse (mobile preset, simulated throttling, system Chromium) on every
 * URL of the site against the production server, plus the peer builds in ../shared/peers when
 * present, median of several runs with the URLs in alternation; writes the table into
 * docs/benchmarks.md. Needs a build (`npm run build`). Not part of `npm test`: it takes minutes.
 *
 * Options: --runs N (default 3), --only /,/es (site paths; peers still run unless --no-peers),
 * --no-peers, --peers DIR (default ../shared/peers), --port P (the site's port; the peers use
 * P+5 and P+6).
 */
import { spawn, execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { availableParallelism } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import * as prettier from 'prettier';
import sirv from 'sirv';
import { siteUrls } from '../src/i18n/urls';
import {
  medianSample,
  renderTable,
  sampleOf,
  spliceSection,
  type LighthouseResult,
  type Row,
  type Sample,
} from './benchReport';

const { values: options } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    only: { type: 'string' },
    'no-peers': { type: 'boolean', default: false },
    port: { type: 'string', default: '4620' },
    peers: { type: 'string', default: '../shared/peers' },
  },
});
const runs = Number(options.runs);
const port = Number(options.port);
const host = '127.0.0.1';
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const peersDir = resolve(options.peers);
const docPath = resolve('docs/benchmarks.md');

interface Target {
  label: string;
  url: string;
  peer: boolean;
}

function siteTargets(): Target[] {
  const only = options.only?.split(',').map((path) => path.trim());
  // Every page URL in every language, from the same list as the sitemap and the prerenderer;
  // redirect routes have no page of their own.
  return siteUrls()
    .filter(({ route }) => route.kind === 'page')
    .map(({ url }) => url)
    .filter((url) => !only || only.includes(url))
    .map((url) => ({ label: url, url: `http://${host}:${port}${url}`, peer: false }));
}

async function listen(server: Server, peerPort: number): Promise<void> {
  await new Promise<void>((done) => server.listen(peerPort, host, done));
}

/** Serves each peer build with its precompressed copies, like the site's own server does. */
async function startPeers(): Promise<{ targets: Target[]; servers: Server[] }> {
  if (options['no-peers'] || !existsSync(peersDir)) return { targets: [], servers: [] };
  const peers = [
    { name: 'mui', single: true },
    { name: 'astrowind', single: false },
  ];
  const servers: Server[] = [];
  const targets: Target[] = [];
  for (const [index, { name, single }] of peers.entries()) {
    const server = createServer(
      sirv(join(peersDir, name), { brotli: true, gzip: true, single, etag: true }),
    );
    await listen(server, port + 5 + index);
    servers.push(server);
    targets.push({
      label: `peer: ${name}`,
      url: `http://${host}:${port + 5 + index}/`,
      peer: true,
    });
  }
  return { targets, servers };
}

async function startSite(): Promise<() => void> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
    env: { ...process.env, PORT: String(port), HOST: host },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  let exited = false;
  child.on('exit', () => (exited = true));
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (exited) throw new Error(`The site's server stopped (is port ${port} in use?)`);
    try {
      if ((await fetch(`http://${host}:${port}/`)).ok) break;
    } catch {
      if (Date.now() > deadline) throw new Error(`The site did not start on port ${port}`);
    }
    await new Promise((done) => setTimeout(done, 250));
  }
  return () => child.kill('SIGTERM');
}

async function auditOnce(url: string, chromePort: number): Promise<Sample> {
  const result = await lighthouse(url, {
    port: chromePort,
    output: 'json',
    logLevel: 'error',
    formFactor: 'mobile',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  if (result.lhr.runtimeError) throw new Error(`${url}: ${result.lhr.runtimeError.message}`);
  return sampleOf(result.lhr as unknown as LighthouseResult);
}

/** One retry: on a busy machine Lighthouse now and then loses the trace (NO_NAVSTART). */
async function audit(url: string, chromePort: number): Promise<Sample> {
  try {
    return await auditOnce(url, chromePort);
  } catch (error) {
    console.warn(`${String(error)}; trying once more`);
    return auditOnce(url, chromePort);
  }
}

async function main() {
  if (!existsSync('dist/client/index.html')) throw new Error('No build: run npm run build first.');
  const started = Date.now();
  const stopSite = await startSite();
  const peers = await startPeers();
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
    ],
  });
  try {
    const targets = [...siteTargets(), ...peers.targets];
    const samples = new Map<Target, Sample[]>(targets.map((target) => [target, []]));
    // Round by round, so a busy moment on a shared machine hits every URL rather than one.
    for (let run = 1; run <= runs; run += 1) {
      for (const target of targets) {
        const sample = await audit(target.url, chrome.port);
        samples.get(target)?.push(sample);
        console.info(
          `run ${run}/${runs} ${target.label}: perf ${sample.performance}, LCP ${Math.round(sample.lcpMs)} ms, TBT ${Math.round(sample.tbtMs)} ms`,
        );
      }
    }
    const rows: Row[] = targets.map((target) => ({
      label: target.label,
      peer: target.peer,
      sample: medianSample(samples.get(target) ?? []),
    }));
    const table = renderTable(rows, {
      date: new Date().toISOString().slice(0, 16).replace('T', ' ') + ' UTC',
      cpus: availableParallelism(),
      node: process.version,
      chromium: execFileSync(chromePath, ['--version'], {
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'ignore'],
      }).trim(),
      runs,
      durationMinutes: Math.max(1, Math.round((Date.now() - started) / 60_000)),
    });
    const document = existsSync(docPath)
      ? await readFile(docPath, 'utf8')
      : '# Benchmarks\n\nWritten by `npm run bench`.\n';
    // Formatted as `npm run lint` expects the file to be.
    const config = await prettier.resolveConfig(docPath);
    await writeFile(
      docPath,
      await prettier.format(spliceSection(document, table), { ...config, filepath: docPath }),
    );
    console.info(table);
  } finally {
    chrome.kill();
    peers.servers.forEach((server) => server.close());
    stopSite();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
