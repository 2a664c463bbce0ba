import { emptyAnswers, type CompleteAnswers } from '../../src/shared/germanyCheck/answers';
import type { AmountProblem } from '../../src/shared/germanyCheck/amount';
import type { Statute } from '../../src/shared/germanyCheck/law';
import {
  conditionFigures,
  evaluatePathway,
  pathwayRules,
  type ConditionId,
  type ConditionState,
  type PathwayId,
  type PathwayResult,
  type RouteStatus,
} from '../../src/shared/germanyCheck/pathways';
import { opportunityCardPoints, pointsNeeded } from '../../src/shared/germanyCheck/points';
import { figureFor } from '../../src/config/germanRules';
import { formatEuro } from '../../src/i18n/formatEuro';
import type { Locale } from '../../src/i18n/locales';
import { interpolate } from '../../src/shared/chat/text';
import type { StatedProfile } from './profile';

/** Facts a visitor may leave out that a route's conditions depend on. */
type Fact = 'german' | 'english' | 'age' | 'experience';

/**
 * The copy of a reply on the visitor's own case (`engine.blueCard`: the Blue Card's reply grew
 * into one for every route the case touches) with the Germany check's own words.
 */
export interface BlueCardCopy {
  intro: string;
  /** The intro when the reply weighs more routes than the Blue Card. */
  casesIntro: string;
  salary: string;
  /** "I could not read the salary you wrote: {{problem}}". */
  salaryUnread: string;
  open: string;
  notYet: string;
  /** A route's heading ("{{route}} ({{law}}):") and its verdict, in a reply on several routes. */
  route: string;
  verdicts: Record<RouteStatus, string>;
  /** The Opportunity Card's points for what the visitor wrote. */
  points: string;
  /** What the visitor did not mention that a condition shown depends on. */
  unstated: string;
  facts: Record<Fact, string>;
  close: string;
  /** The check's condition sentences, state words, route names and citations (`germanyCheck.json`). */
  conditions: Record<ConditionId, string>;
  states: Record<ConditionState, string>;
  routes: Record<PathwayId, string>;
  law: { section: string; paragraph: string; two: string };
  salaryProblems: Record<AmountProblem, string>;
  /** "figure for {{year}}", "latest confirmed figure, from {{year}}". */
  when: { current: string; latest: string };
  values: Record<string, string>;
}

/** Whether the message gives a salary, read or not. */
const salaryStated = (profile: StatedProfile) =>
  profile.salary !== undefined || profile.salaryProblem !== undefined;

/** Whether the message tells something about the visitor, not only names a route. */
const tellsOwnCase = (profile: StatedProfile) =>
  [
    profile.age,
    profile.german,
    profile.english,
    profile.experience,
    profile.degree,
    profile.vocational,
    profile.partialRecognition,
    profile.recognised,
    profile.jobOffer,
    profile.collectiveAgreement,
  ].some((fact) => fact !== undefined) || salaryStated(profile);

/**
 * The routes a message about the visitor's own case asks to weigh, none when it is not one:
 * - the Blue Card, for a salary with a degree or an occupation, or when named;
 * - §§ 18a/18b when named, and from 45 with a job (the salary floor of § 18 (2) no. 5);
 * - § 19c (2) when named, or with an employer under a collective agreement;
 * - § 16d (1) when named, and for a nurse with partial recognition, with the recognition
 *   partnership and the Opportunity Card beside it;
 * - vocational training and the search for a training place, for a visitor who wants an
 *   Ausbildung and says their German.
 * `services` are what the message names (the engine's reading).
 */
export function caseRoutes(profile: StatedProfile, services: readonly string[]): PathwayId[] {
  const routes = new Set<PathwayId>();
  const withJob = profile.jobOffer === true || salaryStated(profile);
  if (
    salaryStated(profile) &&
    (services.includes('blueCard') ||
      (withJob && (profile.degree === true || profile.occupation !== undefined)))
  ) {
    routes.add('blueCard');
  }
  if (!tellsOwnCase(profile)) return [...routes];
  const asked = profile.asked ?? [];
  if (asked.includes('skilledWorker') || (profile.from45 && withJob)) routes.add('skilledWorker');
  if (asked.includes('experience') || profile.collectiveAgreement) routes.add('experience');
  const nurseInRecognition = profile.occupation === 'nursing' && profile.partialRecognition;
  if (asked.includes('recognitionMeasures') || nurseInRecognition) {
    for (const id of ['recognitionMeasures', 'recognitionPartnership', 'opportunityCard'] as const)
      routes.add(id);
  }
  const wantsTraining = services.includes('ausbildung') && !profile.degree && !profile.vocational;
  if (!routes.size && wantsTraining && profile.german !== undefined) {
    routes.add('vocationalTraining');
    routes.add('trainingSearch');
  }
  return [...routes];
}

/**
 * The answers the routes weigh, from what the visitor stated. A salary stated is a job's. A
 * qualification not stated is a degree still to show (for an Ausbildung, a school certificate);
 * an occupation not stated is not one in short supply; a level, an age or experience not stated
 * counts as none (the reply says so); 45 or older stays unknown until the age is given.
 */
function answersFrom(profile: StatedProfile, routes: readonly PathwayId[]): CompleteAnswers {
  const training = routes.includes('vocationalTraining');
  return {
    ...emptyAnswers,
    goal: training ? 'training' : profile.occupation === 'nursing' ? 'nursing' : 'work',
    qualification: profile.degree
      ? 'degree'
      : profile.vocational
        ? 'vocational'
        : training
          ? 'school'
          : 'degree',
    recognition: profile.partialRecognition
      ? 'partial'
      : profile.recognised
        ? 'full'
        : 'notChecked',
    jobOffer: profile.salary !== undefined || profile.jobOffer === true,
    ...(profile.salary === undefined ? {} : { salary: profile.salary }),
    ...(profile.collectiveAgreement ? { collectiveAgreement: 'yes' as const } : {}),
    occupation: profile.occupation ?? 'other',
    experience: profile.experience ?? 'none',
    german: profile.german ?? 'none',
    english: profile.english ?? 'none',
    age: profile.age ?? 'from40',
    ...(profile.from45 === undefined ? {} : { from45: profile.from45 }),
    germanStay: profile.germanStay ?? false,
    partner: profile.partner ?? false,
  };
}

/** A condition's sentence with its dated figures for the visitor's language. */
function conditionLine(id: ConditionId, copy: BlueCardCopy, lng: Locale, year: number): string {
  const values: Record<string, string> = { needed: String(pointsNeeded) };
  for (const figureId of conditionFigures[id] ?? []) {
    const figure = figureFor(figureId, year);
    values[figureId] = formatEuro(lng, figure.amount);
    values.when = interpolate(figure.year === year ? copy.when.current : copy.when.latest, {
      year: String(figure.year),
    });
  }
  return interpolate(copy.conditions[id], values);
}

/** A statute as the check cites it in the visitor's language ("§ 16d Abs. 1 AufenthG"). */
function cite({ act, sections, paragraph }: Statute, law: BlueCardCopy['law']): string {
  const [first, second] = sections;
  if (second) return interpolate(law.two, { first, second, act });
  return paragraph === undefined
    ? interpolate(law.section, { section: first, act })
    : interpolate(law.paragraph, { section: first, paragraph: String(paragraph), act });
}

/** The facts each condition depends on that a visitor may leave out. */
const factsOf: Partial<Record<ConditionId, readonly Fact[]>> = {
  germanA2: ['german'],
  germanB1: ['german'],
  germanB2: ['german'],
  trainingGerman: ['german'],
  languageMinimum: ['german', 'english'],
  points: ['german', 'english', 'age', 'experience'],
  ageUnder35: ['age'],
  olderWorkerSalary: ['age'],
  experienceTwoOfFive: ['experience'],
  itExperience: ['experience'],
};

/** What the visitor left out that a condition not met depends on, in the order of `facts`. */
function unstatedFacts(profile: StatedProfile, results: readonly PathwayResult[]): Fact[] {
  const needed = new Set(
    results
      .flatMap((result) => result.conditions)
      .filter((condition) => condition.state !== 'met')
      .flatMap((condition) => factsOf[condition.id] ?? []),
  );
  return (['german', 'english', 'age', 'experience'] as const).filter(
    (fact) => needed.has(fact) && profile[fact] === undefined,
  );
}

/**
 * The visitor's own case, counted by the Germany check's rules: the salary as understood, then
 * each route with its conditions (met, missing, to show) and its verdict, and what the visitor
 * did not mention. A salary that cannot be read is said so, and nothing is weighed with it.
 */
export function caseReply(
  profile: StatedProfile,
  routes: readonly PathwayId[],
  copy: BlueCardCopy,
  lng: Locale,
  year: number,
): string {
  const close = interpolate(copy.close, copy.values);
  if (profile.salaryProblem) {
    const problem = copy.salaryProblems[profile.salaryProblem];
    return [interpolate(copy.salaryUnread, { problem }), close].join('\n');
  }
  const answers = answersFrom(profile, routes);
  const results = routes.map((id) => evaluatePathway(id, answers, year));
  // The Blue Card alone keeps its own words; several routes each get a heading.
  const blueCardOnly = routes.length === 1 && routes[0] === 'blueCard';
  const lines = [
    interpolate(blueCardOnly ? copy.intro : copy.casesIntro, { year: String(year) }),
    profile.salary === undefined
      ? ''
      : interpolate(copy.salary, { salary: formatEuro(lng, profile.salary) }),
  ];
  for (const result of results) {
    if (!blueCardOnly) {
      lines.push(
        interpolate(copy.route, {
          route: copy.routes[result.id],
          law: cite(pathwayRules[result.id].law, copy.law),
        }),
      );
    }
    lines.push(
      ...result.conditions.map(
        (condition) =>
          `- ${copy.states[condition.state]}: ${conditionLine(condition.id, copy, lng, year)}`,
      ),
    );
    if (result.id === 'opportunityCard' && answers.recognition !== 'full') {
      const { total } = opportunityCardPoints(answers);
      lines.push(interpolate(copy.points, { total: String(total), needed: String(pointsNeeded) }));
    }
    lines.push(
      blueCardOnly ? (result.open ? copy.open : copy.notYet) : copy.verdicts[result.status],
    );
  }
  const unstated = unstatedFacts(profile, results);
  if (unstated.length) {
    lines.push(
      interpolate(copy.unstated, { facts: unstated.map((fact) => copy.facts[fact]).join(', ') }),
    );
  }
  lines.push(close);
  return lines.filter(Boolean).join('\n');
}
