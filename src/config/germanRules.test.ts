import { describe, expect, it } from 'vitest';
import {
  figureFor,
  figures,
  sources,
  sourceUrl,
  type DatedFigure,
  type Publisher,
  type Source,
  type SourceId,
} from './germanRules';

const hosts: Record<Publisher, RegExp> = {
  makeItInGermany: /^https:\/\/www\.make-it-in-germany\.com\//,
  recognitionPortal: /^https:\/\/www\.anerkennung-in-deutschland\.de\//,
  foreignOffice: /^https:\/\/www\.auswaertiges-amt\.de\//,
  embassyLaPaz: /^https:\/\/la-paz\.diplo\.de\//,
};

describe('dated figures', () => {
  it.each([
    ['blueCardSalary', 2025, 48_300],
    ['blueCardSalary', 2026, 50_700],
    ['blueCardReducedSalary', 2025, 43_759.8],
    ['blueCardReducedSalary', 2026, 45_934.2],
    ['experienceSalary', 2026, 45_630],
    ['opportunityCardFunds', 2025, 1_091],
    ['blockedAccountMonthly', 2025, 992],
    ['blockedAccountYearly', 2025, 11_904],
  ] as const)('%s in %i is %d, as the official source states', (id, year, amount) => {
    expect(figureFor(id, year)).toMatchObject({ year, amount });
  });

  it('a year without a confirmed figure shows the latest confirmed one, with its year', () => {
    expect(figureFor('blueCardSalary', 2027)).toMatchObject({ year: 2026, amount: 50_700 });
    expect(figureFor('blueCardReducedSalary', 2030)).toMatchObject({ year: 2026 });
    expect(figureFor('opportunityCardFunds', 2026)).toMatchObject({ year: 2025, amount: 1_091 });
    expect(figureFor('blockedAccountMonthly', 2026)).toMatchObject({ year: 2025, amount: 992 });
    expect(figureFor('blockedAccountYearly', 2026)).toMatchObject({ year: 2025, amount: 11_904 });
  });

  it('a year before the first entry shows the first entry, with its own year', () => {
    expect(figureFor('experienceSalary', 2025)).toMatchObject({ year: 2026, amount: 45_630 });
    expect(figureFor('blueCardSalary', 2024)).toMatchObject({ year: 2025 });
  });

  it('the blocked account a year is twelve months of the monthly amount', () => {
    expect(figureFor('blockedAccountYearly', 2025).amount).toBe(
      12 * figureFor('blockedAccountMonthly', 2025).amount,
    );
  });

  it('lists each figure once a year, oldest first, each with an official source', () => {
    for (const [id, entries] of Object.entries(figures) as [string, readonly DatedFigure[]][]) {
      const years = entries.map((entry) => entry.year);
      expect(years, id).toEqual([...new Set(years)].sort((a, b) => a - b));
      for (const entry of entries) expect(sources).toHaveProperty(entry.source);
    }
  });

  it('cites only the official publishers, each on its own site', () => {
    for (const { publisher, url } of Object.values(sources)) {
      expect(url).toMatch(hosts[publisher]);
    }
  });

  it('links a translated page on the same site, in its own language', () => {
    for (const [id, source] of Object.entries(sources) as [string, Source][]) {
      for (const [lng, url] of Object.entries(source.translated ?? {})) {
        expect(url, `${id} (${lng})`).toMatch(hosts[source.publisher]);
        expect(url, `${id} (${lng})`).toContain(`/${lng}/`);
        expect(sourceUrl(id as SourceId, lng)).toBe(url);
      }
      expect(sourceUrl(id as SourceId, 'en')).toBe(source.url);
    }
  });
});
