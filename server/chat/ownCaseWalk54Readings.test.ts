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

describe('an age written in words (54a W55–W57)', () => {
  it('is read as its digits in each language', () => {
    expect(read('de', 'Ich bin vierunddreißig, Deutsch A2.').age).toBe('under35');
    expect(read('en', "I'm thirty-five, German B1.").age).toBe('from35to39');
    expect(read('en', "I'm forty, German B1.").age).toBe('from40');
    expect(read('es', 'tengo cuarenta y un años, alemán B1').age).toBe('from40');
    expect(read('es', 'tengo veinticinco años y alemán B1').age).toBe('under35');
  });

  it('counts the points the age gives (DE37)', () => {
    const text =
      'Ich bin vierunddreißig, Bachelor in Maschinenbau (noch nicht anerkannt), Deutsch A2, Englisch B2, habe 2 der letzten 5 Jahre als Ingenieur gearbeitet, kein Jobangebot. Reicht das für die Chancenkarte?';
    expect(ask('de', text)).toContain('Unter 35 Jahre: 2 Punkte');
  });

  it('leaves an amount in words to be asked again, whole', () => {
    expect(read('es', 'me ofrecen cincuenta y dos mil euros al año').salaryProblem).toBe('format');
    expect(read('en', 'an offer of fifty-two thousand euros a year').salaryProblem).toBe('format');
    expect(read('es', 'me ofrecen ciento cincuenta mil al año').salary).toBeUndefined();
  });
});

describe('years in a field within a period (54a W37)', () => {
  it('are years of work', () => {
    const text =
      "I'm 40, IT degree not checked, 5 years in IT in the last 7, no German, English B1, no job offer. Can I get the Opportunity Card?";
    expect(read('en', text).experience).toBe('fiveOfSeven');
    expect(ask('en', text)).toContain('That makes 4 points');
  });

  it('but years in Germany within a period are a stay', () => {
    const text = "I'm 33, degree in economics, 2 years in Germany in the last 5 as a student.";
    expect(read('en', text).experience).toBeUndefined();
  });
});

describe('a ZAB statement not held (54a W27)', () => {
  it('leaves the degree named before it, and § 19c (2) is weighed (DE31)', () => {
    const text =
      "Hi, I'm 41, mechanical engineer from Bolivia. My university shows H+ in anabin and my degree is listed there, but I haven't got a ZAB statement. I have a job offer for €52,000 gross a year and 8 years of experience. What are my options?";
    expect(read('en', text).degree).toBe(true);
    const reply = ask('en', text);
    expect(reply.split('Work based on professional experience (§ 19c(2) AufenthG):')[1]).toMatch(
      /^[^]*?With what you wrote, this route is possible\./,
    );
    expect(read('de', 'Ich habe keinen ZAB-Bescheid, aber einen Bachelor in BWL.').degree).toBe(
      true,
    );
  });
});
