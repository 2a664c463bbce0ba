import type { SiteConfig } from './siteConfig';

type CompanyField = keyof SiteConfig['company'];

/**
 * Which company details each block of the Impressum lists, in order, for the page and for the
 * chat that quotes it; the values come from the site configuration (`VITE_COMPANY_*`), their
 * labels from `facts.<field>` of `imprint.json`.
 */
export const imprintFacts = {
  provider: ['legalName', 'legalForm', 'address', 'representedBy'],
  register: ['registerCourt', 'registerNumber', 'vatId'],
  // The managing directors answer for the editorial content, at the company's address.
  responsible: ['representedBy', 'address'],
} as const satisfies Record<string, readonly CompanyField[]>;
