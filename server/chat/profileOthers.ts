import type { ProfileWords } from './profileWords';
import { profileText, sentencesOf, word, type ProfileText } from './profileText';
import type { SpellingMap } from './spelling';
import { partnerPronoun } from './partnerPronoun';
import { ownPartner, partnerNamed, personNamed, personNamedAt } from './peopleWords';
import { whoSpeaks } from './whoSpeaks';

/** The visitor's own words, and whether a question on another person's case was left out. */
export interface OwnWords {
  text: string;
  otherAsked: boolean;
  /** The message tells only a relative's case ("y mi primo … tiene 20 y bachiller también"). */
  ofRelative: boolean;
}

/**
 * A sentence without the brackets said of another person: "Mein Bruder (Informatiker, Angebot
 * 55.000 €) und ich": a bracket right after them is theirs; "Mein Mann und ich (beide 33, …)":
 * one after the visitor too, or on both, stays.
 */
function theirBracketsRemover(words: ProfileWords, text: ProfileText) {
  const others = word(text.any(`${words.partner},${words.relatives}`));
  const theirBracket = new RegExp(`(${others}(?:\\s+[^\\s(),.;:!?]+){0,2})\\s*\\([^()]*\\)`, 'g');
  const self = text.has(words.self);
  const both = text.has(words.bothOfUs);
  return (sentence: string) =>
    sentence.replace(theirBracket, (bracket, before: string) =>
      self(before) || both(bracket) ? bracket : before,
    );
}

/**
 * The message without what it states of another person, so their facts are not read as the
 * visitor's: a statement on a partner or a relative that does not speak of the visitor too
 * ("Mi hermano tiene 42, es electricista, alemán A1."), and, once one is named, a statement or a
 * clause that opens with a pronoun for them ("He's a software developer, no degree …", "Ich
 * komme mit meiner Frau, sie ist Zahnärztin"), in a message where the visitor speaks of
 * themselves: one who asks only for another ("Meine Nichte möchte sich bewerben", "Eine
 * Bewerberin ist 38 … ihr Mann kommt mit") tells that person's case. Questions stay: they say
 * what is asked; but a question on a relative's case that gives their facts ("My older brother
 * (28, IT guy with a degree) also wants to come … is that ok?") is that person's case, left out
 * and reported, as is a question for both ("do we both qualify?"). What is said of a partner is
 * read from the whole message (`toldReader`).
 */
/**
 * A message's first clause of more than one word, past a greeting: "Hola, mi hijo tiene 19 años
 * …" opens on the son (90a c07).
 */
const firstClause = (message: string) =>
  message.split(/[,.;:!?]/).find((clause) => clause.trim().split(/\s+/).length > 1) ?? '';

/**
 * Whether a question tells a relative's facts: a number after the relative's name ("My older
 * brother (28, IT guy) also wants to come, is that ok?"). A relative named after every number
 * ("estuve 7 meses en Alemania visitando a mi hermana, ¿cuenta?", 89a c23) is only part of the
 * visitor's story.
 */
function relativeCaseFinder(words: ProfileWords, text: ProfileText) {
  const relativeAt = personNamedAt(words, text, `${words.relatives},${words.familyMembers}`);
  return (sentence: string) => {
    const at = relativeAt(sentence);
    return at >= 0 && /\d/.test(sentence.slice(at));
  };
}

export function othersRemover(words: ProfileWords, text: ProfileText) {
  const other = personNamed(words, text, `${words.partner},${words.relatives}`);
  const others = word(text.any(`${words.partner},${words.relatives}`));
  // "Ich (Diego, 33, …) und meine Frau Ana (30, …, Deutsch B1)": from the joining word before the
  // partner on, the sentence is the partner's.
  const joinedOther = new RegExp(`\\s${text.any(words.joiners)}\\s+${others}`);
  const relative = personNamed(words, text, `${words.relatives},${words.familyMembers}`);
  const askedOfRelative = relativeCaseFinder(words, text);
  const opensWithOther = new RegExp(`^\\s*${others}`);
  const withoutTheirBrackets = theirBracketsRemover(words, text);
  const eachAsked = text.has(words.askEach);
  const { ownFromSelf, ownAround } = whoSpeaks(words, text);
  const self = text.has(words.self);
  const both = text.has(words.bothOfUs);
  const pronoun = partnerPronoun(words, text);
  const partnerAt = partnerNamed(words, text);
  const mine = ownPartner(words, text);
  const theirPartner = (message: string) =>
    [...message.matchAll(partnerAt)].some(([named]) => !mine(named));
  return (message: string): OwnWords => {
    const found = sentencesOf(message);
    const sentences = found.length ? found : [message];
    // "Our candidate … Her husband is a nurse": a partner not the visitor's own is the case's
    // partner, whose facts are theirs as a partner's are the visitor's; unless the case is a
    // relative's ("para mi hermana: … Su esposo …"), whose sentences are the case.
    const speaksOfSelf = sentences.some(self) || (theirPartner(message) && !relative(message));
    let named = '';
    let otherAsked = false;
    const kept = sentences.flatMap((sentence) => {
      const statement = !sentence.includes('?');
      const onOther = other(sentence) && !self(sentence);
      const continues = named !== '' && pronoun.opens(sentence, named) && !self(sentence);
      const theirCase = !statement && onOther && askedOfRelative(sentence);
      if (other(sentence)) named = sentence;
      if (speaksOfSelf && theirCase) otherAsked = true;
      // "Hice un año de au pair en Hamburgo y mi pareja también es licenciada": in a message
      // where the visitor speaks of themselves, what comes before the joined partner and names
      // no one else is the visitor's.
      const joined = statement && speaksOfSelf && !continues ? joinedOther.exec(sentence) : null;
      const before = joined ? sentence.slice(0, joined.index) : '';
      if (joined && (self(before) || !other(before))) return [ownAround(sentence, joined.index)];
      // "Sie spricht Deutsch B1 und Englisch C1, ihr Mann ist Informatiker": a sentence that
      // names them only after a clause of the case's own keeps that clause (below).
      const opensOnOther = other(sentence.split(/[,:]/)[0] ?? '');
      if (speaksOfSelf && (theirCase || (statement && ((onOther && opensOnOther) || continues))))
        return [];
      if (!speaksOfSelf || !statement || !named) return [sentence];
      // "Ich komme mit meiner Frau, sie ist Zahnärztin", "8 años de experiencia, mi esposa es
      // contadora con 2 años", "Mein Kollege und ich: er hat 5 Jahre": the clause on them is theirs.
      // The clauses after one of theirs stay theirs until the visitor speaks again: "ella es
      // ingeniera con 5 años de experiencia, alemán B1, 33 años. Yo soy …".
      let onThem = false;
      const theirs = (clause: string, at: number) => {
        // "She has German B2, I only have A2": a sentence after the one naming them may open on them.
        const opensOnThem =
          opensWithOther.test(clause) ||
          ((at > 0 || named !== sentence) && pronoun.opens(clause, named));
        // "…, sie 30, beide Master in Informatik": what both hold is the visitor's too.
        if (self(clause) || both(clause)) onThem = false;
        else if (opensOnThem) onThem = true;
        return onThem;
      };
      const own = withoutTheirBrackets(sentence)
        .split(/(?=[,:])/)
        .map((clause, at) => ownFromSelf(clause, at, named))
        .filter((clause, at) => !theirs(at === 0 ? clause : clause.slice(1), at))
        .join('');
      // The sentence still ends where it did when its last clause was theirs.
      const end = (said: string) => /[.;!?]\s*$/.exec(said)?.[0];
      return [end(own) ? own : `${own}${end(sentence) ?? ''}`];
    });
    // "Do we both qualify?": the visitor's case is weighed, and the partner's is asked for apart.
    return {
      text: kept.join(''),
      otherAsked: otherAsked || (eachAsked(message) && other(message)),
      // "5 years experience, my brother lives in Berlin" tells the visitor's facts first.
      ofRelative: !speaksOfSelf && relative(firstClause(message)),
    };
  };
}

/**
 * The visitor's own words of a spelled message (`othersRemover`), for what else is read from
 * them: "My wife has a master's in economics" names no master's the visitor asks about.
 */
export function ownWordsReader(words: ProfileWords, spelling: SpellingMap) {
  const remove = othersRemover(words, profileText(spelling));
  return (spelled: string) => remove(spelled).text;
}
