import { ageBand } from './profileAgePatterns';
import { numberPhrases, word, type ProfileText } from './profileText';
import type { ProfileWords } from './profileWords';

/** The words of a couple's two ages told together, in one language (comma-separated copy). */
export interface CoupleAgeWords {
  /** Two ages in one phrase, `#` for each: "tenemos # y #", "we are # and #", "wir sind # und #". */
  coupleAges: string;
  /** One age said of both, `#` for it: "los dos tenemos # años", "we are both # years old". */
  coupleAgeSaid: string;
  /** The word between two ages listed alone ("…, 32 and 30, …"): "and", "y", "und". */
  agesJoin: string;
}

/** How many words after the pair may make them years of work ("tenemos 10 y 12 años de experiencia"). */
const experienceReach = 3;

/** Whether two ages earn the same under § 20b (1) nos. 9–10 and the 45-year rule of § 18 (2) no. 5. */
const weighAlike = (first: number, second: number) =>
  ageBand(first) !== undefined &&
  ageBand(first) === ageBand(second) &&
  first >= 45 === second >= 45;

/**
 * A message whose couple tells both ages in one phrase ("mi esposo y yo … tenemos 30 y 32", "we
 * are 30 and 32", 93a M16) with the pair said as one age of both where both ages weigh alike, so
 * the visitor and the partner each get it; where they do not, which age is whose is unsaid, so the
 * pair is dropped and the reply asks the visitor's age rather than guess.
 */
export function coupleAgesReader(words: ProfileWords, text: ProfileText) {
  const phrased = numberPhrases(text, words.coupleAges, '\\d{2}');
  // "My wife and I are both engineers, 32 and 30, degrees recognised in Bolivia" (94b m17): a
  // pair on its own between commas, never one inside a longer clause ("between 45 and 50 thousand").
  const listed = `(?<=(?:^|[,(:])\\s*)(\\d{2})\\s+${text.any(words.agesJoin)}\\s+(\\d{2})(?=\\s*(?:[,.;)]|$))`;
  const pair = new RegExp(`${word(phrased)}|${listed}`, 'g');
  const partner = text.has(words.partner);
  const experience = new RegExp(
    `^(?:\\s+[^\\s.,;!?]+){0,${experienceReach}}?\\s+${text.any(words.experience)}`,
  );
  const [saidOfBoth = ''] = text.spelled(words.coupleAgeSaid);
  const said = (age: number) => ` ${saidOfBoth.replace('#', String(age))} `;
  return (message: string) => {
    if (!partner(message)) return message;
    return message.replace(pair, (found: string, ...rest: (string | number | undefined)[]) => {
      // The captures, then the offset and the whole message: the two defined captures are the ages.
      const at = rest.at(-2) as number;
      const [first = 0, second = 0] = rest
        .slice(0, -2)
        .filter((group) => group !== undefined)
        .map(Number);
      if (experience.test(message.slice(at + found.length))) return found;
      return weighAlike(first, second) ? said(first) : ' ';
    });
  };
}
