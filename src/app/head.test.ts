import { beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '../i18n/i18n';
import { loadNamespaces } from '../i18n/resources';
import { buildHead, headElements, headElementsSelector, renderHeadTags } from './head';

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
        { hreflang: 'de', href: 'https://www.soultech.example/de/relocation' },
        { hreflang: 'x-default', href: 'https://www.soultech.example/relocation' },
      ],
      share: {
        title: 'Relocation to Germany',
        siteName: 'Soultech',
        locale: 'en_US',
        localeAlternates: ['es_BO', 'de_DE'],
        image: {
          url: 'https://www.soultech.example/share/en/relocation.png',
          width: 1200,
          height: 630,
          alt: 'Relocation to Germany · Soultech',
        },
      },
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
    expect(renderHeadTags(notFound)).not.toContain('og:');
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
      share: null,
    });
    expect(tags).toContain('<title>A &lt;b&gt; &amp; &quot;c&quot;</title>');
  });
});

describe('Open Graph and Twitter tags', () => {
  // Built in each test: the copy loads in beforeAll.
  const homeEs = () => buildHead({ routeId: 'home', lng: 'es' }, i18n);
  const content = (attribute: string) =>
    new RegExp(`<meta ${attribute} content="([^"]*)">`).exec(renderHeadTags(homeEs()))?.[1];

  it('describe the page in its language, at its canonical URL, with its share image', () => {
    const head = homeEs();
    expect(content('property="og:url"')).toBe(head.canonical);
    expect(content('property="og:title"')).toBe(
      'Soultech · Talento latinoamericano para empresas europeas',
    );
    expect(content('property="og:description"')).toBe(head.description);
    expect(content('property="og:locale"')).toBe('es_BO');
    expect(content('property="og:locale:alternate"')).toBe('en_US');
    expect(content('property="og:type"')).toBe('website');
    expect(content('property="og:site_name"')).toBe('Soultech');
    expect(content('property="og:image"')).toBe('https://www.soultech.example/share/es/home.png');
    expect(content('property="og:image:width"')).toBe('1200');
    expect(content('property="og:image:height"')).toBe('630');
    expect(content('property="og:image:alt"')).toBe(head.title);
    expect(content('name="twitter:card"')).toBe('summary_large_image');
    expect(content('name="twitter:title"')).toBe(content('property="og:title"'));
    expect(content('name="twitter:description"')).toBe(head.description);
    expect(content('name="twitter:image"')).toBe(content('property="og:image"'));
  });

  it('are all replaced on client navigation (the selector covers every page tag)', () => {
    const head = homeEs();
    document.head.innerHTML = renderHeadTags(head);
    const replaced = document.head.querySelectorAll(headElementsSelector).length;
    expect(replaced).toBe(headElements(head).length);
  });

  it('come with the site-wide icon and manifest links', () => {
    const tags = renderHeadTags(homeEs());
    expect(tags).toContain('<link rel="apple-touch-icon" href="/apple-touch-icon.png">');
    expect(tags).toContain('<link rel="manifest" href="/site.webmanifest">');
  });
});

describe('JSON-LD in the head', () => {
  it('is written as data blocks, with < escaped', () => {
    const head = buildHead({ routeId: 'home', lng: 'en' }, i18n);
    const tags = renderHeadTags(head, [
      { '@context': 'https://schema.org', '@type': 'Thing', name: '</script>' },
    ]);
    expect(tags).toContain(
      '<script type="application/ld+json">{"@context":"https://schema.org","@type":"Thing","name":"\\u003c/script>"}</script>',
    );
  });
});
