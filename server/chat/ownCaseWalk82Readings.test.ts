import { describe, expect, it } from 'vitest';
import { askInConversation, readOwnCase as read } from './ownCaseAsk.testkit';

// Stop 68: what walk-through 82 found. Oracle: § 18g (1) AufenthG (a year's gross is the month
// times the payments the contract gives); § 20b (1) (experience points count work related to the
// qualification, up to now when it goes on).
describe('walk-through 82', () => {
  it('reads "3.800 brutos mensuales x 14 en Stuttgart" as 14 payments (82a W1)', () => {
    expect(
      read(
        'es',
        'Hola, soy ingeniero de sistemas recién titulado (2025), tengo 26 años y una oferta de 3.800 brutos mensuales x 14 en Stuttgart. Mi título está en anabin como gleichwertig. Me dan la blue card?',
      ).salary,
    ).toBe(53_200);
    expect(read('es', '3.800 al mes, trabajo por 14 horas diarias').salary).toBe(45_600);
  });

  it("keeps the payments told before when a follow-up corrects the month's pay (82a W3)", () => {
    const later = askInConversation('es', [
      'Soy desarrollador web, Ingeniería de Sistemas (UPSA, 2015), 36 años, 9 años de experiencia, oferta en Frankfurt por 4.000 € al mes x 13. Inglés C1. Mi esposa es maestra con A1 de alemán. Blue card?',
      'corrijo: son 3.600 al mes, no 4.000',
    ]);
    expect(later).toContain('Salario bruto que entendí: €46.800 al año.');
    expect(later).toContain('la Tarjeta Azul UE es posible');
  });

  it('counts no experience of an architect who works as a graphic designer (82a W2)', () => {
    const profile = read(
      'es',
      'Soy arquitecta, 44 años, título de la Universidad Católica Boliviana, pero hace 10 años trabajo como diseñadora gráfica. Inglés C1, alemán A1. Viví 1 año en Alemania como au pair en 2021-2022. Cuántos puntos tengo?',
    );
    expect(profile.experience).toBeUndefined();
  });

  it('reads work "seitdem", "desde entonces", "since then" after a year (82c W1)', () => {
    const cases: ['de' | 'es' | 'en', string][] = [
      [
        'de',
        'Guten Tag. Ich bin Ärztin aus Cochabamba, 39 Jahre alt, Medizinstudium abgeschlossen 2012, seitdem als Allgemeinärztin tätig. Deutsch B1, Englisch C1. Keine Anerkennung bisher. Wie viele Punkte habe ich für die Chancenkarte?',
      ],
      [
        'es',
        'Soy médica, 39 años, me titulé en 2012 y desde entonces trabajo como médica general.',
      ],
      [
        'en',
        'I am a doctor, 39, graduated in 2012 and since then I work as a general practitioner.',
      ],
    ];
    for (const [lng, message] of cases) {
      expect(read(lng, message)).toMatchObject({ experience: 'fiveOfSeven' });
      expect(read(lng, message).experienceUndated).toBeUndefined();
    }
  });

  it('keeps a business degree beside "sin título en informática" (83a C11)', () => {
    expect(
      read(
        'es',
        'Soy licenciado en administración de empresas pero hace 6 años trabajo como desarrollador de software (sin titulo en informática). Tengo 36 años y una oferta de 45 mil euros anuales como developer en Frankfurt. Que visa me corresponde?',
      ).degree,
    ).toBe(true);
    expect(read('es', 'programador sin título en informática, 30 años').degree).toBe(false);
  });
});
