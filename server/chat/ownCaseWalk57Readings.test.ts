// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { askOwnCase as ask, readOwnCase as read } from './ownCaseAsk.testkit';

// Stop 57: walk-throughs 57a and 57b. Oracle: DE39 (a lawful stay of six months is a point),
// DE09 (a recognised degree and a job offer: § 18b and the Opportunity Card without points).
describe('walk-through 57a', () => {
  it('counts a stay said "he vivido legalmente 8 meses en Alemania" (57a G1, S12)', () => {
    const text =
      'Soy profesora de Perú, 40 años, título universitario con reconocimiento parcial. Alemán A1, no hablo inglés. He vivido legalmente 8 meses en Alemania. Sin oferta de trabajo, sin experiencia laboral. ¿Tarjeta de oportunidades?';
    expect(read('es', text).germanStay).toBe(true);
    expect(ask('es', text)).toMatch(/Suman 6 puntos/);
    // Two weeks as a tourist are no lawful stay of six months.
    expect(
      read('es', 'Soy ingeniera, he vivido 2 semanas en Alemania de turista. 30 años.').germanStay,
    ).toBe(false);
  });

  it('reads "Bachelor in Chile abgeschlossen, anerkannt" as recognised in Germany (57a F8)', () => {
    const text =
      'Ich habe 2025 meinen Bachelor in Data Science in Chile abgeschlossen, anerkannt, 24 Jahre, Angebot als Data Scientist mit 45.000 Euro brutto.';
    expect(read('de', text).recognised).toBe(true);
    // Recognised where it was earned, it is no recognition in Germany.
    expect(
      read('de', 'Mein Bachelor ist in Chile anerkannt, ich bin 30.').recognised,
    ).toBeUndefined();
  });

  it('reads "52 TEUR" in Spanish as a year\'s pay (57a S3, F5)', () => {
    for (const text of [
      'Soy contador peruano, 44 años, título reconocido. Tengo una oferta de 52 TEUR al año como Controller. Inglés B2, sin alemán.',
      'Contador peruano, 44 años, título reconocido, oferta como Controller por 52 TEUR brutos al año.',
    ]) {
      expect(read('es', text).salary, text).toBe(52_000);
    }
  });
});

describe('walk-through 57b', () => {
  it("reads a job below a degree's level, named a few words after the offer, as not fitting it (Q21)", () => {
    const text =
      'Soy ingeniero civil boliviano de 40 años con título reconocido, pero la oferta que tengo es como chofer de camiones en Alemania, 46.000 euros al año. No tengo convenio colectivo.';
    expect(read('es', text)).toMatchObject({ jobOccupation: 'other', jobOutsideField: true });
    const reply = ask('es', text);
    expect(reply).toContain('- Falta: Una oferta de trabajo en Alemania acorde a tu formación');
    expect(reply).not.toMatch(/Tarjeta Azul UE es posible/);
    // "Angebot über 46.000 Euro … als Backend-Entwickler": the amount lies between.
    expect(
      read(
        'de',
        'Jetzt habe ich ein Angebot über 46.000 Euro brutto im Jahr als Backend-Entwickler.',
      ).jobOccupation,
    ).toBe('it');
  });

  it('says why anabin\'s "H+" leaves the degree to show (Q51)', () => {
    const text =
      'Soy ingeniera de sistemas de Bolivia, me gradué en 2024, título reconocido en anabin H+. Tengo 25 años. Me ofrecen 45 mil euros al año como desarrolladora en Berlín. No hay convenio colectivo.';
    expect(ask('es', text)).toContain('la calificación «H+» de anabin es de la universidad');
    expect(
      ask('en', 'My university is H+ in anabin, I am 30, offer of 52,000 as a developer.'),
    ).toContain("anabin's “H+” rates the university");
  });
});
