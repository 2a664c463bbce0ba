import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { privacyValues } from '../../src/config/privacyValues';
import { shownValues, type Shown } from '../../src/config/shownValues';
import type { SiteConfig } from '../../src/config/siteConfig';
import { localeRegistry, locales, type Locale } from '../../src/i18n/locales';
import { nextStepUrls, type NextStep } from '../../src/shared/chat/nextSteps';
import type { ChatBundle } from '../../src/shared/chat/protocol';
import {
  pathwayIds,
  pathwayRules,
  type ConditionId,
  type ConditionState,
  type PathwayId,
} from '../../src/shared/germanyCheck/pathways';
import { pointsNeeded, type PointsItemId } from '../../src/shared/germanyCheck/points';
import type { Audience } from './answersBank';
import type { AnswersBundle } from './answersBundle';
import type { BlueCardCopy } from './blueCardCopy';
import { cite } from './blueCardReply';
import { factRecords, type FactCopy, type FactRecord } from './factRecords';
import { hiddenPrefixes, hiddenSectionKeys, type SectionFlag } from './hiddenSections';
import { knowledgeEntries, type KnowledgeEntry } from './knowledgeEntries';
import { findersOf } from './knowledgeFinders';
import { siteValues } from './knowledgeValues';
import { nonPageNamespaces, pagePassages, type PagePassage } from './pageCopy';
import { pageLists, type PageList } from './pageLists';
import { filler, quotePages } from './pageQuotes';
import { pageCards, type PageCard } from './pageCards';
import { pointsTableText, type PointsCopy } from './pointsReply';
import { createProfileReader, type StatedProfile } from './profile';
import { partnerByPronounFinder, type PronounSplit } from './partnerByPronoun';
import { ownWordsReader } from './profileOthers';
import { createSearchIndex, type SearchIndex } from './searchIndex';
import { withShown, withValues } from './shownCopy';
import { parseSpellings, type SpellingMap } from './spelling';
import type { Finders } from './understanding';

export type { KnowledgeEntry };

/** What the chat reads of the Germany check's copy (`germanyCheck.json`). */
interface GermanyCheckCopy {
  points: { items: Record<PointsItemId, string> };
  conditions: Record<ConditionId, string>;
  state: Record<ConditionState, string>;
  when: { current: string; latest: string };
  routes: { items: Record<PathwayId, { title: string }> };
  law: BlueCardCopy['law'];
  check: { questions: { salary: { problems: BlueCardCopy['salaryProblems'] } } };
}

export type { AnswersBundle };
export type { Audience };

export interface LocaleKnowledge {
  locale: Locale;
  chat: ChatBundle;
  engine: AnswersBundle['engine'];
  entries: Map<string, KnowledgeEntry>;
  index: SearchIndex;
  spelling: SpellingMap;
  /**
   * A visitor's words for what a page states in its own words ("focus indicator" for the
   * statement's "focus ring", "keyboard shortcut" for "Alt+T"), mapped before a question's
   * content words are matched to the pages' sentences (`engine.sentenceWords`).
   */
  sentenceWords: SpellingMap;
  /** Finds the aspects, services and guarded requests of a message (see `understanding.ts`). */
  finders: Finders;
  /** Interpolation values: brand, phone, e-mails, prices, links. */
  values: Record<string, string>;
  nextStepUrls: Record<NextStep, string>;
  /** The pages' lists (steps, points), for "and the third step?" after a list was talked about. */
  lists: PageList[];
  /** Each page's name, what it is about and its address, for "which page do I read?". */
  pages: ReadonlyMap<string, PageCard>;
  /**
   * What a message tells about the visitor that the Opportunity Card's points count, read in the
   * year the case is weighed in (this year unless given) and, when given, its month (1 to 12).
   */
  readProfile: (spelled: string, year?: number, month?: number) => StatedProfile;
  /** The visitor's own words of a message, without what it tells of others (`othersRemover`). */
  ownWords: (spelled: string) => string;
  /** The sentences of a message on the partner the earlier ones named, said by pronoun only. */
  partnerByPronoun: (spelled: string, earlier: string) => PronounSplit | undefined;
  /** The copy of a points reply, with the Germany check's own labels of the points table. */
  points: PointsCopy;
  /** The copy of a Blue Card reply, with the Germany check's own conditions. */
  blueCard: BlueCardCopy;
}

export type Knowledge = Record<Locale, LocaleKnowledge>;

const readJson = (path: string): unknown => JSON.parse(readFileSync(path, 'utf8'));

/** The bundles of one language as the chat reads them. */
interface LocaleBundles {
  chat: ChatBundle;
  bank: AnswersBundle;
  common: { whatsapp?: { message?: string }; nav: { bookCall: string }; routes: object };
  /** Every page's bundle, by namespace. */
  pages: Map<string, unknown>;
}

function readBundles(dir: string): LocaleBundles {
  const pages = new Map<string, unknown>();
  for (const file of readdirSync(dir).sort()) {
    const namespace = file.replace(/\.json$/, '');
    if (file.endsWith('.json') && !nonPageNamespaces.has(namespace)) {
      pages.set(namespace, readJson(join(dir, file)));
    }
  }
  return {
    chat: readJson(join(dir, 'chat.json')) as ChatBundle,
    bank: readJson(join(dir, 'chatAnswers.json')) as AnswersBundle,
    common: readJson(join(dir, 'common.json')) as LocaleBundles['common'],
    pages,
  };
}

export interface LoadOptions {
  /** Which locale keys each switchable section uses (tests pass their own). */
  sectionKeys?: Record<SectionFlag, readonly string[]>;
}

/**
 * Reads the locale bundles once, at startup: every page's copy (whatever its keys, so copy
 * added later is picked up with no code change) and the answers bank's fact records, minus the
 * sections the site config switches off, indexed per language.
 */
export function loadKnowledge(
  localesDir: string,
  site: SiteConfig,
  { sectionKeys = hiddenSectionKeys }: LoadOptions = {},
): Knowledge {
  const hidden = hiddenPrefixes(site.flags, sectionKeys);
  const bundles = new Map(locales.map((locale) => [locale, readBundles(join(localesDir, locale))]));
  const records = factRecords(
    Object.fromEntries(
      [...bundles].map(([locale, { bank }]) => [locale, bank.answers as Record<string, FactCopy>]),
    ),
  );
  const entries = locales.map((locale): [Locale, LocaleKnowledge] => {
    const own = bundles.get(locale) as LocaleBundles;
    return [locale, localeKnowledge(locale, own, records, site, hidden)];
  });
  return Object.fromEntries(entries) as Knowledge;
}

/**
 * The engine's copy. The guarded requests' replies may quote a page ("what this chat keeps" is
 * the privacy policy's sentence), like the answers.
 */
const engineCopy = (
  engine: AnswersBundle['engine'],
  pages: ReadonlyMap<string, unknown>,
): AnswersBundle['engine'] => ({
  ...engine,
  guardReplies: Object.fromEntries(
    Object.entries(engine.guardReplies).map(([key, reply]) => [
      key,
      quotePages(reply, (namespace) => pages.get(namespace), false),
    ]),
  ) as AnswersBundle['engine']['guardReplies'],
});

/** One language's knowledge, from its bundles and the facts' records. */
/** The pages as facts quote them: the privacy policy ("{{privacyPolicy:sections.cookies.list}}") filled. */
const quotedBundles = (pages: LocaleBundles['pages'], policyValues: Record<string, string>) =>
  new Map(
    [...pages].map(([namespace, bundle]) => [
      namespace,
      namespace === 'privacyPolicy' ? withValues(bundle, policyValues) : bundle,
    ]),
  );

/**
 * Every page's passages, read as the page shows them. The privacy policy names its recipients
 * and storage keys with its own values, as its page fills them; without them its list items
 * ("Hosting: … runs the server") could not be filled and were left out. What a page's
 * components add from the site config or the figures (the Impressum's VAT ID, the co-founders'
 * names, "500+ professionals trained") is written into its copy first (`shownValues`).
 */
function allPassages(
  pages: LocaleBundles['pages'],
  hidden: readonly string[],
  fill: (text: string) => string | null,
  privacy: Record<string, string>,
  shown: Record<string, Shown>,
): Map<string, PagePassage> {
  const privacyFill = filler(privacy);
  const passages = new Map<string, PagePassage>();
  for (const [namespace, bundle] of pages) {
    const pageFill = namespace === 'privacyPolicy' ? privacyFill : fill;
    const asShown = withShown(bundle, shown[namespace]);
    for (const passage of pagePassages(namespace, asShown, hidden, pageFill)) {
      passages.set(passage.id, passage);
    }
  }
  return passages;
}

/** The readers of what a visitor's message tells of their case, in one language. */
function profileReaders(bank: AnswersBundle, spelling: SpellingMap, locale: Locale) {
  const profileWords = { ...bank.engine.profile, joiners: bank.engine.joiners };
  return {
    readProfile: createProfileReader(profileWords, spelling, localeRegistry[locale].intl),
    ownWords: ownWordsReader(profileWords, spelling),
    partnerByPronoun: partnerByPronounFinder(profileWords, spelling),
  };
}

function localeKnowledge(
  locale: Locale,
  { chat, bank, common, pages }: LocaleBundles,
  records: readonly FactRecord[],
  site: SiteConfig,
  hidden: readonly string[],
): LocaleKnowledge {
  const urls = nextStepUrls(site, common.whatsapp?.message ?? '');
  const privacy = pages.get('privacyPolicy') as { values: { noAiProvider: string } };
  const home = pages.get('home') as { impact: { formats: Record<string, string> } };
  const values = siteValues(site, locale, urls, {
    bookCall: common.nav.bookCall,
    noAiProvider: privacy.values.noAiProvider,
    statisticFormats: home.impact.formats,
  });
  const fill = filler(values);
  const spelling = parseSpellings(bank.engine.spellings);
  const policyValues = { ...values, ...privacyValues(site, locale, privacy.values.noAiProvider) };
  const passages = allPassages(pages, hidden, fill, policyValues, shownValues(site, locale));
  // The Opportunity Card's points table and the routes' conditions, as the Germany check says them.
  const checkCopy = pages.get('germanyCheck') as GermanyCheckCopy;
  values.pointsTable = pointsTableText({ ...bank.engine.points, labels: checkCopy.points.items });
  values.pointsNeeded = String(pointsNeeded);
  // Each route's statute as the check cites it ("§ 19c Abs. 2 AufenthG"): {{experienceLaw}}.
  for (const id of pathwayIds) values[`${id}Law`] = cite(pathwayRules[id].law, checkCopy.law);
  // The student's work rule (§ 16b (3)) is said where a study case asks it and asked alone.
  values.studyWork = bank.engine.blueCard.questions.studyWork;
  const { entries, docs } = knowledgeEntries({
    locale,
    records,
    passages,
    bundles: quotedBundles(pages, policyValues),
    flags: site.flags,
    fill,
    spelling,
    copy: {
      yesNoWords: bank.engine.yesNoWords,
      lowerCaseListItems: bank.engine.lowerCaseListItems,
      onCall: fill(bank.engine.onCall) ?? '',
    },
  });
  return {
    locale,
    chat,
    engine: engineCopy(bank.engine, pages),
    entries,
    index: createSearchIndex(locale, docs, {
      fillerWords: spelling(bank.engine.fillerWords),
      keepWords: bank.engine.keepWords,
    }),
    spelling,
    sentenceWords: parseSpellings(bank.engine.sentenceWords),
    finders: findersOf(bank.engine, spelling),
    values,
    nextStepUrls: urls,
    lists: pageLists(passages.values(), pages),
    pages: pageCards(locale, site.siteUrl, common.routes, pages),
    ...profileReaders(bank, spelling, locale),
    points: { ...bank.engine.points, labels: checkCopy.points.items, values },
    blueCard: blueCardCopy(bank, checkCopy, values),
  };
}

/** The routes' copy the chat weighs a case with: its own lines and the check's conditions and names. */
function blueCardCopy(
  bank: AnswersBundle,
  checkCopy: GermanyCheckCopy,
  values: LocaleKnowledge['values'],
): BlueCardCopy {
  return {
    ...bank.engine.blueCard,
    partner: bank.engine.points,
    ageEdge: bank.engine.points,
    stay: bank.engine.points,
    conditions: checkCopy.conditions,
    states: checkCopy.state,
    // A record keyed by the route ids keeps its keys.
    routes: Object.fromEntries(
      Object.entries(checkCopy.routes.items).map(([id, route]) => [id, route.title]),
    ) as BlueCardCopy['routes'],
    law: checkCopy.law,
    salaryProblems: {
      ...checkCopy.check.questions.salary.problems,
      net: bank.engine.blueCard.salaryNet,
      currency: bank.engine.blueCard.salaryCurrency,
      hourly: bank.engine.blueCard.salaryHourly,
    },
    when: checkCopy.when,
    values,
  };
}
