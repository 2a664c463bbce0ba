// @vitest-environment node
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { readSiteConfig } from '../../src/config/siteConfig';
import { locales } from '../../src/i18n/locales';
import { createEngine } from './engine';
import { loadEvalSet, requiredScore, runEvaluation, score } from './evaluation';
import { loadKnowledge } from './knowledge';

const root = (path: string) => fileURLToPath(new URL(`../../${path}`, import.meta.url));
const knowledge = loadKnowledge(root('locales'), readSiteConfig({}));
const engine = createEngine(knowledge);
const sets = loadEvalSet(root('chat-eval'));

/** Each language is asked enough questions to cover every topic the assistant answers. */
const minQuestionsPerLanguage = 60;

describe.each(locales)('the evaluation set in %s', (lng) => {
  const items = sets[lng] ?? [];

  it(`has at least ${minQuestionsPerLanguage} questions`, () => {
    expect(items.length).toBeGreaterThanOrEqual(minQuestionsPerLanguage);
  });

  it(`is answered correctly at least ${requiredScore * 100}% of the time (npm run chat:eval shows the table)`, () => {
    const results = runEvaluation(engine, knowledge, { [lng]: items });
    const failed = results
      .filter((result) => !result.passed)
      .map((result) => `${result.locale}: ${result.item.question}`);
    expect(score(results), `failed:\n${failed.join('\n')}`).toBeGreaterThanOrEqual(requiredScore);
  });
});
