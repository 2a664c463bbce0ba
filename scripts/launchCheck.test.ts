import { describe, expect, it } from 'vitest';
import { readSiteConfig } from '../src/config/siteConfig';
import { testimonials } from '../src/pages/home/content';
import {
  confirmations,
  findPlaceholders,
  isExampleAddress,
  launchReport,
  sampleSources,
  unconfirmed,
  unnamedAiProvider,
  type SampleSource,
} from './launchCheck';

const configuredEnv = {
  VITE_SITE_URL: 'https://www.acme.de',
  VITE_PHONE: '+49 151 2345 678',
  VITE_EMAIL_CLIENTS: 'clients@acme.de',
  VITE_EMAIL_PEOPLE: 'people@acme.de',
  VITE_EMAIL_TALENT: 'talent@acme.de',
  VITE_FORM_COMPANY_REQUEST_URL: 'https://forms.acme.de/company',
  VITE_FORM_TALENT_PROFILE_URL: 'https://forms.acme.de/talent',
  VITE_FORM_PRE_EVALUATION_URL: 'https://forms.acme.de/pre-evaluation',
  VITE_BOOKING_URL: 'https://calendly.com/acme/intro-call',
  VITE_BOOKING_SCRIPT_URL: 'https://assets.calendly.com/assets/external/widget.js',
  VITE_BOOKING_STYLESHEET_URL: 'https://assets.calendly.com/assets/external/widget.css',
  VITE_SOCIAL_LINKEDIN_URL: 'https://www.linkedin.com/company/acme',
  VITE_SOCIAL_INSTAGRAM_URL: 'https://www.instagram.com/acme',
  VITE_SOCIAL_FACEBOOK_URL: 'https://www.facebook.com/acme',
  VITE_COMPANY_LEGAL_NAME: 'Acme Talent',
  VITE_COMPANY_LEGAL_FORM: 'UG (haftungsbeschränkt)',
  VITE_COMPANY_ADDRESS: 'Torstraße 10, 10119 Berlin',
  VITE_COMPANY_REPRESENTED_BY: 'Ana Quispe',
  VITE_COMPANY_REGISTER_COURT: 'Amtsgericht Charlottenburg',
  VITE_COMPANY_REGISTER_NUMBER: 'HRB 123456 B',
  VITE_COMPANY_VAT_ID: 'DE123456789',
  VITE_TEAM_CEO_NAME: 'Ana Quispe',
  VITE_TEAM_COO_NAME: 'Jonas Weber',
  VITE_RECIPIENT_HOSTING_NAME: 'Hetzner Online GmbH',
  VITE_RECIPIENT_EMAIL_NAME: 'Posteo e.K.',
  VITE_RECIPIENT_FORMS_NAME: 'Tally BV',
  VITE_RECIPIENT_FORMS_COUNTRY: 'BE',
};

const samples = (sample: boolean): SampleSource[] => [
  { label: 'sample testimonial', fix: 'replace it', entries: [{ id: 'ana', sample }] },
];

describe('isExampleAddress', () => {
  it('recognizes example.com, *.example and example.* hosts in URLs and e-mail addresses', () => {
    for (const value of [
      'https://example.com/x',
      'https://forms.example.com/a',
      'https://www.soultech.example',
      'https://example.de',
      'people@example.com',
      'team@mail.Example.org',
    ]) {
      expect(isExampleAddress(value), value).toBe(true);
    }
  });

  it('leaves real addresses, phone numbers and plain text alone', () => {
    for (const value of [
      'https://www.myexample.com',
      'clients@acme.de',
      '+49 30 0000 0000',
      'Soultech',
      '',
    ]) {
      expect(isExampleAddress(value), value).toBe(false);
    }
  });
});

describe('findPlaceholders', () => {
  it('lists every built-in placeholder with its variable, and the samples', () => {
    const found = findPlaceholders(readSiteConfig({}), samples(true));
    const fixes = found.map((p) => p.fix);
    expect(fixes).toContain('set VITE_PHONE');
    expect(fixes).toContain('set VITE_SITE_URL');
    expect(fixes).toContain('set VITE_EMAIL_CLIENTS');
    expect(fixes).toContain('set VITE_BOOKING_URL');
    expect(fixes).toContain('set VITE_SOCIAL_FACEBOOK_URL');
    expect(fixes).toContain('set VITE_COMPANY_REGISTER_NUMBER');
    expect(fixes).toContain('set VITE_TEAM_CEO_NAME');
    expect(found).toContainEqual({
      what: '+49 30 0000 0000 (built-in placeholder)',
      fix: 'set VITE_PHONE',
    });
    expect(found).toContainEqual({ what: 'sample testimonial "ana"', fix: 'replace it' });
    expect(fixes.some((fix) => fix.includes('VITE_BRAND'))).toBe(false);
    expect(fixes.some((fix) => fix.includes('VITE_CHAT_API_URL'))).toBe(false);
  });

  it('finds nothing once every variable is set and no entry is a sample', () => {
    expect(findPlaceholders(readSiteConfig(configuredEnv), samples(false))).toEqual([]);
  });

  it('flags a configured address that is still on an example domain', () => {
    const config = readSiteConfig({
      ...configuredEnv,
      VITE_EMAIL_TALENT: 'jobs@acme.example',
      VITE_CHAT_API_URL: 'https://chat.example.org',
    });
    expect(findPlaceholders(config, [])).toEqual([
      { what: 'jobs@acme.example (example domain)', fix: 'set VITE_EMAIL_TALENT' },
      { what: 'https://chat.example.org (example domain)', fix: 'set VITE_CHAT_API_URL' },
    ]);
  });

  it('reads the sample markers of the home testimonials', () => {
    const found = findPlaceholders(readSiteConfig(configuredEnv), [
      { label: 'sample testimonial', fix: 'replace it', entries: testimonials },
    ]);
    expect(found).toHaveLength(testimonials.filter((t) => t.sample).length);
  });
});

describe('launchReport', () => {
  it('fails and lists what is left while any placeholder remains', () => {
    const { text, exitCode } = launchReport([{ what: 'x (built-in placeholder)', fix: 'set X' }]);
    expect(exitCode).toBe(1);
    expect(text).toContain('1 item(s) left');
    expect(text).toContain('- x (built-in placeholder)\n    set X');
  });

  it('passes when none is left', () => {
    expect(launchReport([]).exitCode).toBe(0);
  });
});

describe('sampleSources', () => {
  it('lists the sample testimonials, and the sample client logos only while their section is on', () => {
    const off = sampleSources(readSiteConfig({}));
    expect(off.map((source) => source.label)).toEqual(['sample testimonial']);
    const on = sampleSources(readSiteConfig({ VITE_SHOW_COMPANIES_LOGOS: 'true' }));
    expect(on.map((source) => source.label)).toEqual(['sample testimonial', 'sample client logo']);
    expect(
      findPlaceholders(readSiteConfig({ VITE_SHOW_COMPANIES_LOGOS: 'true' }), on),
    ).toContainEqual(expect.objectContaining({ what: 'sample client logo "sample1"' }));
  });
});

describe('unconfirmed', () => {
  it('lists every confirmation the paid packages and the privacy policy need until it is given', () => {
    const open = unconfirmed(undefined);
    expect(open).toHaveLength(confirmations.length);
    expect(open.map((item) => item.what).join('\n')).toMatch(/VAT included/);
    expect(open.map((item) => item.what).join('\n')).toMatch(/withdrawal/);
    expect(open.map((item) => item.what).join('\n')).toMatch(/contract terms/);
    expect(open[0]?.fix).toBe('once it holds, add packagePricesWithVat to LAUNCH_CONFIRMED');
  });

  it('drops the confirmed ones, whatever the spacing', () => {
    const ids = confirmations.map(({ id }) => id);
    expect(unconfirmed(` ${ids.slice(1).join(' , ')} `).map((item) => item.fix)).toEqual([
      `once it holds, add ${ids[0]} to LAUNCH_CONFIRMED`,
    ]);
    expect(unconfirmed(ids.join(','))).toEqual([]);
  });
});

describe('unnamedAiProvider', () => {
  it('asks for the AI provider the chat server uses when the privacy policy names none', () => {
    const unnamed = readSiteConfig(configuredEnv);
    expect(unnamedAiProvider(unnamed, 'https://api.example.org/v1')).toEqual([
      {
        what: 'the chat uses an AI provider (https://api.example.org/v1) that the privacy policy does not name',
        fix: 'set VITE_RECIPIENT_AI_NAME and VITE_RECIPIENT_AI_COUNTRY',
      },
    ]);
    expect(unnamedAiProvider(unnamed, '')).toEqual([]);
    const named = readSiteConfig({
      ...configuredEnv,
      VITE_RECIPIENT_AI_NAME: 'Mistral AI',
      VITE_RECIPIENT_AI_COUNTRY: 'FR',
    });
    expect(unnamedAiProvider(named, 'https://api.example.org/v1')).toEqual([]);
  });
});
