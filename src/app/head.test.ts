import { beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '../i18n/i18n';
import { loadNamespaces } from '../i18n/resources';
import { buildHead, renderHeadTags } from './head';

beforeAll(async () => {
  for (const lng of ['en', 'es'] as const)
    await loadNamespaces(lng, ['common', 'home', 'relocation', 'bookCall']);
});

describe('buildHead', () => {
  it('gives a page its language, title, canonical URL and alternates', () => {
    const head = buildHead({ routeId: 'relocation', lng: 'en' }, i18n);
    expect(head).toEqual({
      lang: 'en',
      title: 'Relocation to Germany · Soultech',
      description: expect.stringContaining('Bolivian'),
      canonical: 'https://www.soultech.example/en/relocation',
      noindex: false,
      alternates: [
        { hreflang: 'en', href: 'https://www.soultech.example/en/relocation' },
        { hreflang: 'es', href: 'https://www.soultech.example/relocation' },
        { hreflang: 'x-default', href: 'https://www.soultech.example/relocation' },
      ],
    });
  });

  it('titles the home page without the template and interpolates the brand', () => {
    expect(buildHead({ routeId: 'home', lng: 'es' }, i18n).title).toBe(
      'Soultech · Talento latinoamericano para empresas europeas',
    );
  });

  it('keeps the not-found page and action URLs out of search engines', () => {
    const notFound = buildHead({ routeId: 'notFound', lng: 'es' }, i18n);
    expect(notFound.title).toBe('Página no encontrada · Soultech');
    expect(renderHeadTags(notFound)).toContain('<meta name="robots" content="noindex">');
    expect(renderHeadTags(notFound)).not.toContain('canonical');
    expect(buildHead({ routeId: 'bookCall', lng: 'en' }, i18n).noindex).toBe(true);
  });

  it('escapes copy written into the head', () => {
    const tags = renderHeadTags({
      lang: 'en',
      title: 'A <b> & "c"',
      description: 'x',
      canonical: 'https://a.example/',
      noindex: false,
      alternates: [],
    });
    expect(tags).toContain('<title>A &lt;b&gt; &amp; &quot;c&quot;</title>');
  });
});
