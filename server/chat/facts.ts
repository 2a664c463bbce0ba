import type { Locale } from '../../src/i18n/locales';
import { localeRegistry } from '../../src/i18n/locales';

/**
 * Prices of the specification (section 9) that the chat's answers quote. The copy around them
 * lives in locales/<lng>/chat.json; the numbers are formatted with Intl for the reply language.
 */
export const prices = {
  /** Staff augmentation, per month, in euros ("from"). */
  staffAugmentation: { junior: 2500, mid: 3500, senior: 5000 },
  /** Spanish relocation packages, in US dollars. */
  relocationPackages: { basic: 97, standard: 397, premium: 497 },
} as const;

function money(locale: Locale, currency: 'EUR' | 'USD', amount: number): string {
  return new Intl.NumberFormat(localeRegistry[locale].intl, {
    style: 'currency',
    currency,
    currencyDisplay: 'narrowSymbol',
    maximumFractionDigits: 0,
  }).format(amount);
}

/** Interpolation values for the price placeholders of the knowledge copy. */
export function priceValues(locale: Locale): Record<string, string> {
  const { junior, mid, senior } = prices.staffAugmentation;
  const { basic, standard, premium } = prices.relocationPackages;
  return {
    junior: money(locale, 'EUR', junior),
    mid: money(locale, 'EUR', mid),
    senior: money(locale, 'EUR', senior),
    basic: money(locale, 'USD', basic),
    standard: money(locale, 'USD', standard),
    premium: money(locale, 'USD', premium),
  };
}
