import { fileURLToPath } from 'node:url';
import { readSiteConfig } from '../../src/config/siteConfig';
import { createEngine } from './engine';
import { loadKnowledge } from './knowledge';
import type { VisitorTypeName } from '../../src/shared/chat/visitorType';
import { historyOf } from '../../src/shared/chat/protocol';
import { answersFromSearch } from '../../src/shared/germanyCheck/answerUrl';

const knowledge = loadKnowledge(
  fileURLToPath(new URL('../../locales', import.meta.url)),
  readSiteConfig({}),
);
const engine = createEngine(knowledge);

/**
 * The engine's reply to a visitor's own case, for the own-case tests. Amounts are written with
 * the locale's no-break spaces ("45.934,20 €") and route names may hold soft hyphens
 * ("Anerkennungs­partnerschaft"): both are made plain, so a test reads as the visitor sees it.
 */
export const askOwnCase = (locale: 'en' | 'es' | 'de', text: string) =>
  engine({ text, locale, visitorType: { type: 'exploring', confidence: 0.5 } })
    .response.replace(/[\u00a0\u202f]/g, ' ')
    .replace(/\u00ad/g, '');

/**
 * The facts read from a visitor's message in 2026 (in a month, 1 to 12, when one is given), for
 * tests of one reading below the reply.
 */
export const readOwnCase = (lng: 'en' | 'es' | 'de', text: string, month?: number) =>
  knowledge[lng].readProfile(knowledge[lng].spelling(text), 2026, month);

/** The engine's reply as the site's chat sends it for a visitor of a type ("european_company"). */
export const askAs = (type: VisitorTypeName, locale: 'en' | 'es' | 'de', text: string) =>
  engine({ text, locale, visitorType: { type, confidence: 0.9 } }).response;

/**
 * The engine's reply to the last of a visitor's messages in one conversation, each earlier one
 * answered by the engine first and sent back as history the way the site's chat sends it.
 */
export function askInConversation(locale: 'en' | 'es' | 'de', messages: readonly string[]) {
  const said: { text: string; isUser: boolean }[] = [];
  let response = '';
  for (const text of messages) {
    const history = historyOf(said);
    response = engine({
      text,
      locale,
      visitorType: { type: 'exploring', confidence: 0.5 },
      history,
    }).response;
    said.push({ text, isUser: true }, { text: response, isUser: false });
  }
  return response.replace(/[\u00a0\u202f]/g, ' ').replace(/\u00ad/g, '');
}

/** The answers a reply's link to the check's questions carries; a reply without one fails. */
export function linkedAnswers(reply: string) {
  const link = /https?:\/\/\S+\/germany-check(\?[^\s#]*)?#check/.exec(reply);
  if (!link) throw new Error(`no link to the check's questions in:\n${reply}`);
  return answersFromSearch(link[1] ?? '');
}
