import { storageKeys } from '../../config/storageKeys';
import { email, link, list, p, type LegalDocumentContent } from './legalDocument';

/**
 * The privacy policy: nine numbered sections. What it says about storage, logs and outside
 * services describes the code: the keys below are the ones the site writes.
 */
export const privacyContent = {
  ns: 'privacyPolicy',
  updated: '2025-03-26',
  numbered: true,
  sections: [
    { id: 'controller', blocks: [p('p1'), email('p2'), link('p3', 'imprint')] },
    {
      id: 'data',
      blocks: [
        p('p1'),
        list('list', ['email', 'chat', 'llm', 'booking', 'forms', 'whatsapp', 'serverLogs']),
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
      blocks: [p('p1'), list('list', ['inquiries', 'chat', 'storage', 'logs', 'statutory'])],
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
          'objection',
          'withdrawal',
          'complaint',
        ]),
        email('p2'),
      ],
    },
    {
      id: 'cookies',
      blocks: [p('p1'), list('list', ['language', 'offer', 'chat', 'welcome']), p('p2'), p('p3')],
    },
    { id: 'changes', blocks: [p('p1')] },
  ],
} as const satisfies LegalDocumentContent;

/** The names of what the site keeps in the browser, filled into section 8. */
export const storageKeyValues = {
  languageKey: storageKeys.language,
  offerKey: storageKeys.languageOfferDismissed,
  chatKey: storageKeys.chatConversation,
  welcomeKey: storageKeys.welcomeShown,
} as const;
