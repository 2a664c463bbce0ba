import { figureFor, figures, type FigureId } from '../../src/config/germanRules';
import { relocationPackagePrices, staffAugmentationPrices } from '../../src/config/prices';
import { statistics, statisticValues } from '../../src/config/statistics';
import type { OfficialSources } from '../../src/config/siteConfig';
import { formatMoney } from '../../src/i18n/format';
import { formatEuro } from '../../src/i18n/formatEuro';
import { localeRegistry, type Locale } from '../../src/i18n/locales';
import { interpolate } from '../../src/shared/chat/text';

/** The monthly invoice of the staff augmentation example (a switchable section), in euros. */
const useCaseMonthlyFee = 5000;

/** Interpolation values for the price placeholders of the answers bank. */
export function priceValues(lng: Locale): Record<string, string> {
  const { currency: eur, junior, mid, senior } = staffAugmentationPrices;
  const { currency: usd, basic, standard, premium } = relocationPackagePrices;
  return {
    junior: formatMoney(lng, eur, junior),
    mid: formatMoney(lng, eur, mid),
    senior: formatMoney(lng, eur, senior),
    useCaseFee: formatMoney(lng, eur, useCaseMonthlyFee),
    basic: formatMoney(lng, usd, basic),
    standard: formatMoney(lng, usd, standard),
    premium: formatMoney(lng, usd, premium),
  };
}

/**
 * The official sources as links for a language: Make it in Germany has an edition per
 * language (`/en/`, `/es/`, `/de/`), so a configured English address leads a Spanish or German
 * visitor to their own edition. The others are linked as configured.
 */
export function officialSourcesIn(lng: Locale, sources: OfficialSources): OfficialSources {
  return {
    ...sources,
    makeItInGermany: sources.makeItInGermany.replace(/\/en\/?$/, `/${lng}/`),
  };
}

/**
 * The home page's statistics as the page shows them once counted up ("more than 500K"), as
 * `stat<Id>` values: `formats` is the language's `home.json` `impact.formats`.
 */
export function statisticTexts(
  lng: Locale,
  formats: Record<string, string>,
): Record<string, string> {
  const number = new Intl.NumberFormat(localeRegistry[lng].intl, { maximumFractionDigits: 1 });
  return Object.fromEntries(
    statistics.map((stat) => [
      `stat${stat.id.charAt(0).toUpperCase()}${stat.id.slice(1)}`,
      interpolate(formats[stat.format] ?? '', statisticValues(stat, number, stat.countTo)),
    ]),
  );
}

/**
 * The German rules' dated figures (`src/config/germanRules.ts`, the Germany check's own) for a
 * year, as `<figure>` (the amount in the language's format) and `<figure>Year` (the year the
 * figure is for, which is earlier than `year` while no newer figure is confirmed). The server
 * reads them when it starts: after New Year it answers with the new year's figures from its next
 * start.
 */
export function ruleValues(lng: Locale, year: number): Record<string, string> {
  return Object.fromEntries(
    (Object.keys(figures) as FigureId[]).flatMap((id) => {
      const figure = figureFor(id, year);
      return [
        [id, formatEuro(lng, figure.amount)],
        [`${id}Year`, String(figure.year)],
      ];
    }),
  );
}
