/**
 * Prices of the business, in one place for the pages that show them and the chat that quotes
 * them. Format them with `formatMoney` for the page language.
 */
export const prices = {
  /** Staff augmentation, per month, in euros ("from"). */
  staffAugmentation: { currency: 'EUR', junior: 2500, mid: 3500, senior: 5000 },
  /** Spanish relocation packages, in US dollars. */
  relocationPackages: { currency: 'USD', basic: 97, standard: 397, premium: 497 },
} as const;
