/**
 * Which modules a prerendered page runs: the islands script and, where an island hydrates
 * unprompted, what that island needs (islandsStartupFiles). The list goes into the page as a
 * data block that the deferred boot script (./deferredBoot.js) reads
 * once the page has painted, so no script competes with the first paint for the network.
 */
export interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

/** The id of the data block; the boot script and the size budget read it. */
export const appModulesId = 'app-modules';

/**
 * Files of the given manifest entries and everything they import statically, each once.
 * A module the bundler put inside another chunk has no entry of its own and is skipped
 * (English common copy is part of the entry script: the error screen imports it).
 */
export function chunkFiles(manifest: Manifest, entries: readonly string[]): string[] {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    chunk.imports?.forEach(visit);
  };
  entries.forEach(visit);
  return [...files];
}

/** The build manifest's key of the islands script, every page's one entry. */
export const islandsEntry = 'src/islands/client.ts';

/**
 * What a page that boots as islands loads without a visitor's action: the islands script and,
 * when some islands hydrate on load or when idle, the code that hydrates an island (React,
 * Emotion, the theme, i18next) and those islands' chunks, with their static imports. Islands
 * that wait to be seen or touched load then; a page with only those loads no React at all
 * (a preloaded module is compiled even if it never runs).
 */
export function islandsStartupFiles(manifest: Manifest, unpromptedIslands: readonly string[]) {
  const entry = manifest[islandsEntry];
  if (!entry?.isEntry) throw new Error(`The build has no entry chunk ${islandsEntry}`);
  const hydrating = unpromptedIslands.length > 0 ? (entry.dynamicImports ?? []) : [];
  return chunkFiles(manifest, [islandsEntry, ...hydrating, ...unpromptedIslands]);
}

const entryScript = /<script type="module" crossorigin src="(\/[^"]+)"><\/script>\s*/g;
const modulePreload = /<link rel="modulepreload" crossorigin href="(\/[^"]+)">\s*/g;

/**
 * Takes the entry script and the modulepreload links out of Vite's template: loaded from the
 * head, they are fetched before the page paints and delay it. Returns their URLs, entry first.
 */
export function takeTemplateModules(template: string): { template: string; modules: string[] } {
  const entries = [...template.matchAll(entryScript)].map((match) => match[1] ?? '');
  if (entries.length !== 1) throw new Error(`The template has ${entries.length} entry scripts`);
  const preloads = [...template.matchAll(modulePreload)].map((match) => match[1] ?? '');
  return {
    template: template.replace(entryScript, '').replace(modulePreload, ''),
    modules: [...entries, ...preloads],
  };
}

/** The page's data block: module URLs, entry first, each once. */
export function appModulesTag(modules: readonly string[]): string {
  // `<` escaped so no URL can end the block early.
  const json = JSON.stringify([...new Set(modules)]).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${appModulesId}">${json}</script>`;
}

/** The module URLs of a built page's data block, entry first; none when it has no block. */
export function appModules(html: string): string[] {
  const block = new RegExp(`<script type="application/json" id="${appModulesId}">([^<]*)</script>`);
  const json = block.exec(html)?.[1];
  return json ? (JSON.parse(json) as string[]) : [];
}
