import { describe, expect, it } from 'vitest';
import { routes } from '../routes';
import {
  footerLegal,
  footerSitemap,
  headerMenus,
  menuPages,
  navKeys,
  navLabelKey,
} from './navigation';

const indexablePages = routes
  .filter((route) => route.kind === 'page' && route.indexable !== false)
  .map((route) => route.id);

describe('navigation', () => {
  it('the footer links every indexable page once, the home page by its sections', () => {
    const linked = [...footerSitemap, footerLegal].flatMap((group) => group.pages);
    expect(new Set(linked).size).toBe(linked.length);
    expect([...linked, 'home'].sort()).toEqual([...indexablePages].sort());
  });

  it("the header menus keep the specification's items first and in its order", () => {
    expect(menuPages('about').slice(0, 2)).toEqual(['company', 'whyUs']);
    const services = menuPages('services');
    const specified = ['migration', 'staffAugmentation', 'marketingLab'] as const;
    const positions = specified.map((id) => services.indexOf(id));
    expect(positions.every((position) => position >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
  });

  it('the menus reach every about page and every service, grouped by audience', () => {
    expect([...menuPages('about')].sort()).toEqual(
      indexablePages
        .filter((id) => routes.find((r) => r.id === id)?.path.startsWith('/about'))
        .sort(),
    );
    const services = routes.filter((r) => r.path.startsWith('/services/')).map((r) => r.id);
    expect(menuPages('services')).toEqual(expect.arrayContaining([...services, 'relocation']));
    expect(headerMenus.services.map((group) => group.heading)).toEqual([
      'nav.groups.professionals',
      'nav.groups.companies',
    ]);
  });

  it('labels the relocation page for whom it is written, other pages by their name', () => {
    expect(navLabelKey('relocation')).toBe('nav.pages.relocation');
    expect(navLabelKey('migration')).toBe('routes.migration');
    expect(navKeys()).toEqual(expect.arrayContaining(['nav.pages.relocation', 'footer.legal']));
  });
});
