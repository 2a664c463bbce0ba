import type { Plugin } from 'vite';

/**
 * Fails the build when code that no island imports reaches a chunk the islands script loads:
 * a page's static bands must ship no JavaScript (docs/performance.md). The islands' code is
 * every module the islands script can import, directly or through an island's own dynamic
 * imports; each chunk it can load must hold only such modules. A chunk group that also
 * captures a static band's module, or an island that imports a band, makes this fail with the
 * module's name.
 */
export function islandsBoundary(entry: string): Plugin {
  return {
    name: 'islands-boundary',
    apply: 'build',
    generateBundle(_, bundle) {
      // Only the client build has the islands script as an entry.
      const chunks = Object.values(bundle).flatMap((item) => (item.type === 'chunk' ? [item] : []));
      const start = chunks.find((chunk) => chunk.isEntry && chunk.facadeModuleId?.endsWith(entry));
      if (!start?.facadeModuleId) return;

      const islandCode = reachable(start.facadeModuleId, (id) => {
        const info = this.getModuleInfo(id);
        return [...(info?.importedIds ?? []), ...(info?.dynamicallyImportedIds ?? [])];
      });
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const loaded = reachable(start.fileName, (file) => {
        const chunk = byFile.get(file);
        return [...(chunk?.imports ?? []), ...(chunk?.dynamicImports ?? [])];
      });

      const leaks = [...loaded].flatMap((file) =>
        (byFile.get(file)?.moduleIds ?? [])
          // Virtual modules (the bundler's runtime) are named with a leading NUL: no site code.
          .filter((id) => !islandCode.has(id) && !id.startsWith('\0'))
          .map((id) => `${id.replace(process.cwd() + '/', '')} (in ${file})`),
      );
      if (leaks.length > 0) {
        this.error(
          `Code no island imports reaches the islands' chunks (check vite.config.ts's chunk groups and the islands' imports):\n  ${leaks.join('\n  ')}`,
        );
      }
    },
  };
}

/** Everything reachable from `start` by following `next`, `start` included. */
function reachable(start: string, next: (item: string) => readonly string[]): Set<string> {
  const seen = new Set<string>();
  const pending = [start];
  for (let item = pending.pop(); item !== undefined; item = pending.pop()) {
    if (seen.has(item)) continue;
    seen.add(item);
    pending.push(...next(item));
  }
  return seen;
}
