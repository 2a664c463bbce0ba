import { legalUpdated } from '../../config/legalDates';
import { email, link, list, p, type LegalDocumentContent } from './legalDocument';

/** The Terms and Conditions: section order and blocks; the text is in `locales/<lng>/terms.json`. */
export const termsContent = {
  ns: 'terms',
  updated: legalUpdated.terms,
  numbered: true,
  sections: [
    { id: 'scope', blocks: [p('p1'), p('p2')] },
    {
      id: 'services',
      blocks: [p('p1'), list('list', ['noAccounts', 'noOffer', 'contracts']), p('p2')],
    },
    { id: 'outcomes', blocks: [p('p1'), p('p2')] },
    { id: 'thirdParty', blocks: [p('p1'), p('p2')] },
    { id: 'chat', blocks: [p('p1'), list('list', ['general', 'verify', 'sensitive']), p('p2')] },
    { id: 'use', blocks: [p('p1'), list('list', ['law', 'security', 'automated', 'content'])] },
    { id: 'links', blocks: [p('p1')] },
    { id: 'ip', blocks: [p('p1'), p('p2')] },
    { id: 'liability', blocks: [p('p1'), p('p2'), p('p3'), p('p4')] },
    { id: 'privacy', blocks: [link('p1', 'privacyPolicy')] },
    { id: 'changes', blocks: [p('p1')] },
    { id: 'law', blocks: [p('p1'), p('p2'), p('p3')] },
    { id: 'contact', blocks: [email('p1'), link('p2', 'imprint')] },
  ],
} as const satisfies LegalDocumentContent;
