// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { ask, knowledge, visitors } from './testKnowledge';

describe('every part of a question', () => {
  it('answers a part with nothing known in it from the search on its own words', () => {
    const reply = ask('en', "which law governs your terms, and what happens to this chat's data?");
    expect(reply.response).toMatch(/law of the Federal Republic of Germany/);
    expect(reply.response).toMatch(/session storage/);
  });

  it('answers both the time and the stages of hiring', () => {
    const reply = ask(
      'en',
      "how long until we've picked someone, and what are the stages?",
      visitors.company,
    );
    expect(reply.response).toMatch(/4–6 weeks/);
    expect(reply.response).toMatch(/five steps/);
  });

  it('says which part the site does not cover, in the visitor’s words', () => {
    const reply = ask(
      'es',
      '¿Cuánto cuesta el paquete premium y tienen estacionamiento para bicicletas?',
    );
    expect(reply.response).toContain(knowledge.es.values.premium);
    expect(reply.response).toContain('«tienen estacionamiento para bicicletas»');
  });

  it('does not take a statement for a question', () => {
    const reply = ask('en', 'do your developers speak German? our customers do', visitors.company);
    expect(reply.response).toMatch(/German/);
    expect(reply.response).not.toContain('our customers do');
  });
});
