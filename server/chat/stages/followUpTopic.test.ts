import { describe, expect, it } from 'vitest';
import { ask, knowledge, visitors } from './testKnowledge';

const after = (said: string) => [
  { role: 'visitor' as const, text: said },
  { role: 'assistant' as const, text: 'Thanks for telling us.' },
];

describe('a short follow-up nothing else placed', () => {
  it('gets the overview of what the previous message named', () => {
    const reply = ask(
      'en',
      'Would that also work for me? What does it actually help with?',
      visitors.exploring,
      after('I work as a nurse in Quito, 8 years now.'),
    );
    expect(reply.facts.map((fact) => fact.id)).toEqual(['bank:nursing']);
    expect(reply.response).toMatch(/recogni/);
  });

  it('leaves a follow-up the search can answer to the search', () => {
    const reply = ask(
      'en',
      'and does my age count for the points too?',
      visitors.exploring,
      after('What is the Opportunity Card?'),
    );
    expect(reply.response).toMatch(/35/);
  });

  it('still hands off when the previous message named nothing', () => {
    const reply = ask(
      'en',
      'Would that also work for me?',
      visitors.exploring,
      after('Hello there'),
    );
    expect(reply.response).toContain(knowledge.en.engine.unsure.slice(0, 20));
  });
});
