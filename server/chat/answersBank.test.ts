import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { readSiteConfig } from '../../src/config/siteConfig';
import { locales } from '../../src/i18n/locales';
import { answerMeta } from './answersBank';
import { loadKnowledge, type AnswersBundle } from './knowledge';

const localesDir = fileURLToPath(new URL('../../locales', import.meta.url));
const knowledge = loadKnowledge(localesDir, readSiteConfig({}));

describe.each(locales)('the answers bank in %s', (lng) => {
  const bank = JSON.parse(
    readFileSync(`${localesDir}/${lng}/chatAnswers.json`, 'utf8'),
  ) as AnswersBundle;
  const answers = bank.answers as Record<string, { keywords: string; answer?: string }>;

  it('has copy for every entry and an entry for every copy', () => {
    expect(Object.keys(answers).sort()).toEqual(Object.keys(answerMeta).sort());
  });

  it('takes the answer from the page where a page states it, and writes it once', () => {
    for (const [id, meta] of Object.entries(answerMeta)) {
      if (meta.page) {
        expect(answers[id]?.answer, id).toBeUndefined();
        expect(knowledge[lng].entries.get(`bank:${id}`)?.answer, id).toBeTruthy();
      } else {
        expect(answers[id]?.answer, id).toBeTruthy();
      }
    }
  });

  it('makes an entry of every fact: a placeholder the pages no longer fill would drop it', () => {
    for (const id of Object.keys(answerMeta)) {
      expect(knowledge[lng].entries.has(`bank:${id}`), id).toBe(true);
    }
  });

  it('leaves no placeholder unfilled', () => {
    for (const entry of knowledge[lng].entries.values()) expect(entry.answer).not.toMatch(/\{\{/);
  });
});
