// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { askOwnCase as ask, readOwnCase as read } from './ownCaseAsk.testkit';

// Stop 58: what walk-throughs 57j and 57l left open. Oracle: DE64 (three of the last seven years,
// fewer than two of them in the last five), DE09 (a recognised degree: the Opportunity Card
// without points).
describe('walk-through 57l', () => {
  it('reads "anerkannt" alone after the qualification as recognised in Germany (C39, C36)', () => {
    const engineer =
      'Ich bin 34, Maschinenbauingenieur, anerkannt, Jobangebot als Lagerarbeiter für 30.000 Euro';
    expect(read('de', engineer).recognised).toBe(true);
    expect(ask('de', engineer)).toContain('offene Wege');
    expect(ask('de', engineer)).toContain('Chancenkarte (§ 20a AufenthG).');
    expect(
      read(
        'de',
        'Ich bin Lehrer aus Argentinien, 36, Studium anerkannt, Angebot als Lehrkraft mit 45.000 Euro, Tarifvertrag (TV-L), Deutsch C1.',
      ).recognised,
    ).toBe(true);
    expect(read('es', 'Soy enfermera, reconocida, 30 años.').recognised).toBe(true);
    expect(read('en', "I'm a nurse, recognised, 30.").recognised).toBe(true);
    // The rating of a partner's qualification, and a rating denied, are not the visitor's.
    expect(read('de', 'Meine Frau ist Ärztin, anerkannt. Ich bin 34.').recognised).toBeUndefined();
    expect(read('de', 'Ich bin 34, Ingenieur, nicht anerkannt.').recognised).toBe(false);
  });

  it('puts three of the last seven years "long ago" before the last five (C17)', () => {
    const text =
      "I'm 40, accountant from Ecuador, degree not recognised yet, recognition pending, no job offer, English C1, German A1, worked 3 of the last 7 years long ago";
    expect(read('en', text).experience).toBe('threeOfSevenEarlier');
    expect(ask('en', text)).toContain('Opportunity Card points from what you wrote: 1 (6 needed).');
    expect(
      read('es', 'Trabajé 3 de los últimos 7 años como contador, pero fue hace mucho.').experience,
    ).toBe('threeOfSevenEarlier');
    expect(
      read('de', '3 der letzten 7 Jahre als Buchhalter gearbeitet, das ist lange her.').experience,
    ).toBe('threeOfSevenEarlier');
    // Years without a period, long ago, are not counted as recent: the check asks for them.
    expect(read('en', "I'm 30, worked 6 years as an engineer long ago").experience).toBeUndefined();
    expect(read('en', "I'm 30, worked 6 years as an engineer").experience).toBe('fiveOfSeven');
  });
});

describe('walk-through 57j', () => {
  it('reads work that stopped for the last few years from where the pause began (Q20)', () => {
    const began =
      'Trabajo en informática hace 6 años pero no trabajé en los últimos 3 años; no tengo título, solo bachillerato. Oferta de 46.000 euros. Tengo 32.';
    expect(read('es', began).experience).toBe('threeOfSeven');
    expect(ask('es', began)).toContain('la Tarjeta Azul UE es posible.');
    expect(
      read(
        'de',
        'Ich arbeite seit 6 Jahren in der IT, aber in den letzten 3 Jahren nicht mehr gearbeitet.',
      ).experience,
    ).toBe('threeOfSeven');
    // Begun four years ago with the last three idle: one year, long enough for no band.
    expect(
      read('es', 'Trabajo en informática hace 4 años pero no trabajé en los últimos 3 años.')
        .experience,
    ).toBe('none');
    // Years of experience that ended where the pause began: four years, two in the last five.
    expect(
      read('en', "I have 4 years of experience but haven't worked in the last 3 years.").experience,
    ).toBe('threeOfSeven');
    expect(
      read('en', "I have 2 years of experience but haven't worked in the last 4 years.").experience,
    ).toBe('none');
  });
});
