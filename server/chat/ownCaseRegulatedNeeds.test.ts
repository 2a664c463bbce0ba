import { describe, expect, it } from 'vitest';
import { askOwnCase as ask } from './ownCaseAsk.testkit';

// Walk-through 67a W7: a doctor asking what she needs got the services' description. Oracle:
// § 18 (2) no. 3 AufenthG (the licence to practise a regulated profession), § 18g and §§ 18a/18b
// (the routes to work), § 16d (1) (a visa for the measures a recognition may ask first).
describe('a regulated profession asking what it needs to work in Germany', () => {
  it('weighs the routes to work, with the licence, in each language', () => {
    const cases = [
      [
        'en',
        "I'm a doctor from Bolivia. What do I need to work as a doctor in Germany?",
        'Approbation',
        'Visa for recognition measures (§ 16d(1) AufenthG)',
      ],
      [
        'es',
        'Soy médica en Bolivia. ¿Qué necesito para trabajar como médica en Alemania?',
        'Approbation',
        'Visa para medidas de reconocimiento',
      ],
      [
        'de',
        'Ich bin Ärztin aus Peru. Was brauche ich, um in Deutschland als Ärztin zu arbeiten?',
        'Approbation',
        '§ 16d Abs. 1 AufenthG',
      ],
    ] as const;
    for (const [lng, text, licence, measures] of cases) {
      const reply = ask(lng, text);
      expect(reply).toContain('§ 18g AufenthG');
      expect(reply).toContain(licence);
      expect(reply).toContain(measures);
      expect(reply).not.toContain('forms.example.com/talent-profile');
    }
  });

  it('leaves a nurse to her own steps', () => {
    const reply = ask(
      'en',
      "I'm a nurse from Bolivia. What do I need to work as a nurse in Germany?",
    );
    expect(reply).not.toContain('EU Blue Card (§ 18g AufenthG):');
  });
});
