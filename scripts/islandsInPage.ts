import { islandAttributes, islandModuleKey } from '../src/components/islands/attributes';
import { islandsEntry, type Manifest } from './modulePreloads';

/**
 * The build manifest's keys of a prerendered page's islands that hydrate without a visitor's
 * action (load, idle): their code is part of the page's first load.
 */
export function unpromptedIslands(html: string, manifest: Manifest): string[] {
  const element = new RegExp(
    `<div ${islandAttributes.name}="([^"]+)" ${islandAttributes.when}="(load|idle)"`,
    'g',
  );
  const names = new Set([...html.matchAll(element)].map((match) => match[1] ?? ''));
  return [...names].map((name) => islandChunkKey(manifest, name));
}

/**
 * An island's chunk in the manifest: its module's own key where it is only loaded by the
 * islands script. While the single-page application still imports the shell's islands
 * directly, their chunks are shared and keyed by chunk name (`_Header.island-<hash>.js`): then
 * the one chunk of that name that the islands script loads.
 */
function islandChunkKey(manifest: Manifest, name: string): string {
  const key = islandModuleKey(name);
  if (manifest[key]) return key;
  const chunkName = key
    .split('/')
    .at(-1)
    ?.replace(/\.tsx$/, '');
  const loaded = (manifest[islandsEntry]?.dynamicImports ?? []).flatMap(
    (loader) => manifest[loader]?.dynamicImports ?? [],
  );
  const shared = loaded.filter((candidate) => candidate.startsWith(`_${chunkName}-`));
  if (shared.length !== 1) {
    throw new Error(
      `Island ${name}: ${shared.length} chunks in the build manifest (${islandsEntry})`,
    );
  }
  return shared[0] ?? '';
}
