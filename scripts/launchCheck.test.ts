import { describe, expect, it } from 'vitest';
import { readSiteConfig } from '../src/config/siteConfig';
import { testimonials } from '../src/pages/home/content';
import {
  findPlaceholders,
  isExampleAddress,
  launchReport,
  sampleSources,
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
    expect(text).toContain('1 placeholder(s) left');
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
