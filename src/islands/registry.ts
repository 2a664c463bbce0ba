import { islandNameOf } from '../components/islands/attributes';
import type { IslandDefinition } from '../components/islands/island';

interface IslandModule {
  default: { definition: IslandDefinition };
}

/**
 * Every island's code, loaded when the island hydrates: the files named `*.island.tsx`, each
 * holding one island and what it imports, and named by its path under src/ (the prerenderer
 * finds an island's chunks in the build manifest by it). A page's static bands are in none of
 * them (scripts/check-islands.ts checks the build).
 */
const modules = import.meta.glob<IslandModule>('../**/*.island.tsx');

const loaders = new Map(
  Object.entries(modules).map(([path, load]) => [islandNameOf(path), load] as const),
);

export const isIslandName = (name: string) => loaders.has(name);

export async function loadIsland(name: string): Promise<IslandDefinition> {
  const load = loaders.get(name);
  if (!load) throw new Error(`Unknown island "${name}": no src/${name}.island.tsx`);
  return (await load()).default.definition;
}
