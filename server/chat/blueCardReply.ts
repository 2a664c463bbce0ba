import {
  skilledWorkerRecognition,
  workingOccupation,
  type LanguageLevel,
} from '../../src/shared/germanyCheck/answers';
import { statute, type Statute } from '../../src/shared/germanyCheck/law';
import {
  conditionFigures,
  pathwayRules,
  type Condition,
  type ConditionId,
  type PathwayId,
  type PathwayResult,
  type WeighedAnswers,
} from '../../src/shared/germanyCheck/pathways';
import { opportunityCardPoints, pointsNeeded } from '../../src/shared/germanyCheck/points';
import { figureFor } from '../../src/config/germanRules';
import { formatEuro } from '../../src/i18n/formatEuro';
import type { Locale } from '../../src/i18n/locales';
import { interpolate } from '../../src/shared/chat/text';
import type { BlueCardCopy } from './blueCardCopy';
import { partnerLine } from './partnerLine';
import { ageEdgeLines } from './ageEdgeNote';
import { stayLines } from './stayNote';
import { notesAfterVerdict } from './routeNotes';
import { graduationRow } from './blueCardGraduate';
import { checkLinkWith } from './caseLink';
import { answersFrom } from './caseAnswers';
import { unstatedFacts, weighRoute, type AskableFact } from './caseWeighing';
import type { StatedProfile } from './profile';
import { ageBand } from './profileAgePatterns';

/** When a figure holds: "figure for 2026", or "latest confirmed figure, from 2025". */
const figureWhen = (figure: { year: number }, copy: BlueCardCopy, year: number) =>
  interpolate(figure.year === year ? copy.when.current : copy.when.latest, {
    year: String(figure.year),
  });

/** A condition's sentence with its dated figures for the visitor's language. */
function conditionLine(id: ConditionId, copy: BlueCardCopy, lng: Locale, year: number): string {
  const values: Record<string, string> = { needed: String(pointsNeeded) };
  for (const figureId of conditionFigures[id] ?? []) {
    const figure = figureFor(figureId, year);
    values[figureId] = formatEuro(lng, figure.amount);
    values.when = figureWhen(figure, copy, year);
  }
  return interpolate(copy.conditions[id], values);
}

/** The questions for facts not given; the degree's year names the lower threshold it may bring. */
function factQuestions(
  facts: readonly AskableFact[],
  copy: BlueCardCopy,
  lng: Locale,
  year: number,
): string {
  const figure = figureFor('blueCardReducedSalary', year);
  const values = { reduced: formatEuro(lng, figure.amount), when: figureWhen(figure, copy, year) };
  return facts.map((fact) => interpolate(copy.facts[fact], values)).join(' ');
}

/**
 * "46, first permit as a skilled worker: what must the company pay at least?": the floor of
 * § 18 (2) no. 5 AufenthG for the year, said before the routes, which show it only as a condition.
 */
export function olderSalaryAnswer(
  profile: StatedProfile,
  routes: readonly PathwayId[],
  copy: BlueCardCopy,
  lng: Locale,
  year: number,
): string {
  const asked = profile.salaryAsked === true && profile.from45 === true;
  // With the Opportunity Card's points, the floor asked about is said not to be the card's.
  const forCard = routes.length === 1 && routes[0] === 'opportunityCard';
  if (!asked || !(forCard || routes.includes('skilledWorker'))) return '';
  const figure = figureFor('olderWorkerSalary', year);
  return interpolate(forCard ? copy.questions.olderSalaryCard : copy.questions.olderSalary, {
    amount: formatEuro(lng, figure.amount),
    when: figureWhen(figure, copy, year),
  });
}

/** A statute as the check cites it in the visitor's language ("§ 16d Abs. 1 AufenthG"). */
export function cite({ act, sections, paragraph }: Statute, law: BlueCardCopy['law']): string {
  const [first, second] = sections;
  if (second) return interpolate(law.two, { first, second, act });
  return paragraph === undefined
    ? interpolate(law.section, { section: first, act })
    : interpolate(law.paragraph, { section: first, paragraph: String(paragraph), act });
}

/** The German minimum each condition names, for a higher level stated that meets it. */
const germanMinimum: Partial<Record<ConditionId, LanguageLevel>> = {
  germanA2: 'A2',
  germanB1: 'B1',
  germanB2: 'B2',
};

/**
 * "Met: German A2" for a B1 speaker names the minimum, not her level: the level she wrote is
 * added, so she sees why it is met.
 */
function levelNote(condition: Condition, profile: StatedProfile, copy: BlueCardCopy): string {
  const minimum = germanMinimum[condition.id];
  const level = profile.german;
  if (condition.state !== 'met' || !minimum || !level || level === minimum) return '';
  // A lower level is met only by a licence held, granted with the German the work needs.
  if (level < minimum) return ` ${copy.levelByLicence}`;
  return ` ${interpolate(copy.levelMeets, { level })}`;
}

/**
 * "Título reconocido en anabin H+": the H+ rates the university, so the degree is still to show;
 * the row says why, where the visitor named it.
 */
function ratingNote(condition: Condition, profile: StatedProfile, copy: BlueCardCopy): string {
  const degreeRow =
    condition.id === 'degreeRecognised' || condition.id === 'qualificationRecognised';
  return degreeRow && condition.state === 'toProve' && profile.institutionRated
    ? ` ${copy.institutionRating}`
    : '';
}

/**
 * "Cumplo 40 el mes que viene": a coming birthday that moves the age to another row of the
 * table (§ 20b (1) nos. 8 and 9) gives the points after it, as the points reply does, and how
 * the age is read at the edge (`ageEdgeLines`).
 */
function birthdayLines(answers: WeighedAnswers, profile: StatedProfile, copy: BlueCardCopy) {
  const { total } = opportunityCardPoints(answers);
  const next = profile.nextAge === undefined ? undefined : ageBand(profile.nextAge);
  if (!next || next === answers.age) return ageEdgeLines(profile, total, copy.ageEdge);
  const after = opportunityCardPoints({ ...answers, age: next }).total;
  const values = { age: String(profile.nextAge), total: String(after) };
  return [
    interpolate(copy.afterBirthday, { ...values, needed: String(pointsNeeded) }),
    ...ageEdgeLines(profile, total, copy.ageEdge, after),
  ];
}

/** The window each experience row counts in: § 19c (2) the last five years, § 18g (2) seven. */
const experienceWindows: Partial<Record<ConditionId, string>> = {
  experienceTwoOfFive: '5',
  itExperience: '7',
};

/**
 * "4 years of experience", with no dates, meets an experience row only if the years are recent:
 * the reply says it assumed so, as the points reply does.
 */
function assumedLine(result: PathwayResult, profile: StatedProfile, copy: BlueCardCopy) {
  const met = result.conditions.find(
    (condition) => condition.state === 'met' && experienceWindows[condition.id],
  );
  const period = met && experienceWindows[met.id];
  return profile.experienceUndated && period
    ? [interpolate(copy.experienceAssumed, { period })]
    : [];
}

/**
 * One route weighed: its heading (unless the reply is the Blue Card's alone), its conditions,
 * why the Blue Card's lower threshold applies, the Opportunity Card's points, and its verdict.
 */
export function routeLines(
  result: PathwayResult,
  answers: WeighedAnswers,
  profile: StatedProfile,
  copy: BlueCardCopy,
  lng: Locale,
  year: number,
  blueCardOnly = false,
): string[] {
  const lines = blueCardOnly
    ? []
    : [
        interpolate(copy.route, {
          route: copy.routes[result.id],
          law: cite(routeLaw(result.id, heldOf(profile)), copy.law),
        }),
      ];
  // With a school certificate alone there is no card to count points for (§ 20a (4) no. 1
  // AufenthG): the missing qualification says it, and no points figure is given.
  const noCard = result.id === 'opportunityCard' && answers.qualification === 'school';
  lines.push(
    ...result.conditions
      .filter((condition) => !(noCard && condition.id === 'points'))
      .map(
        (condition) =>
          `- ${copy.states[condition.state]}: ${graduationRow(condition, profile, copy, lng, year) ?? conditionLine(condition.id, copy, lng, year)}${levelNote(condition, profile, copy)}${ratingNote(condition, profile, copy)}`,
      ),
  );
  lines.push(...assumedLine(result, profile, copy));
  // "The lower threshold, instead of €50,700, applies because …": both figures of § 18g (1);
  // said only of a degree, as the list names academic occupations: a nurse with vocational
  // training is on no list, and the card already lacks her degree.
  const reduced = result.conditions.some((condition) => condition.id === 'blueCardReducedSalary');
  if (reduced && answers.qualification === 'degree') {
    const standard = formatEuro(lng, figureFor('blueCardSalary', year).amount);
    const job = workingOccupation(answers);
    const reason = job === 'blueCardList' ? 'blueCardList' : 'shortage';
    const because = copy.reducedBecause[profile.recentGraduate ? 'recentGraduate' : reason];
    lines.push(interpolate(because, { standard }));
  }
  // An electrician's trade is short for the § 20b point, not on § 18g (1)'s list: the row
  // quotes the regular threshold it weighs, and this says why the lower one does not apply.
  const regular = result.conditions.some((condition) => condition.id === 'blueCardSalary');
  if (regular && profile.skilledTrade === true) {
    const reduced = formatEuro(lng, figureFor('blueCardReducedSalary', year).amount);
    lines.push(interpolate(copy.regularForTrade, { reduced }));
  }
  if (result.id === 'opportunityCard' && !skilledWorkerRecognition(answers) && !noCard) {
    const { total } = opportunityCardPoints(answers);
    lines.push(interpolate(copy.points, { total: String(total), needed: String(pointsNeeded) }));
    lines.push(...birthdayLines(answers, profile, copy), ...stayLines(profile, copy.stay));
    // A partner whose point is not counted: why, and what would count it.
    const partner = profile.partner === false ? partnerLine(profile, copy.partner) : '';
    if (partner) lines.push(partner);
  }
  lines.push(
    verdictLine(result, copy, blueCardOnly),
    ...notesAfterVerdict(result, answers, profile, copy),
  );
  return lines;
}

/**
 * Routes weighed one by one for the visitor's case, as `routeLines` writes each; the licence's
 * paragraph is said once, after the last route that weighs it (89a c21).
 */
export function routesWeighed(
  ids: readonly PathwayId[],
  profile: StatedProfile,
  copy: BlueCardCopy,
  lng: Locale,
  year: number,
): string[] {
  const lines = ids.flatMap((id) => {
    const answers = answersFrom(profile, [id]);
    return routeLines(weighRoute(id, answers, profile, year), answers, profile, copy, lng, year);
  });
  return licenceOnce(lines, copy);
}

const licenceOnce = (lines: readonly string[], copy: BlueCardCopy) =>
  lines.filter((line, at) => line !== copy.regulatedLicence || lines.lastIndexOf(line) === at);

/** A route's verdict, with how to read "to show" when the route is possible and one is marked. */
function verdictLine(result: PathwayResult, copy: BlueCardCopy, blueCardOnly: boolean): string {
  const blueCard = { possible: copy.open, toShow: copy.openToShow, missing: copy.notYet };
  const verdict = (blueCardOnly ? blueCard : copy.verdicts)[result.status];
  const marked = result.conditions.some((condition) => condition.state === 'toProve');
  // The route's own "possible once you show" already says it; the Blue Card's verdict does not.
  const noted = marked && result.status === 'possible';
  return noted ? `${verdict} ${copy.toShowNote}` : verdict;
}

/** What a reply weighed besides the routes it shows (`withOtherRoutes`). */
interface CaseOptions {
  othersWeighed: boolean;
  /** Routes the facts leave open that the reply names without weighing them line by line. */
  alsoOpen: readonly PathwayId[];
  /** Routes that turn on a fact not given: named apart, with the question for that fact. */
  dependsOn: readonly PathwayId[];
}

/** The qualification a visitor said they hold, where it decides a route's section. */
type Held = 'degree' | 'vocational' | undefined;

const heldOf = (profile: StatedProfile): Held =>
  profile.degree === true ? 'degree' : profile.vocational === true ? 'vocational' : undefined;

/**
 * The statute a route is granted under for this visitor: a nurse with a degree is a skilled
 * worker with an academic qualification, § 18b; one with vocational training, § 18a; a nurse who
 * did not say which is cited under both, as the route is.
 */
const routeLaw = (id: PathwayId, held: Held): Statute =>
  id === 'nursing' && held
    ? statute('AufenthG', held === 'degree' ? '18b' : '18a')
    : pathwayRules[id].law;

/** A route by its name and statute: "Opportunity Card (Chancenkarte) (§ 20a AufenthG)". */
const routeName = (id: PathwayId, copy: BlueCardCopy, held: Held) =>
  `${copy.routes[id]} (${cite(routeLaw(id, held), copy.law)})`;

/**
 * The routes that turn on a fact not given, and the question for each such fact the reply does
 * not ask already.
 */
function dependsOnLine(
  profile: StatedProfile,
  dependsOn: readonly PathwayId[],
  {
    answers,
    year,
    asked,
  }: { answers: WeighedAnswers; year: number; asked: readonly AskableFact[] },
  copy: BlueCardCopy,
  lng: Locale,
): string {
  if (!dependsOn.length) return '';
  const results = dependsOn.map((id) => weighRoute(id, answers, profile, year));
  const facts = unstatedFacts(profile, results).filter((fact) => !asked.includes(fact));
  // The facts already asked above are not asked twice: the line then only names the routes.
  return interpolate(copy.dependsOn, {
    routes: dependsOn.map((id) => routeName(id, copy, heldOf(profile))).join('; '),
    facts: factQuestions(facts, copy, lng, year),
  }).trim();
}

/** The routes open with what the visitor wrote, by name and statute, or that none is. */
function summaryLine(
  results: readonly PathwayResult[],
  copy: BlueCardCopy,
  { othersWeighed, alsoOpen, dependsOn }: CaseOptions,
  held: Held,
): string {
  // The Opportunity Card whose points depend on a fact not given is named with that condition,
  // so the list agrees with its "possible once you show" and never calls it open outright.
  const byStated = (result: PathwayResult) =>
    result.id !== 'opportunityCard' ||
    result.conditions.every((condition) => condition.id !== 'points' || condition.state === 'met');
  const open = [...results.filter((result) => result.open).map((result) => result.id), ...alsoOpen];
  // None open by what was said, but some by what was not: the line on those says it.
  if (!open.length && dependsOn.length) return '';
  if (!open.length) return othersWeighed ? copy.summary.noneOther : copy.summary.none;
  const pointsPending = results.some((result) => result.open && !byStated(result));
  const routes = open.map((id) => {
    const named = routeName(id, copy, held);
    const pending = id === 'opportunityCard' && pointsPending;
    return pending
      ? `${named} ${interpolate(copy.summary.ifPoints, { needed: String(pointsNeeded) })}`
      : named;
  });
  return interpolate(copy.summary.open, { routes: routes.join('; ') });
}

/**
 * The visitor's own case, counted by the Germany check's rules: the salary as understood, then
 * each route with its conditions (met, missing, to show) and its verdict, which routes are open
 * (after several routes, or when the visitor asked for the other routes), and what the visitor
 * did not mention. A salary that cannot be read is said so, and nothing is weighed with it.
 */
export function caseReply(
  profile: StatedProfile,
  routes: readonly PathwayId[],
  copy: BlueCardCopy,
  lng: Locale,
  year: number,
  { othersWeighed = false, alsoOpen = [], dependsOn = [] }: Partial<CaseOptions> = {},
): string {
  const close = interpolate(copy.close, {
    ...copy.values,
    germanyCheckUrl: checkLinkWith(copy.values.germanyCheckUrl ?? '', profile, routes),
  });
  if (profile.salaryProblem) {
    const problem = copy.salaryProblems[profile.salaryProblem];
    return [interpolate(copy.salaryUnread, { problem }), close].join('\n');
  }
  const answers = answersFrom(profile, routes);
  const results = routes.map((id) => weighRoute(id, answers, profile, year));
  // The Blue Card alone keeps its own words; several routes each get a heading.
  const blueCardOnly = routes.length === 1 && routes[0] === 'blueCard';
  const lines = [
    interpolate(blueCardOnly ? copy.intro : copy.casesIntro, { year: String(year) }),
    profile.salary === undefined
      ? ''
      : interpolate(profile.fixedBonus ? copy.salaryWithBonus : copy.salary, {
          salary: formatEuro(lng, profile.salary),
          bonus: formatEuro(lng, profile.fixedBonus ?? 0),
        }),
  ];
  const weighed = results.flatMap((result) =>
    routeLines(result, answers, profile, copy, lng, year, blueCardOnly),
  );
  lines.push(...licenceOnce(weighed, copy));
  // A helper's job weighed without the qualified worker's route (§ 19c (2) asked alone): why
  // its offer is marked missing is said once here, as `routeLines` says it after that route.
  const qualifiedShown = results.some(({ id }) => id === 'skilledWorker' || id === 'nursing');
  if (profile.unskilledJob === true && !qualifiedShown) lines.push(copy.unskilledJob);
  if (results.length > 1 || othersWeighed || alsoOpen.length || dependsOn.length) {
    lines.push(summaryLine(results, copy, { othersWeighed, alsoOpen, dependsOn }, heldOf(profile)));
  }
  // "To weigh what is marked to show: How old are you?": one short line asks for each fact.
  const asked = unstatedFacts(profile, results);
  if (asked.length) {
    lines.push(interpolate(copy.unstated, { facts: factQuestions(asked, copy, lng, year) }));
  }
  lines.push(dependsOnLine(profile, dependsOn, { answers, year, asked }, copy, lng));
  lines.push(close);
  return lines.filter(Boolean).join('\n');
}
