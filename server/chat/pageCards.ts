import type { Locale } from '../../src/i18n/locales';
import { pathFor } from '../../src/i18n/paths';
import { routes, type PageRoute } from '../../src/routes';

/** A page as the chat names it: its name in the menus, what it is about, its address. */
export interface PageCard {
  name: string;
  /** The page's own description (`meta.description` of its bundle). */
  description: string;
  url: string;
  /** The line above the page's title, often the service's brand ("SoulMove"): another name. */
  eyebrow?: string;
}

/** Every page of the site with a name and a description in the language. */
export function pageCards(
  locale: Locale,
  siteUrl: string,
  names: object,
  bundles: ReadonlyMap<string, unknown>,
): Map<PageRoute['id'], PageCard> {
  const cards = new Map<PageRoute['id'], PageCard>();
  for (const route of routes) {
    if (route.kind !== 'page') continue;
    const name = (names as Record<string, unknown>)[route.id];
    const bundle = bundles.get(route.id) as
      { meta?: { description?: unknown }; hero?: { eyebrow?: unknown } } | undefined;
    const meta = bundle?.meta;
    if (typeof name !== 'string' || typeof meta?.description !== 'string') continue;
    const url = `${siteUrl}${pathFor(route.id, locale)}`;
    const eyebrow = bundle?.hero?.eyebrow;
    cards.set(route.id, {
      name,
      description: meta.description,
      url,
      ...(typeof eyebrow === 'string' ? { eyebrow } : {}),
    });
  }
  return cards;
}
