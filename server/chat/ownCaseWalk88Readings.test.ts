import { describe, expect, it } from 'vitest';
import { readOwnCase as read } from './ownCaseAsk.testkit';

// Stop 69: what walk-through 88 found. Oracle: § 20b (1) AufenthG (experience points),
// § 18g (1) (a university degree; the IT route of § 18g (2) needs three years in the last seven).
describe('walk-through 88', () => {
  it('reads "experiencie" as experience (88b W1)', () => {
    expect(
      read(
        'en',
        'I am civil engineer (licenciatura UMSS) with 8 years experiencie in construction. My english is C1 and german A2.',
      ).experience,
    ).toBe('fiveOfSeven');
  });

  it('reads a technical title from an institute as training, not a degree (88b W2, W3)', () => {
    expect(
      read(
        'en',
        'He have technical title (2 years) and 6 years working. We pay him 47.000 per year.',
      ).vocational,
    ).toBe(true);
    expect(
      read('en', 'the technical title is not university, is from instituto tecnico.'),
    ).toMatchObject({ degree: false, vocational: true });
  });

  it('reads the years said, dated by the range beside them (88a W2)', () => {
    expect(
      read(
        'es',
        'soy desarrollador frontend sin titulo ni instituto, 2 años y medio de experiencia (2023-2026), oferta de 50k en Berlin.',
      ).experience,
    ).toBe('twoOfFive');
    expect(read('en', '4 years experience (2021 to 2025) as developer').experience).toBe(
      'threeOfSeven',
    );
  });
});
