import { localeRegistry, type Locale } from './locales';

/** A whole amount of money in the page language's format (€2,500 in English, €2.500 in Spanish). */
export function formatMoney(lng: Locale, currency: 'EUR' | 'USD', amount: number): string {
  return new Intl.NumberFormat(localeRegistry[lng].intl, {
    style: 'currency',
    currency,
    currencyDisplay: 'narrowSymbol',
    maximumFractionDigits: 0,
  }).format(amount);
}
