import type { Locale } from './i18n/locales';
import type { Namespace, PageNamespace } from './i18n/namespaces';

interface RouteBase {
  id: RouteId;
  /** The path in the route's default language; other languages live under `/<lng>`. */
  path: string;
  /** Spanish for the Spanish-language relocation page, English elsewhere. */
  defaultLocale: Locale;
  /**
   * Kept out of search engines and the sitemap: action URLs (/book-call), and /start, the
   * under-construction chooser, whose two choices every page already links (logo, footer).
   */
  indexable?: false;
}

export interface PageRoute extends RouteBase {
  kind: 'page';
  /** Also the name of the page's locale namespace (`locales/<lng>/<id>.json`). */
  id: PageNamespace;
  /**
   * The page component's module under `src/pages/`, without extension. Kept as data so the
   * server and the prerenderer can name it (the prerenderer preloads its chunks); the router
   * loads it through app/pageModules.
   */
  module: PageModulePath;
  /**
   * Boots as islands (docs/performance.md): the page loads no application, only its
   * interactive parts hydrate, each on its own, and its links load pages as documents. A page
   * without it still boots as the single-page application until it is converted.
   */
  islands?: true;
}

export type PageModulePath = `${string}/${string}Page`;

export interface RedirectRoute extends RouteBase {
  kind: 'redirect';
  to: { path: string; hash?: string };
}

export type RouteDef = PageRoute | RedirectRoute;

/** Shown for any unknown path, in the language its prefix names. */
export const notFoundModule: PageModulePath = 'not-found/NotFoundPage';

function page(
  id: PageNamespace,
  path: string,
  module: PageModulePath,
  defaultLocale: Locale = 'en',
): PageRoute {
  return { kind: 'page', id, path, module, defaultLocale };
}

/**
 * THE route table. Navigation, footer, prerender list, server redirects and the
 * end-to-end crawler all derive from it: a new page is one line here plus its locale files.
 */
export const routes: readonly RouteDef[] = [
  { ...page('home', '/', 'home/HomePage'), islands: true },
  { ...page('about', '/about', 'about/AboutPage'), islands: true },
  { ...page('company', '/about/company', 'about/CompanyPage'), islands: true },
  { ...page('whyUs', '/about/why-us', 'about/WhyUsPage'), islands: true },
  {
    ...page(
      'socialResponsibility',
      '/about/social-responsibility',
      'about/SocialResponsibilityPage',
    ),
    islands: true,
  },
  { ...page('benefits', '/about/benefits', 'about/BenefitsPage'), islands: true },
  { ...page('faqs', '/about/faqs', 'about/FaqsPage'), islands: true },
  { ...page('forTalent', '/for-talent', 'for-talent/ForTalentPage'), islands: true },
  { ...page('forCompanies', '/for-companies', 'for-companies/ForCompaniesPage'), islands: true },
  { ...page('relocation', '/relocation', 'relocation/RelocationPage', 'es'), islands: true },
  { ...page('migration', '/migration', 'migration/MigrationPage'), islands: true },
  { ...page('marketingLab', '/marketinglab', 'marketing-lab/MarketingLabPage'), islands: true },
  {
    ...page('staffAugmentation', '/staffaugmentation', 'staff-augmentation/StaffAugmentationPage'),
    islands: true,
  },
  { ...page('professional', '/professional', 'professional/ProfessionalPage'), islands: true },
  page('germanyCheck', '/germany-check', 'germany-check/GermanyCheckPage'),
  {
    ...page('soulmatchCompany', '/services/soulmatch-company', 'service/SoulmatchCompanyPage'),
    islands: true,
  },
  {
    ...page('soulmatchTalent', '/services/soulmatch-talent', 'service/SoulmatchTalentPage'),
    islands: true,
  },
  { ...page('soulmove', '/services/soulmove', 'service/SoulmovePage'), islands: true },
  { ...page('soulstudy', '/services/soulstudy', 'service/SoulstudyPage'), islands: true },
  { ...page('soulagency', '/services/soulagency', 'service/SoulagencyPage'), islands: true },
  { ...page('terms', '/terms', 'legal/TermsPage'), islands: true },
  { ...page('privacyPolicy', '/privacy-policy', 'legal/PrivacyPolicyPage'), islands: true },
  { ...page('dataUsage', '/data-usage', 'data-usage/DataUsagePage'), islands: true },
  { ...page('imprint', '/imprint', 'legal/ImprintPage'), islands: true },
  { ...page('accessibility', '/accessibility', 'legal/AccessibilityPage'), islands: true },
  { ...page('start', '/start', 'start/StartPage'), indexable: false, islands: true },
  {
    ...page('bookCall', '/book-call', 'book-call/BookCallPage'),
    indexable: false,
    islands: true,
  },
  {
    kind: 'redirect',
    id: 'contact',
    path: '/contact',
    defaultLocale: 'en',
    to: { path: '/', hash: 'contact' },
  },
];

export type RouteId = PageNamespace | 'contact';

export function findRoute(id: RouteId): RouteDef {
  const route = routes.find((r) => r.id === id);
  if (!route) throw new Error(`Unknown route id: ${id}`);
  return route;
}

/** Whether the page boots as islands; the not-found page still boots as the application. */
export function bootsAsIslands(id: RouteId | 'notFound'): boolean {
  if (id === 'notFound') return false;
  const route = findRoute(id);
  return route.kind === 'page' && route.islands === true;
}

export function findRouteByPath(path: string): RouteDef | undefined {
  return routes.find((r) => r.path === path);
}

/** The locale namespaces a page's first render needs: the shell's and its own. */
export function pageNamespaces(route: PageRoute): Namespace[] {
  return ['common', route.id];
}
