import { fileURLToPath } from 'node:url';
import { readSiteConfig } from '../../../src/config/siteConfig';
import type { Locale } from '../../../src/i18n/locales';
import type { HistoryTurn } from '../../../src/shared/chat/protocol';
import type { VisitorType } from '../../../src/shared/chat/visitorType';
import { createEngine } from '../engine';
import { loadKnowledge } from '../knowledge';

/** The site's own knowledge and engine, for the stages' tests. */
export const knowledge = loadKnowledge(
  fileURLToPath(new URL('../../../locales', import.meta.url)),
  readSiteConfig({}),
);
export const engine = createEngine(knowledge);

export const visitors = {
  exploring: { type: 'exploring', confidence: 0.5 },
  professional: { type: 'latam_professional', confidence: 2 / 11 },
  company: { type: 'european_company', confidence: 2 / 9 },
} satisfies Record<string, VisitorType>;

export const ask = (
  locale: Locale,
  text: string,
  visitorType: VisitorType = visitors.exploring,
  history: HistoryTurn[] = [],
) => engine({ text, locale, visitorType, history });
