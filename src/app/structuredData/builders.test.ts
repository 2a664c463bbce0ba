import { describe, expect, it } from 'vitest';
import { readSiteConfig } from '../../config/siteConfig';
import { buildBreadcrumbList } from './breadcrumbList';
import { buildFaqPage } from './faqPage';
import { serializeJsonLd } from './jsonLd';
import { buildOrganization, organizationId, postalAddress } from './organization';
import { buildService } from './service';
import { areaServed } from './serviceAreas';

const site = readSiteConfig({
  VITE_SITE_URL: 'https://a.example/',
  VITE_BRAND: 'Acme',
  VITE_PHONE: '+49 30 1234',
  VITE_EMAIL_CLIENTS: 'c@a.example',
  VITE_EMAIL_PEOPLE: 'p@a.example',
  VITE_EMAIL_TALENT: 't@a.example',
  VITE_SOCIAL_LINKEDIN_URL: 'https://linkedin.example/acme',
  VITE_SOCIAL_INSTAGRAM_URL: 'https://instagram.example/acme',
  VITE_SOCIAL_FACEBOOK_URL: 'https://facebook.example/acme',
  VITE_COMPANY_ADDRESS: 'Torstraße 5, 10119 Berlin',
});

describe('buildOrganization', () => {
  it('states the company from the site configuration', () => {
    expect(buildOrganization(site, 'https://a.example/logo.png')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      '@id': 'https://a.example/#organization',
      name: 'Acme',
      url: 'https://a.example/',
      logo: 'https://a.example/logo.png',
      address: {
        '@type': 'PostalAddress',
        streetAddress: 'Torstraße 5',
        postalCode: '10119',
        addressLocality: 'Berlin',
        addressCountry: 'DE',
      },
      telephone: '+49 30 1234',
      contactPoint: [
        { '@type': 'ContactPoint', contactType: 'customer service', telephone: '+49 30 1234' },
        { '@type': 'ContactPoint', contactType: 'clients', email: 'c@a.example' },
        { '@type': 'ContactPoint', contactType: 'people', email: 'p@a.example' },
        { '@type': 'ContactPoint', contactType: 'talent', email: 't@a.example' },
      ],
      sameAs: [
        'https://linkedin.example/acme',
        'https://instagram.example/acme',
        'https://facebook.example/acme',
      ],
    });
  });

  it('keeps an address it cannot split as the street line', () => {
    expect(postalAddress('Postfach 12, Berlin')).toEqual({
      '@type': 'PostalAddress',
      streetAddress: 'Postfach 12, Berlin',
      addressCountry: 'DE',
    });
  });
});

describe('buildFaqPage', () => {
  it('lists each question with its accepted answer, in order', () => {
    expect(
      buildFaqPage('https://a.example/faq', 'en', [
        { question: 'Q1?', answer: 'A1.' },
        { question: 'Q2?', answer: 'A2.' },
      ]),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      url: 'https://a.example/faq',
      inLanguage: 'en',
      mainEntity: [
        { '@type': 'Question', name: 'Q1?', acceptedAnswer: { '@type': 'Answer', text: 'A1.' } },
        { '@type': 'Question', name: 'Q2?', acceptedAnswer: { '@type': 'Answer', text: 'A2.' } },
      ],
    });
  });
});

describe('buildService', () => {
  it('points to the Organization as provider and names the areas served', () => {
    expect(
      buildService({
        name: 'Relocation',
        description: 'We help you move.',
        url: 'https://a.example/relocation',
        lang: 'es',
        providerId: organizationId('https://a.example'),
        areaServed: [areaServed('BO', 'es-BO'), areaServed('150', 'es-BO')],
      }),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Service',
      name: 'Relocation',
      description: 'We help you move.',
      url: 'https://a.example/relocation',
      inLanguage: 'es',
      provider: { '@type': 'Organization', '@id': 'https://a.example/#organization' },
      areaServed: [
        { '@type': 'Country', name: 'Bolivia' },
        { '@type': 'Place', name: 'Europa' },
      ],
    });
  });
});

describe('buildBreadcrumbList', () => {
  it('numbers the trail from 1', () => {
    expect(
      buildBreadcrumbList([
        { name: 'Home', url: 'https://a.example/' },
        { name: 'FAQs', url: 'https://a.example/faq' },
      ]).itemListElement,
    ).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://a.example/' },
      { '@type': 'ListItem', position: 2, name: 'FAQs', item: 'https://a.example/faq' },
    ]);
  });
});

describe('serializeJsonLd', () => {
  it('writes < as \\u003c so copy cannot close the script element', () => {
    const block = buildFaqPage('https://a.example/', 'en', [
      { question: '</script><script>alert(1)</script>', answer: '<!-- a -->' },
    ]);
    const text = serializeJsonLd(block);
    expect(text).not.toContain('<');
    expect(JSON.parse(text)).toEqual(block);
  });
});
