/**
 * `npx tsx scripts/chat-latency.ts`: the answer engine's latency without an LLM, over every
 * question of both evaluation splits, each asked five times; prints median, p99 and maximum.
 */
import { readSiteConfig } from '../src/config/siteConfig';
import { classifyVisitor, updateVisitorType } from '../src/shared/chat/classifyVisitor';
import { initialVisitorType } from '../src/shared/chat/visitorType';
import { createEngine } from '../server/chat/engine';
import { loadEvalSet } from '../server/chat/evaluation';
import { loadKnowledge } from '../server/chat/knowledge';

const knowledge = loadKnowledge('locales', readSiteConfig({}));
const engine = createEngine(knowledge);
const times: number[] = [];
for (const split of ['dev', 'test']) {
  for (const [lng, items] of Object.entries(loadEvalSet(`chat-eval/${split}`))) {
    const locale = lng as keyof typeof knowledge;
    for (const item of items ?? []) {
      const visitorType = updateVisitorType(
        initialVisitorType,
        classifyVisitor(item.question, knowledge[locale].chat.classification.keywords),
      );
      for (let run = 0; run < 5; run += 1) {
        const started = performance.now();
        engine({ text: item.question, locale, visitorType, history: item.history ?? [] });
        times.push(performance.now() - started);
      }
    }
  }
}
times.sort((a, b) => a - b);
const at = (share: number) =>
  times[Math.min(times.length - 1, Math.floor(share * times.length))] ?? 0;
console.log(
  `${times.length} answers: median ${at(0.5).toFixed(1)} ms, p99 ${at(0.99).toFixed(1)} ms, max ${(times.at(-1) ?? 0).toFixed(1)} ms`,
);
