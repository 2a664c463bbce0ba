import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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

/**
 * Two splits (see the README's Chat assistant section): `dev`, which the engine is tuned on,
 * and `test`, written by someone who saw only the specification and the site as a visitor
 * sees it, never the engine or the dev set. Only a set's first score, before its failures are
 * read, measures how the assistant does on questions nobody tuned for; both splits must pass.
 */
const splits = [
  { name: 'dev', minQuestions: 60, required: requiredScore },
  // Set 27, measured once on 2026-11-29 (en 90%, es 92%, de 90%) and read since (it is in `dev`
  // too). It stays until a fresh set passes on its first measurement: sets 28-30, written the same
  // day, did not (chat-eval/held-out.md records every set's one score).
  { name: 'test', minQuestions: 40, required: requiredScore },
] as const;

/**
 * The time a split may take is not what it tests, so its limit grows with its size: an answer
 * takes about 4 ms on a quiet 2-core machine and 7 ms with one core busy (1,077 questions:
 * 3.9 s and 7.3 s, past Vitest's default 5 s). 50 ms a question leaves the gate failing only
 * on wrong answers, or on an engine grown an order of magnitude slower, which
 * docs/benchmarks.md measures on its own.
 */
const msPerQuestion = 50;
const timeoutFor = (questions: number) => Math.max(10_000, questions * msPerQuestion);

describe.each(splits)('the $name evaluation split', ({ name, minQuestions, required }) => {
  const sets = loadEvalSet(root(`chat-eval/${name}`));

  describe.each(locales)('in %s', (lng) => {
    const items = sets[lng] ?? [];

    it(`has at least ${minQuestions} questions`, () => {
      expect(items.length).toBeGreaterThanOrEqual(minQuestions);
    });

    it(
      `is answered correctly at least ${required * 100}% of the time (npm run chat:eval shows the table)`,
      () => {
        const results = runEvaluation(engine, knowledge, { [lng]: items });
        const failed = results
          .filter((result) => !result.passed)
          .map((result) => `${result.locale}: ${result.item.question}`);
        expect(score(results), `failed:\n${failed.join('\n')}`).toBeGreaterThanOrEqual(required);
      },
      timeoutFor(items.length),
    );
  });
});

describe('a question file', () => {
  it('names the file and the case that is written wrong', () => {
    const dir = mkdtempSync(join(tmpdir(), 'chat-eval-'));
    try {
      writeFileSync(
        join(dir, 'en.json'),
        JSON.stringify([
          { topic: 'a', question: 'Is it free?', must: ['free'] },
          { topic: 'b', question: 'Prices?', must: ['call'], mustNot: '2,500' },
        ]),
      );
      expect(() => loadEvalSet(dir)).toThrow(`${join(dir, 'en.json')}, case 2: "mustNot"`);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
