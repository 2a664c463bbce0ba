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
  const mayTalkOfGuarantees = refusal !== '' || guaranteeFinder(normalizeText(facts)).length > 0;
  if (!mayTalkOfGuarantees && guaranteeFinder(normalizeText(reply)).length > 0) {
    problems.push('a guarantee the facts do not give');
  }
  return problems;
}
