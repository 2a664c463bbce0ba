import { describe, expect, it } from 'vitest';
import { askInConversation, askOwnCase as ask, readOwnCase as read } from './ownCaseAsk.testkit';

// Stop 65: what walk-through 71 found. Oracle: § 20b AufenthG (points), § 20a (4) (a
// qualification of two years), § 18g (1) sentence 2 (the lower threshold goes by the job),
// § 18 (3) (a German degree, finished), § 16a (a training wished for is none held).
describe('walk-through 71: follow-ups', () => {
  it('keeps the salary of the first message when the sentence holds "62.000 EUR." (71b W1)', () => {
    const reply = askInConversation('en', [
      "Good afternoon. I'm a mechanical engineer, 50 years, graduated 1999 in UMSA, I work now as sales manager in a tractor company since 2015. Job offer from Stuttgart: Vertriebsleiter, 62.000 EUR. German B1. What can I do?",
      'I said it, I am 50. English is B1 maybe.',
    ]);
    expect(reply).toContain('Gross salary I read: €62,000 a year.');
    expect(reply).toContain('- Met: A gross salary of at least €50,700 a year');
  });

  it('keeps the nurse a nurse when the follow-up names a job below her qualification (71a W1)', () => {
    const reply = askInConversation('en', [
      "Hi, I'm a Bolivian nurse, I have a técnico superior en enfermería (3 years), I'm 26, German B1, no job offer yet. Can I do the recognition partnership (Anerkennungspartnerschaft)?",
      'ok, and a hospital in Bremen just offered me a job as Pflegehelferin while I do the recognition, they are in the partnership. What now?',
    ]);
    expect(reply).toContain('Opportunity Card points from what you wrote: 5 (6 needed).');
  });

  it('weighs a training wished for, not a card, after school alone (71c W1)', () => {
    const reply = askInConversation('de', [
      'hola, ich bin koch, 28 jahre, arbeite seit 8 jahren in restaurants in la paz aber ich habe keine formale ausbildung, nur bachiller. deutsch A2. kann ich mit chancenkarte oder so nach deutschland?',
      'ok und was ist mit ausbildung als koch in deutschland? geht das mit meinem deutsch?',
    ]);
    expect(reply).toContain('Ausbildung (§ 16a AufenthG):');
    expect(reply).not.toContain('Chancenkarte (§ 20a AufenthG):');
  });

  it("does not take the partner's facts for the visitor's (71b W4)", () => {
    const reply = askInConversation('en', [
      "I'm an architect, 40, German A2, English B2, 6 years of experience. I have a job offer in Hamburg for 48,000 euros. Blue Card?",
      'and my husband? he is 42, lawyer (abogado) with 15 years practicing, english B2 too, no german. does he count for points or can he work there?',
    ]);
    expect(reply).not.toContain('german=none');
  });
});

describe('walk-through 71: facts read as written', () => {
  it('reads "27 y.o.", "no formal title", a recognition "voll da" and "€22/hour … 40h"', () => {
    expect(
      read('en', 'Hi, nurse here (Licenciada en Enfermería, UMSS), 27 y.o., 3 years in ICU').age,
    ).toBe('under35');
    expect(
      read(
        'en',
        'plumber (plomero) from El Alto, 33, no formal title, I learned working with my father 15 years',
      ),
    ).toMatchObject({ schoolOnly: true });
    expect(
      read('de', 'Anerkennung in Deutschland voll da (Urkunde Pflegefachmann), B2').recognised,
    ).toBe(true);
    expect(
      read(
        'es',
        'soy desarrollador frontend sin titulo, una startup de berlin me ofrece €22/hour a tiempo completo 40h.',
      ).salary,
    ).toBe(45_760);
  });

  it('weighs a sales job by its own occupation, not the medical degree (71c W2)', () => {
    expect(
      read(
        'de',
        'ich habe Medizin studiert (2020), Angebot als Medical Sales Manager, 4.000 € al mes',
      ),
    ).toMatchObject({ jobOccupation: 'other', salary: 48_000 });
  });

  it('reads no German degree from a master left unfinished (71a W2)', () => {
    expect(
      read(
        'es',
        'Hola, tengo 30 años, soy licenciado en biología. Estudié un año de maestría en Alemania (visa de estudiante, oct 2021 - sept 2022) pero no terminé.',
      ).recognised,
    ).toBeUndefined();
  });
});

describe('walk-through 71: a stay up to now, and a nursing assistant', () => {
  it('reads an au pair stay "since March 2026" as one of six months or more (71b W5)', () => {
    const since: ['en' | 'es' | 'de', string][] = [
      ['en', "I'm currently in Germany as au pair in Munich since march 2026"],
      ['es', 'estoy en Alemania como au pair desde marzo de 2026'],
      ['de', 'ich bin seit März 2026 als Au-pair in München'],
    ];
    for (const [lng, text] of since) {
      expect({ text, stay: read(lng, text).germanStay }).toEqual({ text, stay: true });
    }
    expect(read('en', "I'm in Germany as au pair since november 2026").germanStay).toBeUndefined();
  });

  it('weighs the routes of a nursing assistant with a one-year course (71b W7)', () => {
    const text =
      'hello!! im nurse auxiliar (auxiliar de enfermería, 1 year course), 31, want to work in germany in hospital. english B2. options?';
    expect(read('en', text)).toMatchObject({ occupation: 'other', schoolOnly: true });
    expect(ask('en', text)).not.toContain('guidance on the recognition of your nursing degree');
  });
});

describe('walk-through 71c v03: years said after the occupation', () => {
  it('reads "programmierer seit 5 jahren" and "developer for 5 years" as years of work', () => {
    expect(
      read('de', 'hi, bin 27, programmierer seit 5 jahren (backend, java) aber ohne uni abschluss')
        .experience,
    ).toBe('fiveOfSeven');
    expect(read('en', 'developer for 5 years, no degree').experience).toBe('fiveOfSeven');
  });
});

describe('walk-through 72c: Spanish years of experience on the German and English pages', () => {
  it('reads "4 años experiencia 2022-2026" and "3 años de experiencia (2023-2026)"', () => {
    expect(read('de', 'Chemieingenieur, 4 años experiencia 2022-2026, Deutsch A2').experience).toBe(
      'threeOfSeven',
    );
    expect(read('en', 'engineer, 3 años de experiencia (2023-2026), 29 años').experience).toBe(
      'threeOfSeven',
    );
  });
});
