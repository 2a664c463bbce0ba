import type { ReplyRules } from './llm';

/** Links a reply may hold, checked by their origin (llm.ts); a domain inside one is not bare. */
export const urlPattern = /\bhttps?:\/\/[^\s<>"'()[\]]+|\bwww\.[^\s<>"'()[\]]+/gi;

/**
 * A run that reads as a phone number: an optional plus, then groups of digits joined by single
 * spaces, dashes, dots, slashes or brackets. Commas never join it, so "45.934,20 €" is two runs.
 */
const phonePattern = /(?<![\w+])\+?\(?\d(?:[ \-./()]?\d){7,}/g;
/** Dates written with digits only: a run like "2026-11-29" or "29.11.2026" is no phone number. */
const datePattern = /^(?:\d{4}-\d{2}-\d{2}|\d{1,2}\.\d{1,2}\.\d{4})$/;

/**
 * A name with a dot and a top-level domain of letters ("acme.io", "jobs.example.de"), not part
 * of an e-mail address or of a longer word. Abbreviations ("e.g.", "z.B.") have one-letter parts.
 */
const domainPattern =
  /(?<![\w@.-])(?:[a-z\d](?:[a-z\d-]{0,61}[a-z\d])?\.)+[a-z]{2,24}(?![\w@-]|\.[a-z\d])/gi;

/** The host names of the origins a reply may link to, with and without `www.`. */
function allowedHosts(origins: ReadonlySet<string>): Set<string> {
  const hosts = new Set<string>();
  for (const origin of origins) {
    const host = new URL(origin).hostname.toLowerCase();
    hosts.add(host);
    hosts.add(host.replace(/^www\./, ''));
  }
  return hosts;
}

/**
 * What in a reply points to a contact the site does not give, for the error message: a phone
 * number (however it is offered: to call, on WhatsApp, in a wa.me link) other than the site's,
 * or a domain written without a link other than the site's and its sources'. Null when none.
 */
export function foreignContact(reply: string, rules: ReplyRules): string | null {
  for (const [run] of reply.matchAll(phonePattern)) {
    if (datePattern.test(run)) continue;
    const digits = run.replace(/\D/g, '');
    // The site's number in any notation: with its country code, a leading 0 or 00.
    const national = digits.replace(/^0+/, '');
    if (![...rules.phones].some((phone) => phone.endsWith(national) || digits.endsWith(phone))) {
      return 'a phone number the site does not have';
    }
  }
  const hosts = allowedHosts(rules.origins);
  const emails = new Set([...rules.emails].map((email) => email.split('@')[1]));
  for (const [domain] of reply.replace(urlPattern, ' ').matchAll(domainPattern)) {
    const host = domain.toLowerCase();
    if (!hosts.has(host) && !hosts.has(host.replace(/^www\./, '')) && !emails.has(host)) {
      return 'a domain outside the site, its contacts and its sources';
    }
  }
  return null;
}
