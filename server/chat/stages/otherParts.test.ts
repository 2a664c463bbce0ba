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
  it('carries no advert of another service in an answer on a permit', () => {
    // "…graduated last year" finds the growth agency's years of experience by "year": the part
    // is said not covered instead (walk-through 36w W31).
    const english = ask(
      'en',
      "We want to hire a data scientist from India with a master's degree. What is the minimum salary we must pay in 2026 for a Blue Card? Should it be different if she graduated last year?",
      visitors.company,
    );
    expect(english.response).toContain('€45,934.20');
    expect(english.response).not.toMatch(/growth agency|soulagency/);
    const spanish = ask(
      'es',
      '¿Cuál es el salario mínimo de la Blue Card en 2026? ¿Cambia si se graduó el año pasado y tiene años de experiencia?',
      visitors.company,
    );
    expect(spanish.response).not.toMatch(/agencia de crecimiento|soulagency/);
  });
});
