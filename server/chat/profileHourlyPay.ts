import { numberPhrases, word, type ProfileText } from './profileText';
import type { ProfileWords } from './profileWords';
import type { Reader } from './profileReaders';

/**
 * Weeks of pay in a year: German payroll turns an hourly wage into a month's with 13 weeks a
 * quarter (4.33 a month), which makes 52 a year.
 */
const weeksPerYear = 52;

/** An hourly wage: a few euros, with cents ("22.50", "22,50", "18"), never grouped thousands. */
const hourlyRate = /^\d{1,3}(?:[.,]\d{1,2})?$/;

/**
 * An amount paid by the hour ("€22.50 an hour", "24 €/hour", "22,50 € pro Stunde", "Stundenlohn
 * 22 €") and the hours worked each week ("40 hours a week", "38.5 h/week", "30 horas semanales",
 * "40-Stunden-Woche"): their year's gross is the rate times the hours times 52 weeks. Without the
 * hours it is undefined, to be asked, never supposed full-time.
 */
export function hourlyPayFinder(words: ProfileWords, text: ProfileText) {
  const after = new RegExp(`^\\s*${word(text.any(words.perHour))}`);
  const before = new RegExp(`${word(text.any(words.perHour))}\\s*[:=]?\\s*(?:€\\s*)?$`);
  const hoursOf = weeklyHoursFinder(words, text);
  return (message: string, digits: string, start: number, end: number) => {
    if (!hourlyRate.test(digits)) return undefined;
    if (!after.test(message.slice(end)) && !before.test(message.slice(0, start))) return undefined;
    const perWeek = hoursOf(message);
    const rate = Number(digits.replace(',', '.'));
    return { rate, yearly: perWeek === undefined ? undefined : yearlyFromHourly(rate, perWeek) };
  };
}

/** A year's gross of an hourly wage and the hours worked each week. */
export const yearlyFromHourly = (rate: number, hours: number) =>
  Math.round(rate * hours * weeksPerYear);

/**
 * The hours worked each week ("40 hours a week", "38.5 h/week", "30 horas semanales",
 * "40-Stunden-Woche"), also said alone, to correct them ("el contrato dice 42 horas semanales").
 */
export function weeklyHoursFinder(words: ProfileWords, text: ProfileText) {
  // "38.5 hours a week": hours with a decimal part, not its last digit alone.
  const hours = new RegExp(
    word(numberPhrases(text, words.hoursAWeek, '\\d{1,2}(?:[.,]\\d{1,2})?')),
  );
  return (message: string) => {
    const perWeek = hours.exec(message)?.slice(1).find(Boolean);
    return perWeek === undefined ? undefined : Number(perWeek.replace(',', '.'));
  };
}

/** "El contrato dice 42 horas semanales, no 40": the hours, for the rate told before (73a W1). */
export function weeklyHoursReader(words: ProfileWords, text: ProfileText): Reader {
  const hoursOf = weeklyHoursFinder(words, text);
  return (message) => {
    const hours = hoursOf(message);
    return hours === undefined ? {} : { weeklyHours: hours };
  };
}
