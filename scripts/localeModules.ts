import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { locales, registeredLocales } from '../src/i18n/locales.ts';

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
  let served: readonly string[] = locales;
  return {
    name: 'locale-modules',
    configResolved(config) {
      root = config.root;
      served = config.command === 'serve' ? registeredLocales : locales;
    },
    resolveId: (source) => (source === id ? resolved : null),
    load(source) {
      if (source !== resolved) return null;
      const entries = served.flatMap((lng) =>
        readdirSync(join(root, 'locales', lng))
          .filter((file) => file.endsWith('.json'))
          .map(
            (file) =>
              `  ${JSON.stringify(`${lng}/${file.replace(/\.json$/, '')}`)}: () => import(${JSON.stringify(`/locales/${lng}/${file}`)}).then((m) => m.default),`,
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
