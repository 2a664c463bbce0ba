import { localeRegistry, type Locale } from './locales';

/** An amount in euros for the page language, with cents only where the figure has them (€45,934.20). */
export function formatEuro(lng: Locale, amount: number): string {
  const digits = Number.isInteger(amount) ? 0 : 2;
  return new Intl.NumberFormat(localeRegistry[lng].intl, {
    style: 'currency',
    currency: 'EUR',
    currencyDisplay: 'narrowSymbol',
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(amount);
}
