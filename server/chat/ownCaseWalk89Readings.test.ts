import { describe, expect, it } from 'vitest';
import { askInConversation, readOwnCase as read } from './ownCaseAsk.testkit';

// Stop 70: what walk-through 89 found. Oracle: § 16d (1) AufenthG (a recognition notice that
// lists deficits opens the visa for recognition measures) and § 20b (1) no. 1 (4 points for a
// partial recognition); § 18g (1) (the Blue Card's salary threshold).
describe('walk-through 89', () => {
  it('reads a recognition notice "with deficits" as a partial recognition (89c W1, W2)', () => {
    expect(
      read(
        'de',
        'Ich bin Pflegefachfrau aus Peru, 30 Jahre, Deutsch A2, Anerkennungsbescheid mit Defiziten vom Landesamt bekommen.',
      ).partialRecognition,
    ).toBe(true);
    expect(
      read('de', 'sie hat Anerkennungsbescheid mit Defiziten. Welcher Weg?').partialRecognition,
    ).toBe(true);
    expect(
      read('en', 'I am a nurse, 30, German A2, I got a recognition notice with deficits.')
        .partialRecognition,
    ).toBe(true);
    expect(
      read('es', 'soy enfermera, 30 años, alemán A2, me llegó la resolución con déficits.')
        .partialRecognition,
    ).toBe(true);
  });

  it('takes an amount sent alone as the salary the chat asked for (89a c9b, 89b)', () => {
    expect(read('es', 'ok, 45 mil')).toEqual({ salary: 45_000 });
    expect(read('en', 'sorry, 46k')).toEqual({ salary: 46_000 });
    expect(read('de', '52.000')).toEqual({ salary: 52_000 });
    expect(read('en', 'ok, 2')).toEqual({});
    const reply = askInConversation('es', [
      'Ingeniero de sistemas, naci en 1988, título de la UPSA, me ofrecen cuarenta y cinco mil euros al año en Frankfurt. alcanza para la tarjeta azul??',
      'ok, 45 mil',
    ]);
    expect(reply).toContain('Salario bruto que entendí: €45.000 al año.');
    expect(reply).toContain('Falta: Un salario bruto de al menos €45.934,20 al año');
  });
});
