import { describe, expect, it } from 'vitest';
import { ask } from './testKnowledge';

/** "How long is the trial?" asks the trial's own length, which its fact states in each language. */
describe("the trial's length", () => {
  it.each([
    [
      'en',
      'How long does the test period last with staff augmentation?',
      '1-week',
      'under 2 weeks',
    ],
    [
      'es',
      '¿Cuánto tiempo dura el período de prueba con Staff Augmentation?',
      'una semana',
      'menos de 2 semanas',
    ],
    [
      'de',
      'Wie lange geht die Testphase bei Staff Augmentation?',
      'Eine Woche lang',
      'weniger als 2 Wochen',
    ],
  ] as const)(
    'answers %s with the length, not how long hiring takes',
    (lng, text, length, hiring) => {
      const reply = ask(lng, text);
      expect(reply.response).toContain(length);
      expect(reply.response).not.toContain(hiring);
    },
  );
});
