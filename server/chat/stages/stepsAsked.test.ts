import { describe, expect, it } from 'vitest';
import { ask, visitors } from './testKnowledge';

/** A service's own steps asked by position, from the step list of the page the message names. */
describe('steps asked by position', () => {
  it('gives the numbered steps asked, with the section that counts them', () => {
    const en = ask('en', 'For Talent Relocation, what happens in step 3 and in the last step?');
    expect(en.response).toContain('5 Steps to Your New Life');
    expect(en.response).toContain('3. Documents and visa');
    expect(en.response).toContain('5. Settling in');
    expect(en.response).not.toContain('4. Arrival');
  });

  it('adds the step the question names by its content, in Spanish and German', () => {
    const es = ask('es', 'En la migración, ¿cuál es el primer paso y en qué paso ven la visa?');
    expect(es.response).toMatch(/1\. [^:]+:/);
    expect(es.response).toMatch(/5\. [^:]*visa/i);
    const de = ask('de', 'Was passiert bei der Fachkräftegewinnung im zweiten Schritt?');
    expect(de.response).toMatch(/^[^:]+: 2\. /);
  });

  it('leaves a question that asks something else as well to the aspects', () => {
    const en = ask('en', 'What does Talent Relocation include, and what is its second step?');
    expect(en.response).not.toMatch(/^5 Steps/);
  });

  it("names a page by its brand, and keeps the previous message's page in a follow-up", () => {
    const brand = ask('en', 'In SoulMove, what happens in the fourth step?');
    expect(brand.response).toContain('5 Steps to Your New Life');
    expect(brand.response).toContain('4. Arrival');
    const history = [
      { role: 'visitor' as const, text: 'what is SoulMove exactly?' },
      { role: 'assistant' as const, text: 'It is our paid help with moving to Germany.' },
    ];
    const follow = ask(
      'en',
      'alright, how many steps is that and what happens in the final one?',
      visitors.exploring,
      history,
    );
    expect(follow.response).toContain('5 Steps to Your New Life');
    expect(follow.response).toContain('5. Settling in');
  });

  it('counts the steps of the page named, with the one named by its content or all of them', () => {
    const de = ask(
      'de',
      'Wie viele Schritte hat Ihre Migrationsberatung, und in welchem Schritt geht es um die Ankunft?',
    );
    expect(de.response).toMatch(/^Unser Prozess in 6 Schritten: 6\. /);
    const es = ask('es', 'cuántos pasos tiene la reubicación de talento?');
    expect(es.response).toMatch(/^5 pasos[^:]*: 1\. .* 5\. /s);
  });
});
