/**
 * The locale keys read in ways the source scan (scripts/keyUsage.ts) cannot see, each with
 * the reason. Where a module holds the ids the keys are built from, the keys are derived from
 * that module, so an entry removed there makes its copy show up as unused.
 */
import { answerMeta } from '../server/chat/answersBank';
import { conceptKey, specKeywords } from '../src/shared/chat/keywords';
import { accessibilityContent } from '../src/pages/legal/accessibilityContent';
import { imprintContent } from '../src/pages/legal/imprintContent';
import { blockKeys, type LegalDocumentContent } from '../src/pages/legal/legalDocument';
import { privacyContent } from '../src/pages/legal/privacyContent';
import { termsContent } from '../src/pages/legal/termsContent';
import { heroSlides as forCompaniesHero } from '../src/pages/for-companies/content';
import { heroSlides as forTalentHero } from '../src/pages/for-talent/content';
import { heroSlides as homeHero } from '../src/pages/home/content';
import { heroSlides as marketingLabHero, packages } from '../src/pages/marketing-lab/content';
import { heroSlides as migrationHero, programs } from '../src/pages/migration/content';
import { heroSlides as relocationHero, plans } from '../src/pages/relocation/content';
import { routes } from '../src/routes';
import { navKeys } from '../src/app/navigation';
import type { KeyUse } from './keyUsage';

const declared = (namespace: string, patterns: readonly string[], file: string): KeyUse[] =>
  patterns.map((pattern) => ({ namespaces: [namespace], pattern, file }));

const legalDocuments: readonly LegalDocumentContent[] = [
  termsContent,
  privacyContent,
  imprintContent,
  accessibilityContent,
];

/**
 * The heroes: PageHero (src/components/carousel) reads `hero.label` and each slide's copy of the
 * namespace it is given; `cta` where the page gives the slides a link.
 */
const heroes = [
  { ns: 'home', slides: homeHero, linked: true },
  { ns: 'forTalent', slides: forTalentHero, linked: true },
  { ns: 'marketingLab', slides: marketingLabHero, linked: true },
  { ns: 'forCompanies', slides: forCompaniesHero, linked: false },
  { ns: 'migration', slides: migrationHero, linked: false },
  { ns: 'relocation', slides: relocationHero, linked: false },
] as const;

export const declaredKeyUses: readonly KeyUse[] = [
  ...heroes.flatMap(({ ns, slides, linked }) =>
    declared(
      ns,
      [
        'hero.label',
        ...slides.flatMap(({ id }) =>
          [...['title', 'text', 'alt'], ...(linked ? ['cta'] : [])].map(
            (field) => `hero.slides.${id}.${field}`,
          ),
        ),
      ],
      'src/components/carousel/PageHero.tsx',
    ),
  ),
  // Head tags: src/app/head.ts reads the page's own namespace, named by the route id.
  ...routes.flatMap((route) =>
    route.kind === 'page'
      ? declared(route.id, ['meta.title', 'meta.description'], 'src/app/head.ts')
      : [],
  ),
  // Legal texts: LegalBlocks reads `sections.<section>.<block>` keys assembled from the
  // document's content module.
  ...legalDocuments.flatMap((content) =>
    declared(content.ns, blockKeys(content), 'src/pages/legal/LegalBlocks.tsx'),
  ),
  // Feature lists: the content modules build each feature's key, the sections call t(key).
  ...declared(
    'marketingLab',
    packages.flatMap((pkg) => pkg.features.map((feature) => feature.key)),
    'src/pages/marketing-lab/content.ts',
  ),
  ...declared(
    'migration',
    programs.flatMap((program) => program.features),
    'src/pages/migration/content.ts',
  ),
  ...declared(
    'relocation',
    plans.flatMap((plan) => plan.features),
    'src/pages/relocation/content.ts',
  ),
  // The chat server builds the LLM request from `request` of chat.json (server/chat/llm.ts,
  // route.ts), one context sentence per visitor type.
  ...declared(
    'chat',
    ['request.briefing', 'request.contact', 'request.message', 'request.context.*'],
    'server/chat/llm.ts',
  ),
  // Keyword forms: the chat widget hands `classification.keywords` as a whole to
  // classifyVisitor, which looks up each concept of the classification rule by its key.
  ...declared(
    'chat',
    [...specKeywords.professional, ...specKeywords.company].map(
      (keyword) => `classification.keywords.${conceptKey(keyword)}`,
    ),
    'src/shared/chat/classifyVisitor.ts',
  ),
  // The answers bank: the server reads `engine` as a whole (the assistant's own sentences and
  // word lists, each read by name in server/chat) and each answer whose id has its metadata in
  // server/chat/answersBank.ts (an answer without metadata is skipped by the server). An entry
  // that takes its answer from a page (`page`) has keywords only.
  ...declared('chatAnswers', ['engine.*', 'engine.*.*', 'engine.*.*.*'], 'server/chat/engine.ts'),
  ...declared(
    'chatAnswers',
    Object.entries(answerMeta).flatMap(([id, meta]) => [
      `answers.${id}.keywords`,
      ...(meta.page ? [] : [`answers.${id}.answer`]),
    ]),
    'server/chat/answersBank.ts',
  ),
  // Navigation: the header menus and the footer read their group headings and the labels
  // that differ from a page's name from src/app/navigation.ts.
  ...declared('common', navKeys(), 'src/app/navigation.ts'),
];
