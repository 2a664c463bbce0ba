import { normalizeText } from '../../src/shared/chat/text';

/**
 * Amounts of money a reply states: a number next to a currency sign or code, in any of the
 * site's formats ("€50,700", "50.700 €", "USD 497", "497 $", "45.934,20 €").
 */
const number = String.raw`\d+(?:[.,\u00a0\u202f ]\d{3})*(?:[.,]\d{1,2})?`;
const moneyPattern = new RegExp(
  String.raw`(?:[€$]|\b(?:eur|usd|us\$))\s?${number}|${number}\s?(?:[€$]|(?:eur|usd|euros?|dollars?|dólares|dolares)\b)`,
  'gi',
);

/**
 * An amount written in words before a currency ("two thousand five hundred euros", "dos mil
 * quinientos euros", "zweitausendfünfhundert Euro"). The site writes every price in digits, so a
 * reply that spells one out is stating a price it was not given (or hiding one from the check).
 */
const numberWord = [
  'one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|\\p{L}*teen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|thousand|million|half',
  'un|uno|una|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|once|doce|veinte|treinta|cuarenta|cincuenta|sesenta|setenta|ochenta|noventa|cien|ciento|\\p{L}*cientos|quinientos|mil|millón|millones|medio',
  '\\p{L}*(?:hundert|tausend|zig|ßig|zehn)|ein|eine|eins|zwei|drei|vier|fünf|sechs|sieben|acht|neun|elf|zwölf|million|millionen|halb',
].join('|');
const wordsPattern = new RegExp(
  String.raw`(?<!\p{L})(?:${numberWord})(?:[\s-]+(?:and|a|y|und|\d+|${numberWord}))*[\s-]+(?:euros?|eur|dollars?|usd|dólar(?:es)?|dolar(?:es)?)(?!\p{L})`,
  'giu',
);

export function amountsInWords(text: string): string[] {
  return [...text.matchAll(wordsPattern)].map(([amount]) => amount);
}

/** The digits of an amount, so "50.700 €" and "€50,700" compare equal. */
const digitsOf = (amount: string) => amount.replace(/\D/g, '').replace(/^0+/, '');

export function amountsIn(text: string): string[] {
  return [...text.matchAll(moneyPattern)].map(([amount]) => digitsOf(amount)).filter(Boolean);
}

/**
 * What an LLM's reply claims beyond the facts it was given: an amount of money the facts do not
 * state (an invented price, a hidden section's price), or a guarantee where the engine gave none
 * (`guaranteeFinder` finds the language's guarantee words; they may appear where the engine
 * refused a guarantee or the facts speak of one, as in "a retention guarantee is not included"). Empty when the reply holds to the facts.
 */
export function unsupportedClaims(
  reply: string,
  facts: string,
  guaranteeFinder: (spelled: string) => readonly unknown[],
  refusal: string,
): string[] {
  const known = new Set(amountsIn(facts));
  const problems = amountsIn(reply)
    .filter((amount) => !known.has(amount))
    .map((amount) => `an amount not in the facts (${amount})`);
  for (const amount of amountsInWords(reply)) problems.push(`an amount in words (${amount})`);
  const mayTalkOfGuarantees = refusal !== '' || guaranteeFinder(normalizeText(facts)).length > 0;
  if (!mayTalkOfGuarantees && guaranteeFinder(normalizeText(reply)).length > 0) {
    problems.push('a guarantee the facts do not give');
  }
  return problems;
}
