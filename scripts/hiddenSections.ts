import { existsSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import type { Plugin } from 'vite';
import { readSiteConfig, type SiteConfig } from '../src/config/siteConfig.ts';
import {
  switchableSections,
  type SectionFlag,
  type SwitchableSection,
} from '../src/config/switchableSections.ts';
import { hiddenPrefixes } from '../server/chat/hiddenSections.ts';

/** The module of each switchable section, as the site config describes it. */
export const sectionModules = Object.fromEntries(
  Object.entries(switchableSections).map(([flag, section]) => [flag, section.module]),
) as Record<SectionFlag, SwitchableSection['module']>;

/** The copy of `bundle` (one namespace's JSON) without the keys under `paths` (`a.b`). */
export function withoutKeys(bundle: Record<string, unknown>, paths: readonly string[]) {
  const copy = structuredClone(bundle);
  for (const path of paths) {
    const keys = path.split('.');
    const last = keys.pop() as string;
    let node: unknown = copy;
    for (const key of keys) node = (node as Record<string, unknown> | undefined)?.[key];
    if (node && typeof node === 'object') delete (node as Record<string, unknown>)[last];
  }
  return copy;
}

/**
 * A build leaves out what a section switched off would show: its component becomes one that
 * renders nothing (so its content, its data and its prices are never bundled) and its copy is
 * removed from every locale file. Switched on (`VITE_SHOW_*=true` at build time), the section
 * is built whole. `npm run dev` and the tests keep everything, so a section can be worked on
 * with its flag off. The flags are read as the site config reads them.
 */
export function hiddenSections(): Plugin {
  let root = process.cwd();
  let flags: SiteConfig['flags'] | undefined;
  const stubs = new Map<string, string>();
  return {
    name: 'hidden-sections',
    apply: 'build',
    enforce: 'pre',
    configResolved(config) {
      root = config.root;
      flags = readSiteConfig(config.env).flags;
      stubs.clear();
      for (const [flag, section] of Object.entries(sectionModules) as [
        SectionFlag,
        (typeof sectionModules)[SectionFlag],
      ][]) {
        if (!section) continue;
        const path = join(root, section.file);
        // A section that moves must fail the build here, not ship its prices silently.
        if (!existsSync(path)) throw new Error(`hidden sections: ${section.file} is missing`);
        if (!flags[flag]) {
          stubs.set(
            path,
            `/** Switched off at build time (scripts/hiddenSections.ts). */\nexport function ${section.component}() {\n  return null;\n}\n`,
          );
        }
      }
    },
    load(id) {
      return stubs.get(id.split('?')[0] as string) ?? null;
    },
    transform(code, id) {
      const match = /[\\/]locales[\\/][^\\/]+[\\/]([^\\/]+)\.json$/.exec(
        id.split('?')[0] as string,
      );
      if (!match || !flags || !relative(root, id).startsWith(`locales${sep}`)) return null;
      const namespace = match[1] as string;
      const paths = hiddenPrefixes(flags)
        .filter((prefix) => prefix.startsWith(`${namespace}:`))
        .map((prefix) => prefix.slice(namespace.length + 1));
      if (paths.length === 0) return null;
      return {
        code: JSON.stringify(withoutKeys(JSON.parse(code) as Record<string, unknown>, paths)),
        map: null,
      };
    },
  };
}
