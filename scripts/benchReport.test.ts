import { describe, expect, it } from 'vitest';
import {
  markers,
  median,
  medianSample,
  misses,
  sampleOf,
  spliceSection,
  type LighthouseResult,
  type Sample,
} from './benchReport';

const good: Sample = {
  performance: 98,
  fcpMs: 900,
  lcpMs: 1500,
  tbtMs: 40,
  cls: 0.001,
  jsBytes: 90_000,
  totalBytes: 200_000,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
};

describe('benchmark report', () => {
  it('reads the metrics from a Lighthouse result', () => {
    const lhr: LighthouseResult = {
      categories: {
        performance: { score: 0.98 },
        accessibility: { score: 1 },
        'best-practices': { score: 1 },
        seo: { score: 1 },
      },
      audits: {
        'first-contentful-paint': { numericValue: 900 },
        'largest-contentful-paint': { numericValue: 1500 },
        'total-blocking-time': { numericValue: 40 },
        'cumulative-layout-shift': { numericValue: 0.001 },
        'total-byte-weight': { numericValue: 200_000 },
        'resource-summary': {
          details: {
            items: [{ resourceType: 'total' }, { resourceType: 'script', transferSize: 90_000 }],
          },
        },
      },
    };
    expect(sampleOf(lhr)).toEqual(good);
  });

  it('takes each metric’s median separately', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    const slow = { ...good, lcpMs: 3000, tbtMs: 10 };
    const fast = { ...good, lcpMs: 1000, tbtMs: 500 };
    expect(medianSample([slow, good, fast])).toMatchObject({ lcpMs: 1500, tbtMs: 40 });
  });

  it('names every target a URL misses', () => {
    expect(misses(good)).toEqual([]);
    expect(misses({ ...good, performance: 90, lcpMs: 2000, cls: 0.05, seo: 92 })).toEqual([
      'performance 90',
      'LCP 2.00 s',
      'CLS 0.050',
      'seo 92',
    ]);
  });

  it('replaces the table and keeps the notes and other sections', () => {
    const doc = `# B\n\n${markers.start}\nold table\n${markers.notes}\nnotes\n${markers.end}\n\n<!-- bench:server:start -->x<!-- bench:server:end -->\n`;
    const out = spliceSection(doc, 'new table');
    expect(out).toContain(
      `${markers.start}\n\nnew table\n\n${markers.notes}\nnotes\n${markers.end}`,
    );
    expect(out).not.toContain('old table');
    expect(out).toContain('<!-- bench:server:start -->x');
  });

  it('appends the markers to a document that has none', () => {
    expect(spliceSection('# B\n', 't')).toBe(`# B\n\n${markers.start}\n\nt\n\n${markers.end}\n`);
  });
});
