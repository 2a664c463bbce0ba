import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type chatAnswersBundle from '../../locales/en/chatAnswers.json';
import type { SiteConfig } from '../../src/config/siteConfig';
import { locales, type Locale } from '../../src/i18n/locales';
import { pathFor } from '../../src/i18n/paths';
import { nextStepUrls, type NextStep } from '../../src/shared/chat/nextSteps';
import type { ChatBundle } from '../../src/shared/chat/protocol';
import { escapeRegExp, interpolate, normalizeText } from '../../src/shared/chat/text';
import { answerMeta, type Audience } from './answersBank';
import { priceValues } from './facts';
import { hiddenPrefixes, hiddenSectionKeys, type SectionFlag } from './hiddenSections';
import { nonPageNamespaces, pagePassages, type PagePassage } from './pageCopy';
import { createSearchIndex, type IndexedDoc, type SearchIndex } from './searchIndex';
import { parseSpellings, type SpellingMap } from './spelling';

export type AnswersBundle = typeof chatAnswersBundle;
export type { Audience };

/** Something the assistant can answer with: an answers bank entry or a page passage. */
export interface KnowledgeEntry {
  /** `bank:<id>` or `<namespace>:<key.path>`. */
  id: string;
  audience: Audience;
  /** `undefined`: the next step that fits the visitor; `null`: none (the answer has its link). */
  next?: NextStep | null;
  answer: string;
}

export interface LocaleKnowledge {
  locale: Locale;
  chat: ChatBundle;
  engine: AnswersBundle['engine'];
  entries: Map<string, KnowledgeEntry>;
  index: SearchIndex;
  spelling: SpellingMap;
  /** Interpolation values: brand, phone, e-mails, prices, links. */
  values: Record<string, string>;
  nextStepUrls: Record<NextStep, string>;
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

/** A page passage as an answer: its title leads, unless the text already starts with it. */
const passageAnswer = ({ title, body }: PagePassage) =>
  title && !body.startsWith(title) ? `${title}: ${body}` : body;

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
    const common = readJson(join(dir, 'common.json')) as { whatsapp?: { message?: string } };
    const urls = nextStepUrls(site, common.whatsapp?.message ?? '');
    const values: Record<string, string> = {
      brand: site.brand,
      phone: site.phone,
      email: site.emails.talent,
      emailClients: site.emails.clients,
      emailPeople: site.emails.people,
      emailTalent: site.emails.talent,
      ...urls,
      ...site.officialSources,
      privacyPolicy: `${site.siteUrl}${pathFor('privacyPolicy', locale)}`,
      ...priceValues(locale),
    };
    const fill = filler(values);
    const spelling = parseSpellings(bank.engine.spellings);

    const passages = new Map<string, PagePassage>();
    for (const file of readdirSync(dir).sort()) {
      const namespace = file.replace(/\.json$/, '');
      if (!file.endsWith('.json') || nonPageNamespaces.has(namespace)) continue;
      for (const passage of pagePassages(namespace, readJson(join(dir, file)), hidden, fill)) {
        passages.set(passage.id, passage);
      }
    }

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
        page ? withoutYesOrNo(page.body, bank.engine.yesNoWords) : fill(copy.answer ?? ''),
        ...listed.map(passageAnswer),
      ]
        .filter(Boolean)
        .join('\n');
      if (!own) continue;
      const switchedOff = meta.flag !== undefined && !site.flags[meta.flag];
      knowledgeEntries.set(`bank:${id}`, {
        id: `bank:${id}`,
        audience: meta.audience,
        next: switchedOff ? null : meta.next,
        answer: switchedOff ? onCall : own,
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
      knowledgeEntries.set(passage.id, {
        id: passage.id,
        audience: 'any',
        answer: passageAnswer(passage),
      });
      docs.push({ id: passage.id, keywords: '', title: passage.title, body: passage.body });
    }
    return [
      locale,
      {
        locale,
        chat,
        engine: bank.engine,
        entries: knowledgeEntries,
        index: createSearchIndex(locale, docs, {
          fillerWords: spelling(bank.engine.fillerWords),
          keepWords: bank.engine.keepWords,
        }),
        spelling,
        values,
        nextStepUrls: urls,
      },
    ];
  });
  return Object.fromEntries(entries) as Knowledge;
}
