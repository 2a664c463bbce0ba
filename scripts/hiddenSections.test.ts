import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readSiteConfig } from '../src/config/siteConfig';
import { hiddenLeaks } from './hiddenLeaks';
import { withoutKeys } from './hiddenSections';

describe('withoutKeys', () => {
  it('drops the named keys of a locale bundle and nothing else', () => {
    const bundle = {
      pricing: { title: 'Pricing overview' },
      hero: { title: 'Hi' },
      a: { b: 1, c: 2 },
    };
    expect(withoutKeys(bundle, ['pricing', 'a.b', 'missing.key'])).toEqual({
      hero: { title: 'Hi' },
      a: { c: 2 },
    });
    expect(bundle.pricing.title).toBe('Pricing overview');
  });
});

describe('hiddenLeaks', () => {
  const root = mkdtempSync(join(tmpdir(), 'hidden-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const write = (path: string, text: string) => {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  };
  write(
    'locales/en/staffAugmentation.json',
    JSON.stringify({
      hero: { title: 'Staff augmentation for European companies' },
      pricing: { title: 'Pricing overview', note: 'Staff augmentation for European companies' },
      useCase: { invoice: { text: 'Invoiced at {{amount}} per month.' } },
    }),
  );
  const flagsOff = readSiteConfig({}).flags;

  it('finds hidden copy and hidden prices in a build, in code and in pages', () => {
    write(
      'client/assets/page.js',
      'const a={currency:"EUR",junior:2500,mid:3500,senior:5e3};const t="Pricing overview";',
    );
    write('client/index.html', '<p>Invoiced at €5,000 per month.</p>');
    const leaks = hiddenLeaks(join(root, 'client'), join(root, 'locales'), ['en'], flagsOff);
    expect(leaks.map((leak) => `${leak.file}: ${leak.what}`).sort()).toEqual([
      'assets/page.js: amount 2500 of staffAugmentationPricing',
      'assets/page.js: amount 3500 of staffAugmentationPricing',
      'assets/page.js: copy of staffAugmentation:pricing.title (en): "Pricing overview"',
      'index.html: amount 5000 of staffAugmentationPricing',
      'index.html: amount 5000 of staffAugmentationUseCase',
    ]);
  });

  it('passes a build without them, and one whose flags show them', () => {
    write(
      'client/assets/page.js',
      'setTimeout(f,5e3);const n=62500;const t="Staff augmentation for European companies";',
    );
    write('client/index.html', '<p>€25,000</p>');
    expect(hiddenLeaks(join(root, 'client'), join(root, 'locales'), ['en'], flagsOff)).toEqual([]);
    write('client/assets/page.js', 'const t="Pricing overview";const a=2500;');
    const flagsOn = readSiteConfig({
      VITE_SHOW_STAFF_AUGMENTATION_PRICING: 'true',
      VITE_SHOW_STAFF_AUGMENTATION_USE_CASE: 'true',
    }).flags;
    expect(hiddenLeaks(join(root, 'client'), join(root, 'locales'), ['en'], flagsOn)).toEqual([]);
  });
});
