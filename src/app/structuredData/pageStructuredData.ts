import type { i18n as I18n } from 'i18next';
import { site } from '../../config/site';
import { localeRegistry } from '../../i18n/locales';
import { localizedPath } from '../../i18n/paths';
import { findRoute } from '../../routes';
import type { RouteHandle } from '../routeHandle';
import { logoHref } from '../siteIcons';
import { buildBreadcrumbList } from './breadcrumbList';
import { breadcrumbTrail } from './breadcrumbTrail';
import { buildFaqPage } from './faqPage';
import { faqSources } from './faqSources';
import type { JsonLdBlock } from './jsonLd';
import { buildOrganization, organizationId } from './organization';
import { buildService } from './service';
import { areaServed, serviceAreas } from './serviceAreas';

/**
 * Every JSON-LD block of a page: the Organization everywhere; FAQPage where an FAQ is shown;
 * Service on the service pages; BreadcrumbList on every page below the home page.
 */
export function pageStructuredData({ routeId, lng }: RouteHandle, i18n: I18n): JsonLdBlock[] {
  const blocks = [buildOrganization(site, site.siteUrl + logoHref)];
  if (routeId === 'notFound') return blocks;
  const route = findRoute(routeId);
  if (route.kind !== 'page') return blocks;
  const url = site.siteUrl + localizedPath(route, lng);
  const faqs = faqSources[routeId];
  if (faqs) blocks.push(buildFaqPage(url, lng, faqs(i18n, lng)));
  const areas = serviceAreas[routeId];
  if (areas) {
    // Every page namespace has the same `meta` keys; one stands for all.
    const page = i18n.getFixedT(lng, routeId as 'home');
    blocks.push(
      buildService({
        name: page('meta.title'),
        description: page('meta.description'),
        url,
        lang: lng,
        providerId: organizationId(site.siteUrl),
        areaServed: areas.map((code) => areaServed(code, localeRegistry[lng].intl)),
      }),
    );
  }
  if (routeId !== 'home') blocks.push(buildBreadcrumbList(breadcrumbTrail(route, lng, i18n)));
  return blocks;
}
