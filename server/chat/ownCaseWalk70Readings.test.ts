import { describe, expect, it } from 'vitest';
import { readOwnCase as read } from './ownCaseAsk.testkit';

// Stop 65: what walk-through 69c W4 and round 70 found. Oracle: § 16a AufenthG (a training
// contract is the training to come), § 20b (years of work), § 20a (4) (a qualification held).
describe('the length of a training contract', () => {
  it('is neither years of work nor a training held', () => {
    const cases: ['en' | 'es' | 'de', string][] = [
      [
        'de',
        'Ich habe einen Ausbildungsvertrag für 3 Jahre als Pflegefachfrau in Köln, Deutsch B1',
      ],
      ['de', 'Ausbildungsvertrag (Dauer 3,5 Jahre) als Elektroniker'],
      ['en', 'I have a training contract for 3 years as a mechatronics technician'],
      ['en', 'I have a 3-year training contract as a cook'],
      ['es', 'tengo un contrato de formación de 3 años como enfermera'],
    ];
    for (const [lng, text] of cases) {
      const { experience, vocational, trainingContract } = read(lng, text);
      expect({ text, experience, vocational, trainingContract }).toEqual({
        text,
        experience: undefined,
        vocational: undefined,
        trainingContract: true,
      });
    }
  });

  it('leaves years of work said beside the contract', () => {
    expect(
      read(
        'de',
        'Ich habe 3 Jahre als Pflegehelferin gearbeitet und jetzt einen Ausbildungsvertrag',
      ).experience,
    ).toBe('threeOfSeven');
    expect(
      read('es', 'trabajé 4 años como cocinero y tengo un contrato de formación').experience,
    ).toBe('threeOfSeven');
  });
});
