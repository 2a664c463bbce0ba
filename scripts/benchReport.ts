/**
 * The pure half of `npm run bench`: what is measured from a Lighthouse result, the median of
 * several runs, and the Markdown table written between the markers of docs/benchmarks.md.
 */

/** The parts of a Lighthouse result the table needs (a structural subset of its LHR type). */
export interface LighthouseResult {
  categories: Record<string, { score: number | null } | undefined>;
  audits: Record<
    string,
    {
      numericValue?: number;
      details?: { items?: { resourceType?: string; transferSize?: number }[] };
    }
  >;
}

export interface Sample {
  performance: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  jsBytes: number;
  totalBytes: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
}

const score = (lhr: LighthouseResult, id: string) =>
  Math.round((lhr.categories[id]?.score ?? 0) * 100);
const numeric = (lhr: LighthouseResult, id: string) => lhr.audits[id]?.numericValue ?? NaN;

export function sampleOf(lhr: LighthouseResult): Sample {
  const resources = lhr.audits['resource-summary']?.details?.items ?? [];
  return {
    performance: score(lhr, 'performance'),
    fcpMs: numeric(lhr, 'first-contentful-paint'),
    lcpMs: numeric(lhr, 'largest-contentful-paint'),
    tbtMs: numeric(lhr, 'total-blocking-time'),
    cls: numeric(lhr, 'cumulative-layout-shift'),
    jsBytes: resources.find((item) => item.resourceType === 'script')?.transferSize ?? 0,
    totalBytes: numeric(lhr, 'total-byte-weight'),
    accessibility: score(lhr, 'accessibility'),
    bestPractices: score(lhr, 'best-practices'),
    seo: score(lhr, 'seo'),
  };
}

export function median(values: readonly number[]): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** Each metric's median over the runs, taken separately (as Lighthouse's own guidance does). */
export function medianSample(samples: readonly Sample[]): Sample {
  const keys = Object.keys(samples[0] ?? {}) as (keyof Sample)[];
  return Object.fromEntries(
    keys.map((key) => [key, median(samples.map((sample) => sample[key]))]),
  ) as unknown as Sample;
}

/** The targets every URL of the site must meet. */
export const targets = { performance: 95, otherScores: 100, lcpMs: 1800, tbtMs: 100, cls: 0.02 };

export function misses(sample: Sample): string[] {
  const out: string[] = [];
  if (sample.performance < targets.performance) out.push(`performance ${sample.performance}`);
  if (sample.lcpMs > targets.lcpMs) out.push(`LCP ${seconds(sample.lcpMs)}`);
  if (sample.tbtMs > targets.tbtMs) out.push(`TBT ${Math.round(sample.tbtMs)} ms`);
  if (sample.cls > targets.cls) out.push(`CLS ${sample.cls.toFixed(3)}`);
  for (const key of ['accessibility', 'bestPractices', 'seo'] as const) {
    if (sample[key] < targets.otherScores) out.push(`${key} ${sample[key]}`);
  }
  return out;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const kib = (bytes: number) => `${Math.round(bytes / 1024)} KiB`;

export interface Row {
  label: string;
  /** Peers are shown for comparison; the targets apply to the site's own URLs. */
  peer: boolean;
  sample: Sample;
}

export interface Machine {
  date: string;
  cpus: number;
  node: string;
  chromium: string;
  runs: number;
  durationMinutes: number;
}

export function renderTable(rows: readonly Row[], machine: Machine): string {
  const header =
    '| URL | perf | FCP | LCP | TBT | CLS | JS | total | a11y | best pr. | SEO | misses |';
  const lines = rows.map(({ label, peer, sample: s }) => {
    const missed = peer ? '(peer)' : misses(s).join(', ') || 'none';
    return `| ${label} | ${Math.round(s.performance)} | ${seconds(s.fcpMs)} | ${seconds(s.lcpMs)} | ${Math.round(s.tbtMs)} ms | ${s.cls.toFixed(3)} | ${kib(s.jsBytes)} | ${kib(s.totalBytes)} | ${Math.round(s.accessibility)} | ${Math.round(s.bestPractices)} | ${Math.round(s.seo)} | ${missed} |`;
  });
  return [
    `Lighthouse 12, mobile preset, simulated throttling; median of ${machine.runs} run(s) per URL, URLs in alternation.`,
    `${machine.date} · ${machine.cpus} CPUs · Node ${machine.node} · ${machine.chromium} · took ${machine.durationMinutes} min.`,
    '',
    header,
    '|---|---|---|---|---|---|---|---|---|---|---|---|',
    ...lines,
  ].join('\n');
}

export const markers = {
  start: '<!-- bench:lighthouse:start -->',
  /** Hand-written notes (what helped, what did not) follow it and survive every run. */
  notes: '<!-- bench:lighthouse:notes -->',
  end: '<!-- bench:lighthouse:end -->',
};

/**
 * The document with the table between the Lighthouse start marker and the notes (or the end
 * marker) replaced; both markers are appended when missing.
 */
export function spliceSection(document: string, table: string): string {
  const start = document.indexOf(markers.start);
  const end = document.indexOf(markers.end);
  if (start === -1 || end < start) {
    return `${document.trimEnd()}\n\n${markers.start}\n\n${table}\n\n${markers.end}\n`;
  }
  const notes = document.indexOf(markers.notes, start);
  const stop = notes !== -1 && notes < end ? notes : end;
  return `${document.slice(0, start)}${markers.start}\n\n${table}\n\n${document.slice(stop)}`;
}
