import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { isLocale, type Locale } from '../../src/i18n/locales';
import { classifyVisitor, updateVisitorType } from '../../src/shared/chat/classifyVisitor';
import type { HistoryTurn } from '../../src/shared/chat/protocol';
import { interpolate, normalizeText } from '../../src/shared/chat/text';
import { initialVisitorType } from '../../src/shared/chat/visitorType';
import type { Engine } from './engine';
import type { Knowledge } from './knowledge';

/**
 * The assistant's evaluation: questions as visitors write them (`chat-eval/<lng>.json`), each
 * with what a correct answer must contain and must not. An item of `must` may list
 * alternatives separated by `|`; `{{name}}` stands for a value of the answer's language (links,
 * prices, e-mails). Comparison ignores case and accents.
 */
export interface EvalCase {
  topic: string;
  question: string;
  must: string[];
  mustNot?: string[];
  /** Earlier turns, as the widget sends them. */
  history?: HistoryTurn[];
  /** The language the answer must be in, when it is not the page's. */
  answerLocale?: Locale;
}

export interface CaseResult {
  locale: Locale;
  item: EvalCase;
  passed: boolean;
  missing: string[];
  forbidden: string[];
  response: string;
}

export interface TopicRow {
  locale: Locale;
  topic: string;
  passed: number;
  total: number;
}

/** Passing share `npm test` requires. */
export const requiredScore = 0.9;

export function loadEvalSet(dir: string): Partial<Record<Locale, EvalCase[]>> {
  const sets: Partial<Record<Locale, EvalCase[]>> = {};
  for (const file of readdirSync(dir).sort()) {
    const lng = file.replace(/\.json$/, '');
    if (!file.endsWith('.json') || !isLocale(lng)) continue;
    const cases = JSON.parse(readFileSync(join(dir, file), 'utf8')) as EvalCase[];
    cases.forEach((item, index) => {
      const problem = caseProblem(item);
      if (problem) throw new Error(`${join(dir, file)}, case ${index + 1}: ${problem}`);
    });
    sets[lng] = cases;
  }
  return sets;
}

const isTextList = (value: unknown) =>
  Array.isArray(value) && value.every((entry) => typeof entry === 'string');

/** What is wrong with a case as written, so a typo in a question file names its place. */
function caseProblem(item: EvalCase): string | undefined {
  if (typeof item.question !== 'string' || !item.question.trim()) return '"question" is missing';
  if (!isTextList(item.must)) return '"must" must be a list of strings';
  if (item.mustNot !== undefined && !isTextList(item.mustNot)) {
    return '"mustNot" must be a list of strings';
  }
  return undefined;
}

export function runEvaluation(
  engine: Engine,
  knowledge: Knowledge,
  sets: Partial<Record<Locale, EvalCase[]>>,
): CaseResult[] {
  const results: CaseResult[] = [];
  for (const [lng, items] of Object.entries(sets) as [Locale, EvalCase[]][]) {
    for (const item of items) {
      const history = item.history ?? [];
      // The visitor type as the widget would hold it after these messages.
      let visitorType = initialVisitorType;
      const forms = knowledge[lng].chat.classification.keywords;
      for (const text of [
        ...history.filter((turn) => turn.role === 'visitor').map((turn) => turn.text),
        item.question,
      ]) {
        visitorType = updateVisitorType(visitorType, classifyVisitor(text, forms));
      }
      const reply = engine({ text: item.question, locale: lng, visitorType, history });
      const values = knowledge[item.answerLocale ?? lng].values;
      const response = normalizeText(reply.response);
      const has = (expected: string) =>
        expected
          .split('|')
          .some((alternative) =>
            response.includes(normalizeText(interpolate(alternative, values))),
          );
      const missing = item.must.filter((expected) => !has(expected));
      const forbidden = (item.mustNot ?? []).filter((unwanted) => has(unwanted));
      results.push({
        locale: lng,
        item,
        passed: missing.length === 0 && forbidden.length === 0,
        missing,
        forbidden,
        response: reply.response,
      });
    }
  }
  return results;
}

/** Passed and total per language and topic, in the order the topics first appear. */
export function byTopic(results: readonly CaseResult[]): TopicRow[] {
  const rows = new Map<string, TopicRow>();
  for (const { locale, item, passed } of results) {
    const key = `${locale}\u0000${item.topic}`;
    const row = rows.get(key) ?? { locale, topic: item.topic, passed: 0, total: 0 };
    row.total += 1;
    if (passed) row.passed += 1;
    rows.set(key, row);
  }
  return [...rows.values()];
}

export const score = (results: readonly CaseResult[]) =>
  results.length ? results.filter((result) => result.passed).length / results.length : 0;
