import { describe, expect, it } from 'vitest';
import { createEngine, stages } from '../engine';
import type { Stage, Turn } from '../turn';
import { knowledge, visitors } from './testKnowledge';

describe('the stages over one turn', () => {
  it('asks the stages in order, each with the same turn, until one replies', () => {
    const seen: Turn[] = [];
    const watch =
      (stage: Stage): Stage =>
      (turn, context) => {
        seen.push(turn);
        return stage(turn, context);
      };
    const engine = createEngine(knowledge, stages.map(watch));
    const reply = engine({
      text: 'How much is the premium package?',
      locale: 'en',
      visitorType: visitors.exploring,
    });
    expect(reply.kind).toBe('answer');
    // Guards, greetings, situation, list item, own case and pages pass; the asked aspects answer.
    expect(seen).toHaveLength(
      stages.indexOf(stages.find((stage) => stage.name === 'askedAspects')!) + 1,
    );
    expect(new Set(seen).size).toBe(1);
  });
});
