/**
 * `npx tsx scripts/chat-stage-cost.ts`: what each stage of the answer engine costs, in ms per
 * question of the dev split (each asked three times), and what reading the turn costs: the
 * whole answer's time less the stages' own.
 */
import { readSiteConfig } from '../src/config/siteConfig';
import { createEngine, stages } from '../server/chat/engine';
import { loadEvalSet } from '../server/chat/evaluation';
import { loadKnowledge } from '../server/chat/knowledge';
import type { Stage } from '../server/chat/turn';

const knowledge = loadKnowledge('locales', readSiteConfig({}));
const spent = new Map<string, number>();
const timed = (stage: Stage): Stage => {
  return (turn, context) => {
    const started = performance.now();
    try {
      return stage(turn, context);
    } finally {
      spent.set(stage.name, (spent.get(stage.name) ?? 0) + performance.now() - started);
    }
  };
};
const engine = createEngine(knowledge, stages.map(timed));
const runs = 3;
let total = 0;
let questions = 0;
for (const [lng, items] of Object.entries(loadEvalSet('chat-eval/dev'))) {
  const locale = lng as keyof typeof knowledge;
  for (const item of items ?? []) {
    questions += 1;
    for (let run = 0; run < runs; run += 1) {
      const started = performance.now();
      engine({
        text: item.question,
        locale,
        visitorType: { type: 'exploring', confidence: 0.5 },
        history: item.history ?? [],
      });
      total += performance.now() - started;
    }
  }
}
const perQuestion = (ms: number) => (ms / (questions * runs)).toFixed(3);
const inStages = [...spent.values()].reduce((sum, ms) => sum + ms, 0);
console.log(`${questions} questions × ${runs}: ${perQuestion(total)} ms per answer`);
console.log(`  reading the turn\t${perQuestion(total - inStages)} ms`);
for (const stage of stages)
  console.log(`  ${stage.name}\t${perQuestion(spent.get(stage.name) ?? 0)} ms`);
