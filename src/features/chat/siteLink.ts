import { resolvePathname } from '../../i18n/paths';
import type { PageRoute } from '../../routes';

/** A link to a page of the site itself: its path and section, and the page it leads to. */
export interface SiteLink {
  /** "/es/relocation#plans": what the link reads as when the page has no name. */
  path: string;
  page?: PageRoute['id'];
}

/**
 * A link to the site itself (the chat cites the page section that states an answer) reads as
 * the page's name, "Relocation to Germany", rather than its address, so a screen reader and
 * a phone-wide bubble both tell where it leads (WCAG 2.4.4); a path the site has no page for
 * reads as the path. Null for any other address.
 */
export function siteLink(href: string, siteUrl: string): SiteLink | null {
  try {
    const link = new URL(href);
    if (link.origin !== new URL(siteUrl).origin) return null;
    const path = `${link.pathname}${link.hash}`;
    const resolved = resolvePathname(link.pathname);
    return resolved.kind === 'route' && resolved.route.kind === 'page'
      ? { path, page: resolved.route.id }
      : { path };
  } catch {
    return null;
  }
}
