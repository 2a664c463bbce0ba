import type { Occupation } from '../../src/shared/germanyCheck/answers';
import type { ProfileWords } from './profileWords';
import { anyOf, word, type ProfileText } from './profileText';

/**
 * The field of a degree a message names (`other` for one of no occupation of the check's lists:
 * business, law, economics), and the message without the words that name it, in which the
 * occupation the visitor works in is read (`visitorOccupationReader`).
 */
export interface Field {
  field?: Occupation;
  rest: string;
}

/**
 * The field a degree is named after is the occupation of that field: "Bachelor Maschinenbau" is
 * engineering as "Maschinenbauingenieur" is, "IT degree" is IT as "título en informática" is,
 * "nursing degree" is nursing, "Diplom in Architektur" an occupation on the Blue Card's list
 * (§ 18g (1) sentence 2). A field word (`fieldIt`, `fieldNursing`, `fieldShortage`,
 * `fieldBlueCardList`) names an
 * occupation only beside a word for a degree: right after it, or after one linking word ("master
 * in", "título en", "Bachelor der"), or right before it ("IT degree", "Informatik-Bachelor").
 * Alone, "IT" is "it" and "Maschinenbau" an industry, unless it is an item of a list beside a degree. The words for a degree's check ("anabin")
 * are no degree here. Training names IT or nursing the same way ("IT vocational training",
 * "formación profesional en informática", "Ausbildung in der IT"): vocational training does not
 * take an IT specialist's § 18g (2) route away. The occupation the message names by itself wins
 * (`occupationReader`); a field that differs from it is the qualification's (`qualificationField`).
 */
export function degreeFieldReader(words: ProfileWords, text: ProfileText): (held: string) => Field {
  const checks = new Set(text.spelled(words.recognised));
  const degree = text.any(
    text
      .spelled(words.degree)
      .filter((name) => !checks.has(name))
      .join(','),
  );
  const links = text.any(words.fieldLinks);
  // "IT-Ausbildung", "Pflegeausbildung": training named after IT or nursing is in that field;
  // an engineering field names only a degree.
  const trainingEnds = text
    .spelled(words.vocational)
    .filter((name) => name.startsWith('*'))
    .map((name) => name.slice(1));
  const trainingNames = text.spelled(words.vocational).filter((name) => !name.startsWith('*'));
  const training = `|${anyOf([...trainingNames, ...trainingEnds])}`;
  // "Estudié arquitectura", "studied chemistry": studies name a degree's field too.
  const studied = `|${text.any(words.fieldStudied)}`;
  const fields: [Occupation, string, string][] = [
    ['it', words.fieldIt, training],
    ['nursing', words.fieldNursing, training],
    ['shortage', words.fieldShortage, studied],
    ['blueCardList', words.fieldBlueCardList, studied],
    ['other', words.fieldOther, studied],
  ];
  // "habe Ingeniería Industrial in Perú studiert" (90c c19): a place between the field and the word.
  const place = `(?:\\s+${text.any(words.placeWords)}\\s+[^\\s\\d.,;!?()]+)?`;
  const named = fields.map(([occupation, copy, trained]) => {
    const field = text.any(copy);
    // Up to two linking words: "Ausbildung in der IT", "master in der Informatik".
    const pattern = new RegExp(
      word(
        `(?:(?:${degree}${trained})(?:\\s+${links}){0,2}\\s+${field}|${field}${place}[\\s-]+(?:${degree}${trained}))`,
      ),
      'g',
    );
    return [occupation, pattern] as const;
  });
  // "Master in Aachen gemacht … Jetzt 31, Maschinenbau." (115c c09): a field alone as an item of
  // the message's list, beside a degree named, is that degree's.
  const degreeSaid = new RegExp(word(degree));
  const items = fields
    .filter(([occupation]) => occupation !== 'other')
    .map(
      ([occupation, copy]) =>
        [
          occupation,
          new RegExp(`(?:^|[,.;:(]\\s*)${text.any(copy)}(?=\\s*(?:[,.;:)]|$))`),
        ] as const,
    );
  return (held) => {
    const found = named.find(([, pattern]) => held.search(pattern) >= 0);
    if (found) return { field: found[0], rest: held.replace(found[1], ' ') };
    const item = degreeSaid.test(held)
      ? items.find(([, pattern]) => pattern.test(held))
      : undefined;
    return item ? { field: item[0], rest: held } : { rest: held };
  };
}
