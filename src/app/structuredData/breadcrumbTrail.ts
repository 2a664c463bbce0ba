import type { i18n as I18n } from 'i18next';
import { site } from '../../config/site';
import type { Locale } from '../../i18n/locales';
import { localizedPath, pathFor } from '../../i18n/paths';
import { findRoute, findRouteByPath, type PageRoute } from '../../routes';
import type { Crumb } from './breadcrumbList';

/**
 * Path prefixes that are not pages: the home page's section that lists their pages stands in
 * for them (the service pages under /services are presented in the home page's services section).
 */
const sectionParents = {
  '/services': { hash: 'services', label: 'nav.services' },
} as const;

const isSectionParent = (path: string): path is keyof typeof sectionParents =>
  Object.hasOwn(sectionParents, path);

/** A step of the trail with the site-relative path the visible breadcrumbs link to. */
export interface PathCrumb {
  name: string;
  path: string;
}

/** Home, then each parent path (a page, or the section that stands in for it), then the page. */
export function breadcrumbPaths(route: PageRoute, lng: Locale, i18n: I18n): PathCrumb[] {
  const common = i18n.getFixedT(lng, 'common');
  const pageCrumb = (page: PageRoute): PathCrumb => ({
    name: common(`routes.${page.id}`),
    path: localizedPath(page, lng),
  });
  const parentCrumb = (path: string): PathCrumb => {
    const parent = findRouteByPath(path);
    if (parent?.kind === 'page') return pageCrumb(parent);
    if (isSectionParent(path)) {
      const { hash, label } = sectionParents[path];
      return { name: common(label), path: pathFor('home', lng, hash) };
    }
    throw new Error(`No breadcrumb for ${path}: add a page or a section parent`);
  };
  const segments = route.path.split('/').filter(Boolean);
  const parents = segments.slice(0, -1).map((_, i) => `/${segments.slice(0, i + 1).join('/')}`);
  return [pageCrumb(findRoute('home') as PageRoute), ...parents.map(parentCrumb), pageCrumb(route)];
}

/** The same trail with absolute URLs, for the BreadcrumbList JSON-LD. */
export function breadcrumbTrail(route: PageRoute, lng: Locale, i18n: I18n): Crumb[] {
  return breadcrumbPaths(route, lng, i18n).map(({ name, path }) => ({
    name,
    url: site.siteUrl + path,
  }));
}
