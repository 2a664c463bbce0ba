import { prices } from '../../src/config/prices';
import type { OfficialSources } from '../../src/config/siteConfig';
import { formatMoney } from '../../src/i18n/format';
import type { Locale } from '../../src/i18n/locales';

/** The monthly invoice of the staff augmentation example (a switchable section), in euros. */
const useCaseMonthlyFee = 5000;

/** Interpolation values for the price placeholders of the answers bank. */
export function priceValues(lng: Locale): Record<string, string> {
  const { currency: eur, junior, mid, senior } = prices.staffAugmentation;
  const { currency: usd, basic, standard, premium } = prices.relocationPackages;
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
