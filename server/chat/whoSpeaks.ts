import { partnerPronoun } from './partnerPronoun';
import { word, type ProfileText } from './profileText';
import type { ProfileWords } from './profileWords';

/**
 * What both are, each time it is said: the clause of the word for both ("both", "ambos", "beide",
 * "mi esposo y yo somos"), from the word on, or from the clause's start where it names neither
 * person before the word ("inglés B2 los dos", "4 years of experience each", 93a M16).
 */
export function sharedClausesFinder(words: ProfileWords, text: ProfileText) {
  // A bracket inside is the clause's own: "los dos ingenieros (licenciatura, anabin entspricht)".
  const bothClause = new RegExp(
    `${word(text.any(words.bothOfUs))}(?:\\([^)]*\\)|[^,;:.!?(]|\\.(?=\\d))*`,
    'g',
  );
  const person = text.has(`${words.self},${words.partner}`);
  const clauseStart = /[^,;:.!?()]*$/;
  return (said: string) =>
    [...said.matchAll(bothClause)].map((found) => {
      const before = clauseStart.exec(said.slice(0, found.index))?.[0] ?? '';
      return person(before) ? found[0] : `${before}${found[0]}`;
    });
}

/**
 * Who a part of a message speaks of, the visitor or another person (a partner, a relative),
 * where a message names both: the visitor's own word ("ich", "yo", "I") takes the message back
 * from the other person, unless both are meant ("beide", "ambos", "both of us"). The readers ask
 * it from three sides, each below.
 */
export function whoSpeaks(words: ProfileWords, text: ProfileText) {
  const self = new RegExp(word(text.any(words.self)), 'g');
  const other = new RegExp(word(text.any(`${words.partner},${words.relatives}`)), 'g');
  const both = text.has(words.bothOfUs);
  const sharedClauses = sharedClausesFinder(words, text);
  const pronoun = partnerPronoun(words, text);
  // "Mi esposa y yo queremos ir, ella es ingeniera": the visitor joined to the partner's name
  // speaks of both, not of themselves alone.
  const joined = new RegExp(
    `^\\s*[^\\s.,;:!?]+(?:\\s+[^\\s.,;:!?]+)?\\s+${text.any(words.joiners)}\\s+$`,
  );
  // "my German is B1 but my husband's is C1": a joining or contrasting word turns to the partner.
  const turnsToPartner = new RegExp(
    `\\s${text.any(`${words.joiners},${words.contrast}`)}\\s+${word(text.any(words.partner))}`,
  );
  const lastAt = (pattern: RegExp, said: string) =>
    Math.max(-1, ...[...said.matchAll(pattern)].map((found) => found.index));
  const partnerClauseOf = (said: string) => {
    if (both(said)) return said;
    const alone = [...said.matchAll(self)].find(
      (found) => !joined.test(said.slice(0, found.index)),
    );
    return said.slice(0, alone?.index);
  };
  return {
    /**
     * Whether, in what a sentence says before a place, the other person was named after the
     * visitor last spoke of themselves: "Meine Frau ist Ärztin, anerkannt" rates hers, "Mein
     * Bruder und ich: ich bin Ärztin mit Approbation" the visitor's.
     */
    otherNamedLast: (before: string) => lastAt(other, before) > lastAt(self, before),
    /**
     * What is said of the partner from their name on, until the visitor speaks of themselves
     * again: "Mein Mann und ich: ich bin Ärztin, Deutsch C1; er ist Ingenieur" tells nothing of
     * him before the semicolon, unless both are meant ("my husband and I both speak German B1").
     */
    partnerClause: partnerClauseOf,
    /**
     * What a part that names the partner says of the visitor alone: its words before a joining or
     * contrasting word turns to the partner ("my German is B1 but my husband's is C1" → "my German
     * is B1"), with nothing of the partner before them; none where the part opens on the partner.
     */
    beforePartner: (part: string) => {
      const at = part.search(turnsToPartner);
      const before = at > 0 ? part.slice(0, at) : '';
      return before.search(other) >= 0 || both(part) ? '' : before;
    },
    /**
     * The visitor's words of a sentence that turns to the partner at `at`: what comes before, and
     * what the visitor says of themselves again after them, from their own word on ("tengo 45
     * años y mi esposa 38, ella es doctora y yo ingeniero electrico" → "tengo 45 años, yo
     * ingeniero electrico."); where both are meant, what both are is the visitor's too ("me and
     * my husband are both medical doctors (UMSA), I am 34 and he is 36" → "medical doctors, I am
     * 34", 80b W8), each clause of it ("los dos con 8 años …, ingles C1 los dos", 120a c08).
     */
    ownAround: (sentence: string, at: number) => {
      const rest = sentence.slice(at);
      const shared = sharedClauses(rest);
      const last = shared.at(-1);
      const after = last === undefined ? rest : rest.slice(rest.lastIndexOf(last) + last.length);
      const again = after.slice(partnerClauseOf(after).length);
      const own = [...shared, again.replace(/[.;!?\s]+$/, '')]
        .filter((said) => said?.trim())
        .join(', ');
      return `${sentence.slice(0, at)}${own ? `, ${own}` : ''}.`;
    },
    /**
     * A clause that opens on the other person last `named` and then names the visitor ("…, sie
     * hat B2 Deutsch ich nur A2", "she has German B2, I only have A2" without a comma) is the
     * visitor's from there on. `at` is the clause's place in its sentence: the first clause has
     * no separator before it.
     */
    ownFromSelf: (clause: string, at: number, named: string) => {
      const said = at === 0 ? clause : clause.slice(1);
      const found = said.search(self);
      if (at === 0 || found <= 0 || both(said)) return clause;
      return pronoun.opens(said, named) ? `${clause[0]} ${said.slice(found)}` : clause;
    },
  };
}
