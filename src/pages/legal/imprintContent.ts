import { legalUpdated } from '../../config/legalDates';
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
