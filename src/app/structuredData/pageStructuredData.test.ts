import { beforeAll, describe, expect, it } from 'vitest';
import { site } from '../../config/site';
import { i18n } from '../../i18n/i18n';
import { locales } from '../../i18n/locales';
import type { PageNamespace } from '../../i18n/namespaces';
import { localizedPath, pathFor } from '../../i18n/paths';
import { loadNamespaces } from '../../i18n/resources';
import { questions } from '../../pages/about/faqs/content';
import { faqItems } from '../../pages/home/content';
import { routes, type PageRoute } from '../../routes';
import type { JsonLdBlock } from './jsonLd';
import { organizationId } from './organization';
import { pageStructuredData } from './pageStructuredData';
import { serviceAreas } from './serviceAreas';

const pages = routes.filter((route): route is PageRoute => route.kind === 'page');
const everyPage = locales.flatMap((lng) => pages.map((route) => ({ route, lng })));

beforeAll(async () => {
  for (const lng of locales) await loadNamespaces(lng, ['common', ...pages.map((p) => p.id)]);
});

const ofType = (blocks: JsonLdBlock[], type: string) => blocks.filter((b) => b['@type'] === type);

/** Every string value anywhere in a block, with the property that holds it. */
function strings(value: unknown, key = ''): { key: string; value: string }[] {
  if (typeof value === 'string') return [{ key, value }];
  if (Array.isArray(value)) return value.flatMap((item) => strings(item, key));
  if (typeof value === 'object' && value !== null)
    return Object.entries(value).flatMap(([k, v]) => strings(v, k));
  return [];
}

const urlKeys = new Set(['@id', 'url', 'item', 'logo', 'sameAs']);

/** What schema.org and search engines require of each type this site writes. */
const requiredProperties: Record<string, string[]> = {
  Organization: ['@id', 'name', 'url', 'logo', 'address', 'contactPoint', 'sameAs'],
  FAQPage: ['mainEntity'],
  Service: ['name', 'description', 'provider', 'areaServed', 'url'],
  BreadcrumbList: ['itemListElement'],
};

describe.each(everyPage)('structured data of $route.id in $lng', ({ route, lng }) => {
  const blocks = () => pageStructuredData({ routeId: route.id, lng }, i18n);
  const url = site.siteUrl + localizedPath(route, lng);

  it('is valid: context, required properties, absolute URLs, no empty text', () => {
    for (const block of blocks()) {
      expect(block['@context']).toBe('https://schema.org');
      for (const property of requiredProperties[block['@type']] ?? ['(unknown type)'])
        expect(block, `${block['@type']}.${property}`).toHaveProperty(property);
      for (const { key, value } of strings(block)) {
        expect(value.trim(), key).not.toBe('');
        expect(value, key).not.toMatch(/\{\{|\}\}/);
        if (urlKeys.has(key)) expect(value, key).toMatch(/^https:\/\/[^/]+\//);
      }
    }
  });

  it('has the Organization on every page', () => {
    const [organization, ...others] = ofType(blocks(), 'Organization');
    expect(others).toHaveLength(0);
    expect(organization).toMatchObject({
      name: site.brand,
      address: { addressLocality: 'Berlin', addressCountry: 'DE' },
      sameAs: Object.values(site.social),
    });
    expect(strings(organization?.contactPoint).map((s) => s.value)).toEqual(
      expect.arrayContaining([site.phone, ...Object.values(site.emails)]),
    );
  });

  it('marks up the FAQ the page shows, word for word and in its order', () => {
    const faq = ofType(blocks(), 'FAQPage');
    const home = i18n.getFixedT(lng, 'home');
    const faqs = i18n.getFixedT(lng, 'faqs');
    const shown =
      route.id === 'home'
        ? faqItems.map(({ id }) => [
            home(`faq.items.${id}.question`),
            home(`faq.items.${id}.answer`),
          ])
        : route.id === 'faqs'
          ? questions.map(({ id }) => [
              faqs(`list.items.${id}.question`),
              faqs(`list.items.${id}.answer`),
            ])
          : null;
    if (!shown) return expect(faq).toHaveLength(0);
    expect(faq[0]?.mainEntity).toEqual(
      shown.map(([question, answer]) => ({
        '@type': 'Question',
        name: question,
        acceptedAnswer: { '@type': 'Answer', text: answer },
      })),
    );
  });

  it('describes a service page as a Service of the Organization, in the page copy', () => {
    const services = ofType(blocks(), 'Service');
    if (!(route.id in serviceAreas)) return expect(services).toHaveLength(0);
    const page = i18n.getFixedT(lng, route.id as 'home');
    expect(services).toEqual([
      expect.objectContaining({
        name: page('meta.title'),
        description: page('meta.description'),
        url,
        provider: { '@type': 'Organization', '@id': organizationId(site.siteUrl) },
      }),
    ]);
    expect((services[0]?.areaServed as unknown[]).length).toBeGreaterThan(0);
  });

  it('gives pages below the home page a breadcrumb trail of navigation labels', () => {
    const lists = ofType(blocks(), 'BreadcrumbList');
    if (route.id === 'home') return expect(lists).toHaveLength(0);
    const items = lists[0]?.itemListElement as { position: number; name: string; item: string }[];
    const common = i18n.getFixedT(lng, 'common');
    expect(items[0]).toEqual({
      '@type': 'ListItem',
      position: 1,
      name: common('routes.home'),
      item: site.siteUrl + pathFor('home', lng),
    });
    expect(items.at(-1)).toMatchObject({ name: common(`routes.${route.id}`), item: url });
    expect(items.map((i) => i.position)).toEqual(items.map((_, index) => index + 1));
  });
});

describe('breadcrumb trails', () => {
  const names = (id: PageNamespace, lng: (typeof locales)[number]) =>
    (
      ofType(pageStructuredData({ routeId: id, lng }, i18n), 'BreadcrumbList')[0]
        ?.itemListElement as { name: string; item: string }[]
    ).map(({ name, item }) => `${name} ${item}`);

  it('leads from the home page through the parent page', () => {
    expect(names('faqs', 'en')).toEqual([
      `Home ${site.siteUrl}/`,
      `About us ${site.siteUrl}/about`,
      `FAQs ${site.siteUrl}/about/faqs`,
    ]);
  });

  it('leads to a service page through the services section of the home page', () => {
    expect(names('soulmove', 'es')).toEqual([
      `Inicio ${site.siteUrl}/es`,
      `Servicios ${site.siteUrl}/es#services`,
      expect.stringMatching(new RegExp(` ${site.siteUrl}/es/services/soulmove$`)),
    ]);
  });
});

describe('the not-found page', () => {
  it('has the Organization only', () => {
    const blocks = pageStructuredData({ routeId: 'notFound', lng: 'es' }, i18n);
    expect(blocks.map((b) => b['@type'])).toEqual(['Organization']);
  });
});
