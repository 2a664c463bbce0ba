import { wordChars } from '../../src/shared/chat/text';
import { thousandsPattern } from '../../src/shared/germanyCheck/amount';

/** Digits as people write money, one capture: "48.000", "45,000.00", "3 800", "48", "22,50". */
export const moneyDigits = '(\\d{1,3}(?:[.,\\s]\\d{3})+(?:[.,]\\d{1,2})?|\\d+(?:[.,]\\d{1,2})?)';

/** The page language's word for thousands after the digits ("48k", "45 mil", "48 Tsd."). */
export const thousandsWord = (intl: string) =>
  `\\s*(?:${thousandsPattern(intl.split('-')[0] ?? intl)})(?![${wordChars}])`;

/** The euro said after an amount: "€", "eur", "euros". */
export const euroAfter = `\\s*(?:€|eur(?:os?)?(?![${wordChars}]))`;
