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
  page('home', '/', 'home/HomePage'),
  page('about', '/about', 'about/AboutPage'),
  page('company', '/about/company', 'about/CompanyPage'),
  page('whyUs', '/about/why-us', 'about/WhyUsPage'),
  page('socialResponsibility', '/about/social-responsibility', 'about/SocialResponsibilityPage'),
  page('benefits', '/about/benefits', 'about/BenefitsPage'),
  page('faqs', '/about/faqs', 'about/FaqsPage'),
  page('forTalent', '/for-talent', 'for-talent/ForTalentPage'),
  page('forCompanies', '/for-companies', 'for-companies/ForCompaniesPage'),
  page('relocation', '/relocation', 'relocation/RelocationPage', 'es'),
  page('migration', '/migration', 'migration/MigrationPage'),
  page('marketingLab', '/marketinglab', 'marketing-lab/MarketingLabPage'),
  page('staffAugmentation', '/staffaugmentation', 'staff-augmentation/StaffAugmentationPage'),
  page('professional', '/professional', 'professional/ProfessionalPage'),
  page('germanyCheck', '/germany-check', 'germany-check/GermanyCheckPage'),
  page('soulmatchCompany', '/services/soulmatch-company', 'service/SoulmatchCompanyPage'),
  page('soulmatchTalent', '/services/soulmatch-talent', 'service/SoulmatchTalentPage'),
  page('soulmove', '/services/soulmove', 'service/SoulmovePage'),
  page('soulstudy', '/services/soulstudy', 'service/SoulstudyPage'),
  page('soulagency', '/services/soulagency', 'service/SoulagencyPage'),
  page('terms', '/terms', 'legal/TermsPage'),
  page('privacyPolicy', '/privacy-policy', 'legal/PrivacyPolicyPage'),
  page('dataUsage', '/data-usage', 'data-usage/DataUsagePage'),
  page('imprint', '/imprint', 'legal/ImprintPage'),
  page('accessibility', '/accessibility', 'legal/AccessibilityPage'),
  { ...page('start', '/start', 'start/StartPage'), indexable: false },
  {
    ...page('bookCall', '/book-call', 'book-call/BookCallPage'),
    indexable: false,
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

export function findRouteByPath(path: string): RouteDef | undefined {
  return routes.find((r) => r.path === path);
}

/** The locale namespaces a page's first render needs: the shell's and its own. */
export function pageNamespaces(route: PageRoute): Namespace[] {
  return ['common', route.id];
}
