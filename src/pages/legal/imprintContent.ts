import { legalUpdated } from '../../config/legalDates';
import type { SiteConfig } from '../../config/siteConfig';
import { link, p, slot, type LegalDocumentContent } from './legalDocument';

/** The Impressum (§ 5 DDG, § 18 (2) MStV): company details, then the usual notes. */
export const imprintContent = {
  ns: 'imprint',
  updated: legalUpdated.imprint,
  numbered: false,
  sections: [
    { id: 'provider', blocks: [slot('provider')] },
    { id: 'contact', blocks: [slot('contact')] },
    { id: 'register', blocks: [slot('register')] },
    { id: 'responsible', blocks: [p('p1'), slot('responsible')] },
    { id: 'liability', blocks: [p('p1'), p('p2')] },
    { id: 'links', blocks: [p('p1')] },
    { id: 'copyright', blocks: [p('p1')] },
    { id: 'privacy', blocks: [link('p1', 'privacyPolicy')] },
  ],
} as const satisfies LegalDocumentContent;

type CompanyField = keyof SiteConfig['company'];

/**
 * Which company details each block lists, in order; the values come from the site
 * configuration (`VITE_COMPANY_*`), their labels from `facts.<field>` of the locale file.
 */
export const imprintFacts = {
  provider: ['legalName', 'legalForm', 'address', 'representedBy'],
  register: ['registerCourt', 'registerNumber', 'vatId'],
  // The managing directors answer for the editorial content, at the company's address.
  responsible: ['representedBy', 'address'],
} as const satisfies Record<string, readonly CompanyField[]>;
