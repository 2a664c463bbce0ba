import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { SiteConfig } from '../../src/config/siteConfig';
import { locales, type Locale } from '../../src/i18n/locales';
import { nextStepUrls, type NextStep } from '../../src/shared/chat/nextSteps';
import type { ChatBundle } from '../../src/shared/chat/protocol';
import { interpolate, normalizeText } from '../../src/shared/chat/text';
import { priceValues } from './facts';

export type Audience = 'professional' | 'company' | 'any';

/**
 * What is not text about each topic of `chat.knowledge` (the copy holds keywords and answer):
 * who it is for and the next step that fits it. `null` means no next step (the answer already
 * is one). Topics missing here count as `any`.
 */
export const topicMeta: Record<string, { audience: Audience; next?: NextStep | null }> = {
  about: { audience: 'any' },
  europe: { audience: 'any' },
  german: { audience: 'professional' },
  cost: { audience: 'professional' },
  visa: { audience: 'professional', next: 'preEvaluation' },
  timeline: { audience: 'any' },
  staffAugmentation: { audience: 'company', next: 'booking' },
  pricing: { audience: 'company', next: 'booking' },
  relocationPackages: { audience: 'professional', next: 'preEvaluation' },
  relocation: { audience: 'professional', next: 'preEvaluation' },
  remoteTalent: { audience: 'professional', next: 'talentProfile' },
  study: { audience: 'professional', next: 'preEvaluation' },
  hiring: { audience: 'company', next: 'companyRequest' },
  startupGrowth: { audience: 'company', next: 'booking' },
  marketingLab: { audience: 'company', next: 'booking' },
  aiSolutions: { audience: 'company', next: 'booking' },
  contact: { audience: 'any', next: null },
  availability: { audience: 'any' },
  socialResponsibility: { audience: 'any' },
};

export interface KnowledgeDoc {
  /** `chat.<topic>` for the chat's own knowledge, `<namespace>.<path>` for page FAQs. */
  id: string;
  topic: string | null;
  audience: Audience;
  next?: NextStep | null;
  /** Normalized keyword phrases (the chat's own topics) or the question (page FAQs). */
  keywords: string[];
  question: string;
  answer: string;
}

export interface LocaleKnowledge {
  locale: Locale;
  chat: ChatBundle;
  docs: KnowledgeDoc[];
  greetingWords: string[];
  thanksWords: string[];
  /** Interpolation values: brand, phone, e-mails, prices. */
  values: Record<string, string>;
  nextStepUrls: Record<NextStep, string>;
}

export type Knowledge = Record<Locale, LocaleKnowledge>;

const readJson = (path: string): unknown => JSON.parse(readFileSync(path, 'utf8'));

/** Splits a comma-separated list of the copy (keywords, greeting words) into its items. */
const parseList = (list: string): string[] =>
  list
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

/** Question/answer pairs anywhere in a page bundle (FAQ items), as they are written. */
function findFaqPairs(
  value: unknown,
  path: string[],
  found: { path: string; question: string; answer: string }[],
) {
  if (!value || typeof value !== 'object') return;
  const record = value as Record<string, unknown>;
  if (typeof record.question === 'string' && typeof record.answer === 'string') {
    found.push({ path: path.join('.'), question: record.question, answer: record.answer });
    return;
  }
  for (const [key, child] of Object.entries(record)) findFaqPairs(child, [...path, key], found);
}

/** Copy meant for a page: no markup, no placeholders we cannot fill. */
function usable(text: string): boolean {
  return text.trim() !== '' && !/\{\{|\$t\(|<\/?[a-z]/i.test(text);
}

/**
 * Reads the locale bundles once (at startup): the chat's own knowledge plus every FAQ pair
 * the pages carry, so the assistant answers with the site's own words in each language.
 */
export function loadKnowledge(localesDir: string, site: SiteConfig): Knowledge {
  const entries = locales.map((locale): [Locale, LocaleKnowledge] => {
    const dir = join(localesDir, locale);
    const chat = readJson(join(dir, 'chat.json')) as ChatBundle;
    const common = readJson(join(dir, 'common.json')) as { whatsapp?: { message?: string } };
    const values: Record<string, string> = {
      brand: site.brand,
      phone: site.phone,
      email: site.emails.talent,
      emailClients: site.emails.clients,
      emailPeople: site.emails.people,
      emailTalent: site.emails.talent,
      ...priceValues(locale),
    };
    const docs: KnowledgeDoc[] = Object.entries(chat.knowledge).map(([topic, entry]) => ({
      id: `chat.${topic}`,
      topic,
      audience: topicMeta[topic]?.audience ?? 'any',
      next: topicMeta[topic]?.next,
      keywords: parseList(entry.keywords).map((keyword) => normalizeText(keyword)),
      question: '',
      answer: interpolate(entry.answer, values),
    }));
    for (const file of readdirSync(dir).sort()) {
      if (!file.endsWith('.json') || file === 'chat.json') continue;
      const path = join(dir, file);
      if (!statSync(path).isFile()) continue;
      const pairs: { path: string; question: string; answer: string }[] = [];
      findFaqPairs(readJson(path), [], pairs);
      for (const pair of pairs) {
        const question = interpolate(pair.question, values);
        const answer = interpolate(pair.answer, values);
        if (!usable(question) || !usable(answer)) continue;
        docs.push({
          id: `${file.replace(/\.json$/, '')}.${pair.path}`,
          topic: null,
          audience: 'any',
          keywords: [],
          question,
          answer,
        });
      }
    }
    return [
      locale,
      {
        locale,
        chat,
        docs,
        greetingWords: parseList(chat.engine.greetingWords).map(normalizeText),
        thanksWords: parseList(chat.engine.thanksWords).map(normalizeText),
        values,
        nextStepUrls: nextStepUrls(site, common.whatsapp?.message ?? ''),
      },
    ];
  });
  return Object.fromEntries(entries) as Knowledge;
}
