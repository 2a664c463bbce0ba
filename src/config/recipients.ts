import type { RecipientRole, SiteConfig } from './siteConfig';

/**
 * A recipient of visitors' data as the privacy policy and the chat name it: "name (country)",
 * the country in the reader's language; `fallback` when the role has no recipient (no AI
 * provider configured).
 */
export function recipientName(
  recipients: SiteConfig['recipients'],
  role: RecipientRole,
  lng: string,
  fallback: string,
): string {
  const recipient = recipients[role];
  if (!recipient) return fallback;
  const country = /^[A-Z]{2}$/.test(recipient.country)
    ? (new Intl.DisplayNames([lng], { type: 'region' }).of(recipient.country) ?? recipient.country)
    : recipient.country;
  return `${recipient.name} (${country})`;
}
