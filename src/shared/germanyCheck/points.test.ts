import { describe, expect, it } from 'vitest';
import type { CompleteAnswers } from './answers';
import {
  ageBandOf,
  ageReadingDecides,
  contestedAges,
  isContestedAge,
  opportunityCardPoints,
  pointsNeeded,
  pointsTable,
} from './points';
import { answersWith, noPoints } from './testAnswers';

const points = (changes: Partial<CompleteAnswers>) => opportunityCardPoints(answersWith(changes));

describe('Opportunity Card points', () => {
  it('counts nothing for answers that meet no item', () => {
    expect(opportunityCardPoints(noPoints)).toEqual({ items: [], total: 0, enough: false });
  });

  it('partial recognition: 4 points, for a degree or vocational training only', () => {
    expect(points({ recognition: 'partial' }).items).toEqual([
      { id: 'partialRecognition', points: 4 },
    ]);
    expect(points({ qualification: 'vocational', recognition: 'partial' }).total).toBe(4);
    expect(points({ recognition: 'full' }).total).toBe(0);
    expect(points({ recognition: 'notChecked' }).total).toBe(0);
    expect(points({ qualification: 'school', recognition: 'partial' }).total).toBe(0);
  });

  it.each([
    ['none', 0, undefined],
    ['A1', 0, undefined],
    ['A2', 1, 'germanA2'],
    ['B1', 2, 'germanB1'],
    ['B2', 3, 'germanB2'],
    ['C1', 3, 'germanB2'],
    ['C2', 3, 'germanB2'],
  ] as const)('German %s: %i points', (german, total, id) => {
    const result = points({ german });
    expect(result.total).toBe(total);
    expect(result.items.map((item) => item.id)).toEqual(id ? [id] : []);
  });

  it.each([
    ['none', 0],
    ['A2', 0],
    ['B2', 0],
    ['C1', 1],
    ['C2', 1],
  ] as const)('English %s: %i points', (english, total) => {
    expect(points({ english }).total).toBe(total);
  });

  it.each([
    ['none', 0],
    ['twoOfFive', 2],
    ['threeOfSeven', 2],
    ['fiveOfSeven', 3],
  ] as const)('experience %s: %i points', (experience, total) => {
    expect(points({ experience }).total).toBe(total);
  });

  it.each([
    ['it', 1],
    ['nursing', 1],
    ['shortage', 1],
    ['other', 0],
  ] as const)('a qualification in occupation %s: %i points', (occupation, total) => {
    expect(points({ occupation }).total).toBe(total);
    expect(points({ occupation, qualification: 'school' }).total).toBe(0);
  });

  it.each([
    ['under35', 2],
    ['from35to39', 1],
    ['from40', 0],
  ] as const)('age %s: %i points (§ 20b: 1 point for 35 to 39 only)', (age, total) => {
    expect(points({ age }).total).toBe(total);
  });

  it('an earlier legal stay and a partner who qualifies: 1 point each', () => {
    expect(points({ germanStay: true }).items).toEqual([{ id: 'germanStay', points: 1 }]);
    expect(points({ partner: true }).items).toEqual([{ id: 'partner', points: 1 }]);
  });

  it(`needs at least ${pointsNeeded} points`, () => {
    const five = points({ german: 'B2', age: 'under35' });
    expect(five).toMatchObject({ total: 5, enough: false });
    expect(points({ german: 'B2', age: 'under35', partner: true })).toMatchObject({
      total: 6,
      enough: true,
    });
    expect(pointsNeeded).toBe(6);
  });

  it('counts the highest item of each group once, in table order', () => {
    const all = points({
      recognition: 'partial',
      german: 'C2',
      english: 'C2',
      experience: 'fiveOfSeven',
      occupation: 'it',
      age: 'under35',
      germanStay: true,
      partner: true,
    });
    expect(all.items.map((item) => item.id)).toEqual([
      'partialRecognition',
      'germanB2',
      'englishC1',
      'experienceFiveOfSeven',
      'shortageOccupation',
      'ageUnder35',
      'germanStay',
      'partner',
    ]);
    expect(all.total).toBe(16);
  });

  it('the table holds the points the law gives each item', () => {
    expect(Object.fromEntries(pointsTable.map((item) => [item.id, item.points]))).toEqual({
      partialRecognition: 4,
      germanB2: 3,
      germanB1: 2,
      germanA2: 1,
      englishC1: 1,
      experienceFiveOfSeven: 3,
      experienceTwoOfFive: 2,
      shortageOccupation: 1,
      ageUnder35: 2,
      age35to39: 1,
      germanStay: 1,
      partner: 1,
    });
  });
});

describe('the ages § 20b (1) nos. 9 and 10 may be read two ways', () => {
  it('bands an age by exact years: under 35, 35 to 39, 40 or over', () => {
    expect([34, 35, 39, 40, 41].map(ageBandOf)).toEqual([
      'under35',
      'from35to39',
      'from35to39',
      'from40',
      'from40',
    ]);
  });

  it('names 35 and 40, the first age of the band a whole-years count would raise', () => {
    expect(contestedAges).toEqual({ from35to39: 35, from40: 40 });
    expect([34, 35, 36, 39, 40, 41].filter(isContestedAge)).toEqual([35, 40]);
  });

  it('says the reading decides only where one point more reaches the minimum', () => {
    expect(ageReadingDecides(pointsNeeded - 1)).toBe(true);
    expect(ageReadingDecides(pointsNeeded - 2)).toBe(false);
    expect(ageReadingDecides(pointsNeeded)).toBe(false);
  });
});
