import type { SiteConfig } from '../../src/config/siteConfig';
import { legalUpdated } from '../../src/config/legalDates';
import { recipientName } from '../../src/config/recipients';
import { talentPoolRetentionMonths } from '../../src/config/retention';
import { maxHistoryTurns } from '../../src/shared/chat/protocol';
import type { Locale } from '../../src/i18n/locales';
import { pathFor } from '../../src/i18n/paths';
import { formatLegalDate } from '../../src/shared/legalDate';
import { officialSourcesIn, priceValues, ruleValues, statisticTexts } from './facts';

/** What the values read of a language's own bundles. */
export interface ValueCopy {
  bookCall: string;
  noAiProvider: string;
  statisticFormats: Record<string, string>;
}

/** The company's own values, as its pages state them. */
const companyValues = (site: SiteConfig) => ({
  companyLegalName: site.company.legalName,
  companyLegalForm: site.company.legalForm,
  companyAddress: site.company.address,
  companyRegisterCourt: site.company.registerCourt,
  companyRegisterNumber: site.company.registerNumber,
  companyRepresentedBy: site.company.representedBy,
  companyVatId: site.company.vatId,
  // The privacy policy's controller line, filled as its page fills it.
  controller: `${site.company.legalName} ${site.company.legalForm}, ${site.company.address}`,
  teamCeo: site.team.ceo,
  teamCoo: site.team.coo,
});

/** The addresses of the legal pages, the Germany check and the contact page in a language. */
const pageUrls = (site: SiteConfig, locale: Locale) => ({
  siteUrl: site.siteUrl,
  privacyPolicy: `${site.siteUrl}${pathFor('privacyPolicy', locale)}`,
  imprintUrl: `${site.siteUrl}${pathFor('imprint', locale)}`,
  termsUrl: `${site.siteUrl}${pathFor('terms', locale)}`,
  germanyCheckUrl: `${site.siteUrl}${pathFor('germanyCheck', locale)}`,
  contactUrl: `${site.siteUrl}${pathFor('contact', locale)}`,
});

/**
 * The interpolation values of a language: brand, phone, e-mails, providers, the company's
 * data, links, each legal page's date, prices, statistics and the German rules' figures.
 */
export function siteValues(
  site: SiteConfig,
  locale: Locale,
  urls: Record<string, string>,
  copy: ValueCopy,
): Record<string, string> {
  return {
    brand: site.brand,
    phone: site.phone,
    email: site.emails.talent,
    emailClients: site.emails.clients,
    emailPeople: site.emails.people,
    emailTalent: site.emails.talent,
    privacyEmail: site.privacyEmail,
    // The site's own label for booking, so the chat names the action as the buttons do.
    bookCall: copy.bookCall,
    retentionMonths: String(talentPoolRetentionMonths),
    // How many earlier messages each chat message carries, under the privacy policy's own name.
    turns: String(maxHistoryTurns),
    ...Object.fromEntries(
      (['hosting', 'email', 'scheduling', 'forms', 'whatsapp'] as const).map((role) => [
        `${role}Provider`,
        recipientName(site.recipients, role, locale, ''),
      ]),
    ),
    aiProvider: recipientName(site.recipients, 'ai', locale, copy.noAiProvider),
    ...companyValues(site),
    ...urls,
    ...officialSourcesIn(locale, site.officialSources),
    ...pageUrls(site, locale),
    // "termsUpdated", "privacyPolicyUpdated"…: each legal page's date, as the page writes it.
    ...Object.fromEntries(
      Object.entries(legalUpdated).map(([page, date]) => [
        `${page}Updated`,
        formatLegalDate(locale, date),
      ]),
    ),
    ...priceValues(locale),
    ...statisticTexts(locale, copy.statisticFormats),
    ...ruleValues(locale, new Date().getFullYear()),
  };
}
