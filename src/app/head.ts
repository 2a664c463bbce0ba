import type { i18n as I18n } from 'i18next';
import { site } from '../config/site';
import { localeRegistry, locales, type Locale } from '../i18n/locales';
import { localizedPath, pathFor } from '../i18n/paths';
import { findRoute } from '../routes';
import type { RouteHandle } from './routeHandle';
import { shareImagePath, shareImageSize } from './shareImage';
import { appleTouchIcon, manifestHref } from './siteIcons';
import { serializeJsonLd, type JsonLdBlock } from './structuredData/jsonLd';

export interface HeadData {
  lang: Locale;
  title: string;
  description: string;
  canonical: string;
  /** The not-found page and action URLs must not be indexed. */
  noindex: boolean;
  alternates: { hreflang: string; href: string }[];
  /** Open Graph and Twitter card of a page people may share; none on the not-found page. */
  share: ShareCard | null;
}

export interface ShareCard {
  /** The page's own title, without the brand template (the card names the site separately). */
  title: string;
  siteName: string;
  /** Open Graph locales (`en_GB`): the page's, then the page's other languages. */
  locale: string;
  localeAlternates: string[];
  image: { url: string; width: number; height: number; alt: string };
}

/** One tag of the head, rendered to HTML by the prerenderer and to DOM on client navigation. */
export interface HeadElement {
  tag: 'meta' | 'link';
  attributes: Record<string, string>;
}

const ogLocale = (lng: Locale) => localeRegistry[lng].intl.replace('-', '_');

/** The same page in every language: hreflang alternates and the language switcher use it. */
export function alternatePaths(handle: RouteHandle): { lng: Locale; path: string }[] {
  return locales.map((lng) => ({
    lng,
    path:
      handle.routeId === 'notFound'
        ? pathFor('home', lng)
        : localizedPath(findRoute(handle.routeId), lng),
  }));
}

/** Head tags of a page, computed once for the prerenderer and the browser alike. */
export function buildHead(handle: RouteHandle, i18n: I18n): HeadData {
  const { routeId, lng } = handle;
  const common = i18n.getFixedT(lng, 'common');
  if (routeId === 'notFound') {
    return {
      lang: lng,
      title: common('titleTemplate', { title: common('notFound.title') }),
      description: common('notFound.text'),
      canonical: site.siteUrl + pathFor('home', lng),
      noindex: true,
      alternates: [],
      share: null,
    };
  }
  // Every page namespace has the same `meta` keys (checked in namespaces.ts); one stands for all.
  const page = i18n.getFixedT(lng, routeId as 'home');
  const route = findRoute(routeId);
  const alternates: HeadData['alternates'] = alternatePaths(handle).map(
    ({ lng: hreflang, path }) => ({ hreflang, href: site.siteUrl + path }),
  );
  alternates.push({ hreflang: 'x-default', href: site.siteUrl + route.path });
  const title =
    routeId === 'home'
      ? page('meta.title')
      : common('titleTemplate', { title: page('meta.title') });
  return {
    lang: lng,
    title,
    description: page('meta.description'),
    canonical: site.siteUrl + localizedPath(route, lng),
    noindex: route.indexable === false,
    alternates,
    share: {
      title: page('meta.title'),
      siteName: site.brand,
      locale: ogLocale(lng),
      localeAlternates: locales.filter((other) => other !== lng).map(ogLocale),
      image: { url: site.siteUrl + shareImagePath(routeId, lng), ...shareImageSize, alt: title },
    },
  };
}

const meta = (key: 'name' | 'property', name: string, content: string): HeadElement => ({
  tag: 'meta',
  attributes: { [key]: name, content },
});

function shareElements(head: HeadData, share: ShareCard): HeadElement[] {
  const og = (name: string, content: string) => meta('property', `og:${name}`, content);
  const twitter = (name: string, content: string) => meta('name', `twitter:${name}`, content);
  return [
    og('type', 'website'),
    og('site_name', share.siteName),
    og('title', share.title),
    og('description', head.description),
    og('url', head.canonical),
    og('locale', share.locale),
    ...share.localeAlternates.map((locale) => og('locale:alternate', locale)),
    og('image', share.image.url),
    og('image:type', 'image/png'),
    og('image:width', String(share.image.width)),
    og('image:height', String(share.image.height)),
    og('image:alt', share.image.alt),
    twitter('card', 'summary_large_image'),
    twitter('title', share.title),
    twitter('description', head.description),
    twitter('image', share.image.url),
    twitter('image:alt', share.image.alt),
  ];
}

/** The page-specific tags after the title: the ones client-side navigation replaces. */
export function headElements(head: HeadData): HeadElement[] {
  return [
    meta('name', 'description', head.description),
    head.noindex
      ? meta('name', 'robots', 'noindex')
      : { tag: 'link', attributes: { rel: 'canonical', href: head.canonical } },
    ...head.alternates.map(({ hreflang, href }): HeadElement => ({
      tag: 'link',
      attributes: { rel: 'alternate', hreflang, href },
    })),
    ...(head.share ? shareElements(head, head.share) : []),
  ];
}

/** Selects what `headElements` writes, so a client-side navigation can replace all of it. */
export const headElementsSelector = [
  'meta[name="description"]',
  'meta[name="robots"]',
  'link[rel="canonical"]',
  'link[rel="alternate"][hreflang]',
  'meta[property^="og:"]',
  'meta[name^="twitter:"]',
].join(', ');

/** The same on every page: the home-screen icon and the web manifest. */
const siteElements: HeadElement[] = [
  { tag: 'link', attributes: { rel: 'apple-touch-icon', href: appleTouchIcon.href } },
  { tag: 'link', attributes: { rel: 'manifest', href: manifestHref } },
];

const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const renderElement = ({ tag, attributes }: HeadElement) =>
  `<${tag}${Object.entries(attributes)
    .map(([name, value]) => ` ${name}="${escapeHtml(value)}"`)
    .join('')}>`;

/** The prerendered head of a page: its tags, the site-wide links and its JSON-LD blocks. */
export function renderHeadTags(
  head: HeadData,
  structuredData: readonly JsonLdBlock[] = [],
): string {
  return [
    `<title>${escapeHtml(head.title)}</title>`,
    ...[...headElements(head), ...siteElements].map(renderElement),
    ...structuredData.map(
      (block) => `<script type="application/ld+json">${serializeJsonLd(block)}</script>`,
    ),
  ].join('\n    ');
}
