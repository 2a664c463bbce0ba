/**
 * Which chunks a prerendered page needs before it can hydrate: its page module and its copy,
 * each with the chunks it imports. Listing them as modulepreload links lets the browser fetch
 * them together with the entry script instead of after it.
 */
export interface ManifestChunk {
  file: string;
  imports?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

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

/** modulepreload links for the files the template does not already load. */
export function modulePreloadTags(files: readonly string[], template: string): string {
  return files
    .map((file) => `/${file}`)
    .filter((href) => !template.includes(`"${href}"`))
    .map((href) => `<link rel="modulepreload" crossorigin href="${href}">`)
    .join('\n    ');
}
