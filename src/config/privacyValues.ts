import { maxHistoryTurns } from '../shared/chat/protocol';
import { recipientName } from './recipients';
import { talentPoolRetentionMonths } from './retention';
import type { RecipientRole, SiteConfig } from './siteConfig';
import { storageKeys } from './storageKeys';

/** Everything the site keeps in the browser, by its name in `storageKeys`. */
export const storageKeyIds = Object.keys(storageKeys) as (keyof typeof storageKeys)[];

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
