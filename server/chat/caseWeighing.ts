import {
  conditionLaw,
  evaluatePathway,
  isLicenceRow,
  resultOf,
  type ConditionId,
  type PathwayId,
  type PathwayResult,
  type WeighedAnswers,
} from '../../src/shared/germanyCheck/pathways';
import { atLeast } from '../../src/shared/germanyCheck/answers';
import { graduationAsked, withGraduateThreshold } from './blueCardGraduate';
import { routeAnswers } from './caseAnswers';
import { deniedRows, withStatedDenials } from './caseStatedRows';
import type { StatedProfile } from './profile';

/** Facts a visitor may leave out that a route's conditions depend on. */
export const askableFacts = [
  'qualification',
  'age',
  'german',
  'english',
  'experience',
  'salary',
] as const;
/**
 * `graduation`: when the degree was earned, asked only for the Blue Card's lower threshold;
 * `collectiveAgreement`: whether the employer pays under one, asked only when § 19c (2) turns on it.
 */
export type AskableFact = (typeof askableFacts)[number] | 'graduation' | 'collectiveAgreement';
type CountedFact = Exclude<(typeof askableFacts)[number], 'qualification'>;

/** The most each fact can be: what a visitor who has not said it may still have. */
const mostOf: Record<CountedFact, Partial<WeighedAnswers>> = {
  age: { age: 'under35', from45: false },
  german: { german: 'C2' },
  english: { english: 'C2' },
  experience: { experience: 'fiveOfSeven' },
  // A job whose pay is not given may pay any figure: its salary conditions are to show.
  salary: { salary: Number.MAX_SAFE_INTEGER },
};

/**
 * Whether the message names no qualification: "my qualification is fully recognised" says
 * neither a degree nor vocational training, and the Blue Card asks a degree.
 */
const qualificationUnstated = (profile: StatedProfile) =>
  profile.degree === undefined &&
  profile.vocational !== true &&
  profile.skilledTrade !== true &&
  profile.schoolOnly !== true;

/** The facts the message did not give. */
export const unstated = (profile: StatedProfile): AskableFact[] =>
  askableFacts.filter((fact) =>
    fact === 'qualification'
      ? qualificationUnstated(profile)
      : fact === 'salary'
        ? profile.jobOffer === true && profile.salary === undefined
        : profile[fact] === undefined,
  );

/**
 * The qualifications a visitor who names none may have: a nurse has trained, at a university or
 * in vocational training, and so has one whose qualification was recognised, fully or in part
 * (a notice of recognition is given only for a qualification); anyone else may have a school
 * certificate only.
 */
const qualificationsOf = (
  answers: WeighedAnswers,
  profile: StatedProfile,
): WeighedAnswers['qualification'][] =>
  answers.occupation === 'nursing' ||
  profile.qualified ||
  profile.partialRecognition === true ||
  profile.recognised === true
    ? ['degree', 'vocational']
    : ['degree', 'vocational', 'school'];

/**
 * "No higher salary from 45" says the age rule of § 18 (2) no. 5 does not bind a route: with the
 * age not given it would read as if the visitor were under 45, and the route needs no proof of
 * age, so the row is left out.
 */
const withoutAgeRow = (id: PathwayId, result: PathwayResult): PathwayResult =>
  resultOf(
    id,
    result.conditions.filter((condition) => condition.id !== 'noAgeRule'),
  );

/**
 * Whether the message makes the visitor's profession regulated in Germany for § 19c (2)'s row
 * "an occupation not regulated, or full recognition and the licence": a profession of
 * `regulatedProfessions`, or a licence said not held yet ("no tengo la Approbation todavía"),
 * which only a regulated profession asks. A notice of partial recognition alone does not: recognition
 * authorities issue one for occupations that are not regulated too (a partial equivalence under
 * the BQFG), where § 19c (2) needs no recognition at all. Nor does a job outside the profession.
 */
const regulatedStated = (profile: StatedProfile) =>
  (profile.regulated === true || licenceLacking(profile)) && !outsideProfession(profile);

/**
 * A licence said not held. Beside a notice of partial recognition it is what the notice leaves
 * to do, which says nothing of a licence unless the profession is regulated ("Defizitbescheid de
 * la IHK" for a car mechanic, 123a c21); a nurse's notice is the licence's own.
 */
const licenceLacking = (profile: StatedProfile) =>
  profile.licensed === false &&
  (profile.partialRecognition !== true || profile.occupation === 'nursing');

/**
 * A job in another occupation than the regulated profession ("Zahnarzt …, Jobangebot als
 * zahnmedizinischer Assistent"): the work needs no licence to practise that profession (57f).
 * No IT job is regulated in Germany ("soy abogada … me ofrecen un puesto de programadora").
 */
const outsideProfession = (profile: StatedProfile) =>
  profile.jobOccupation === 'it' ||
  (profile.jobOccupation === 'other' && profile.occupation !== 'other');

/**
 * A qualification said not to be (fully) recognised in Germany ("hasn't been checked in Germany
 * yet", "Teilanerkennung"): no licence to practise is issued without the full recognition, so
 * whatever the German level, the licence row is missing (§ 18 (2) no. 3 AufenthG, DE55). Nor is
 * the bar admission a Rechtsanwalt needs issued on a recognition (`barAdmission`).
 */
const recognitionDenied = (profile: StatedProfile) =>
  profile.recognised === false ||
  profile.partialRecognition === true ||
  profile.barAdmission === true;

/**
 * A regulated profession's licence (§ 18 (2) no. 3 AufenthG) needs the full recognition the
 * check asks only of nurses. § 19c (2) is the route without it: there the licence is missing
 * when the qualification is said not to be recognised or the licence not held, else still to
 * show. §§ 18a/18b and the Blue Card (§ 18 (2) no. 3 binds § 18g too) weigh the qualification
 * already: the licence (Approbation, Berufserlaubnis) is added to show beside it, also when not
 * held yet, as it may be granted or promised (§ 18a with the recognition pending is to show,
 * DE55). A licence the visitor holds is met.
 */
export function withLicence(
  id: PathwayId,
  profile: StatedProfile,
  result: PathwayResult,
): PathwayResult {
  if (profile.licensed === true || fullyRecognisedNurse(profile)) {
    return withLicenceHeld(id, result);
  }
  if (!regulatedStated(profile)) return result;
  if ((id === 'skilledWorker' || id === 'blueCard') && profile.regulated === true) {
    const listed = result.conditions.some((condition) => isLicenceRow(condition.id));
    // § 18 (2) no. 3 AufenthG, as the row of § 19c (2) cites it; missing beside a notice of
    // partial recognition (DE51) or for the bar. A recognition not done yet ("not checked yet",
    // "noch nicht beantragt") or a licence not held yet may still come: to show, as § 18a is with
    // the recognition pending (DE55).
    const law = conditionLaw('experience', 'licenceToPractise');
    const closed = profile.partialRecognition === true || profile.barAdmission === true;
    const state = closed ? ('unmet' as const) : ('toProve' as const);
    const licence = { id: 'licenceToPractise' as const, state, law };
    return listed ? result : resultOf(id, [...result.conditions, licence]);
  }
  // § 19c (2): missing where the recognition the licence needs is denied (DE51); a licence not
  // held yet may be granted or promised (§ 18 (2) no. 3), to show as on the page (98b m07b).
  const unrecognised = recognitionDenied(profile);
  return resultOf(
    id,
    result.conditions.map((condition) =>
      isLicenceRow(condition.id)
        ? { ...condition, state: unrecognised ? ('unmet' as const) : ('toProve' as const) }
        : condition,
    ),
  );
}

/**
 * A licence to practise the visitor holds (a Berufserlaubnis, a licencia): it was issued only
 * with the recognition and the German the work needs (§ 2 no. 4 PflBG for nurses), so the
 * licence row is met and German B2 is not asked again, whatever the licensed profession.
 */
const withLicenceHeld = (id: PathwayId, result: PathwayResult): PathwayResult =>
  resultOf(
    id,
    result.conditions.map((condition) =>
      licenceHeldMeets.has(condition.id) ? { ...condition, state: 'met' as const } : condition,
    ),
  );

/**
 * A nurse fully recognised in Germany ("Krankenpfleger, voll anerkannt"): a nurse's recognition
 * is granted in the licence's procedure, with the German the work needs (§ 2 no. 4 PflBG), so
 * it counts as the licence held. Not so for a doctor whose degree is comparable in anabin: the
 * Approbation is a step of its own. A partial notice is not full recognition; nor is German
 * stated below B2 ("voll anerkannt, Deutsch A2"): the equivalence may be settled, the licence
 * is not until the German is there.
 */
const fullyRecognisedNurse = (profile: StatedProfile) =>
  profile.recognised === true &&
  profile.ratedOnly !== true &&
  profile.licensed !== false &&
  profile.partialRecognition !== true &&
  profile.occupation === 'nursing' &&
  (profile.german === undefined || atLeast(profile.german, 'B2'));

/** The rows a licence held settles. */
const licenceHeldMeets = new Set<ConditionId>(['licenceToPractise', 'nursingLicence', 'germanB2']);

/**
 * Whether a route not open is closed only by what the visitor stated of themselves ("keine
 * Erfahrung" for § 19c (2)'s two years, a doctor's degree not recognised for its licence, a
 * partial recognition for a nurse's § 18a): the
 * reply shows it with the missing row, so the visitor sees why, instead of leaving it out. Not
 * the Opportunity Card's points, which the points reply counts.
 */
export function ruledOutByStated(profile: StatedProfile, result: PathwayResult): boolean {
  const unknown = unstated(profile);
  const unmet = result.conditions.filter((condition) => condition.state === 'unmet');
  return (
    !result.open &&
    unmet.length > 0 &&
    unmet.every(
      (condition) =>
        (isLicenceRow(condition.id) && (regulatedStated(profile) || recognitionDenied(profile))) ||
        (onRecognitionStated.has(condition.id) && profile.partialRecognition === true) ||
        deniedRows(profile).has(condition.id) ||
        (condition.id !== 'points' && settledByStated(condition.id, unknown)),
    )
  );
}

/**
 * Conditions that ask a full recognition in Germany: a notice of partial recognition the visitor
 * stated misses them whatever the qualification (a nurse's § 18a, DE51).
 */
const onRecognitionStated = new Set<ConditionId>([
  'nursingRecognition',
  'degreeRecognised',
  'qualificationRecognised',
]);

/**
 * One route weighed for the visitor's case without judging what they did not say: the answers
 * count a fact not given as the least it can be ("no age" as 40 or over), and a qualification
 * not named as each it could be, so a condition that another value would settle otherwise is
 * marked "to show", never "missing" or "met". The reply then asks for the fact (`caseReply`). A
 * condition the fact cannot change keeps its state: "school only" misses the Opportunity Card
 * whatever the age.
 */
export const weighRoute = (
  id: PathwayId,
  answers: WeighedAnswers,
  profile: StatedProfile,
  year: number,
): PathwayResult =>
  withStatedDenials(
    id,
    profile,
    withGraduateThreshold(id, answers, profile, year, weighStated(id, answers, profile, year)),
  );

/** `weighRoute` before the Blue Card's threshold for a degree whose year is not given. */
function weighStated(
  id: PathwayId,
  answers: WeighedAnswers,
  profile: StatedProfile,
  year: number,
): PathwayResult {
  const weighed = evaluatePathway(id, routeAnswers(id, answers, profile), year);
  const least = withLicence(
    id,
    profile,
    profile.age === undefined ? withoutAgeRow(id, weighed) : weighed,
  );
  const unknown = unstated(profile);
  if (!unknown.length && !profile.partnerPointsUnknown) return least;
  const counted = unknown.filter((fact): fact is CountedFact => fact !== 'qualification');
  // A partner with a qualification and the language may reach 6 points of their own: their
  // point may count (§ 20b (1) no. 11), so the points row it would change is to show.
  const partnerMay = profile.partnerPointsUnknown ? { partner: true } : {};
  // "Less than 5 years": the years may reach no band above the one just below five.
  const mostFor = (fact: CountedFact) =>
    fact === 'experience' && profile.experienceAtMost
      ? { experience: profile.experienceAtMost }
      : mostOf[fact];
  const most = Object.assign({}, answers, partnerMay, ...counted.map(mostFor)) as WeighedAnswers;
  const others = unknown.includes('qualification')
    ? qualificationsOf(answers, profile).map((qualification) => ({ ...answers, qualification }))
    : [];
  const variants = [most, ...others].map(
    (variant) => evaluatePathway(id, routeAnswers(id, variant, profile), year).conditions,
  );
  // A nurse who does not say whether she is recognised may be: the licence § 19c (2) asks turns
  // on it, so it is to show, not missing.
  const recognitionUnstated =
    profile.recognised === undefined && profile.partialRecognition === undefined;
  const recognisedVariant = recognitionUnstated
    ? evaluatePathway(
        id,
        routeAnswers(id, { ...most, recognition: 'full' as const }, profile),
        year,
      ).conditions.filter((condition) => onRecognition.has(condition.id))
    : [];
  const conditions = least.conditions.map((condition) => {
    const settled = settledByStated(condition.id, unknown);
    const changes = [...variants, recognisedVariant].some((found) =>
      found.some(
        (other) =>
          other.id === condition.id &&
          other.state !== condition.state &&
          !(settled && other.state === 'toProve'),
      ),
    );
    return changes ? { ...condition, state: 'toProve' as const } : condition;
  });
  return withLicence(id, profile, resultOf(id, conditions));
}

/**
 * A condition that turns only on facts the visitor stated ("keine Erfahrung" for § 19c (2)'s two
 * years): another qualification leaves the fact unasked in the check, which would read "to show",
 * but the stated fact still decides it.
 */
const settledByStated = (id: ConditionId, unknown: readonly AskableFact[]) => {
  const facts = factsOf[id];
  return (
    facts !== undefined &&
    facts.every((fact) => fact !== 'qualification' && !unknown.includes(fact))
  );
};

/** Conditions that turn on a recognition the visitor did not mention, besides a qualification's. */
const onRecognition = new Set<ConditionId>(['licenceToPractise', 'nursingLicence']);

/** The facts each condition depends on that a visitor may leave out. */
const factsOf: Partial<Record<ConditionId, readonly AskableFact[]>> = {
  germanA2: ['german'],
  germanB1: ['german'],
  germanB2: ['german'],
  trainingGerman: ['german'],
  languageMinimum: ['german', 'english'],
  points: ['german', 'english', 'age', 'experience'],
  ageUnder35: ['age'],
  olderWorkerSalary: ['age', 'salary'],
  olderWorkerPension: ['age'],
  blueCardSalary: ['salary'],
  blueCardReducedSalary: ['salary'],
  experienceSalary: ['salary'],
  experienceTwoOfFive: ['experience'],
  itExperience: ['experience'],
  licenceToPractise: ['german'],
  nursingLicence: ['german'],
  degreeRecognised: ['qualification'],
  qualificationRecognised: ['qualification'],
  qualificationAtHome: ['qualification'],
};

/**
 * What the visitor left out that a condition not met depends on, in the order of `facts`: only
 * on a route the fact could still open, so a school leaver is not asked her English level for an
 * Opportunity Card that her missing qualification closes.
 */
export function unstatedFacts(
  profile: StatedProfile,
  results: readonly PathwayResult[],
): AskableFact[] {
  const graduation: AskableFact[] = graduationAsked(profile, results) ? ['graduation'] : [];
  if (agreementAsked(profile, results)) graduation.push('collectiveAgreement');
  const needed = new Set(
    results
      .filter((result) => result.open)
      .flatMap((result) => result.conditions)
      .filter((condition) => condition.state !== 'met')
      .flatMap((condition) => factsOf[condition.id] ?? []),
  );
  return [...unstated(profile).filter((fact) => needed.has(fact)), ...graduation];
}

/**
 * Whether a reply must ask about a collective agreement: § 19c (2) open, its row on a collective
 * agreement "to show" for a salary stated under the threshold (§ 6 BeschV), and no agreement said
 * or denied.
 */
const agreementAsked = (profile: StatedProfile, results: readonly PathwayResult[]) =>
  profile.salary !== undefined &&
  typeof profile.collectiveAgreement !== 'boolean' &&
  results.some(
    (result) =>
      result.open &&
      result.conditions.some(
        (condition) => condition.id === 'collectiveAgreement' && condition.state === 'toProve',
      ),
  );
