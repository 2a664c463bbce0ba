import { figureValues, type Figure } from '../../../config/figures';
import { useLocale } from '../../../i18n/LocaleContext';
import { localeRegistry } from '../../../i18n/locales';

/** The interpolation values of a figure, its numbers formatted for the page language. */
export function useFigureValues() {
  const lng = useLocale();
  return (figure: Figure) => figureValues(localeRegistry[lng].intl, figure);
}
