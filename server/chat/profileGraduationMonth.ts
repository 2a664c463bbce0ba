import { word, type ProfileText } from './profileText';

/**
 * The month (1 to 12) named right before a degree's year: "October 2023", "octubre de 2023",
 * "im Oktober 2023", "10/2023". The names are the language's own (`Intl.DateTimeFormat`),
 * spelled as the reader spells the message.
 */
export function monthBeforeYear(intl: string, text: ProfileText) {
  const names = monthNames(intl, text);
  // A short joining word may stand between: "octubre de 2023", "October of 2023".
  const named = new RegExp(`${word(`(${names.join('|')})`)}\\s+(?:[^\\s\\d]{1,3}\\s+)?$`);
  const numbered = /(?<![\d.,])(\d{1,2})\s*[./-]\s*$/;
  return (before: string): number | undefined => {
    const name = named.exec(before)?.[1];
    if (name) return names.indexOf(name) + 1;
    const number = Number(numbered.exec(before)?.[1]);
    return number >= 1 && number <= 12 ? number : undefined;
  };
}

/** The language's names of the months, January first, spelled as the reader spells a message. */
export function monthNames(intl: string, text: ProfileText): string[] {
  const format = new Intl.DateTimeFormat(intl, { month: 'long', timeZone: 'UTC' });
  return Array.from(
    { length: 12 },
    (_, month) => text.spelled(format.format(new Date(Date.UTC(2020, month, 1))))[0] ?? '',
  );
}
