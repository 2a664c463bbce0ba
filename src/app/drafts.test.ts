import type { RouteObject } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { pathFor } from '../i18n/paths';
import { siteUrls } from '../i18n/urls';
import { alternatePaths } from './head';
import { preferredLocale } from './language/languageChoice';
import { createRouteObjects } from './routeObjects';
import { renderSitemap } from './sitemap';

// The real registry with Portuguese added as `npm run i18n:add -- pt pt-BR` adds it.
vi.mock('../i18n/locales', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../i18n/locales')>();
  const localeRegistry = {
    ...actual.localeRegistry,
    pt: { endonym: 'Português', intl: 'pt-BR', search: 'portuguese', draft: true },
  } as const;
  return { ...actual, localeRegistry, ...actual.describeRegistry(localeRegistry) };
});

const paths = (objects: RouteObject[]): string[] =>
  objects.flatMap((object) => [
    ...(object.path ? [object.path] : []),
    ...paths(object.children ?? []),
  ]);

describe('a draft language', () => {
  it('is in no sitemap entry or hreflang alternate', () => {
    const sitemap = renderSitemap();
    expect(sitemap).not.toContain('hreflang="pt"');
    expect(sitemap).not.toMatch(/\/pt[/<"]/);
    expect(alternatePaths({ routeId: 'about', lng: 'en' }).map((a) => a.lng)).toEqual([
      'en',
      'es',
      'de',
    ]);
  });

  it('has no URL to prerender and is never offered to a browser that prefers it', () => {
    expect(siteUrls().filter((url) => url.lng === ('pt' as never))).toEqual([]);
    const list = vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['pt-BR', 'de']);
    expect(preferredLocale()).toBe('de');
    list.mockRestore();
  });

  it('has its pages in the development router, for translators to preview', () => {
    // Vitest runs with import.meta.env.DEV, as `npm run dev` does; a build has no /pt route.
    expect(import.meta.env.DEV).toBe(true);
    const routes = paths(createRouteObjects());
    expect(routes).toContain(pathFor('about', 'pt' as never));
    expect(routes).toContain('/pt/*');
  });
});
