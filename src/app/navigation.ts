import type { PageNamespace } from '../i18n/namespaces';

/** A list of pages in a menu or a footer column, under the heading `common:<heading>`. */
export interface NavGroup {
  heading?: NavHeading;
  pages: readonly PageNamespace[];
}

export type NavHeading =
  'nav.groups.companies' | 'nav.groups.professionals' | 'nav.about' | 'footer.legal';

/**
 * Header dropdowns. The specification's items come first, in its order (About: Our Story, Why
 * Us; Services: Migration, Staff Augmentation, Marketing Lab); the rest of the site follows, so
 * every page is one click from any page. Services groups its pages by audience, professionals
 * first: they are the site's first audience, and Migration stays ahead of Staff Augmentation.
 */
export const headerMenus = {
  about: [{ pages: ['company', 'whyUs', 'benefits', 'socialResponsibility', 'faqs', 'about'] }],
  services: [
    {
      heading: 'nav.groups.professionals',
      pages: [
        'migration',
        'relocation',
        'germanyCheck',
        'soulmatchTalent',
        'soulmove',
        'soulstudy',
        'forTalent',
      ],
    },
    {
      heading: 'nav.groups.companies',
      pages: [
        'staffAugmentation',
        'soulmatchCompany',
        'soulagency',
        'marketingLab',
        'forCompanies',
      ],
    },
  ],
} as const satisfies Record<string, readonly NavGroup[]>;

export type HeaderMenuId = keyof typeof headerMenus;

/** The pages a header menu leads to, in menu order. */
export function menuPages(menu: HeaderMenuId): PageNamespace[] {
  return headerMenus[menu].flatMap((group) => group.pages);
}

/**
 * Pages whose menu and footer label says more than their page name in `common:routes`: the
 * relocation page is written for Bolivians, and its link says so (`common:nav.pages.<id>`).
 */
const labelledInNav = ['relocation'] as const satisfies readonly PageNamespace[];

/** The `common` key of a page's label in the menus and the footer. */
export function navLabelKey(id: PageNamespace) {
  return (labelledInNav as readonly PageNamespace[]).includes(id)
    ? (`nav.pages.${id as (typeof labelledInNav)[number]}` as const)
    : (`routes.${id}` as const);
}

/** Home-page sections reachable from the header and footer, in page order. */
export const homeAnchors = ['hero', 'process', 'faqs', 'contact'] as const;
export type HomeAnchor = (typeof homeAnchors)[number];

/**
 * The footer is the site map: every indexable page but the home page (whose sections have a
 * column of their own), grouped by audience, then about us; then the legal pages, which include
 * the imprint and accessibility statement German law expects.
 */
export const footerSitemap = [
  {
    heading: 'nav.groups.companies',
    pages: ['forCompanies', 'staffAugmentation', 'soulmatchCompany', 'soulagency', 'marketingLab'],
  },
  {
    heading: 'nav.groups.professionals',
    pages: [
      'professional',
      'forTalent',
      'migration',
      'relocation',
      'germanyCheck',
      'soulmatchTalent',
      'soulmove',
      'soulstudy',
    ],
  },
  {
    heading: 'nav.about',
    pages: ['about', 'company', 'whyUs', 'benefits', 'socialResponsibility', 'faqs'],
  },
] as const satisfies readonly NavGroup[];

export const footerLegal = {
  heading: 'footer.legal',
  pages: ['privacyPolicy', 'terms', 'dataUsage', 'imprint', 'accessibility'],
} as const satisfies NavGroup;

/** The `common` keys the navigation's data names (headings, labels): the locale check's source scan cannot see them. */
export function navKeys(): string[] {
  const groups: readonly NavGroup[] = [
    ...Object.values(headerMenus).flat(),
    ...footerSitemap,
    footerLegal,
  ];
  const pages = groups.flatMap((group) => group.pages);
  return [
    ...new Set([...groups.flatMap((group) => group.heading ?? []), ...pages.map(navLabelKey)]),
  ];
}
