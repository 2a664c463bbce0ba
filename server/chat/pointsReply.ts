import { atLeast, type Experience } from '../../src/shared/germanyCheck/answers';
import {
  opportunityCardPoints,
  pointsNeeded,
  pointsTable,
  type PointsAnswers,
  type PointsItemId,
} from '../../src/shared/germanyCheck/points';
import { interpolate } from '../../src/shared/chat/text';
import { checkLinkWith } from './caseLink';
import { unstated, type AskableFact } from './caseWeighing';
import { ageBand } from './profileAgePatterns';
import type { StatedProfile } from './profile';
import { partnerLine, type PartnerCopy } from './partnerLine';
import { ageEdgeLines, type AgeEdgeCopy } from './ageEdgeNote';
import { stayLines, type StayCopy } from './stayNote';

/** The copy of a points reply (`engine.points`) and the points table's labels (the page's). */
export interface PointsCopy extends PartnerCopy, AgeEdgeCopy, StayCopy {
  intro: string;
  one: string;
  many: string;
  none: string;
  /** The total under the points needed; `totalOne` for a single point ("Suma 1 punto"). */
  total: string;
  totalOne: string;
  /** The total when it reaches the points needed. */
  enough: string;
  /**
   * Both languages stated, and neither meets the card's minimum (German A1 or English B2): the
   * card is not possible, whatever the points.
   */
  languageMissing: string;
  /** Only a school certificate: no card, whatever the points (§ 20a (4) AufenthG). */
  schoolOnly: string;
  /** No degree, and vocational training not said: the card needs one of them; asked for. */
  qualificationAsked: string;
  /** With a school certificate alone, before training and study: the work routes are closed too. */
  schoolOnlyInstead: string;
  unmentioned: string;
  /** "Less than N years" of experience, bands below N differing: the most it gives, not counted. */
  experienceBelow: string;
  /** Years of experience given without dates: the points assume they are recent. */
  experienceAssumed: string;
  /** Years worked in another field than the qualification's: not counted (§ 20b AufenthG). */
  experienceOtherField: string;
  /** The same, when the card's verdict turns on it: in which years. */
  experienceYearsAsked: string;
  /** A coming birthday that changes the age's points: the total after it. */
  afterBirthday: string;
  /** A qualification fully recognised in Germany: no points needed (§ 20a (1) AufenthG). */
  notNeeded: string;
  /** `notNeeded` for a degree comparable in anabin or by the ZAB, not recognised (`ratedOnly`). */
  notNeededComparable: string;
  /** A partner asked about: their own count ("{{total}}"), beside the visitor's. */
  partnerTotal: string;
  /** `partnerTotal` with the point the visitor earns them as a spouse who meets the card too. */
  partnerTotalWithYou: string;
  /** A partner whose qualification is recognised or comparable needs no points either. */
  partnerNoPoints: string;
  /** Before the questions for facts not given that could change the count ("{{facts}}"). */
  ask: string;
  /** Before the routes a job offer would open, for a visitor who asks for alternatives. */
  withJob: string;
  /** The same routes' lead-in where the visitor asked whether they can work, not for alternatives. */
  workWithJob: string;
  close: string;
  /** The close for a skilled worker, who needs neither points nor the languages. */
  closeSkilled: string;
  labels: Record<PointsItemId, string>;
  values: Record<string, string>;
}

const pointsCount = (points: number, copy: Pick<PointsCopy, 'one' | 'many'>) =>
  points === 1 ? copy.one : interpolate(copy.many, { count: String(points) });

/**
 * The answers the points count, from what the visitor stated: what they did not state gives no
 * points, and their qualification counts as one (the card needs one in any case). An occupation
 * in short supply counts only when named; a partner or a stay only as the profile reads them
 * (a partner who meets the card's requirements, a legal stay of six months).
 */
/**
 * A degree denied and vocational training not said ("web developer without any degree"): the
 * card asks for the training, which is asked, and the occupation's point, which goes with the
 * qualification (§ 20b (1) no. 8), is among those it could add (122b c17).
 */
const trainingAsked = (profile: StatedProfile) =>
  profile.degree === false && profile.vocational === undefined && profile.schoolOnly !== true;

function answersFrom(profile: StatedProfile): PointsAnswers {
  return {
    ...(profile.qualificationField === undefined
      ? {}
      : { qualificationField: profile.qualificationField }),
    ...(profile.experienceOutsideField ? { experienceOutsideField: true } : {}),
    goal: 'work',
    qualification: profile.schoolOnly === true && !profile.vocational ? 'school' : 'degree',
    recognition: profile.partialRecognition ? 'partial' : 'notChecked',
    recentGraduate: false,
    jobOffer: false,
    occupation: (!trainingAsked(profile) && profile.occupation) || 'other',
    experience: profile.experience ?? 'none',
    german: profile.german ?? 'none',
    english: profile.english ?? 'none',
    age: profile.age ?? 'from40',
    from45: false,
    germanStay: profile.germanStay ?? false,
    partner: profile.partner ?? false,
  };
}

/**
 * What a points reply asks for: each fact not given that could change its verdict. Under the
 * points needed, any fact that adds points; enough, the qualification the card needs and, with
 * neither language given, the languages (German A1 or English B2). Nothing when the card is
 * closed whatever the facts (school alone, both languages too low) or needs no points (a full
 * recognition).
 */
export function pointsQuestions(profile: StatedProfile): AskableFact[] {
  // Fully recognised, the card needs no points: none are asked for (S14).
  if (profile.schoolOnly || languagesFail(profile) || pointsNotNeeded(profile)) return [];
  const { enough } = opportunityCardPoints(answersFrom(profile));
  const noLanguage = profile.german === undefined && profile.english === undefined;
  // The points count no salary.
  return unstated(profile).filter(
    (fact) =>
      (fact !== 'salary' && !enough) ||
      // Degree and training both count for the card: "título" alone is enough to count.
      (fact === 'qualification' && !profile.qualified) ||
      (noLanguage && (fact === 'german' || fact === 'english')),
  );
}

/**
 * Whether the visitor stated both languages and neither meets the card's basic condition
 * (§ 20a AufenthG: German A1 or English B2): points cannot make up for it.
 */
const languagesFail = ({ german, english }: StatedProfile) =>
  german !== undefined &&
  english !== undefined &&
  !atLeast(german, 'A1') &&
  !atLeast(english, 'B2');

/** A qualification said to be fully recognised in Germany, and not only in part. */
export const pointsNotNeeded = (profile: StatedProfile) =>
  profile.recognised === true && !profile.partialRecognition && !profile.schoolOnly;

/**
 * "Turning 35 in May: how many after?": a coming birthday that moves the age to another row of
 * the table gives the total after it.
 */
function pointsAfterBirthday(profile: StatedProfile) {
  const next = profile.nextAge === undefined ? undefined : ageBand(profile.nextAge);
  return !next || next === profile.age
    ? undefined
    : opportunityCardPoints({ ...answersFrom(profile), age: next });
}

function afterBirthday(profile: StatedProfile, copy: PointsCopy): string {
  const result = pointsAfterBirthday(profile);
  if (!result) return '';
  const points = result.items.find((item) => item.id === 'ageUnder35' || item.id === 'age35to39');
  return interpolate(copy.afterBirthday, {
    age: String(profile.nextAge),
    points: pointsCount(points?.points ?? 0, copy),
    total: String(result.total),
    needed: String(pointsNeeded),
  });
}

/** The row of the table a band of experience earns, if any. */
const experienceItem = (band: Experience): PointsItemId | undefined =>
  band === 'fiveOfSeven'
    ? 'experienceFiveOfSeven'
    : band === 'none'
      ? undefined
      : 'experienceTwoOfFive';

/**
 * What the reply says of experience it cannot count as written: "less than 5 years" gives at
 * most a row, and is asked for; years with no dates ("8 years as a developer") count as recent,
 * which is said, and asked when the card's verdict turns on them; years in another field than
 * the qualification's do not count, which is said.
 */
function experienceNotes(profile: StatedProfile, copy: PointsCopy): string[] {
  const count = (points: number) => pointsCount(points, copy);
  const most = profile.experienceAtMost && experienceItem(profile.experienceAtMost);
  if (profile.experienceBelow !== undefined && most) {
    const row = pointsTable.find((item) => item.id === most);
    return [
      interpolate(copy.experienceBelow, {
        years: String(profile.experienceBelow),
        points: count(row?.points ?? 0),
        item: copy.labels[most],
      }),
    ];
  }
  const counted = profile.experience && experienceItem(profile.experience);
  const apart = profile.qualificationField !== undefined || profile.experienceOutsideField;
  if (counted && apart) return [copy.experienceOtherField];
  if (!profile.experienceUndated || !counted) return [];
  const period = counted === 'experienceFiveOfSeven' ? '7' : '5';
  const withYears = opportunityCardPoints(answersFrom(profile)).enough;
  const without = opportunityCardPoints({ ...answersFrom(profile), experience: 'none' }).enough;
  return [
    interpolate(copy.experienceAssumed, { period }),
    withYears && !without
      ? interpolate(copy.experienceYearsAsked, { needed: String(pointsNeeded) })
      : '',
  ];
}

/**
 * The first row of each group the visitor did not mention; of experience below N years, the
 * highest row those years can reach.
 */
function unmentionedRows(profile: StatedProfile, said: Record<string, boolean>) {
  const most = profile.experienceAtMost && experienceItem(profile.experienceAtMost);
  const reachable = pointsTable.filter(
    (item) =>
      item.group !== 'experience' || profile.experienceAtMost === undefined || item.id === most,
  );
  return reachable.filter(
    (item, index) =>
      !said[item.group] && reachable.findIndex((other) => other.group === item.group) === index,
  );
}

/** Which groups of the table the visitor said something about. */
const mentioned = (profile: StatedProfile): Record<string, boolean> => ({
  recognition: profile.partialRecognition !== undefined,
  german: profile.german !== undefined,
  english: profile.english !== undefined,
  experience: profile.experience !== undefined,
  shortage: profile.occupation !== undefined && !trainingAsked(profile),
  age: profile.age !== undefined,
  stay: profile.germanStay !== undefined || profile.stayUnsure === true,
  partner: profile.partner !== undefined,
});

/** The partner's own count, where it is told beside the visitor's. */
const partnerTotalLine = (profile: StatedProfile, copy: PointsCopy) =>
  profile.partnerTotal === undefined
    ? ''
    : profile.partnerTotal.skilled
      ? copy.partnerNoPoints
      : interpolate(
          profile.partnerTotal.visitorCounted ? copy.partnerTotalWithYou : copy.partnerTotal,
          { total: String(profile.partnerTotal.points) },
        );

/**
 * Why a skilled worker needs no points: a degree comparable to a German one (§ 18 (3) no. 2
 * AufenthG) makes one as a recognition does, and is not told back as "fully recognized" (95c 07).
 */
export const noPointsNeeded = (
  profile: StatedProfile,
  copy: Pick<PointsCopy, 'notNeeded' | 'notNeededComparable'>,
) => (profile.ratedOnly ? copy.notNeededComparable : copy.notNeeded);

/**
 * The Opportunity Card's points for what a visitor wrote, item by item with the page's own
 * labels, what they did not mention and could add, `also` (another route the case opens), and
 * what else the card asks.
 */
export function pointsReply(
  profile: StatedProfile,
  copy: PointsCopy,
  also: readonly string[] = [],
): string {
  const count = (points: number) => pointsCount(points, copy);
  const skilled = pointsNotNeeded(profile);
  // A skilled worker (§ 18 (3)) gets the card without points, and without the languages the
  // points route asks (§ 20a (1) no. 1): counting them, or asking them, would mislead.
  const close = interpolate(skilled ? copy.closeSkilled : copy.close, {
    ...copy.values,
    germanyCheckUrl: checkLinkWith(copy.values.germanyCheckUrl ?? '', profile, []),
  });
  const partnerTotal = partnerTotalLine(profile, copy);
  if (skilled) return [noPointsNeeded(profile, copy), partnerTotal, ...also, close].join('\n');
  const result = opportunityCardPoints(answersFrom(profile));
  const said = mentioned(profile);
  // The points never make up for the languages (§ 20a AufenthG): no "yours are enough" then.
  const languagesMissing = languagesFail(profile);
  // Without a qualification there is no card, so no points could help (§ 20a (4) no. 1).
  const schoolOnly = profile.schoolOnly === true && !profile.vocational;
  const open = unmentionedRows(profile, said);
  const lines = [
    copy.intro,
    ...result.items.map((item) => `${copy.labels[item.id]}: ${count(item.points)}`),
    result.items.length ? '' : copy.none,
    schoolOnly
      ? copy.schoolOnly
      : result.enough && !languagesMissing
        ? interpolate(copy.enough, { total: String(result.total), needed: String(pointsNeeded) })
        : interpolate(result.total === 1 ? copy.totalOne : copy.total, {
            total: String(result.total),
            needed: String(pointsNeeded),
          }),
    languagesMissing && !schoolOnly ? copy.languageMissing : '',
    // "IT support, no degree": the card still needs vocational training (§ 20a (4) AufenthG).
    trainingAsked(profile) ? copy.qualificationAsked : '',
    schoolOnly ? '' : afterBirthday(profile, copy),
    ...(schoolOnly
      ? []
      : ageEdgeLines(profile, result.total, copy, pointsAfterBirthday(profile)?.total)),
    ...(schoolOnly ? [] : experienceNotes(profile, copy)),
    ...(schoolOnly ? [] : stayLines(profile, copy)),
    partnerTotal,
    profile.partner === false && !schoolOnly ? partnerLine(profile, copy) : '',
    open.length && !schoolOnly
      ? interpolate(copy.unmentioned, {
          items: open.map((item) => `${copy.labels[item.id]} (${count(item.points)})`).join('; '),
        })
      : '',
    ...also,
    close,
  ];
  return lines.filter(Boolean).join('\n');
}

/** The whole points table as one sentence part ("German B2 or higher: 3 points; …"). */
export function pointsTableText(copy: Pick<PointsCopy, 'one' | 'many' | 'labels'>): string {
  return pointsTable
    .map((item) => `${copy.labels[item.id]}: ${pointsCount(item.points, copy)}`)
    .join('; ');
}
