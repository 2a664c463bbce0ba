import type { SiteConfig } from '../../src/config/siteConfig';

export type SectionFlag = keyof SiteConfig['flags'];

/**
 * Where each switchable section keeps its copy: `<namespace>:<key prefix>` in
 * `locales/<lng>/<namespace>.json`. While a flag is off, every key under its prefixes is left
 * out of the assistant's knowledge, so the assistant never reveals what the page does not show.
 * A page that adds copy for a switchable section puts it under the prefix named here.
 */
export const hiddenSectionKeys: Record<SectionFlag, readonly string[]> = {
  homeAudienceCards: ['home:audience'],
  contactFormsGrid: ['home:contact.forms'],
  companiesLogos: ['forCompanies:logos'],
  marketingLabPackages: ['marketingLab:packages'],
  staffAugmentationPricing: ['staffAugmentation:pricing'],
  staffAugmentationUseCase: ['staffAugmentation:useCase'],
};

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
