import { thousandsPattern } from '../../src/shared/germanyCheck/amount';
import { escapeRegExp, wordChars } from '../../src/shared/chat/text';
import { anyOf, list, word } from './profileText';
import type { SpellingMap } from './spelling';

/** The words of one language's numbers (comma-separated copy under `engine.profile`). */
export interface NumberWords {
  /** The numbers up to ten, and a few more: "two=2", "dos=2", "zweieinhalb=2". */
  numbers: string;
  /** The tens, with their values: "thirty=30", "treinta=30", "dreißig=30". */
  numberTensValues: string;
  /**
   * How a ten and a unit make one number, `{tens}` and `{unit}` standing for them: "{tens}-{unit}"
   * ("thirty-five"), "{tens} y {unit}" ("treinta y cinco"), "{unit}und{tens}" ("fünfunddreißig").
   */
  numberCompounds: string;
  /** The hundreds, before which a ten is part of a larger number: "hundred", "ciento". */
  numberHundreds: string;
  /**
   * Two thousand, said before the rest of a year: "two thousand and", "dos mil", "zweitausend"
   * (written together with the rest in German: "zweitausendzwanzig").
   */
  yearThousands: string;
}

/**
 * A message with its numbers written in words as digits, so every reader reads "tengo treinta y
 * cinco años", "I'm thirty-five" and "Ich bin vierunddreißig" as it reads "35". A ten or a
 * compound in a larger number ("ciento cincuenta", "fifty-two thousand euros") stays in words:
 * an amount in words is asked again, never read in part (`profileSalary.ts`).
 */
export function numberWordsReader(
  words: NumberWords,
  spelling: SpellingMap,
  intl: string,
): (message: string) => string {
  const pairs = (copy: string) =>
    new Map(
      list(copy).map((pair) => {
        const [name = '', value = ''] = pair.split('=').map((side) => spelling(side.trim()));
        return [name, Number(value)] as const;
      }),
    );
  const numbers = pairs(words.numbers);
  const tens = pairs(words.numberTensValues);
  const units = [...numbers].filter(([, value]) => value >= 1 && value <= 9).map(([name]) => name);
  const hundreds = anyOf(list(words.numberHundreds).map(spelling));
  const thousands = thousandsPattern(intl.split('-')[0] ?? intl);
  const literal = (piece: string) => escapeRegExp(piece).replace(/\s+/g, '\\s*');
  const templates = list(words.numberCompounds).map((template) =>
    template.split(/(\{tens\}|\{unit\})/),
  );
  // "fifty" in "fifty-two thousand": a ten that a unit follows is part of a compound.
  const unitAfter = templates
    .flatMap((pieces) => {
      const at = pieces.indexOf('{tens}');
      return at >= 0 && pieces[at + 2] === '{unit}' ? [literal(pieces[at + 1] ?? '')] : [];
    })
    .join('|');
  const inLarger = (pattern: string, notBefore: string) =>
    new RegExp(
      `(?<!${word(hundreds)}\\s+)${word(pattern)}(?!${notBefore}\\s*(?:-\\s*)?(?:${thousands})(?![${wordChars}]))`,
      'g',
    );
  const compounds = templates.map((pieces) =>
    inLarger(
      pieces
        .map((piece) => {
          if (piece === '{tens}') return `(?<tens>${anyOf([...tens.keys()])})`;
          if (piece === '{unit}') return `(?<unit>${anyOf(units)})`;
          return literal(piece);
        })
        .join(''),
      '',
    ),
  );
  const tenAlone = inLarger(
    anyOf([...tens.keys()]),
    unitAfter ? `(?:(?:${unitAfter})(?:${anyOf(units)}))?` : '',
  );
  const numberWord = new RegExp(word(anyOf([...numbers.keys()])), 'g');
  // "me gradué en dos mil veinte", "zweitausendzweiundzwanzig": the year's rest is read as a
  // number like any other, then joined to the two thousand before it; "fifty-two thousand five"
  // is an amount.
  const allWords = anyOf([...numbers.keys(), ...tens.keys()]);
  const yearStart = new RegExp(
    `(?<![${wordChars}]|-|\\s(?:y|and|und)\\s)${anyOf(list(words.yearThousands).map(spelling))}\\s*(?=${allWords})`,
    'g',
  );
  // The two thousand is marked off, then given back as it was where no year's rest follows it.
  const mark = '\u2060';
  const yearRest = new RegExp(
    `${mark}[^${mark}]*${mark}(\\d{1,2})(?![\\d.,]\\d|\\s*(?:${hundreds}|${thousands}|€|eur))`,
    'g',
  );
  const unmarked = new RegExp(`${mark}([^${mark}]*)${mark}`, 'g');
  return (message) => {
    let said = message.replace(yearStart, (found) => `${mark}${found}${mark}`);
    for (const compound of compounds) {
      said = said.replace(compound, (...found) => {
        const { tens: ten = '', unit = '' } = found.at(-1) as Record<string, string>;
        return String((tens.get(ten) ?? 0) + (numbers.get(unit) ?? 0));
      });
    }
    said = said.replace(tenAlone, (ten) => String(tens.get(ten) ?? ten));
    said = said.replace(numberWord, (found) => String(numbers.get(found) ?? found));
    return said
      .replace(yearRest, (_, rest: string) => String(2000 + Number(rest)))
      .replace(unmarked, '$1');
  };
}
