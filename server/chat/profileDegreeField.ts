import type { Occupation } from '../../src/shared/germanyCheck/answers';
import type { StatedProfile } from './profile';
import type { ProfileWords } from './profileWords';
import { word, type ProfileText } from './profileText';

/**
 * The field a degree is named after is the occupation of that field: "Bachelor Maschinenbau" is
 * engineering as "Maschinenbauingenieur" is, "IT degree" is IT as "título en informática" is,
 * "nursing degree" is nursing. A field word (`fieldIt`, `fieldNursing`, `fieldShortage`) names an
 * occupation only beside a word for a degree: right after it, or after one linking word ("master
 * in", "título en", "Bachelor der"), or right before it ("IT degree", "Informatik-Bachelor").
 * Alone, "IT" is "it" and "Maschinenbau" an industry. The words for a degree's check ("anabin")
 * are no degree here. The occupation the message names by itself wins (`occupationReader`).
 */
export function degreeFieldReader(
  words: ProfileWords,
  text: ProfileText,
): (held: string) => StatedProfile {
  const checks = new Set(text.spelled(words.recognised));
  const degree = text.any(
    text
      .spelled(words.degree)
      .filter((name) => !checks.has(name))
      .join(','),
  );
  const links = text.any(words.fieldLinks);
  const fields: [Occupation, string][] = [
    ['it', words.fieldIt],
    ['nursing', words.fieldNursing],
    ['shortage', words.fieldShortage],
  ];
  const named = fields.map(([occupation, copy]) => {
    const field = text.any(copy);
    const pattern = new RegExp(
      word(`(?:${degree}(?:\\s+${links})?\\s+${field}|${field}[\\s-]+${degree})`),
    );
    return [occupation, pattern] as const;
  });
  return (held) => {
    const found = named.find(([, pattern]) => pattern.test(held));
    return found ? { occupation: found[0] } : {};
  };
}
