import { partnerParts } from './partnerPlaces';
import { word, type ProfileText } from './profileText';
import type { ProfileWords } from './profileWords';

/**
 * "Möchte eine Ausbildung zur Pflegefachfrau machen", "want to train as a nurse", "quiero
 * estudiar enfermería": what follows a wish is a goal, not a qualification or occupation held;
 * "want to know if my training counts" names one held ("my").
 */
const goalPattern = (words: ProfileWords, text: ProfileText) =>
  new RegExp(
    word(
      `${text.any(words.wish)}\\s+(?:(?!${text.any(words.possessives)}\\s)[^\\s.,;!?]+\\s+){0,4}${text.any(words.goalWords)}`,
    ),
  );

/**
 * What the visitor has and does: the message without its goals and what it says of a partner
 * ("my wife is a teacher with a degree"). "Mein Partner kommt mit, hat einen anerkannten
 * Berufsabschluss": the parts of a sentence from the partner on are the partner's
 * (`partnerParts`), and those before are the visitor's ("Bin 38, Elektriker …, meine Frau ist
 * Krankenschwester"). `own` keeps the sentences that name no partner ("Mi
 * esposo … solo terminó el colegio" is not the visitor's). `goals` are the goal parts' words without
 * what they hold ("nach meinem Studium"), `goalParts` the parts themselves.
 */
export function ownWordsFinder(words: ProfileWords, text: ProfileText) {
  const partner = text.has(words.partner);
  const theirParts = partnerParts(words, text);
  const goal = goalPattern(words, text);
  // "Wir möchten einen Koch … einstellen": an employer's wish to hire names no goal of the visitor.
  const hire = text.has(words.hire);
  // "I want to do an apprenticeship (Ausbildung) as a mechatronics technician": what a bracket
  // joins to a goal belongs to it.
  // "möchte nach meinem abgeschlossenen Studium noch eine Ausbildung machen": the studies after
  // "nach meinem" are held, and the rest of the part is the goal.
  const heldClause = new RegExp(
    word(
      `${text.any(words.afterHeld)}\\s+${text.any(words.possessives)}(?:\\s+[^\\s.,;!?()]+){1,3}`,
    ),
    'g',
  );
  // "me aceptaron en la Hochschule Aachen para ingeniería mecánica": the programme a place was
  // given for is the study to come, not a degree or an occupation held.
  const admittedFor = new RegExp(`${word(text.any(words.admissionHeld))}[^.,;!?]*`, 'g');
  const goalsIn = (message: string, parts: readonly string[]) => {
    const goals: string[] = [];
    const goalParts: string[] = [];
    let cursor = 0;
    let previous = false;
    for (const part of parts) {
      const at = message.indexOf(part, cursor);
      const joined = at >= 0 && /^[\s()]*[()][\s()]*$/.test(message.slice(cursor, at));
      const wished = part.replace(heldClause, ' ');
      previous = (goal.test(wished) && !hire(part)) || (previous && joined);
      if (previous) {
        goalParts.push(part);
        goals.push(...part.split(heldClause).filter((piece) => piece.trim()));
      }
      if (at >= 0) cursor = at + part.length;
    }
    return { goals, goalParts };
  };
  return (message: string, parts: readonly string[]) => {
    const { goals, goalParts } = goalsIn(message, parts);
    const theirs = theirParts(message, parts);
    let cursor = 0;
    const visitorParts = parts.filter((part) => {
      const at = message.indexOf(part, cursor);
      if (at < 0) return true;
      cursor = at + part.length;
      return !theirs.has(at);
    });
    const partners = (part: string) => partner(part) || !visitorParts.includes(part);
    const notOwn = [...goals, ...parts.filter(partners)];
    const held = notOwn
      .reduce((rest, part) => rest.replace(part, ' '), message)
      .replace(admittedFor, ' ');
    const own = message
      .split(/[.;!?]/)
      .filter((sentence) => !partner(sentence))
      .join('.');
    return { goals, goalParts, visitorParts, held, own };
  };
}
