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
  /**
   * A year's first two digits said as a number, with them: "nineteen=19, twenty=20" ("twenty
   * nineteen", "nineteen ninety-eight"), "mil novecientos=19", "neunzehnhundert=19". Only a rest
   * from ten up follows them, so "twenty five" stays twenty-five.
   */
  yearCenturies: string;
}

/** "thirty=30, …" copy as a map from the spelled-out word to its value. */
function pairs(copy: string, spelling: SpellingMap): Map<string, number> {
  return new Map(
    list(copy).map((pair) => {
      const [name = '', value = ''] = pair.split('=').map((side) => spelling(side.trim()));
      return [name, Number(value)] as const;
    }),
  );
}

/**
 * A message with its numbers written in words as digits, so every reader reads "tengo treinta y
 * cinco años", "I'm thirty-five" and "Ich bin vierunddreißig" as it reads "35", and "forty six
 * thousand", "cuarenta y cinco mil" and "zweiundfünfzigtausend" as "46 thousand", "45 mil" and
 * "52 tausend". A number in words with hundreds in it ("ciento cincuenta mil", "fifty thousand
 * seven hundred") stays in words: an amount that is not read whole is asked again, never read in
 * part (`profileSalary.ts`).
 */
export function numberWordsReader(
  words: NumberWords,
  spelling: SpellingMap,
  intl: string,
): (message: string) => string {
  const numbers = pairs(words.numbers, spelling);
  const tens = pairs(words.numberTensValues, spelling);
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
  const years = yearsInWords(words, spelling, { numbers, tens, hundreds, thousands });
  const thousandsInWords = thousandsReader(templates, { numbers, tens, hundreds, thousands });
  return (message) => {
    let said = thousandsInWords(years.markStarts(message));
    for (const compound of compounds) {
      said = said.replace(compound, (...found) => {
        const { tens: ten = '', unit = '' } = found.at(-1) as Record<string, string>;
        return String((tens.get(ten) ?? 0) + (numbers.get(unit) ?? 0));
      });
    }
    said = said.replace(tenAlone, (ten) => String(tens.get(ten) ?? ten));
    said = said.replace(numberWord, (found) => String(numbers.get(found) ?? found));
    return years.joinRests(said);
  };
}

/**
 * "forty six thousand", "cuarenta y cinco mil", "zweiundfünfzigtausend": thousands said in words,
 * as digits before the word for thousands. Only whole ones: after hundreds, or with more of the
 * number in words after them ("cincuenta mil quinientos", "dos mil veinte"), they stay in words.
 */
function thousandsReader(
  templates: string[][],
  { numbers, tens, hundreds, thousands }: NumberPieces,
): (message: string) => string {
  const units = [...numbers].filter(([, value]) => value >= 1 && value <= 9);
  const compounds = templates.flatMap((pieces) =>
    [...tens].flatMap(([ten, tenValue]) =>
      units.map(([unit, unitValue]) => {
        const name = pieces
          .map((piece) => (piece === '{tens}' ? ten : piece === '{unit}' ? unit : piece))
          .join('');
        return [name, tenValue + unitValue] as const;
      }),
    ),
  );
  const valueOf = new Map([
    ...[...numbers].filter(([, value]) => value >= 1),
    ...tens,
    ...compounds.map(([name, value]) => [name.replace(/\s+/g, ' '), value] as const),
  ]);
  const lead = anyOf([...valueOf.keys()]);
  const restInWords = `\\s*(?:[^\\s\\d]{1,3}\\s+)?(?:${hundreds}|${lead})(?![${wordChars}])`;
  const pattern = new RegExp(
    `(?<![${wordChars}]|(?:${hundreds})\\s*)(${lead})\\s*(?:-\\s*)?(${thousands})(?![${wordChars}])(?!${restInWords})`,
    'g',
  );
  return (message) =>
    message.replace(pattern, (found, said: string, thousand: string) => {
      const value = valueOf.get(said.replace(/\s+/g, ' '));
      return value ? `${value} ${thousand}` : found;
    });
}

interface NumberPieces {
  numbers: Map<string, number>;
  tens: Map<string, number>;
  hundreds: string;
  thousands: string;
}

/**
 * "me gradué en dos mil veinte", "zweitausendzweiundzwanzig", "twenty nineteen": the year's rest
 * is read as a number like any other, then joined to the two thousand or the century before it;
 * "fifty-two thousand five" is an amount.
 */
function yearsInWords(
  words: NumberWords,
  spelling: SpellingMap,
  { numbers, tens, hundreds, thousands }: NumberPieces,
): { markStarts: (message: string) => string; joinRests: (said: string) => string } {
  const allWords = anyOf([...numbers.keys(), ...tens.keys()]);
  const notInside = `(?<![${wordChars}]|-|\\s(?:y|and|und)\\s)`;
  const centuries = pairs(words.yearCenturies, spelling);
  const fromTen = anyOf([
    ...tens.keys(),
    ...[...numbers].filter(([, value]) => value >= 10).map(([name]) => name),
  ]);
  // A century that is a number of its own ("twenty") starts a year only before a rest from ten
  // up; one that is not ("neunzehnhundert", "mil novecientos") before any rest.
  const isNumber = (name: string) => numbers.has(name) || tens.has(name);
  const centuryNames = [...centuries.keys()];
  const startsBefore = (names: string[], rest: string) =>
    names.length ? [`${anyOf(names)}\\s*(?=${rest})`] : [];
  const yearStart = new RegExp(
    `${notInside}(?:${[
      ...startsBefore(list(words.yearThousands).map(spelling), allWords),
      ...startsBefore(
        centuryNames.filter((name) => !isNumber(name)),
        allWords,
      ),
      ...startsBefore(
        centuryNames.filter(isNumber),
        `${fromTen}(?![${wordChars}]|\\s*(?:${hundreds}|${thousands}))`,
      ),
    ].join('|')})`,
    'g',
  );
  // The two thousand or the century is marked off with its value, then given back as it was where
  // no year's rest follows it.
  const mark = '\u2060';
  const value = '\u2061';
  const yearRest = new RegExp(
    `${mark}[^${mark}]*${value}(\\d+)${mark}(\\d{1,2})(?![\\d.,]\\d|\\s*(?:${hundreds}|${thousands}|€|eur))`,
    'g',
  );
  const unmarked = new RegExp(`${mark}([^${mark}]*)${value}\\d+${mark}`, 'g');
  return {
    markStarts: (message) =>
      message.replace(
        yearStart,
        (found) => `${mark}${found}${value}${centuries.get(found.trim()) ?? 20}${mark}`,
      ),
    joinRests: (said) =>
      said
        .replace(yearRest, (_, century: string, rest: string) =>
          String(Number(century) * 100 + Number(rest)),
        )
        .replace(unmarked, '$1'),
  };
}
