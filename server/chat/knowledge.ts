import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type chatAnswersBundle from '../../locales/en/chatAnswers.json';
import type { SiteConfig } from '../../src/config/siteConfig';
import { localeRegistry, locales, type Locale } from '../../src/i18n/locales';
import { pathFor } from '../../src/i18n/paths';
import { nextStepUrls, type NextStep } from '../../src/shared/chat/nextSteps';
import type { ChatBundle } from '../../src/shared/chat/protocol';
import { escapeRegExp, interpolate, normalizeText } from '../../src/shared/chat/text';
import { answerMeta, type Audience } from './answersBank';
import { pageLists, type PageList } from './pageLists';
import { recipientName } from '../../src/config/recipients';
import { talentPoolRetentionMonths } from '../../src/config/retention';
import { legalUpdated } from '../../src/config/legalDates';
import { formatLegalDate } from '../../src/shared/legalDate';
import { officialSourcesIn, priceValues, ruleValues, statisticTexts } from './facts';
import { hiddenPrefixes, hiddenSectionKeys, type SectionFlag } from './hiddenSections';
import { nonPageNamespaces, pagePassages, type PagePassage } from './pageCopy';
import { createSearchIndex, type IndexedDoc, type SearchIndex } from './searchIndex';
import { parseSpellings, type SpellingMap } from './spelling';
import { sourceOf, type Source } from './sources';
import { createPhraseFinder } from './intents';
import type { Aspect, AudienceHint, Guard, Service } from './aspects';
import type { Finders } from './understanding';
import { createProfileReader, type StatedProfile } from './profile';
import { pointsTableText, type PointsCopy } from './pointsReply';
import type { BlueCardCopy } from './blueCardReply';
import type {
  ConditionId,
  ConditionState,
  PathwayId,
} from '../../src/shared/germanyCheck/pathways';
import { pointsNeeded, type PointsItemId } from '../../src/shared/germanyCheck/points';

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

export type AnswersBundle = typeof chatAnswersBundle;
export type { Audience };

/** Something the assistant can answer with: an answers bank entry or a page passage. */
export interface KnowledgeEntry {
  /** `bank:<id>` or `<namespace>:<key.path>`. */
  id: string;
  audience: Audience;
  /** What the entry answers; empty for page passages, which only the search finds. */
  aspects: readonly Aspect[];
  service?: Service;
  /** Services for which this general entry is also the service's own answer. */
  covers?: readonly Service[];
  /** `undefined`: the next step that fits the visitor; `null`: none (the answer has its link). */
  next?: NextStep | null;
  answer: string;
  /** The page section that states it, linked at the end of the answer. */
  source?: Source;
  /** Its facts belong to a section the site config switches off: it answers with a call offer. */
  hidden?: boolean;
}

export interface LocaleKnowledge {
  locale: Locale;
  chat: ChatBundle;
  engine: AnswersBundle['engine'];
  entries: Map<string, KnowledgeEntry>;
  index: SearchIndex;
  spelling: SpellingMap;
  /** Finds the aspects, services and guarded requests of a message (see `understanding.ts`). */
  finders: Finders;
  /** Interpolation values: brand, phone, e-mails, prices, links. */
  values: Record<string, string>;
  nextStepUrls: Record<NextStep, string>;
  /** The pages' lists (steps, points), for "and the third step?" after a list was talked about. */
  lists: PageList[];
  /** What a message tells about the visitor that the Opportunity Card's points count. */
  readProfile: (spelled: string) => StatedProfile;
  /** The copy of a points reply, with the Germany check's own labels of the points table. */
  points: PointsCopy;
  /** The copy of a Blue Card reply, with the Germany check's own conditions. */
  blueCard: BlueCardCopy;
}

export type Knowledge = Record<Locale, LocaleKnowledge>;

const readJson = (path: string): unknown => JSON.parse(readFileSync(path, 'utf8'));

/** Copy with every placeholder filled and no markup; null when it cannot be shown as it is. */
function filler(values: Record<string, string>) {
  return (text: string): string | null => {
    const filled = interpolate(text, values).trim();
    return filled && !/\{\{|\$t\(|<\/?[a-z]/i.test(filled) ? filled : null;
  };
}

/**
 * A page's FAQ answer without its opening "Yes." or "No." (`yesNoWords`: the language's words
 * for them, comma-separated copy): in the chat the visitor's question is rarely the FAQ's own,
 * and a yes or no that answers another question misleads.
 */
export function withoutYesOrNo(text: string, yesNoWords: string): string {
  const alternatives = yesNoWords
    .split(',')
    .map((word) => word.trim())
    .filter(Boolean)
    .flatMap((word) => [word, normalizeText(word)])
    .map(escapeRegExp);
  if (!alternatives.length) return text;
  const opening = new RegExp(`^\\s*(?:${alternatives.join('|')})\\s*[.,!:;]\\s*`, 'i');
  const rest = text.replace(opening, '');
  return rest ? rest.charAt(0).toUpperCase() + rest.slice(1) : text;
}

const pageReference = /\{\{\s*(\w+):([\w.]+)\s*\}\}/g;

/**
 * Fills `{{namespace:key.path}}` with page copy: a string as it is, a list of strings (or of
 * cards, by their titles) as one sentence part ("a; b; c"), each item starting in lower case where the language
 * writes it so (`lowerCaseItems`; not German, whose nouns keep their capital) and the item does
 * not start with an acronym. A reference that names no copy stays, and the filler then rejects
 * the text, so a broken reference never reaches a visitor.
 */
function quotePages(
  text: string,
  bundleOf: (namespace: string) => unknown,
  lowerCaseItems: boolean,
): string {
  const item = (value: string) =>
    lowerCaseItems && !/^\p{Lu}{2}/u.test(value)
      ? value.charAt(0).toLowerCase() + value.slice(1)
      : value;
  return text.replace(pageReference, (whole, namespace: string, path: string) => {
    let value: unknown = bundleOf(namespace);
    for (const key of path.split('.')) {
      value =
        value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined;
    }
    if (typeof value === 'string') return value;
    if (value && typeof value === 'object') {
      // A list of cards (steps, plans) is quoted by their titles.
      const items = Object.values(value).flatMap((entry: unknown) => {
        const title =
          entry && typeof entry === 'object' ? (entry as { title?: unknown }).title : entry;
        return typeof title === 'string' ? [title] : [];
      });
      if (items.length) return items.map(item).join('; ');
    }
    return whole;
  });
}

/** A page passage as an answer: "title: text" (a title's own full stop dropped before the colon). */
export const passageAnswer = ({ title, body }: PagePassage) =>
  title && !body.startsWith(title) ? `${title.replace(/[.:;]+$/, '')}: ${body}` : body;

/**
 * The phrase finders of a language. The copy's keys are typed by the English bundle, and the
 * records below by the ids in `aspects.ts`, so an aspect, service or guard without phrases in
 * the English copy fails to compile (and `check:locales` holds the other languages to it).
 */
function findersOf(engine: AnswersBundle['engine'], spelling: SpellingMap): Finders {
  const aspects: Record<Aspect, string> = engine.aspects;
  const services: Record<Service, string> = engine.services;
  const guards: Record<Guard, string> = engine.guards;
  const audiences: Record<AudienceHint, string> = engine.audiences;
  // A phrase's gap ("how much ... cost") stays within one question: it never spans a word that
  // joins two ("how much is it and what does it cost").
  const gapStops = engine.joiners
    .split(',')
    .map((joiner) => joiner.trim())
    .filter((joiner) => joiner && !/\s/.test(joiner));
  return {
    aspects: createPhraseFinder(aspects, spelling, { every: true, gapStops }),
    services: createPhraseFinder(services, spelling, { every: true, gapStops }),
    guards: createPhraseFinder(guards, spelling, { gapStops }),
    joiners: createPhraseFinder({ joiner: engine.joiners }, spelling, { every: true }),
    baselines: createPhraseFinder({ baseline: engine.baselines }, spelling, { every: true }),
    negations: createPhraseFinder({ negation: engine.negations }, spelling, { every: true }),
    statements: createPhraseFinder({ statement: engine.statementStarts }, spelling, {
      every: true,
    }),
    audiences: createPhraseFinder(audiences, spelling),
  };
}

/**
 * A page passage the bank answers with: a card's title carries its claim ("30–40% savings",
 * "No company abroad needed") and leads; a FAQ's question does not, and its answer loses an
 * opening yes or no that would answer another wording of the question.
 */
const pageAnswer = (page: PagePassage, yesNoWords: string) =>
  page.title && !/[?¿]\s*$/.test(page.title)
    ? passageAnswer(page)
    : withoutYesOrNo(page.body, yesNoWords);

export interface LoadOptions {
  /** Which locale keys each switchable section uses (tests pass their own). */
  sectionKeys?: Record<SectionFlag, readonly string[]>;
}

/**
 * Reads the locale bundles once, at startup: every page's copy (whatever its keys, so copy
 * added later is picked up with no code change) and the answers bank, minus the sections the
 * site config switches off, indexed per language.
 */
export function loadKnowledge(
  localesDir: string,
  site: SiteConfig,
  { sectionKeys = hiddenSectionKeys }: LoadOptions = {},
): Knowledge {
  const hidden = hiddenPrefixes(site.flags, sectionKeys);
  const entries = locales.map((locale): [Locale, LocaleKnowledge] => {
    const dir = join(localesDir, locale);
    const chat = readJson(join(dir, 'chat.json')) as ChatBundle;
    const bank = readJson(join(dir, 'chatAnswers.json')) as AnswersBundle;
    const common = readJson(join(dir, 'common.json')) as {
      whatsapp?: { message?: string };
      nav: { bookCall: string };
    };
    const home = readJson(join(dir, 'home.json')) as {
      impact: { formats: Record<string, string> };
    };
    const privacy = readJson(join(dir, 'privacyPolicy.json')) as {
      values: { noAiProvider: string };
    };
    const urls = nextStepUrls(site, common.whatsapp?.message ?? '');
    const values: Record<string, string> = {
      brand: site.brand,
      phone: site.phone,
      email: site.emails.talent,
      emailClients: site.emails.clients,
      emailPeople: site.emails.people,
      emailTalent: site.emails.talent,
      privacyEmail: site.privacyEmail,
      // The site's own label for booking, so the chat names the action as the buttons do.
      bookCall: common.nav.bookCall,
      retentionMonths: String(talentPoolRetentionMonths),
      ...Object.fromEntries(
        (['hosting', 'email', 'scheduling', 'forms'] as const).map((role) => [
          `${role}Provider`,
          recipientName(site.recipients, role, locale, ''),
        ]),
      ),
      aiProvider: recipientName(site.recipients, 'ai', locale, privacy.values.noAiProvider),
      companyLegalName: site.company.legalName,
      companyLegalForm: site.company.legalForm,
      companyAddress: site.company.address,
      companyRegisterCourt: site.company.registerCourt,
      companyRegisterNumber: site.company.registerNumber,
      companyRepresentedBy: site.company.representedBy,
      companyVatId: site.company.vatId,
      // The privacy policy's controller line, filled as its page fills it.
      controller: `${site.company.legalName} ${site.company.legalForm}, ${site.company.address}`,
      teamCeo: site.team.ceo,
      teamCoo: site.team.coo,
      ...urls,
      ...officialSourcesIn(locale, site.officialSources),
      siteUrl: site.siteUrl,
      privacyPolicy: `${site.siteUrl}${pathFor('privacyPolicy', locale)}`,
      imprintUrl: `${site.siteUrl}${pathFor('imprint', locale)}`,
      termsUrl: `${site.siteUrl}${pathFor('terms', locale)}`,
      germanyCheckUrl: `${site.siteUrl}${pathFor('germanyCheck', locale)}`,
      // "termsUpdated", "privacyPolicyUpdated"…: each legal page's date, as the page writes it.
      ...Object.fromEntries(
        Object.entries(legalUpdated).map(([page, date]) => [
          `${page}Updated`,
          formatLegalDate(locale, date),
        ]),
      ),
      ...priceValues(locale),
      ...statisticTexts(locale, home.impact.formats),
      ...ruleValues(locale, new Date().getFullYear()),
    };
    const fill = filler(values);
    const spelling = parseSpellings(bank.engine.spellings);

    const passages = new Map<string, PagePassage>();
    const bundles = new Map<string, unknown>();
    for (const file of readdirSync(dir).sort()) {
      const namespace = file.replace(/\.json$/, '');
      if (!file.endsWith('.json') || nonPageNamespaces.has(namespace)) continue;
      const bundle = readJson(join(dir, file));
      bundles.set(namespace, bundle);
      for (const passage of pagePassages(namespace, bundle, hidden, fill)) {
        passages.set(passage.id, passage);
      }
    }

    // The Opportunity Card's points table and the routes' conditions, as the Germany check says them.
    const checkCopy = bundles.get('germanyCheck') as GermanyCheckCopy;
    const pointsLabels = checkCopy.points.items;
    values.pointsTable = pointsTableText({ ...bank.engine.points, labels: pointsLabels });
    values.pointsNeeded = String(pointsNeeded);

    const knowledgeEntries = new Map<string, KnowledgeEntry>();
    const docs: IndexedDoc[] = [];
    const referenced = new Set<string>();
    const answers = bank.answers as Record<string, { keywords: string; answer?: string }>;
    const onCall = fill(bank.engine.onCall) ?? '';
    for (const [id, copy] of Object.entries(answers)) {
      const meta = answerMeta[id];
      if (!meta || !copy.keywords.trim()) continue;
      const page = meta.page ? passages.get(meta.page) : undefined;
      if (meta.page) referenced.add(meta.page);
      const listed = (meta.pages ?? []).flatMap((id) => passages.get(id) ?? []);
      for (const passage of listed) referenced.add(passage.id);
      const own = [
        page
          ? pageAnswer(page, bank.engine.yesNoWords)
          : fill(
              quotePages(
                copy.answer ?? '',
                (namespace) => bundles.get(namespace),
                bank.engine.lowerCaseListItems === 'yes',
              ),
            ),
        ...listed.map(passageAnswer),
      ]
        .filter(Boolean)
        .join('\n');
      if (!own) continue;
      const switchedOff = meta.flag !== undefined && !site.flags[meta.flag];
      const source = switchedOff ? undefined : sourceOf(meta.source ?? meta.page ?? '');
      knowledgeEntries.set(`bank:${id}`, {
        id: `bank:${id}`,
        audience: meta.audience,
        aspects: meta.aspects,
        ...(meta.service ? { service: meta.service } : {}),
        ...(meta.covers ? { covers: meta.covers } : {}),
        next: switchedOff ? null : meta.next,
        answer: switchedOff ? onCall : own,
        ...(source ? { source } : {}),
        ...(switchedOff ? { hidden: true } : {}),
      });
      docs.push({
        id: `bank:${id}`,
        keywords: spelling(copy.keywords),
        title: page?.title ?? '',
        body: switchedOff ? '' : own,
      });
    }
    for (const passage of passages.values()) {
      if (referenced.has(passage.id)) continue;
      const source = sourceOf(passage.id);
      knowledgeEntries.set(passage.id, {
        id: passage.id,
        audience: 'any',
        aspects: [],
        answer: passageAnswer(passage),
        ...(source ? { source } : {}),
      });
      docs.push({ id: passage.id, keywords: '', title: passage.title, body: passage.body });
    }
    return [
      locale,
      {
        locale,
        chat,
        // The guarded requests' replies may quote a page ("what this chat keeps" is the
        // privacy policy's sentence), like the answers.
        engine: {
          ...bank.engine,
          guardReplies: Object.fromEntries(
            Object.entries(bank.engine.guardReplies).map(([key, reply]) => [
              key,
              quotePages(reply, (namespace) => bundles.get(namespace), false),
            ]),
          ) as AnswersBundle['engine']['guardReplies'],
        },
        entries: knowledgeEntries,
        index: createSearchIndex(locale, docs, {
          fillerWords: spelling(bank.engine.fillerWords),
          keepWords: bank.engine.keepWords,
        }),
        spelling,
        finders: findersOf(bank.engine, spelling),
        values,
        nextStepUrls: urls,
        lists: pageLists(passages.values()),
        readProfile: createProfileReader(
          { ...bank.engine.profile, joiners: bank.engine.joiners },
          spelling,
          localeRegistry[locale].intl,
        ),
        points: { ...bank.engine.points, labels: pointsLabels, values },
        blueCard: {
          ...bank.engine.blueCard,
          conditions: checkCopy.conditions,
          states: checkCopy.state,
          // A record keyed by the route ids keeps its keys.
          routes: Object.fromEntries(
            Object.entries(checkCopy.routes.items).map(([id, route]) => [id, route.title]),
          ) as BlueCardCopy['routes'],
          law: checkCopy.law,
          salaryProblems: checkCopy.check.questions.salary.problems,
          when: checkCopy.when,
          values,
        },
      },
    ];
  });
  return Object.fromEntries(entries) as Knowledge;
}
