import type { Locale } from '../../src/i18n/locales';
import { pathFor } from '../../src/i18n/paths';
import { routes, type PageRoute } from '../../src/routes';

type PageNamespace = PageRoute['id'];

/**
 * Where a fact is stated on the site: a page and, where the page has one, the anchor of the
 * section that states it. Answers end with a link to it, so the chat also leads to pages.
 */
export interface Source {
  page: PageNamespace;
  section?: string;
}

/**
 * The anchor (`<section id>`) each page gives the copy under a top-level key of its namespace.
 * Pages own their section ids; the end-to-end test `chat-sources.spec.ts` checks that every
 * anchor named here exists in the built page in every language, so a renamed section fails a
 * test instead of sending visitors to the top of a page.
 */
export const sectionAnchors: Partial<Record<PageNamespace, Record<string, string>>> = {
  home: {
    services: 'services',
    process: 'process',
    impact: 'impact',
    testimonials: 'testimonials',
    faq: 'faqs',
    contact: 'contact',
  },
  about: { values: 'values', team: 'team', whyChoose: 'why-choose' },
  faqs: { list: 'questions' },
  forTalent: { cards: 'offer', quote: 'quote', profile: 'profile' },
  forCompanies: { benefits: 'benefits', process: 'process' },
  relocation: { why: 'why', steps: 'steps', plans: 'plans', benefits: 'benefits' },
  migration: {
    intro: 'intro',
    audience: 'audience',
    process: 'process',
    programs: 'programs',
    included: 'included',
    notIncluded: 'included',
    team: 'team',
    reasons: 'reasons',
  },
  marketingLab: { process: 'process', portfolio: 'portfolio' },
  staffAugmentation: {
    whatItIs: 'what-it-is',
    audience: 'who-it-is-for',
    benefits: 'benefits',
    howItWorks: 'how-it-works',
    scope: 'included',
  },
  professional: { paths: 'paths' },
  soulagency: { pillars: 'pillars', audience: 'audience', regions: 'regions' },
  soulmatchCompany: { steps: 'steps', offer: 'offer', details: 'details' },
  soulmatchTalent: { steps: 'steps', offer: 'offer', details: 'details' },
  soulmove: { steps: 'steps', offer: 'offer' },
  soulstudy: { offer: 'offer', steps: 'steps' },
};

/** Pages whose copy is not a source an answer should send visitors to. */
const notCited = new Set<string>(['bookCall', 'start']);
const pages = new Set<string>(routes.flatMap((route) => (route.kind === 'page' ? [route.id] : [])));
const isPage = (name: string): name is PageNamespace => pages.has(name);

/**
 * The source of a page passage (`namespace:key.path`) or of a source written as
 * `namespace#anchor` in the answers bank; undefined for anything that is not a page.
 */
export function sourceOf(reference: string): Source | undefined {
  const [page = '', rest = ''] = reference.includes('#')
    ? reference.split('#')
    : reference.split(':');
  if (!isPage(page) || notCited.has(page)) return undefined;
  const section = reference.includes('#')
    ? rest || undefined
    : sectionAnchors[page]?.[rest.split('.')[0] ?? ''];
  return section ? { page, section } : { page };
}

/** The address of a source in a language. */
export const sourceUrl = (siteUrl: string, source: Source, locale: Locale) =>
  `${siteUrl}${pathFor(source.page, locale, source.section)}`;
