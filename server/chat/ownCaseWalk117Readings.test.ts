import { describe, expect, it } from 'vitest';
import { askInConversation, askOwnCase as ask, readOwnCase as read } from './ownCaseAsk.testkit';

// Stop 83: what walk-through 117 found. Oracle: § 20b (1) no. 12 AufenthG (the spouse's point:
// a spouse who meets the card's requirements and applies too).

it("counts the spouse's point for a wife with 'auch 7 Punkte' who applies too (117c f18)", () => {
  const reply = askInConversation('de', [
    'Wir sind ein Ehepaar, beide Ingenieure (Elektrotechnik), 33 und 31 Jahre, beide mit 6 Jahren Berufserfahrung, Deutsch A2. Wir wollen beide die Chancenkarte beantragen. Wie viele Punkte habe ich?',
    'Ja, meine Frau hat genau dieselben Angaben (auch 7 Punkte), wir beantragen beide bei der Botschaft in La Paz und reisen zusammen ein. Bekomme ich dann den Punkt für den Ehepartner?',
  ]);
  expect(reply).toContain('Das sind 8 Punkte');
  expect(reply).toContain('partner=yes');
});

it('reads "also 7 points" and "también 7 puntos" of a partner as meeting the card', () => {
  expect(
    read('en', 'I have 7 points. My wife applies with me, she has a degree and also 7 points.')
      .partner,
  ).toBe(true);
  expect(
    read(
      'es',
      'yo tengo 7 puntos. mi esposa aplica conmigo, es ingeniera con título y también 7 puntos.',
    ).partner,
  ).toBe(true);
});

it("gives the partner's level said alone the one language the message names (116a c07, 117a c10)", () => {
  const message =
    'hola!! mi esposo y yo queremos ir juntos con la chance card. yo soy arquitecta (licenciatura), 30 años, 4 años de experiencia, aleman A2. el es mecanico automotriz con titulo de tecnico superior de 3 años, 32 años, tambien A2. cuantos puntos tenemos?';
  expect(read('es', message).partnerOwn?.german).toBe('A2');
  const reply = ask('es', message);
  expect(reply).not.toContain('Escribiste su formación, pero no sus idiomas');
  expect(reply).toContain('Escribiste su formación y sus idiomas');
  // Both languages named: a level alone says neither.
  const both = read(
    'es',
    'tengo aleman B1 e ingles C1. mi esposo es ingeniero, 32 años, tambien B1. cuantos puntos tenemos?',
  );
  expect(both.partnerOwn?.german).toBeUndefined();
  expect(both.partnerOwn?.english).toBeUndefined();
});

describe('a wish to study asked "what do I do?" with no language told (117a c18, 117b c12)', () => {
  it('weighs study and applying for a place, and answers work while studying with § 16b (3)', () => {
    const reply = ask(
      'es',
      'hola tengo 19 y quiero estudiar ingenieria mecanica en alemania, todavia no tengo admision de ninguna u. como hago? puedo trabajar mientras estudio?',
    );
    expect(reply).toContain('Estudios (§ 16b AufenthG):');
    expect(reply).toContain('Postular a una universidad (§ 17, apartado 2, AufenthG):');
    expect(reply).toContain('Trabajar mientras estudias');
    expect(reply).not.toContain('Para trabajar en Alemania: estas vías necesitan una oferta');
  });

  it('weighs them for a master asked "What are my options?"', () => {
    const reply = ask(
      'en',
      "I'm 26, I want to study a master in Germany. I have a bachelor in business from UCB. I haven't applied yet. What are my options?",
    );
    expect(reply).toContain('Study (§ 16b AufenthG):');
    expect(reply).toContain('Applying for a place at university (§ 17(2) AufenthG):');
    expect(reply).not.toContain('talent Community');
  });
});

describe('facts the reply read and its link to the check left out (117c c11, 117b c15, c08)', () => {
  it('carries a stay told before the qualification in the link', () => {
    const reply = ask(
      'de',
      'Ich bin Grundschullehrerin mit Abschluss, 28 Jahre, 3 Jahre Berufserfahrung. 2022 war ich ein Jahr als Au-pair in Hamburg. Deutsch B2. Wie viele Punkte hätte ich für die Chancenkarte?',
    );
    expect(reply).toMatch(/germany-check\?[^#\s]*stay=yes/);
  });

  it('reads "unlimited" after the pay as a permanent contract', () => {
    expect(
      read(
        'en',
        "I'm a mechanical engineer, 50, degree entspricht, 20 years of experience. Offer: 58.000 EUR per year in Munich, unlimited.",
      ).permanentContract,
    ).toBe(true);
  });

  it('reads "a 2-year vocational title" as vocational training', () => {
    expect(
      read('en', 'he is 40, mechanic with a 2-year vocational title recognised in Bolivia')
        .vocational,
    ).toBe(true);
  });
});
