import { describe, expect, it } from 'vitest';
import { parseAmount, parseYearlyAmount, separators } from './amount';

const amount = (value: number) => ({ kind: 'amount', value });
const invalid = (reason: string) => ({ kind: 'invalid', reason });

describe('parseAmount', () => {
  it('takes the separators from Intl for each page language', () => {
    expect(separators('en-US')).toEqual({ group: ',', decimal: '.' });
    expect(separators('es-BO')).toEqual({ group: '.', decimal: ',' });
    expect(separators('de-DE')).toEqual({ group: '.', decimal: ',' });
  });

  it.each([
    ['45.000', 'es-BO', 45_000],
    ['45.000', 'de-DE', 45_000],
    ['45.000,00', 'de-DE', 45_000],
    ['40.000,00', 'de-DE', 40_000],
    ['45.934,20 €', 'de-DE', 45_934.2],
    ['45 000', 'es-BO', 45_000],
    ['45\u00a0000', 'de-DE', 45_000],
    ['45,000', 'en-US', 45_000],
    ['€45,000.50', 'en-US', 45_000.5],
    ['45000', 'en-US', 45_000],
    ['45k', 'en-US', 45_000],
    ['48K', 'de-DE', 48_000],
    ['45,5k', 'de-DE', 45_500],
    ['45.5k', 'en-US', 45_500],
    ['45 mil', 'es-BO', 45_000],
    ['45 mil euros', 'es-BO', 45_000],
    // The dash after the separator stands for no cents (60b 4).
    ['45.000,-', 'de-DE', 45_000],
    ['45.000,– €', 'de-DE', 45_000],
    ['45,000.-', 'en-US', 45_000],
    // A Spanish speaker writes "mil" on the English and German pages too.
    ['45 mil', 'en-US', 45_000],
    ['46 mil', 'de-DE', 46_000],
    ['45.5 mil', 'en-US', 45_500],
    // "Cuarenta y cinco mil novecientos cincuenta", written with digits.
    ['45 mil 950', 'es-BO', 45_950],
    ['45 mil 950 euros', 'de-DE', 45_950],
    ['45 Tsd.', 'de-DE', 45_000],
    ['52 TEUR', 'de-DE', 52_000],
    // A German business abbreviation, written on the Spanish and English pages too (57a).
    ['52 TEUR', 'es-BO', 52_000],
    ['52 teur', 'en-US', 52_000],
    ['1.250.000', 'es-BO', 1_250_000],
    // The other common way, when it is the only reading that makes a year's pay: cents have two
    // digits, so "50.000" is not fifty euros.
    ['50.000', 'en-US', 50_000],
    ['50.000,00', 'en-US', 50_000],
    ['45,000', 'de-DE', 45_000],
    ['45,000', 'es-BO', 45_000],
    ['45,000.50', 'es-BO', 45_000.5],
    ['45,5k', 'en-US', 45_500],
  ])('reads "%s" on a %s page as %d', (text, locale, value) => {
    expect(parseAmount(text, locale)).toEqual(amount(value));
  });

  it.each([
    // Two sensible amounts: €45,500 (45.5 thousand) or €45,500,000 (45,500 thousand).
    ['45.500k', 'en-US', 'ambiguous'],
    ['45,500k', 'de-DE', 'ambiguous'],
    ['45.000.00', 'de-DE', 'format'],
    ['45.000.00', 'en-US', 'format'],
    ['45,00,000', 'en-US', 'format'],
    ['abc', 'en-US', 'format'],
    // The euros after "mil" are three digits, after a whole number of thousands.
    ['45 mil 95', 'es-BO', 'format'],
    ['45,5 mil 950', 'es-BO', 'format'],
    ['4,5', 'de-DE', 'range'],
    ['4,5', 'en-US', 'range'],
    ['-50000', 'en-US', 'negative'],
    ['−50.000', 'de-DE', 'negative'],
    ['45.000-', 'de-DE', 'negative'],
    ['500', 'es-BO', 'range'],
    ['99999999999', 'en-US', 'range'],
  ])('marks "%s" on a %s page as unreadable (%s)', (text, locale, reason) => {
    expect(parseAmount(text, locale)).toEqual(invalid(reason));
  });

  it("marks a month's pay typed in the yearly salary field as out of range (63b)", () => {
    for (const [text, locale] of [
      ['3900', 'en-US'],
      ['3.900', 'de-DE'],
      ['9.999,99', 'de-DE'],
    ] as const) {
      expect(parseAmount(text, locale).kind).toBe('amount');
      expect(parseYearlyAmount(text, locale)).toEqual(invalid('range'));
    }
    expect(parseYearlyAmount('10.000', 'de-DE')).toEqual(amount(10_000));
    expect(parseYearlyAmount('abc', 'en-US')).toEqual(invalid('format'));
  });

  it('reads nothing typed as no answer', () => {
    expect(parseAmount('  ', 'en-US')).toEqual({ kind: 'empty' });
    expect(parseAmount('€', 'en-US')).toEqual({ kind: 'empty' });
  });
});
