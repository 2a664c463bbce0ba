import { parseAmount } from '../../src/shared/germanyCheck/amount';
import { euroAfter, moneyDigits, thousandsWord } from './moneyPattern';
import type { StatedProfile } from './profile';
import type { ProfileWords } from './profileWords';
import { word, type ProfileText } from './profileText';

/** How many characters after a bonus's amount may say it is fixed or paid each month. */
const reach = 30;
const monthsPerYear = 12;
/** A sum said beside the salary read is the salary's up to this ratio (a 13th month, a bonus). */
const maxSumRatio = 1.25;

/**
 * Pay beside the base salary that counts toward the gross salary the thresholds weigh: a bonus
 * the contract fixes or guarantees ("más un bono fijo de 5.000 al año", "plus a guaranteed bonus
 * of 5k"), or a total said for both ("total 50.000 brutos anuales"). A bonus that depends on
 * results is not counted, as it is not agreed pay (walk-through 75a W1).
 */
export function fixedPayFinder(words: ProfileWords, text: ProfileText, intl: string) {
  const amount = `${moneyDigits}(${thousandsWord(intl)})?`;
  const total = new RegExp(`${word(text.any(words.totalPay))}[^\\d.;!?]{0,12}?(?:€\\s*)?${amount}`);
  const bonus = new RegExp(
    `${word(text.any(words.bonusPay))}([^\\d.;!?]{0,25}?)(?:€\\s*)?${amount}`,
  );
  const fixed = text.has(words.fixedPay);
  const variable = text.has(words.variablePay);
  const monthly = new RegExp(`^[^\\d.;!?]{0,${reach}}?${word(text.any(words.monthly))}`);
  const read = (digits: string, thousands = '') => {
    const value = parseAmount(`${digits}${thousands}`, intl);
    return value.kind === 'amount' ? value.value : undefined;
  };
  // "4.000 € x 12 plus 13. Gehalt, also 52.000 insgesamt": a sum the visitor worked out, the
  // total's word right after it (77c W4), counts up to a quarter over the base read.
  const summed = new RegExp(
    `(?:€\\s*)?${amount}(?:${euroAfter})?\\s+${word(text.any(words.totalPay))}`,
  );
  return (message: string): { total?: number; bonus?: number; sum?: number } => {
    const worked = summed.exec(message);
    const said = bonus.exec(message);
    if (!said) return worked ? { sum: read(worked[1] ?? '', worked[2]) } : {};
    const after = message.slice(said.index + said[0].length, said.index + said[0].length + reach);
    // "a guaranteed bonus of 3,000", "un bono de 5 mil fijo": said right before the word or
    // after it; "42.000 fijo al año más un bono" fixes the salary, not the bonus (76a W1).
    const before = /(?:\S+\s+){0,2}$/.exec(message.slice(0, said.index))?.[0] ?? '';
    const around = `${before} ${said[1] ?? ''} ${after}`;
    if (!fixed(around) || variable(around)) return {};
    // "En total" alone may sum anything (years, savings): a total counts beside a fixed bonus.
    const sum = total.exec(message);
    if (sum) return { total: read(sum[1] ?? '', sum[2]) };
    const value = read(said[2] ?? '', said[3]);
    return { bonus: value && (monthly.test(after) ? value * monthsPerYear : value) };
  };
}

/** The base salary read, with a fixed bonus added or the total said for both. */
export function withFixedPay(
  profile: StatedProfile,
  pay: { total?: number; bonus?: number; sum?: number },
): StatedProfile {
  const base = profile.salary;
  if (base === undefined) return profile;
  if (pay.sum !== undefined && pay.sum > base && pay.sum <= base * maxSumRatio) {
    return { ...profile, salary: pay.sum };
  }
  if (pay.total !== undefined && pay.total > base) {
    return { ...profile, salary: pay.total, fixedBonus: pay.total - base };
  }
  if (pay.bonus !== undefined && pay.bonus > 0 && pay.bonus < base) {
    return { ...profile, salary: base + pay.bonus, fixedBonus: pay.bonus };
  }
  return profile;
}
