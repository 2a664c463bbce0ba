import { whoSpeaks } from './whoSpeaks';
import type { StatedProfile } from './profile';
import type { ProfileWords } from './profileWords';
import type { Reader } from './profileReaders';
import { createPhraseMatcher } from './intents';
import { sentencesOf, word, type Has, type ProfileText } from './profileText';
import type { SpellingMap } from './spelling';
import type { LicensedProfession } from '../../src/shared/germanyCheck/regulatedProfessions';

/**
 * A licence to practise for a time ("befristet", "§ 10 BÄO"), which a doctor or dentist may get
 * before the recognition. Unbounded: "(§10 BÄO)" starts with no letter a word boundary could
 * stand before.
 */
const temporaryLicencePattern = (words: ProfileWords, text: ProfileText) =>
  new RegExp(text.any(words.licenceTemporary));

/**
 * Whether what a message says of a licence names one for a time: "Berufserlaubnis nach § 10 BÄO",
 * "permiso temporal"; and "Berufserlaubnis prometida" for a doctor (84a W2), as the doctor's,
 * dentist's, pharmacist's or vet's Berufserlaubnis is one for a time by law (§ 10 BÄO, § 13 ZHG,
 * § 11 BApO, § 11 BTÄO), given before the recognition; a nurse's is the full one.
 */
export function temporaryLicenceFinder(words: ProfileWords, text: ProfileText) {
  const temporaryAt = temporaryLicencePattern(words, text);
  const permitForATime = text.has(words.licenceForATime);
  const { doctor, dentist, pharmacist, veterinarian } = words.regulated;
  const medical = text.has([doctor, dentist, pharmacist, veterinarian].join(','));
  return (message: string) => (said: string) =>
    temporaryAt.test(said) || (permitForATime(said) && medical(message));
}

/**
 * A licence to practise the visitor says they hold ("meine Berufserlaubnis habe ich schon", "ya
 * tengo la licencia para ejercer", "I already have my German nursing licence"): only a full
 * recognition leads to it (§ 18 (2) no. 3 AufenthG), so it is the full recognition (`licensed`:
 * and the German the work needs, which no route asks again). A part that
 * names the licence (`licence`) and a verb of holding it (`licenceHeld`) states it, unless the
 * part denies it or says it is not there yet, the sentence asks ("Do I have to have a licence?")
 * or speaks of a partner. The set phrases read later (`recognised`) still win. A licence said not
 * held yet ("todavía no tengo la Approbation", "Approbation beantragt aber noch nicht erteilt") is
 * `licensed: false`: the routes that weigh the recognition leave it to show, as it may be granted;
 * § 19c (2), the route without one, misses it (`withLicence`). One the person comes with
 * (`licenceWith`: "mit vollständiger Anerkennung und Approbation") is held too, though the joining
 * word splits it from its "mit" into parts of its own.
 */
export function licenceReader(words: ProfileWords, text: ProfileText): Reader {
  const licence = text.has(words.licence);
  const held = text.has(words.licenceHeld);
  // "Recibí el Defizitbescheid para la Approbation": a notice of what is missing for the licence,
  // not the licence.
  // "Als PTA, bis ich die Approbation habe": a licence awaited is not held either.
  const denied = text.has(
    `${words.negations},${words.recognitionPending},${words.recognitionSought},${words.partialRecognition},${words.licenceAwaited}`,
  );
  const awaited = text.has(words.licenceAwaited);
  const compensation = text.has(words.compensationMeasures);
  // "Die Approbation ist beantragt, aber noch nicht erteilt", "licence pending": not held yet.
  const notYet = text.has(`${words.recognitionPending},${words.licenceAwaited}`);
  const partner = text.has(words.partner);
  const pending = (part: string) => licence(part) && notYet(part);
  const supposed = supposedLicenceFinder(words, text);
  // "Todavía sin Approbation", "no Approbation yet", "ohne Berufserlaubnis": denied right before.
  const without = new RegExp(
    word(`${text.any(words.negations)}\\s+(?:[^\\s.,;!?]+\\s+){0,1}${text.any(words.licence)}`),
  );
  const temporaryAt = temporaryLicencePattern(words, text);
  const temporaryIn = temporaryLicenceFinder(words, text);
  const cameWith = cameWithFinder(words, text, denied);
  // "Approbation hab ich noch nicht aber die Berufserlaubnis ist zugesagt" (81c A1): each side of
  // a contrast speaks of its own licence.
  const contrast = new RegExp(`\\s${text.any(words.contrast)}\\s`);
  return (message, whole): StatedProfile => {
    const temporary = temporaryIn(message);
    // Each piece, and whether a contrast follows it in its part.
    const pieces = whole.flatMap((part) =>
      part.split(contrast).map((piece, at, all) => ({ piece, contrasted: at < all.length - 1 })),
    );
    const parts = pieces.map(({ piece }) => piece);
    const asked = sentencesOf(message).filter((sentence) => sentence.includes('?'));
    // "Eine Berufserlaubnis hat er auch nicht": the joining word "auch" leaves the negation in a
    // part of its own, a few words long, which still speaks of the licence, as does a bracket
    // after it ("la Berufserlaubnis (§ 10 BÄO)"); a part after a contrast is another matter.
    // "Berufserlaubnis (§10 BÄO) zugesagt" (86c V32): the verb of holding it after its bracket.
    const shortAfter = (at: number) =>
      (parts[at] ?? '').trim().split(/\s+/).length <= 3 && !pieces[at - 1]?.contrasted;
    const told = parts.flatMap((part, at) => {
      const next = parts[at + 1] ?? '';
      const said = shortAfter(at + 1) ? `${part} ${next}` : part;
      const beyond = shortAfter(at + 1) && shortAfter(at + 2) ? `${said} ${parts[at + 2]}` : said;
      const stated =
        licence(part) &&
        (held(part) || (temporaryAt.test(said) && held(beyond))) &&
        !partner(part) &&
        !supposed(part) &&
        !asked.some((question) => question.includes(part));
      return stated ? [said] : [];
    });
    // "Habe Berufserlaubnis nach § 10 BÄO bekommen", "got the Berufserlaubnis under § 10 BÄO (no
    // Approbation yet)": a licence for a time held, whatever is said of the Approbation after it.
    const forATime = told.some((part) => {
      const at = part.search(temporaryAt);
      return at >= 0 && !without.test(part.slice(0, at)) && !awaited(part.slice(0, at));
    });
    if (forATime) return { licensed: true };
    const holding = [...told.filter((part) => !denied(part)), ...cameWith(message)];
    // "Berufserlaubnis temporal (§ 10 BÄO)": a permit to practise for a time, which a doctor
    // or dentist may get before the recognition; the degree's recognition stays to show.
    // "Mein Antrag auf Approbation läuft noch, … eine Berufserlaubnis zugesagt": the licence held
    // beside one still pending is the one for a time (76c W5).
    const pendingBeside = parts.some((part) => pending(part) && !holding.includes(part));
    if (holding.length && (holding.every(temporary) || pendingBeside)) return { licensed: true };
    if (holding.length) return { recognised: true, licensed: true };
    // "Todavía no tengo la Approbation", "Defizitbescheid mit Anpassungslehrgang": the licence is
    // not held, whatever the degree's rating.
    const lacking = parts.some(
      (part) =>
        (without.test(part) || compensation(part) || (licence(part) && notYet(part))) &&
        !partner(part) &&
        !asked.some((q) => q.includes(part)),
    );
    return told.length || lacking ? { licensed: false } : {};
  };
}

/**
 * The clauses that tell of a licence the person comes with ("mit vollständiger Anerkennung und
 * Approbation", "ya tengo el reconocimiento completo y la Berufserlaubnis").
 */
function cameWithFinder(
  words: ProfileWords,
  text: ProfileText,
  denied: (clause: string) => boolean,
) {
  // "Ya tengo el reconocimiento completo y la Berufserlaubnis": held, joined to another thing held.
  const heldToo = `${text.any(words.licenceHeld)}(?:\\s+[^\\s.,;!?]+){0,4}?\\s+${text.any(words.joiners)}(?:\\s+[^\\s.,;!?]+)?`;
  const comesWith = new RegExp(
    word(
      `(?:${text.any(words.licenceWith)}(?:\\s+[^\\s.,;!?]+){0,4}?|${heldToo})\\s+${text.any(words.licence)}`,
    ),
    'g',
  );
  // "Mein Mann und ich: ich bin Ärztin mit Approbation": the visitor's, named after the partner.
  const { otherNamedLast } = whoSpeaks(words, text);
  return (message: string) =>
    sentencesOf(message).flatMap((sentence) =>
      [...sentence.matchAll(comesWith)].flatMap((hit) => {
        // In a question, only as an item of a list of facts ("Was braucht eine Apothekerin, 40,
        // mit Anerkennung und Approbation, Deutsch C1?"), not a condition ("Can I work with…?").
        const item = /,\s*$/.test(sentence.slice(0, hit.index));
        const clause = sentence.slice(hit.index).split(/[,;]/)[0] ?? '';
        const stated = (item || !sentence.includes('?')) && !denied(clause);
        return stated && !otherNamedLast(sentence.slice(0, hit.index)) ? [clause] : [];
      }),
    );
}

/** "Me ofrece 70.000 … si tengo la Berufserlaubnis": a licence supposed, not held (76a W4). */
function supposedLicenceFinder(words: ProfileWords, text: ProfileText) {
  const supposed = new RegExp(
    word(
      `${text.any(words.supposed)}\\s+(?:[^\\s.,;!?]+\\s+){0,3}?(?:${text.any(words.licenceHeld)}|${text.any(words.licence)})`,
    ),
  );
  return (part: string) => supposed.test(part);
}

/** The names of each regulated profession: social work's are also an occupation's (63b). */
export const regulatedNames = (words: ProfileWords): Record<LicensedProfession, string> => ({
  ...words.regulated,
  socialWorker: `${words.shortageOffList}, ${words.regulated.socialWorker}`,
});

/**
 * Whether a message names a profession regulated in Germany (`regulatedProfessions`), and one the
 * job practises: a teacher hired by a language school ("Wir sind eine private Sprachschule")
 * teaches outside the regulated public-school profession; a lawyer hired for compliance does not
 * practise law. A lawyer "not admitted as a Rechtsanwalt in Germany" does (64b): the words for
 * work outside the bar ("nicht als Rechtsanwalt") are then said of the admission.
 */
export function professionLicenceFinder(
  words: ProfileWords,
  text: ProfileText,
  spelling: SpellingMap,
): (message: string) => StatedProfile {
  // One matcher, so the longer "profesor universitario" claims the words of "profesor", and
  // "una farmacéutica" (the employer) those of "farmacéutica".
  const professions = createPhraseMatcher(
    { ...regulatedNames(words), notRegulated: words.notRegulated },
    spelling,
  );
  const ofAdmission = new RegExp(
    word(
      `${text.any(words.unlicensedLaw)}(?:\\s+[^\\s.,;!?]+){0,4}?\\s+${text.any(words.admitted)}`,
    ),
    'g',
  );
  const unlicensedLaw = text.has(words.unlicensedLaw);
  const outsideLicence: Partial<Record<string, Has>> = {
    publicSchoolTeacher: text.has(words.unregulatedTeaching),
    lawyer: (message) => unlicensedLaw(message.replace(ofAdmission, ' ')),
  };
  const asAttorney = text.has(words.barAdmission);
  return (message) => {
    const found = professions(message).intents.filter((kind) => kind !== 'notRegulated');
    if (!found.length) return {};
    const outside = found.every((kind) => outsideLicence[kind]?.(message));
    if (outside) return { licenceNotNeeded: true };
    const bar = found.includes('lawyer') && asAttorney(message);
    return bar ? { regulated: true, barAdmission: true } : { regulated: true };
  };
}
