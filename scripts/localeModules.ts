import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { normalizePath, searchForWorkspaceRoot, type Plugin } from 'vite';
import { locales, registeredLocales } from '../src/i18n/locales.ts';
import { servedLocalesDir } from './devLocalesDir.ts';

const id = 'virtual:locale-modules';
const resolved = `\0${id}`;

/**
 * `virtual:locale-modules`: a loader per locale file, `"<lng>/<namespace>"` → its JSON, each
 * file its own chunk (src/i18n/resources.ts). What `import.meta.glob` would give, but only for
 * the languages this command serves: a build has the published ones, so a draft's copy is no
 * chunk and costs the pages nothing; `npm run dev` (and Vitest) have the drafts too.
 */
export function localeModules(): Plugin {
  let root = process.cwd();
  let dir = join(root, 'locales');
  let served: readonly string[] = locales;
  /** The URL of a locale file: under the root as it is, elsewhere through Vite's `/@fs/`. */
  const urlOf = (lng: string, file: string) => {
    const path = join(dir, lng, file);
    const inRoot = relative(root, path);
    return inRoot.startsWith('..') ? `/@fs${normalizePath(path)}` : `/${normalizePath(inRoot)}`;
  };
  return {
    name: 'locale-modules',
    // A copy of the locales outside the project (DEV_LOCALES_DIR) must be servable.
    config: (_config, { command }) => {
      const copy = servedLocalesDir(process.cwd(), command);
      if (copy === join(process.cwd(), 'locales')) return null;
      return { server: { fs: { allow: [searchForWorkspaceRoot(process.cwd()), copy] } } };
    },
    configResolved(config) {
      root = config.root;
      dir = servedLocalesDir(root, config.command);
      served = config.command === 'serve' ? registeredLocales : locales;
    },
    resolveId: (source) => (source === id ? resolved : null),
    load(source) {
      if (source !== resolved) return null;
      const entries = served.flatMap((lng) =>
        readdirSync(join(dir, lng))
          .filter((file) => file.endsWith('.json'))
          .map(
            (file) =>
              `  ${JSON.stringify(`${lng}/${file.replace(/\.json$/, '')}`)}: () => import(${JSON.stringify(urlOf(lng, file))}).then((m) => m.default),`,
          ),
      );
      return `export default {\n${entries.join('\n')}\n};\n`;
    },
    // A locale file added or removed while `npm run dev` runs changes the list.
    configureServer(server) {
      const refresh = (file: string) => {
        if (!/[\\/]locales[\\/][^\\/]+[\\/][^\\/]+\.json$/.test(file)) return;
        const module = server.moduleGraph.getModuleById(resolved);
        if (module) server.moduleGraph.invalidateModule(module);
        server.ws.send({ type: 'full-reload' });
      };
      server.watcher.on('add', refresh);
      server.watcher.on('unlink', refresh);
    },
  };
}
