import type common from '../../locales/en/common.json';
import type chat from '../../locales/en/chat.json';
import type home from '../../locales/en/home.json';
import type about from '../../locales/en/about.json';
import type company from '../../locales/en/company.json';
import type whyUs from '../../locales/en/whyUs.json';
import type socialResponsibility from '../../locales/en/socialResponsibility.json';
import type benefits from '../../locales/en/benefits.json';
import type faqs from '../../locales/en/faqs.json';
import type forTalent from '../../locales/en/forTalent.json';
import type forCompanies from '../../locales/en/forCompanies.json';
import type relocation from '../../locales/en/relocation.json';
import type migration from '../../locales/en/migration.json';
import type marketingLab from '../../locales/en/marketingLab.json';
import type staffAugmentation from '../../locales/en/staffAugmentation.json';
import type professional from '../../locales/en/professional.json';
import type germanyCheck from '../../locales/en/germanyCheck.json';
import type soulmatchCompany from '../../locales/en/soulmatchCompany.json';
import type soulmatchTalent from '../../locales/en/soulmatchTalent.json';
import type soulmove from '../../locales/en/soulmove.json';
import type soulstudy from '../../locales/en/soulstudy.json';
import type soulagency from '../../locales/en/soulagency.json';
import type terms from '../../locales/en/terms.json';
import type privacyPolicy from '../../locales/en/privacyPolicy.json';
import type dataUsage from '../../locales/en/dataUsage.json';
import type imprint from '../../locales/en/imprint.json';
import type accessibility from '../../locales/en/accessibility.json';
import type start from '../../locales/en/start.json';
import type bookCall from '../../locales/en/bookCall.json';

/**
 * English is the reference locale: its JSON shapes are the key types, so a key used in
 * code and missing from English fails `tsc`. `npm run check:locales` keeps the others equal.
 */
export interface Resources {
  common: typeof common;
  chat: typeof chat;
  home: typeof home;
  about: typeof about;
  company: typeof company;
  whyUs: typeof whyUs;
  socialResponsibility: typeof socialResponsibility;
  benefits: typeof benefits;
  faqs: typeof faqs;
  forTalent: typeof forTalent;
  forCompanies: typeof forCompanies;
  relocation: typeof relocation;
  migration: typeof migration;
  marketingLab: typeof marketingLab;
  staffAugmentation: typeof staffAugmentation;
  professional: typeof professional;
  germanyCheck: typeof germanyCheck;
  soulmatchCompany: typeof soulmatchCompany;
  soulmatchTalent: typeof soulmatchTalent;
  soulmove: typeof soulmove;
  soulstudy: typeof soulstudy;
  soulagency: typeof soulagency;
  terms: typeof terms;
  privacyPolicy: typeof privacyPolicy;
  dataUsage: typeof dataUsage;
  imprint: typeof imprint;
  accessibility: typeof accessibility;
  start: typeof start;
  bookCall: typeof bookCall;
}

export type Namespace = keyof Resources;
export type PageNamespace = Exclude<Namespace, 'common' | 'chat'>;

/** Every namespace must carry the page's head copy. */
export interface PageMeta {
  meta: { title: string; description: string };
}

/** Fails to compile when a page namespace lacks `meta.title` or `meta.description`. */
export const everyPageHasMeta: Pick<Resources, PageNamespace> extends Record<
  PageNamespace,
  PageMeta
>
  ? true
  : never = true;
