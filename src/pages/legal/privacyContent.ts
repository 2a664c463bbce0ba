import { legalUpdated } from '../../config/legalDates';
import type { RecipientRole, SiteConfig } from '../../config/siteConfig';
import { storageKeys } from '../../config/storageKeys';
import { maxHistoryTurns } from '../../shared/chat/protocol';
import { email, link, list, notice, p, type LegalDocumentContent } from './legalDocument';
import { recipientName } from '../../config/recipients';
import { talentPoolRetentionMonths } from '../../config/retention';

/** Everything the site keeps in the browser, by its name in `storageKeys`. */
export const storageKeyIds = Object.keys(storageKeys) as (keyof typeof storageKeys)[];

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

/**
 * The values the policy's copy interpolates: every storage key under its own name, the chat's
 * history length, the controller from the Impressum's company variables, and each recipient as
 * "name (country)" with the country named in the page language. `noAiProvider` is what the
 * page says while the chat uses no AI provider.
 */
export function privacyValues(
  config: Pick<SiteConfig, 'company' | 'recipients'>,
  lng: string,
  noAiProvider: string,
): Record<string, string> {
  const named = (role: RecipientRole) => recipientName(config.recipients, role, lng, noAiProvider);
  const { legalName, legalForm, address } = config.company;
  return {
    ...Object.fromEntries(storageKeyIds.map((id) => [id, storageKeys[id]])),
    turns: String(maxHistoryTurns),
    retentionMonths: String(talentPoolRetentionMonths),
    controller: `${legalName} ${legalForm}, ${address}`,
    hosting: named('hosting'),
    emailProvider: named('email'),
    scheduling: named('scheduling'),
    forms: named('forms'),
    whatsapp: named('whatsapp'),
    ai: named('ai'),
  };
}
