import { describe, expect, it } from 'vitest';
import { readSiteConfig, whatsappUrl } from '../../config/siteConfig';
import { nextStepOf, nextSteps, nextStepUrls } from './nextSteps';

const site = readSiteConfig({});

describe('next steps', () => {
  it('each lead to their configured address', () => {
    expect(nextStepUrls(site, 'Hola')).toEqual({
      booking: site.booking.url,
      whatsapp: whatsappUrl(site, 'Hola'),
      companyRequest: site.forms.companyRequest,
      talentProfile: site.forms.talentProfile,
      preEvaluation: site.forms.preEvaluation,
    });
  });

  it('are recognized from their address, a WhatsApp link whatever its message', () => {
    const urls = nextStepUrls(site, 'Hi, could you please give me more information?');
    for (const step of nextSteps) expect(nextStepOf(new URL(urls[step]).href, site)).toBe(step);
    expect(nextStepOf(new URL(whatsappUrl(site, 'Hola')).href, site)).toBe('whatsapp');
  });

  it('other addresses are no next step', () => {
    expect(nextStepOf('https://example.com/x', site)).toBeNull();
    expect(nextStepOf('https://wa.me/15550000000', site)).toBeNull();
    expect(nextStepOf(`${site.forms.companyRequest}?ref=chat`, site)).toBeNull();
  });
});
