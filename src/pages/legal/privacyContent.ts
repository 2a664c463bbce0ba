import { legalUpdated } from '../../config/legalDates';
import { storageKeyIds } from '../../config/privacyValues';
import { email, link, list, notice, p, type LegalDocumentContent } from './legalDocument';

/**
 * The privacy policy: nine numbered sections. What it says about storage, requests and
 * recipients describes the code: section 8 lists one entry per key of `storageKeys`, and the
 * names, countries and the privacy contact come from the site configuration.
 */
export const privacyContent = {
  ns: 'privacyPolicy',
  updated: legalUpdated.privacyPolicy,
  numbered: true,
  sections: [
    { id: 'controller', blocks: [p('p1'), email('p2', 'privacy'), link('p3', 'imprint')] },
    {
      id: 'data',
      blocks: [
        p('p1'),
        list('list', [
          'email',
          'chat',
          'classification',
          'llm',
          'booking',
          'forms',
          'whatsapp',
          'serverLogs',
        ]),
        p('p2'),
      ],
    },
    {
      id: 'purposes',
      blocks: [p('p1'), list('list', ['contract', 'interests', 'consent']), p('p2')],
    },
    {
      id: 'recipients',
      blocks: [
        p('p1'),
        list('list', ['hosting', 'email', 'scheduling', 'forms', 'whatsapp', 'llm', 'companies']),
        p('p2'),
      ],
    },
    { id: 'transfers', blocks: [p('p1'), p('p2')] },
    {
      id: 'retention',
      blocks: [
        p('p1'),
        list('list', ['inquiries', 'talentPool', 'chat', 'storage', 'logs', 'statutory']),
      ],
    },
    {
      id: 'rights',
      blocks: [
        p('p1'),
        list('list', [
          'access',
          'rectification',
          'erasure',
          'restriction',
          'portability',
          'withdrawal',
          'complaint',
        ]),
        notice('objection'),
        email('p2', 'privacy'),
      ],
    },
    {
      id: 'cookies',
      blocks: [p('p1'), list('list', storageKeyIds), p('p2'), p('p3')],
    },
    { id: 'changes', blocks: [p('p1')] },
  ],
} as const satisfies LegalDocumentContent;
