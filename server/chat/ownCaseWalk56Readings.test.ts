// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { askOwnCase as ask } from './ownCaseAsk.testkit';

// Stop 56: readings found by probing beside walk-throughs 56a and 56b.

describe('a master’s the visitor holds (stop 56)', () => {
  it('is no master’s to study when the points are asked', () => {
    const reply = ask(
      'es',
      'Tengo 31 años, soy ingeniero con maestría y hablo alemán B1. ¿Cuántos puntos tengo?',
    );
    expect(reply).toContain('Suman 5 puntos');
    expect(reply).not.toContain('Estudios (§ 16b AufenthG)');
  });

  it('opens the routes to work, not studies, when the options are asked', () => {
    const reply = ask(
      'en',
      "I'm 31, an engineer with a master's degree, German B1. What are my options?",
    );
    expect(reply).toContain('Opportunity Card (Chancenkarte) (§ 20a AufenthG)');
    expect(reply).toContain('EU Blue Card (§ 18g AufenthG)');
    expect(reply).not.toContain('Study (§ 16b AufenthG)');
  });

  it('stays a master’s to study when the message wishes one', () => {
    const en = ask(
      'en',
      "I have a bachelor's in economics. Can I do a master's in Germany? My English is C1.",
    );
    expect(en).toContain('Study (§ 16b AufenthG)');
    const de = ask(
      'de',
      'Ich habe einen Bachelor und Deutsch B2. Kann ich in Deutschland einen Master machen?',
    );
    expect(de).toContain('Studium (§ 16b AufenthG)');
  });
});
