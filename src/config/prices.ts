/**
 * Prices of the business, in one place for the pages that show them and the chat that quotes
 * them. Format them with `formatMoney` for the page language. Each is its own export, so a
 * build whose page does not show one (a hidden section) leaves its numbers out of the bundle.
 */

/** Staff augmentation, per month, in euros ("from"); shown only with its section's flag. */
export const staffAugmentationPrices = {
  currency: 'EUR',
  junior: 2500,
  mid: 3500,
  senior: 5000,
} as const;

/** Spanish relocation packages, in US dollars. */
export const relocationPackagePrices = {
  currency: 'USD',
  basic: 97,
  standard: 397,
  premium: 497,
} as const;
