import type { PageNamespace } from '../i18n/namespaces';

/** Header dropdowns; labels come from `common:routes.<id>`. */
export const headerMenus = {
  about: ['company', 'whyUs'],
  services: ['migration', 'staffAugmentation', 'marketingLab'],
} as const satisfies Record<string, readonly PageNamespace[]>;

export type HeaderMenuId = keyof typeof headerMenus;

/** Home-page sections reachable from the header and footer. */
export type HomeAnchor = 'hero' | 'process' | 'faqs' | 'contact';

/** Footer columns; the legal column adds the imprint and accessibility statement German law expects. */
export const footerPages = [
  'home',
  'forTalent',
  'forCompanies',
] as const satisfies readonly PageNamespace[];
export const footerAnchors = [
  'process',
  'faqs',
  'contact',
] as const satisfies readonly HomeAnchor[];
export const footerLegal = [
  'privacyPolicy',
  'terms',
  'dataUsage',
  'imprint',
  'accessibility',
] as const satisfies readonly PageNamespace[];
