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
const sets = loadEvalSet(root('chat-eval'));

describe('the evaluation set', () => {
  it('has at least 120 questions across the languages, every language included', () => {
    const counts = locales.map((lng) => sets[lng]?.length ?? 0);
    expect(counts.every((count) => count > 0)).toBe(true);
    expect(counts.reduce((sum, count) => sum + count, 0)).toBeGreaterThanOrEqual(120);
  });

  it(`is answered correctly at least ${requiredScore * 100}% of the time (npm run chat:eval shows the table)`, () => {
    const results = runEvaluation(createEngine(knowledge), knowledge, sets);
    const failed = results
      .filter((result) => !result.passed)
      .map((result) => `${result.locale}: ${result.item.question}`);
    expect(score(results), `failed:\n${failed.join('\n')}`).toBeGreaterThanOrEqual(requiredScore);
  });
});
