import { describe, expect, it } from 'vitest';
import { escapeRegExp, interpolate, normalizeText } from './text';

describe('text helpers', () => {
  it('normalizeText lowers case and drops accents', () => {
    expect(normalizeText('Reubicación en ALEMANIA, año')).toBe('reubicacion en alemania, ano');
  });

  it('escapeRegExp makes text match literally', () => {
    expect(new RegExp(escapeRegExp('24/7 (c++)?')).test('open 24/7 (c++)?')).toBe(true);
  });

  it('interpolate fills known placeholders and leaves unknown ones', () => {
    expect(interpolate('Call {{ phone }} or {{email}}, {{phone}}', { phone: '+49' })).toBe(
      'Call +49 or {{email}}, +49',
    );
    expect(interpolate('{{a}}', { a: '$&' })).toBe('$&');
  });
});
