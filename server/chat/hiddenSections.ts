import type { SiteConfig } from '../../src/config/siteConfig';
import { switchableSections, type SectionFlag } from '../../src/config/switchableSections';

export type { SectionFlag };

/**
 * Where each switchable section keeps its copy, as the site config describes the sections
 * (`src/config/switchableSections.ts`). While a flag is off, every key under its prefixes is
 * left out of the assistant's knowledge, so the assistant never reveals what the page does not
 * show.
 */
export const hiddenSectionKeys = Object.fromEntries(
  Object.entries(switchableSections).map(([flag, section]) => [flag, section.copy]),
) as Record<SectionFlag, readonly string[]>;

/** The `namespace:key` prefixes of the sections switched off in `flags`. */
export function hiddenPrefixes(
  flags: SiteConfig['flags'],
  map: Record<SectionFlag, readonly string[]> = hiddenSectionKeys,
): string[] {
  return (Object.keys(map) as SectionFlag[])
    .filter((flag) => !flags[flag])
    .flatMap((flag) => map[flag]);
}

/** Whether `namespace:key.path` lies under one of the prefixes (whole key segments only). */
export function isHidden(id: string, prefixes: readonly string[]): boolean {
  return prefixes.some((prefix) => id === prefix || id.startsWith(`${prefix}.`));
}
