/**
 * `npm run chat:eval`: asks the built-in answer engine every question of `chat-eval/` and prints
 * a table per language and topic, then the failures. Exits non-zero below the required score.
 */
import { readSiteConfig } from '../src/config/siteConfig';
import { createEngine } from '../server/chat/engine';
import {
  byTopic,
  loadEvalSet,
  requiredScore,
  runEvaluation,
  score,
} from '../server/chat/evaluation';
import { loadKnowledge } from '../server/chat/knowledge';

const verbose = process.argv.includes('--verbose');
const knowledge = loadKnowledge('locales', readSiteConfig({}));
const results = runEvaluation(
  createEngine(knowledge),
  knowledge,
  loadEvalSet(`chat-eval/${process.argv.includes('--test') ? 'test' : 'dev'}`),
);

const rows = byTopic(results);
const percent = (passed: number, total: number) => `${Math.round((100 * passed) / total)}%`;
console.log(['language', 'topic', 'passed', 'total', 'share'].join('\t'));
for (const locale of [...new Set(rows.map((row) => row.locale))]) {
  const own = rows.filter((row) => row.locale === locale);
  for (const row of own) {
    console.log(
      [
        row.locale,
        row.topic.padEnd(12),
        row.passed,
        row.total,
        percent(row.passed, row.total),
      ].join('\t'),
    );
  }
  const passed = own.reduce((sum, row) => sum + row.passed, 0);
  const total = own.reduce((sum, row) => sum + row.total, 0);
  console.log([locale, 'ALL'.padEnd(12), passed, total, percent(passed, total)].join('\t'));
}
const overall = score(results);
console.log(
  `\nOverall: ${results.filter((result) => result.passed).length}/${results.length} = ${(overall * 100).toFixed(1)}% (required ${requiredScore * 100}%)`,
);

for (const result of results.filter((item) => !item.passed || verbose)) {
  console.log(
    `\n[${result.passed ? 'ok' : 'FAIL'}] ${result.locale}/${result.item.topic}: ${result.item.question}`,
  );
  if (result.missing.length) console.log(`  missing: ${result.missing.join(' ; ')}`);
  if (result.forbidden.length) console.log(`  must not contain: ${result.forbidden.join(' ; ')}`);
  console.log(`  answer: ${result.response.replace(/\s+/g, ' ').slice(0, 300)}`);
}
if (overall < requiredScore) process.exit(1);
