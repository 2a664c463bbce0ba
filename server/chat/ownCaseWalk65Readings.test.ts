import { describe, expect, it } from 'vitest';
import { readOwnCase as read } from './ownCaseAsk.testkit';

// Stop 62: what walk-throughs 65a and 65b found. Oracle: § 18 (2) no. 1 AufenthG (a concrete job
// offer), § 20b (five years in the last seven), § 6 BeschV (IT work needs no qualification),
// § 18 (2) no. 3 ("where one is required": an in-house adviser needs no bar admission).
describe('walk-throughs 65a and 65b', () => {
  it('reads "ofrecen trabajo … por 3.200 mensual" as a job offer and its monthly pay (65a W1)', () => {
    expect(
      read('es', 'ofrecen trabajo en una empresa en Hamburgo por 3.200 mensual. aleman A2.'),
    ).toMatchObject({ jobOffer: true, salary: 38_400 });
  });

  it('adds up a chain of stretches, but not years lived in Germany (65a W2)', () => {
    expect(
      read(
        'en',
        'Work history: 3 yrs at Accenture as analyst, then 18 months at a startup, then 2 years freelance (still doing it).',
      ).experience,
    ).toBe('fiveOfSeven');
    expect(read('en', 'I worked 3 years in Lima, then lived 2 years in Germany').experience).toBe(
      'threeOfSeven',
    );
  });

  it('reads a QA tester as IT (65a W3)', () => {
    for (const [lng, text] of [
      ['en', "I've been a QA tester since mid 2024, no degree"],
      ['es', 'soy tester QA (pruebas de software), sin titulo'],
      ['de', 'Ich bin Softwaretester ohne Abschluss'],
    ] as const) {
      expect({ text, occupation: read(lng, text).occupation }).toEqual({ text, occupation: 'it' });
    }
  });

  it('reads "ohne Pause" as work without a break, not as none (65b W2)', () => {
    expect(read('de', '6 Jahre Berufserfahrung seit 2020 ohne Pause').experience).toBe(
      'fiveOfSeven',
    );
    expect(read('de', 'Berufserfahrung: keine').experience).toBe('none');
  });

  it('needs no licence for an in-house adviser said to need no bar admission (65b W1)', () => {
    expect(
      read(
        'de',
        'Wir möchten einen argentinischen Juristen (Abogado, anabin entspricht) als Inhouse-Berater für lateinamerikanisches Vertragsrecht einstellen, keine Zulassung als Rechtsanwalt nötig. Gehalt 55.000 €.',
      ).licenceNotNeeded,
    ).toBe(true);
  });

  it('reads a year and a half and months of work up to now (65a W4)', () => {
    for (const [lng, text, experience] of [
      ['es', 'hola, trabajo en soporte TI hace año y medio, no tengo titulo', 'none'],
      ['es', 'trabajo en soporte de TI desde hace 18 meses', 'none'],
      ['es', 'trabajo en soporte de TI desde hace 30 meses', 'twoOfFive'],
      ['en', 'working in IT support for 18 months', 'none'],
      ['de', 'ich arbeite seit anderthalb Jahren als Entwickler', 'none'],
    ] as const) {
      expect({ text, experience: read(lng, text).experience }).toEqual({ text, experience });
    }
  });

  // Walk-throughs 66a and 66b, on 31e13ad.
  it('reads a start year as work up to now, a break as none, and an ended start year as no date (66a W1–W3, 66b W1)', () => {
    for (const [lng, text, experience] of [
      [
        'es',
        'Trabajé 2020-2022 en un hospital y desde 2023 en un laboratorio privado hasta ahora.',
        'fiveOfSeven',
      ],
      [
        'de',
        'Berufserfahrung: 2015 bis 2019 bei Firma A, dann 2020 bis 2021 Pause, und seit März 2024 bei Firma B.',
        'twoOfFive',
      ],
      [
        'en',
        'Work history: 2014 to 2019 at company A, 2020 to 2021 career break, since March 2024 at company B until now.',
        'twoOfFive',
      ],
      [
        'de',
        'Berufserfahrung: 24 Monate bei einer Agentur (2022-2023) und 20 Monate bei einem Startup (seit April 2025).',
        'threeOfSeven',
      ],
      [
        'de',
        'er hat 2 Jahre Berufserfahrung (seit Ende 2024 nicht mehr, davor 2022-2024), Gehalt 47.000 € brutto.',
        'twoOfFive',
      ],
    ] as const) {
      expect({ text, experience: read(lng, text, 12).experience }).toEqual({ text, experience });
    }
  });
});
