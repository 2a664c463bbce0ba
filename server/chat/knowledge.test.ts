import { describe, expect, it } from 'vitest';
import { withoutYesOrNo } from './pageQuotes';

describe('withoutYesOrNo', () => {
  it("drops the language's opening yes or no, accents and case aside", () => {
    expect(withoutYesOrNo('No. Many roles are in English.', 'yes, no')).toBe(
      'Many roles are in English.',
    );
    expect(withoutYesOrNo('Sí, muchos puestos son en inglés.', 'sí, no')).toBe(
      'Muchos puestos son en inglés.',
    );
    expect(withoutYesOrNo('si: muchos puestos', 'sí, no')).toBe('Muchos puestos');
    expect(withoutYesOrNo('Nein. Viele Stellen sind auf Englisch.', 'ja, nein')).toBe(
      'Viele Stellen sind auf Englisch.',
    );
  });

  it('keeps words that only start like yes or no, and other languages’ words', () => {
    expect(withoutYesOrNo('Nobody can guarantee a visa.', 'yes, no')).toBe(
      'Nobody can guarantee a visa.',
    );
    expect(withoutYesOrNo('Ja. Many roles are in English.', 'yes, no')).toBe(
      'Ja. Many roles are in English.',
    );
  });
});
