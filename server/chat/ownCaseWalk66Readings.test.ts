import { describe, expect, it } from 'vitest';
import { readOwnCase as read } from './ownCaseAsk.testkit';

// Stop 63: what walk-throughs 66a and 65c left. Oracle: § 20b (1) no. 2 AufenthG (two years of
// experience in the last five earn a point), § 2 PflBG (a nursing assistant is no nurse).
describe('walk-throughs 66a and 65c', () => {
  it('adds months told in a chain of stretches (66a W4)', () => {
    for (const [lng, text, band] of [
      [
        'es',
        'trabajé 18 meses en una empresa y luego 10 meses en otra como programador',
        'twoOfFive',
      ],
      [
        'es',
        'trabajé 18 meses en una empresa y luego 20 meses en otra como enfermero',
        'threeOfSeven',
      ],
      [
        'en',
        'Worked 18 months at one hospital, then 12 months at another, as a nurse.',
        'twoOfFive',
      ],
    ] as const) {
      expect({ text, experience: read(lng, text).experience }).toEqual({ text, experience: band });
    }
    expect(read('es', 'trabajé 18 meses como enfermero').experience).toBe('none');
  });

  it('reads a nursing assistant as no nurse, whatever the job offered (65c W3)', () => {
    for (const [lng, text] of [
      ['es', 'Soy enfermero auxiliar... no perdón, me ofrecen trabajo de enfermero en Múnich.'],
      ['en', "I'm an assistant nurse with 3 years of experience."],
      ['de', 'Ich bin Krankenpflegehelferin mit 3 Jahren Erfahrung.'],
    ] as const) {
      expect({ text, occupation: read(lng, text).occupation }).toEqual({
        text,
        occupation: 'other',
      });
    }
  });
});
