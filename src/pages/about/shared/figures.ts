import { useLocale } from '../../../i18n/LocaleContext';
import { localeRegistry } from '../../../i18n/locales';

/**
 * A figure the business states, written by a pattern of the page's `figures` copy
 * (`percent`: 94%, `weeksRange`: 4–6 weeks...) so each language places its own units.
 */
export interface Figure {
  format: 'percent' | 'percentRange' | 'times' | 'plus' | 'count' | 'weeksRange' | 'underWeeks';
  value: number;
  /** Upper end of a range. */
  to?: number;
}

/** The interpolation values of a figure, its numbers formatted for the page language. */
export function useFigureValues() {
  const lng = useLocale();
  const number = new Intl.NumberFormat(localeRegistry[lng].intl);
  return (figure: Figure) => ({
    value: number.format(figure.value),
    from: number.format(figure.value),
    to: figure.to === undefined ? '' : number.format(figure.to),
  });
}
