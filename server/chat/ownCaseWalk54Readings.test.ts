// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { askAs, askOwnCase as ask, readOwnCase as read } from './ownCaseAsk.testkit';

// Walk-throughs 53g, 53h and 54: two people's facts in one message. Oracle: DE38/DE41 (the
// age and German points are the applicant's own), DE26 (a Blue Card without a degree needs no
// age rule), DE29/DE30 (a degree in anabin); § 20b AufenthG for the partner's point.

describe('the clauses that follow one about the partner (53g W10)', () => {
  it('stay hers until the visitor speaks of themselves again', () => {
    const text =
      'mi esposa y yo queremos ir, ella es ingeniera con 5 años de experiencia, alemán B1, 33 años, cumple todo para la chancenkarte. Yo soy administrador de empresas, 39 años, inglés C1, 5 años de experiencia en los últimos 7, sin alemán. ¿cuántos puntos tengo yo?';
    const profile = read('es', text);
    expect(profile.age).toBe('from35to39');
    expect(profile.german).toBe('none');
    expect(ask('es', text)).toContain('Suman 6 puntos');
  });

  it('give way to the visitor’s own clause in the same sentence', () => {
    const text =
      'Mi esposa viene conmigo, ella es contadora, 2 años de experiencia, yo tengo alemán B1 y 33 años. ¿Cuántos puntos tengo?';
    const profile = read('es', text);
    expect(profile.german).toBe('B1');
    expect(profile.age).toBe('under35');
  });
});

describe('a second candidate in an employer’s message (53h W40)', () => {
  it('is weighed on its own, not merged with the first', () => {
    const text =
      "We're a Berlin IT company. Our candidate (29) has a bachelor in CS from Bolivia, anabin H+, and we'd pay 45 000 EUR. Another candidate, 46, no degree but 8 years as a backend dev, we'd pay 47.500. What do they each need?";
    expect(read('en', text).manyPeople).toBe(true);
    const reply = askAs('european_company', 'en', text);
    expect(reply).toContain('one candidate at a time');
    expect(reply).not.toContain('none of these routes is possible');
  });

  it('also in Spanish and German', () => {
    expect(
      read(
        'es',
        'Una candidata tiene 30 años y título. Otra candidata tiene 41 y 6 años de experiencia.',
      ).manyPeople,
    ).toBe(true);
    expect(
      read('de', 'Die Kandidatin ist 30 und hat einen Abschluss. Der andere Kandidat ist 41.')
        .manyPeople,
    ).toBe(true);
  });
});

describe('a relative named with words before the noun (53h W24)', () => {
  it('keeps the son’s German out of the mother’s points', () => {
    const text =
      "Two questions: can my 17-year-old son do an Ausbildung in Germany (German A2)? And can I get an Opportunity Card — I'm 42, architect with a degree, German B1, 10 years of experience.";
    const profile = read('en', text);
    expect(profile.german).toBe('B1');
    expect(profile.wantsTraining).toBeUndefined();
    expect(profile.otherPersonAsked).toBe(true);
    expect(ask('en', text)).toContain('German B1: 2 points');
  });

  it('in German too', () => {
    const text =
      'Meine 17-jährige Tochter (Deutsch B1) will eine Ausbildung machen. Und ich? Ich bin 44, Ingenieurin mit Abschluss, Deutsch A2, 12 Jahre Erfahrung. Wie viele Punkte habe ich?';
    expect(read('de', text).german).toBe('A2');
  });
});
