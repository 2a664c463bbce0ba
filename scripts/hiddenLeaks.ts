import { readdirSync, readFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { staffAugmentationPrices } from '../src/config/prices.ts';
import type { SiteConfig } from '../src/config/siteConfig.ts';
import { useCase } from '../src/pages/staff-augmentation/content.ts';
import { hiddenPrefixes, isHidden, type SectionFlag } from '../server/chat/hiddenSections.ts';

/** The amounts each switchable section shows, which no build with the section off may hold. */
const sectionAmounts: Partial<Record<SectionFlag, readonly number[]>> = {
  staffAugmentationPricing: [
    staffAugmentationPrices.junior,
    staffAugmentationPrices.mid,
    staffAugmentationPrices.senior,
  ],
  staffAugmentationUseCase: [useCase.monthlyInvoice.amount],
};

/** Texts a bundle would hold: scripts, pages, data; not the precompressed copies of them. */
const scanned = new Set(['.js', '.mjs', '.html', '.json', '.css', '.txt', '.xml', '.webmanifest']);

/** Every string of a locale bundle with its key (`namespace:a.b`). */
function stringsOf(namespace: string, bundle: unknown): { id: string; text: string }[] {
  const strings: { id: string; text: string }[] = [];
  const walk = (value: unknown, path: string) => {
    if (typeof value === 'string') strings.push({ id: `${namespace}:${path}`, text: value });
    else if (value && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) walk(item, path ? `${path}.${key}` : key);
    }
  };
  walk(bundle, '');
  return strings;
}

/**
 * Pieces of hidden copy worth searching for: the runs between interpolations that are long
 * enough and that no visible string of the language holds too ("(opens in a new tab)" or a
 * page name the section shares with the navigation is no leak).
 */
function distinctivePieces(text: string, visible: string): string[] {
  return text
    .split(/\{\{[^}]*\}\}/)
    .map((piece) => piece.trim())
    .filter((piece) => piece.length >= 16 && !visible.includes(piece));
}

/**
 * How an amount can appear in a bundle: a literal in code (2500), or formatted for a page in
 * any of the site's languages (2,500 / 2.500 / 2 500). A minifier writes round amounts such as
 * 5000 as 5e3, which libraries use for their own timeouts: that form is not searched, and the
 * section's copy and other amounts still show a leak of its data.
 */
function amountPattern(amount: number): RegExp {
  const digits = String(amount);
  const grouped = digits.replace(/\B(?=(\d{3})+(?!\d))/g, '[.,\u00a0\u202f ]');
  return new RegExp(`(?<![\\w.,])(?:${digits}|${grouped})(?![\\w]|[.,]\\d)`);
}

export interface Leak {
  file: string;
  what: string;
}

/**
 * What of the sections switched off in `flags` a built site in `clientDir` still holds: copy
 * from `locales/<lng>/` (for each of `locales`) or an amount the section shows.
 */
export function hiddenLeaks(
  clientDir: string,
  localesDir: string,
  locales: readonly string[],
  flags: SiteConfig['flags'],
): Leak[] {
  const needles: { what: string; test: (text: string) => boolean }[] = [];
  const prefixes = hiddenPrefixes(flags);
  for (const lng of locales) {
    const strings = readdirSync(join(localesDir, lng))
      .filter((file) => file.endsWith('.json'))
      .flatMap((file) =>
        stringsOf(
          file.replace(/\.json$/, ''),
          JSON.parse(readFileSync(join(localesDir, lng, file), 'utf8')),
        ),
      );
    const visible = strings
      .filter(({ id }) => !isHidden(id, prefixes))
      .map(({ text }) => text)
      .join('\n');
    for (const { id, text } of strings.filter(({ id }) => isHidden(id, prefixes))) {
      for (const piece of distinctivePieces(text, visible)) {
        // As written, and as a JS or JSON string literal writes it.
        const escaped = JSON.stringify(piece).slice(1, -1);
        needles.push({
          what: `copy of ${id} (${lng}): "${piece}"`,
          test: (content) => content.includes(piece) || content.includes(escaped),
        });
      }
    }
  }
  for (const [flag, amounts] of Object.entries(sectionAmounts) as [SectionFlag, number[]][]) {
    if (flags[flag]) continue;
    for (const amount of amounts) {
      const pattern = amountPattern(amount);
      needles.push({ what: `amount ${amount} of ${flag}`, test: (text) => pattern.test(text) });
    }
  }

  const leaks: Leak[] = [];
  const files = readdirSync(clientDir, { recursive: true, encoding: 'utf8' }).filter((file) =>
    scanned.has(extname(file)),
  );
  for (const file of files) {
    const text = readFileSync(join(clientDir, file), 'utf8');
    for (const needle of needles) if (needle.test(text)) leaks.push({ file, what: needle.what });
  }
  return leaks;
}
