import { describe, expect, it } from 'vitest';
import { notFoundModule, routes } from '../routes';
import { pageLoader } from './pageModules';

describe('pageLoader', () => {
  it('has a loader for the module of every page in the route table', () => {
    const modules = routes.flatMap((route) => (route.kind === 'page' ? [route.module] : []));
    for (const module of [...modules, notFoundModule]) {
      expect(pageLoader(module), module).toBeTypeOf('function');
    }
  });

  it('refuses a module that does not exist', () => {
    expect(() => pageLoader('missing/MissingPage')).toThrow(
      'No page module src/pages/missing/MissingPage.tsx',
    );
  });
});
