import { partnerNamed, type PeopleWords } from './peopleWords';
import { word, type ProfileText } from './profileText';

/**
 * Whether a pronoun speaks of the partner a message named before. Only one that fits the
 * partner does: after "His wife is a nurse with full recognition", "He has no Approbation yet"
 * speaks of the candidate again; after "Mi esposa viene conmigo", "ella tiene B1" is hers. A
 * partner named without a gender ("my partner", "mi pareja") takes either pronoun.
 */
export function partnerPronoun(words: PeopleWords & { joiners: string }, text: ProfileText) {
  const partnerAt = partnerNamed(words, text);
  const woman = text.has(words.partnerWoman);
  const man = text.has(words.partnerMan);
  // "…, 28 años, y él es técnico en enfermería": a joining word may lead the pronoun.
  const joiner = `(?:${text.any(words.joiners)}\\s+)?`;
  const patterns = (pronoun: string) => ({
    opens: new RegExp(`^\\s*${joiner}${word(pronoun)}`),
    holds: new RegExp(word(pronoun)),
  });
  const she = text.any(words.pronounShe);
  const he = text.any(words.pronounHe);
  const hers = patterns(she);
  const his = patterns(he);
  const either = patterns(`(?:${she}|${he})`);
  // The partner last named in `named`, by the pronoun that fits them.
  const fitting = (named: string) => {
    const said = [...named.matchAll(partnerAt)].at(-1)?.[0] ?? '';
    if (woman(said) && !man(said)) return hers;
    return man(said) && !woman(said) ? his : either;
  };
  return {
    /** A part that opens with the partner's pronoun: "She is 38", ", y ella tiene B1". */
    opens: (part: string, named: string) => fitting(named).opens.test(part),
    /** A sentence that holds the partner's pronoun anywhere: "Also she meets the requirements". */
    holds: (sentence: string, named: string) => fitting(named).holds.test(sentence),
  };
}
