import type { ComponentType } from 'react';
import type { PageModulePath } from '../routes';

type PageModule = { default: ComponentType };

// Every page module becomes its own chunk, loaded when its route is first visited.
const pageModules = import.meta.glob<PageModule>('../pages/*/*Page.tsx');

/** The loader of a route's page module; a route naming a missing module fails the build. */
export function pageLoader(module: PageModulePath): () => Promise<PageModule> {
  const load = pageModules[`../pages/${module}.tsx`];
  if (!load) throw new Error(`No page module src/pages/${module}.tsx`);
  return load;
}
