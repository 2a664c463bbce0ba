import { whatsappUrl, type SiteConfig } from '../../config/siteConfig';

/**
 * The next steps a reply can close with, each a conversion the site offers. The server's
 * answers end with one; the widget gives links to them a readable label.
 */
export const nextSteps = [
  'booking',
  'whatsapp',
  'companyRequest',
  'talentProfile',
  'preEvaluation',
] as const;

export type NextStep = (typeof nextSteps)[number];

/** Where each next step leads; the WhatsApp link carries the page language's message. */
export function nextStepUrls(site: SiteConfig, whatsappMessage: string): Record<NextStep, string> {
  return {
    booking: site.booking.url,
    whatsapp: whatsappUrl(site, whatsappMessage),
    companyRequest: site.forms.companyRequest,
    talentProfile: site.forms.talentProfile,
    preEvaluation: site.forms.preEvaluation,
  };
}

/** The address without what varies between languages (the WhatsApp message). */
function destination(url: string): string {
  const parsed = new URL(url);
  parsed.search = '';
  return parsed.href;
}

/** The next step a link leads to, or null for any other address. */
export function nextStepOf(href: string, site: SiteConfig): NextStep | null {
  const urls = nextStepUrls(site, '');
  return (
    nextSteps.find((step) =>
      step === 'whatsapp'
        ? destination(href) === destination(urls.whatsapp)
        : href === new URL(urls[step]).href,
    ) ?? null
  );
}
