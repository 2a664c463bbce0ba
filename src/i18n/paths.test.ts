import { describe, expect, it } from 'vitest';
import { findRoute, routes } from '../routes';
import { locales } from './locales';
import { localizedPath, pathFor, redirectTarget, resolvePathname } from './paths';
import { htmlFileFor, notFoundFileFor, siteUrls } from './urls';

describe('localized paths', () => {
  it('keeps the plain path for the default language and prefixes the others', () => {
    expect(pathFor('migration', 'en')).toBe('/migration');
    expect(pathFor('migration', 'es')).toBe('/es/migration');
    expect(pathFor('relocation', 'es')).toBe('/relocation');
    expect(pathFor('relocation', 'en')).toBe('/en/relocation');
    expect(pathFor('home', 'en')).toBe('/');
    expect(pathFor('home', 'es')).toBe('/es');
    expect(pathFor('home', 'es', 'contact')).toBe('/es#contact');
  });

  it('gives every page exactly one URL per language', () => {
    const urls = siteUrls().map((u) => u.url);
    expect(new Set(urls).size).toBe(urls.length);
    expect(urls).toHaveLength(routes.length * locales.length);
  });

  it('has unique route ids and paths', () => {
    expect(new Set(routes.map((r) => r.id)).size).toBe(routes.length);
    expect(new Set(routes.map((r) => r.path)).size).toBe(routes.length);
  });
});

describe('resolvePathname', () => {
  it('resolves each URL of the site to its route and language', () => {
    for (const { url, route, lng } of siteUrls()) {
      expect(resolvePathname(url)).toEqual({ kind: 'route', route, lng });
    }
  });

  it('redirects a prefix that names the default language to the plain path', () => {
    expect(resolvePathname('/en/migration')).toEqual({ kind: 'redirect', location: '/migration' });
    expect(resolvePathname('/es/relocation')).toEqual({
      kind: 'redirect',
      location: '/relocation',
    });
    expect(resolvePathname('/en')).toEqual({ kind: 'redirect', location: '/' });
  });

  it('drops a trailing slash', () => {
    expect(resolvePathname('/about/company/')).toEqual({
      kind: 'redirect',
      location: '/about/company',
    });
    expect(resolvePathname('/es/')).toEqual({ kind: 'redirect', location: '/es' });
  });

  it('reports unknown paths in the language of their prefix', () => {
    expect(resolvePathname('/nowhere')).toEqual({ kind: 'notFound', lng: 'en' });
    expect(resolvePathname('/es/ningun-lado')).toEqual({ kind: 'notFound', lng: 'es' });
    expect(resolvePathname('/de/nirgendwo')).toEqual({ kind: 'notFound', lng: 'de' });
    expect(resolvePathname('/fr/migration')).toEqual({ kind: 'notFound', lng: 'en' });
  });
});

describe('redirect routes', () => {
  it('sends /contact to the contact section of the home page in the same language', () => {
    const contact = findRoute('contact');
    if (contact.kind !== 'redirect') throw new Error('contact must be a redirect route');
    expect(redirectTarget(contact, 'en')).toBe('/#contact');
    expect(redirectTarget(contact, 'es')).toBe('/es#contact');
  });
});

describe('built files', () => {
  it('maps URLs to prerendered files', () => {
    expect(htmlFileFor('/')).toBe('index.html');
    expect(htmlFileFor('/es')).toBe('es/index.html');
    expect(htmlFileFor('/about/company')).toBe('about/company/index.html');
    expect(notFoundFileFor('en')).toBe('404.html');
    expect(notFoundFileFor('es')).toBe('es/404.html');
    expect(localizedPath(findRoute('terms'), 'es')).toBe('/es/terms');
  });
});
