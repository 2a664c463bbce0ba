/**
 * The Opportunity Card's points (§ 20b AufenthG): the table the page shows, and a visitor's
 * points item by item.
 */
import {
  atLeast,
  degreeField,
  experienceInField,
  hasExperience,
  hasQualification,
  onBlueCardList,
  relevant,
  type AgeBand,
  type CompleteAnswers,
  type FieldApart,
} from './answers';
import { statute, type Statute } from './law';

/** The points the card needs when the qualification is not fully recognised in Germany. */
export const pointsNeeded = 6;

/**
 * Every item of the table, grouped: within a group only the highest item that applies counts
 * (German B2 gives 3 points, not 3 + 2 + 1).
 */
export const pointsTable = [
  { id: 'partialRecognition', group: 'recognition', points: 4 },
  { id: 'germanB2', group: 'german', points: 3 },
  { id: 'germanB1', group: 'german', points: 2 },
  { id: 'germanA2', group: 'german', points: 1 },
  { id: 'englishC1', group: 'english', points: 1 },
  { id: 'experienceFiveOfSeven', group: 'experience', points: 3 },
  { id: 'experienceTwoOfFive', group: 'experience', points: 2 },
  { id: 'shortageOccupation', group: 'shortage', points: 1 },
  { id: 'ageUnder35', group: 'age', points: 2 },
  { id: 'age35to39', group: 'age', points: 1 },
  { id: 'germanStay', group: 'stay', points: 1 },
  { id: 'partner', group: 'partner', points: 1 },
] as const;

export type PointsItemId = (typeof pointsTable)[number]['id'];

/**
 * § 20b (1) nos. 9 and 10 AufenthG give 2 points "nicht älter als 35 Jahre" and 1 point "älter
 * als 35 Jahre und nicht älter als 40 Jahre". The check reads them by exact age: under 35, 35 to
 * 39, 40 or over.
 */
export const ageBandOf = (age: number): AgeBand =>
  age < 35 ? 'under35' : age < 40 ? 'from35to39' : 'from40';

/**
 * Counted in whole years instead, a visitor of exactly 35 or 40 gets one point more: the reading
 * is the authority's, so the check says so where it changes the result. The age, by band, where
 * the two readings part.
 */
export const contestedAges: Partial<Record<AgeBand, number>> = { from35to39: 35, from40: 40 };

export const isContestedAge = (age: number): boolean => Object.values(contestedAges).includes(age);

/** Whether the point the whole-years reading adds would bring a total to the card's minimum. */
export const ageReadingDecides = (total: number): boolean => total + 1 === pointsNeeded;

/** Every item of the table is set in § 20b AufenthG. */
export const pointsStatute: Statute = statute('AufenthG', '20b');

/** Whether an item of the table applies to the answers. */
function applies(id: PointsItemId, answers: PointsAnswers): boolean {
  switch (id) {
    case 'partialRecognition':
      return hasQualification(answers) && answers.recognition === 'partial';
    case 'germanB2':
      return atLeast(answers.german, 'B2');
    case 'germanB1':
      return atLeast(answers.german, 'B1');
    case 'germanA2':
      return atLeast(answers.german, 'A2');
    case 'englishC1':
      return atLeast(answers.english, 'C1');
    // § 20b (1) counts experience related to the qualification, and the shortage point by it:
    // no. 8 gives it to a qualification in the groups of the Blue Card's list.
    case 'experienceFiveOfSeven':
      return experienceInField(answers) && hasExperience(answers.experience, 'fiveOfSeven');
    case 'experienceTwoOfFive':
      return experienceInField(answers) && hasExperience(answers.experience, 'twoOfFive');
    case 'shortageOccupation':
      return hasQualification(answers) && onBlueCardList(degreeField(answers));
    case 'ageUnder35':
      return answers.age === 'under35';
    case 'age35to39':
      return answers.age === 'from35to39';
    case 'germanStay':
      return answers.germanStay === true;
    case 'partner':
      return answers.partner === true;
  }
}

/** The answers the points count, with a degree's field the chat may read apart. */
export type PointsAnswers = CompleteAnswers &
  Pick<FieldApart, 'qualificationField' | 'experienceOutsideField'>;

export interface PointsResult {
  /** The items that count, in table order. */
  items: { id: PointsItemId; points: number }[];
  total: number;
  enough: boolean;
}

export function opportunityCardPoints(given: PointsAnswers): PointsResult {
  const answers = relevant(given);
  const counted = new Set<string>();
  const items: PointsResult['items'] = [];
  for (const { id, group, points } of pointsTable) {
    if (counted.has(group) || !applies(id, answers)) continue;
    counted.add(group);
    items.push({ id, points });
  }
  const total = items.reduce((sum, item) => sum + item.points, 0);
  return { items, total, enough: total >= pointsNeeded };
}
