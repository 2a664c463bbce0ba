import { describe, expect, it } from 'vitest';
import { localeRegistry, locales } from '../../i18n/locales';
import { countMarker, figureAt, zeroFigure } from './countUp';

describe('a counter’s figure', () => {
  it.each(locales)('starts at the zero %s writes, without a number formatter', (lng) => {
    const { intl } = localeRegistry[lng];
    expect(new Intl.NumberFormat(intl).format(0)).toBe(zeroFigure);
    const formatter = Intl.NumberFormat;
    try {
      Intl.NumberFormat = (() => {
        throw new Error('no formatter at start-up');
      }) as unknown as typeof Intl.NumberFormat;
      expect(figureAt({ to: 400, template: `${countMarker}K`, locale: intl }, 0)).toBe('0K');
    } finally {
      Intl.NumberFormat = formatter;
    }
  });

  it('writes other values as the language writes numbers', () => {
    const counter = { to: 1.5, template: `${countMarker} M`, locale: 'de-DE' };
    expect(figureAt(counter, 1.5)).toBe('1,5 M');
    expect(figureAt({ ...counter, locale: 'en-US' }, 1.5)).toBe('1.5 M');
  });
});
