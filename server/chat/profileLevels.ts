import { languageLevels, type LanguageLevel } from '../../src/shared/germanyCheck/answers';
import { word, type ProfileText } from './profileText';
import type { ProfileWords } from './profileWords';
import type { Reader } from './profileReaders';

/** Each level goes to the language named nearest to it, in the same part of a sentence. */
/** A language's name where a part says it, from its first letter to its last. */
type LanguageNamed = { language: 'german' | 'english'; at: number; end: number };

/**
 * How far a level stands from a name, edge to edge: in "German A2, English B2" the A2 is one
 * space from "German", and further from "English" than "B2" is.
 */
const gapTo =
  (from: number, to: number) =>
  ({ at, end }: LanguageNamed) =>
    from >= end ? from - end : Math.max(0, at - to);

type Language = 'german' | 'english';

/**
 * Whether a message says a language is none: "No German", "sin alemán", "kein Deutsch", "no
 * hablo nada de alemán", "I don't speak any German" (up to three words between); "Alemán nada
 * todavía", "German: none", "Deutsch spreche ich gar nicht" (the language, then none). "No German
 * recognition", "sin reconocimiento alemán", "no German licence" deny the recognition or the
 * licence, not the language.
 */
function noneFinder(words: ProfileWords, text: ProfileText) {
  const negations = text.any(words.negations);
  const recognition = text.any(`${words.recognitionWords},${words.licence},${words.licenceNouns}`);
  const without = (language: string) =>
    new RegExp(
      word(
        `${negations}\\s+(?:(?!${recognition})[^\\s.,;!?]+\\s+){0,3}${text.any(language)}(?!\\s+${recognition})`,
      ),
    );
  const noLevel = (language: string) =>
    new RegExp(
      word(
        `(?:${text.any(language)}\\s*[:=,-]?\\s*${text.any(`${words.noLevel},${words.speakNone}`)}|${text.any(words.noLevel)}\\s+(?:[^\\s.,;!?]+\\s+)?${text.any(language)})`,
      ),
    );
  const withoutLanguage = {
    german: [without(words.german), noLevel(words.german)],
    english: [without(words.english), noLevel(words.english)],
  };
  return (language: Language, message: string) =>
    withoutLanguage[language].some((said) => said.test(message));
}

/**
 * "I don't have B2 yet, only A2, and no German licence": a level no language is named beside
 * goes to the one language the message names, unless it says that one is none; a nurse who names
 * no language at all ("noch kein B2, nur A2") speaks of the German her licence asks (§ 2 PflBG).
 */
function soleLanguageFinder(
  words: ProfileWords,
  text: ProfileText,
  named: Record<Language, RegExp>,
  saidNone: (language: Language, message: string) => boolean,
) {
  const nursing = text.has(`${words.nursing},${words.licence}`);
  return (message: string): LanguageNamed[] => {
    const namedAnywhere = (['german', 'english'] as const).filter(
      (language) => message.search(named[language]) >= 0 && !saidNone(language, message),
    );
    const nurseGerman = !namedAnywhere.length && nursing(message) && !saidNone('german', message);
    const sole = nurseGerman ? 'german' : namedAnywhere.length === 1 && namedAnywhere[0];
    return sole ? [{ language: sole, at: 0, end: 0 }] : [];
  };
}

/**
 * The levels a message says only as asked: "Ausgleichsmaßnahme nötig (Anpassungslehrgang +
 * Deutsch C1). Jetzt habe ich Deutsch B1" holds B1, not C1 (79c W3). A level said once as asked
 * and once more otherwise ("tengo B2, y piden B2") stays held; one in the next clause or after a
 * bracket closes ("reconocimiento parcial (me piden una prueba), alemán B2") is another's.
 */
function askedLevelsFinder(words: ProfileWords, text: ProfileText, level: RegExp) {
  const required = word(text.any(words.levelRequired));
  const held = word(text.any(words.levelHeld));
  const asked = new RegExp(
    `${required}(?:(?!${held})[^.,;!?)]){0,50}?${level.source}|${level.source}[^.,;!?()\\d]{0,12}?${required}`,
    'g',
  );
  const count = (found: IterableIterator<RegExpMatchArray>) => {
    const counts = new Map<string, number>();
    for (const match of found) {
      const stated = match[1] ?? match[2] ?? '';
      counts.set(stated, (counts.get(stated) ?? 0) + 1);
    }
    return counts;
  };
  return (message: string) => {
    const all = count(message.matchAll(level));
    const onlyAsked = [...count(message.matchAll(asked))].filter(
      ([stated, times]) => all.get(stated) === times,
    );
    return new Set(onlyAsked.map(([stated]) => stated));
  };
}

export function levelFinder(words: ProfileWords, text: ProfileText): Reader {
  const level = new RegExp(word('([abc][12])'), 'g');
  const askedOnly = askedLevelsFinder(words, text, level);
  const named = {
    german: new RegExp(word(text.any(words.german)), 'g'),
    english: new RegExp(word(text.any(words.english)), 'g'),
  };
  const negations = text.any(words.negations);
  const saidNone = noneFinder(words, text);
  // "ni B2 todavía (tengo A2)", "I don't have B2 yet, only A2", "noch kein B2, nur A2": a level
  // denied is not the one held; "no German but B2" denies the language, not the level.
  const languageOrJoiner = word(text.any(`${words.german},${words.english},${words.joiners}`));
  const deniedLevel = new RegExp(
    `${word(negations)}(?:\\s+(?!${languageOrJoiner})[^\\s.,;!?()]+){0,2}\\s+$`,
  );
  const soleOf = soleLanguageFinder(words, text, named, saidNone);
  // "Alemán A1 en curso (todavía no tengo el certificado)": a level being learned is not held.
  const inProgress = new RegExp(`^\\s*\\(?\\s*${word(text.any(words.levelInProgress))}`);
  // "Englisch ist meine Muttersprache", "native English speaker": spoken natively, above C1; not
  // "Deutsch ist nicht meine Muttersprache", "deutsche Muttersprache nicht".
  const nativeWords = text.any(words.nativeLanguage);
  const nativeOf = (language: string) =>
    new RegExp(
      word(
        `(?:${text.any(language)}(?:\\s+(?!${negations})[^\\s.,;!?()]+){0,2}\\s+${nativeWords}|${nativeWords}(?:\\s+[^\\s.,;!?()]+)?\\s+${text.any(language)})(?!\\s+${negations})`,
      ),
    );
  const native = { german: nativeOf(words.german), english: nativeOf(words.english) };
  return (message, parts) => {
    const found: { german?: LanguageLevel; english?: LanguageLevel } = {};
    const sole = soleOf(message);
    const asked = askedOnly(message);
    // "My English is intermediate, around B1": a level alone in its part is the language's
    // named in the part before, when that one gave it none.
    let previous: LanguageNamed[] = [];
    for (const part of parts) {
      const own = (['german', 'english'] as const).flatMap((language) =>
        [...part.matchAll(named[language])].map((match) => ({
          language,
          at: match.index,
          end: match.index + match[0].length,
        })),
      );
      const unlevelled = previous.filter(({ language }) => !found[language]);
      const fromBefore = unlevelled.map(({ language }) => ({ language, at: 0, end: 0 }));
      const names = own.length ? own : fromBefore.length ? fromBefore : sole;
      previous = own;
      if (!names.length) continue;
      for (const match of part.matchAll(level)) {
        const stated = match[1]?.toUpperCase() as LanguageLevel;
        if (!languageLevels.includes(stated) || asked.has(match[1] ?? '')) continue;
        if (deniedLevel.test(part.slice(0, match.index))) continue;
        if (inProgress.test(part.slice(match.index + match[0].length))) continue;
        const apart = gapTo(match.index, match.index + match[0].length);
        // "inglés B1 alemán A2": a level as near to the name after it as to the one before
        // belongs to the one before, the way the message writes each pair.
        const after = (name: LanguageNamed) => (name.end > match.index ? 1 : 0);
        const nearest = [...names].sort((a, b) => apart(a) - apart(b) || after(a) - after(b))[0];
        if (nearest) found[nearest.language] ??= stated;
      }
    }
    for (const language of ['german', 'english'] as const) {
      if (!found[language] && parts.some((part) => native[language].test(part))) {
        found[language] = 'C2';
      }
      if (!found[language] && saidNone(language, message)) found[language] = 'none';
    }
    return found;
  };
}
