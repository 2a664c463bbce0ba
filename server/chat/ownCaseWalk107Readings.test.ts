import { describe, expect, it } from 'vitest';
import { askOwnCase, readOwnCase as read } from './ownCaseAsk.testkit';

// Stop 81: what walk-through 107 found. Oracle: §§ 18a and 18b AufenthG (a qualification
// recognised in Germany), § 20a (1) no. 1 (the Opportunity Card with full recognition), § 16d (3)
// (a recognition partnership only while the recognition is not full), § 16d (1) and § 20b (1)
// no. 1 (a partial recognition).

describe('a full recognition told as “me reconocieron … completo” (107a f07)', () => {
  const electrician =
    'soy electricista, tengo 32 años, ya me reconocieron el título completo en Alemania y tengo oferta de 3.900 al mes en Múnich. ¿qué opciones tengo?';

  it('reads the recognition as full', () => {
    expect(read('es', electrician).recognised).toBe(true);
    expect(read('es', 'me reconocieron mi formación completa en alemania').recognised).toBe(true);
    expect(read('es', 'me reconocieron completamente el título').recognised).toBe(true);
  });

  it('opens §§ 18a/18b and offers no recognition partnership', () => {
    const reply = askOwnCase('es', electrician);
    expect(reply).toContain('recognition=full');
    expect(reply).toMatch(
      /Trabajo calificado con formación reconocida \(§§ 18a y 18b AufenthG\):\n- Cumplido: Un título universitario reconocido/,
    );
    expect(reply).not.toContain('§ 16d, apartado 3');
  });

  it('keeps a recognition at home or only asked about from counting', () => {
    expect(read('es', 'en Bolivia me reconocieron el título completo').recognised).toBeUndefined();
    expect(read('es', '¿me reconocerán el título completo?').recognised).toBeUndefined();
  });
});

describe('a partial recognition told after the word “completo”', () => {
  it('reads “no completo, solo parcial” and “reconocieron … parcialmente” as partial', () => {
    expect(
      read('es', 'me reconocieron el título pero no completo, solo parcial').partialRecognition,
    ).toBe(true);
    expect(
      read('es', 'me reconocieron el título parcialmente, me falta completar un curso')
        .partialRecognition,
    ).toBe(true);
  });

  it('weighs the recognition measures and the partial point for a nurse', () => {
    const reply = askOwnCase(
      'es',
      'Soy enfermera, 29 años. Me reconocieron el título pero no completo, solo parcial. ¿Qué puedo hacer?',
    );
    expect(reply).toContain('recognition=partial');
    expect(reply).toContain('Visa para medidas de reconocimiento (§ 16d, apartado 1, AufenthG)');
    expect(reply).toContain('Puntos para la Tarjeta de Oportunidades según lo que escribiste: 7');
  });
});
