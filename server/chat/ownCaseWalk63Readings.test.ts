import { describe, expect, it } from 'vitest';
import { askOwnCase as ask, readOwnCase as read } from './ownCaseAsk.testkit';

// Stop 62: what walk-through 63a left. Oracle: § 20b AufenthG (points: five years in the last
// seven, 3; age), § 18 (2) no. 3 (the licence of a regulated profession; the medical
// technologists are regulated by the MT-Berufe-Gesetz).
describe('walk-through 63a, what stop 61 left', () => {
  it('adds two stretches of work told one after the other (W3)', () => {
    for (const [lng, text] of [
      [
        'es',
        'Soy técnica de laboratorio, trabajé 2 años y 6 meses en un hospital y después 2 años y medio en una clínica, tengo 31 años, alemán B1. ¿Cuántos puntos tengo?',
      ],
      [
        'en',
        'I worked 3 years at a bank, then 2 years at an agency as an accountant. I am 30, English C1.',
      ],
      ['de', 'Ich habe 3 Jahre in einer Klinik gearbeitet, danach 2 Jahre in einer Praxis.'],
    ] as const) {
      expect({ text, experience: read(lng, text).experience }).toEqual({
        text,
        experience: 'fiveOfSeven',
      });
    }
    expect(
      ask(
        'es',
        'trabajé 2 años y 6 meses en un hospital y después 2 años y medio en una clínica, tengo 31 años, alemán B1. ¿Cuántos puntos?',
      ),
    ).toContain('Cinco años de experiencia');
    // Without a word that they follow each other, the years are not added.
    expect(read('en', 'I have 5 years of experience and 2 years in Germany').experience).toBe(
      'fiveOfSeven',
    );
    expect(read('en', 'I worked 3 years at a bank and studied 2 years').experience).toBe(
      'threeOfSeven',
    );
  });

  it('reads half a year said after the years, which counts once two stretches add up', () => {
    const text =
      'trabajé 2 años y medio en un hospital y luego 2 años y medio en una clínica como enfermera';
    expect(read('es', text).experience).toBe('fiveOfSeven');
    expect(
      read('en', 'I worked 2 years and a half at a bank, then 2 years and a half at an agency')
        .experience,
    ).toBe('fiveOfSeven');
    expect(read('en', 'I have 4 and a half years of experience').experience).toBe('threeOfSeven');
  });

  it('reads a start year followed by a place of work as work (W4)', () => {
    for (const [lng, text] of [
      ['de', 'Ich bin Erzieherin mit Abschluss, seit 2016 im Kindergarten, 33 Jahre, Deutsch B2.'],
      ['es', 'Soy profesora, desde 2018 en una escuela pública, tengo 30 años'],
      ['en', "I'm a nurse, since 2019 at a hospital in Lima, 29 years old"],
    ] as const) {
      expect({ text, experience: read(lng, text).experience }).toEqual({
        text,
        experience: 'fiveOfSeven',
      });
    }
    // Since a year in Germany is a stay, not work.
    expect(read('de', 'Ich bin seit 2016 in Deutschland').experience).toBeUndefined();
  });

  it('reads an age asked about: "at 44?", "a los 44 todavía", "mit 44 noch" (W5)', () => {
    for (const [lng, text] of [
      ['en', 'Can I still get a Blue Card at 44? I am a civil engineer'],
      ['es', '¿a los 44 todavía puedo pedir la Blue Card? soy ingeniero'],
      ['es', '¿Puedo sacar la Chancenkarte con 44?'],
      ['de', 'Bekomme ich mit 44 noch die Blaue Karte? Ingenieur'],
    ] as const) {
      expect({ text, ...read(lng, text) }).toMatchObject({ text, age: 'from40', from45: false });
    }
    // Not a number of people or a starting age.
    expect(read('es', 'tenemos una empresa con 44 empleados').age).toBeUndefined();
    expect(read('en', 'I started working at 22, I am an engineer').age).toBeUndefined();
    expect(read('en', 'I started at 22, I am 31').age).toBe('under35');
  });

  it('reads a medical laboratory technologist as a regulated profession (W7)', () => {
    for (const [lng, text] of [
      ['en', "I'm a medical laboratory technologist (BSc), 31, German B1"],
      ['es', 'Soy tecnóloga médica en laboratorio clínico, 31 años'],
      ['de', 'Ich bin MTLA aus Peru, 31 Jahre'],
    ] as const) {
      expect({ text, regulated: read(lng, text).regulated }).toEqual({ text, regulated: true });
    }
    const reply = ask(
      'en',
      "I'm a medical laboratory technologist (BSc), 5 years in a hospital lab, 31, German B1. I have an offer of 42,000 in Munich. Which visa?",
    );
    expect(reply).toContain('Your profession is regulated in Germany');
  });

  it('asks for each person on their own when a couple asks "can we both go?" (62b leftover)', () => {
    for (const [lng, text, reply] of [
      [
        'en',
        "I'm a doctor from Bolivia, 38, my wife is a nurse. Can we both go to Germany? I have German B1.",
        'Your message tells of more than one person.',
      ],
      [
        'es',
        'soy ingeniero, 33 años, mi esposa es enfermera, ¿podemos ir los dos a alemania?',
        'Tu mensaje habla de más de una persona.',
      ],
      [
        'de',
        'Ich bin Ärztin, 36, mein Mann ist Elektriker. Können wir beide nach Deutschland?',
        'Ihre Nachricht beschreibt mehr als eine Person.',
      ],
    ] as const) {
      expect(ask(lng, text)).toContain(reply);
    }
  });
});
