import { describe, expect, it } from 'vitest';
import type { CompleteAnswers } from '../../../shared/germanyCheck/answers';
import { evaluatePathways, goalOrder, pathwayIds, type PathwayId } from './pathways';
import { answersWith } from '../../../shared/germanyCheck/testAnswers';

function route(id: PathwayId, changes: Partial<CompleteAnswers>, year = 2026) {
  const result = evaluatePathways(answersWith(changes), year).find((r) => r.id === id);
  if (!result) throw new Error(`${id} missing`);
  return result;
}
const states = (id: PathwayId, changes: Partial<CompleteAnswers>, year = 2026) =>
  Object.fromEntries(route(id, changes, year).conditions.map((c) => [c.id, c.state]));

const recognisedDegree = { qualification: 'degree', recognition: 'full' } as const;
const offer = (salary: number) => ({ jobOffer: true, salary });

describe('EU Blue Card', () => {
  it('is open with a recognised degree, a job offer and the general threshold of the year', () => {
    expect(route('blueCard', { ...recognisedDegree, ...offer(50_700) })).toMatchObject({
      open: true,
    });
    expect(states('blueCard', { ...recognisedDegree, ...offer(50_699) })).toEqual({
      degreeRecognised: 'met',
      jobOffer: 'met',
      blueCardSalary: 'unmet',
    });
  });

  it('takes the threshold of the year asked about', () => {
    expect(route('blueCard', { ...recognisedDegree, ...offer(48_300) }, 2025).open).toBe(true);
    expect(route('blueCard', { ...recognisedDegree, ...offer(48_300) }, 2026).open).toBe(false);
    expect(route('blueCard', { ...recognisedDegree, ...offer(50_700) }, 2027).open).toBe(true);
  });

  it.each(['it', 'nursing', 'shortage'] as const)(
    'uses the lower threshold for the shortage occupation %s',
    (occupation) => {
      expect(states('blueCard', { ...recognisedDegree, occupation, ...offer(45_935) })).toEqual({
        degreeRecognised: 'met',
        jobOffer: 'met',
        blueCardReducedSalary: 'met',
      });
      expect(route('blueCard', { ...recognisedDegree, occupation, ...offer(45_934) }).open).toBe(
        false,
      );
      expect(
        route('blueCard', { ...recognisedDegree, occupation, ...offer(43_760) }, 2025).open,
      ).toBe(true);
    },
  );

  it('uses the lower threshold for a graduate of the last three years', () => {
    expect(
      route('blueCard', { ...recognisedDegree, recentGraduate: true, ...offer(45_935) }).open,
    ).toBe(true);
    expect(route('blueCard', { ...recognisedDegree, ...offer(45_935) }).open).toBe(false);
  });

  it('needs the degree recognised or comparable, and a job offer', () => {
    expect(states('blueCard', { recognition: 'partial', ...offer(60_000) })).toMatchObject({
      degreeRecognised: 'unmet',
    });
    expect(states('blueCard', { ...recognisedDegree, jobOffer: false })).toEqual({
      degreeRecognised: 'met',
      jobOffer: 'unmet',
      blueCardSalary: 'unmet',
    });
  });

  it('is open to IT specialists without a degree with three years in the last seven', () => {
    const itSpecialist = {
      qualification: 'vocational',
      recognition: 'notChecked',
      occupation: 'it',
      ...offer(45_935),
    } as const;
    expect(states('blueCard', { ...itSpecialist, experience: 'threeOfSeven' })).toEqual({
      itExperience: 'met',
      jobOffer: 'met',
      blueCardReducedSalary: 'met',
    });
    expect(route('blueCard', { ...itSpecialist, experience: 'fiveOfSeven' }).open).toBe(true);
    expect(states('blueCard', { ...itSpecialist, experience: 'twoOfFive' })).toMatchObject({
      itExperience: 'unmet',
    });
    expect(states('blueCard', { ...itSpecialist, qualification: 'school' })).toMatchObject({
      itExperience: 'unmet',
    });
  });

  it('shows an IT graduate the route nearer to open', () => {
    const itGraduate = { occupation: 'it', experience: 'threeOfSeven', ...offer(46_000) } as const;
    expect(states('blueCard', itGraduate)).toMatchObject({ itExperience: 'met' });
    expect(states('blueCard', { ...itGraduate, experience: 'none' })).toMatchObject({
      degreeRecognised: 'unmet',
    });
    expect(states('blueCard', { ...itGraduate, ...recognisedDegree })).toMatchObject({
      degreeRecognised: 'met',
    });
  });
});

describe('skilled worker with a recognised qualification (§ 18a / § 18b)', () => {
  it.each(['degree', 'vocational'] as const)(
    'is open with a recognised %s and a job offer',
    (q) => {
      expect(
        route('skilledWorker', { qualification: q, recognition: 'full', jobOffer: true }).open,
      ).toBe(true);
    },
  );

  it('needs full recognition and a job offer', () => {
    expect(states('skilledWorker', { recognition: 'partial', jobOffer: true })).toEqual({
      qualificationRecognised: 'unmet',
      jobOffer: 'met',
    });
    expect(states('skilledWorker', { qualification: 'school', jobOffer: true })).toMatchObject({
      qualificationRecognised: 'unmet',
    });
    expect(states('skilledWorker', recognisedDegree)).toMatchObject({ jobOffer: 'unmet' });
  });
});

describe('experience route (§ 19c)', () => {
  const experienced = {
    qualification: 'vocational',
    experience: 'twoOfFive',
    ...offer(45_630),
  } as const;

  it('is open without recognition in Germany, with two years in the last five and the salary', () => {
    expect(route('experience', experienced).open).toBe(true);
    expect(route('experience', { ...experienced, experience: 'fiveOfSeven' }).open).toBe(true);
  });

  it('needs the salary of the year, the experience, a qualification and an unregulated occupation', () => {
    expect(states('experience', { ...experienced, salary: 45_629 })).toMatchObject({
      experienceSalary: 'unmet',
    });
    expect(states('experience', { ...experienced, experience: 'none' })).toMatchObject({
      experienceTwoOfFive: 'unmet',
    });
    expect(states('experience', { ...experienced, qualification: 'school' })).toMatchObject({
      qualificationAtHome: 'unmet',
    });
    expect(states('experience', { ...experienced, occupation: 'nursing' })).toMatchObject({
      unregulatedOccupation: 'unmet',
    });
    expect(states('experience', { ...experienced, jobOffer: false })).toMatchObject({
      jobOffer: 'unmet',
      experienceSalary: 'unmet',
    });
  });
});

describe('Opportunity Card (§ 20a)', () => {
  it('is open directly with a fully recognised qualification; the funds remain to prove', () => {
    expect(route('opportunityCard', { qualification: 'vocational', recognition: 'full' })).toEqual({
      id: 'opportunityCard',
      open: true,
      conditions: [
        { id: 'qualificationRecognised', state: 'met' },
        { id: 'funds', state: 'toProve' },
      ],
    });
  });

  const sixPoints = {
    german: 'A1',
    age: 'under35',
    experience: 'twoOfFive',
    occupation: 'shortage',
    germanStay: true,
  } as const;

  it('is open by points with a qualification, German A1 or English B2 and 6 points', () => {
    expect(states('opportunityCard', sixPoints)).toEqual({
      qualificationAtHome: 'met',
      languageMinimum: 'met',
      points: 'met',
      funds: 'toProve',
    });
    expect(route('opportunityCard', { ...sixPoints, german: 'none', english: 'B2' }).open).toBe(
      true,
    );
  });

  it('is not open below 6 points, without the language minimum or without a qualification', () => {
    expect(states('opportunityCard', { ...sixPoints, germanStay: false })).toMatchObject({
      points: 'unmet',
    });
    expect(
      states('opportunityCard', { ...sixPoints, german: 'none', english: 'B1', partner: true }),
    ).toMatchObject({ languageMinimum: 'unmet', points: 'met' });
    expect(states('opportunityCard', { ...sixPoints, qualification: 'school' })).toMatchObject({
      qualificationAtHome: 'unmet',
    });
  });
});

describe('the other routes', () => {
  it('recognition partnership: a qualification, German A2 and a job offer; the agreement to prove', () => {
    expect(
      states('recognitionPartnership', {
        qualification: 'vocational',
        german: 'A2',
        jobOffer: true,
      }),
    ).toEqual({
      qualificationAtHome: 'met',
      germanA2: 'met',
      jobOffer: 'met',
      partnershipAgreement: 'toProve',
    });
    expect(route('recognitionPartnership', { german: 'A1', jobOffer: true }).open).toBe(false);
  });

  it('nursing: a nursing qualification recognised in Germany, German B2 and a job offer', () => {
    const nurse = {
      occupation: 'nursing',
      qualification: 'vocational',
      recognition: 'full',
      german: 'B2',
      jobOffer: true,
    } as const;
    expect(route('nursing', nurse).open).toBe(true);
    expect(states('nursing', { ...nurse, recognition: 'partial' })).toMatchObject({
      nursingRecognition: 'unmet',
    });
    expect(states('nursing', { ...nurse, german: 'B1' })).toMatchObject({ germanB2: 'unmet' });
    expect(states('nursing', { ...nurse, occupation: 'other' })).toMatchObject({
      nursingQualification: 'unmet',
      nursingRecognition: 'unmet',
    });
    expect(states('nursing', { ...nurse, jobOffer: false })).toMatchObject({ jobOffer: 'unmet' });
  });

  it('study: admission, language and a blocked account, all to prove', () => {
    expect(route('study', { qualification: 'school' })).toEqual({
      id: 'study',
      open: true,
      conditions: [
        { id: 'admission', state: 'toProve' },
        { id: 'studyLanguage', state: 'toProve' },
        { id: 'blockedAccount', state: 'toProve' },
      ],
    });
  });

  it('vocational training: German B1 and a training contract', () => {
    expect(states('vocationalTraining', { german: 'B1' })).toEqual({
      trainingContract: 'toProve',
      germanB1: 'met',
    });
    expect(route('vocationalTraining', { german: 'A2' }).open).toBe(false);
  });

  it('search for a training place: under 35 and German B1', () => {
    expect(route('trainingSearch', { age: 'under35', german: 'B1' }).open).toBe(true);
    expect(states('trainingSearch', { age: 'from35to40', german: 'B1' })).toMatchObject({
      ageUnder35: 'unmet',
    });
    expect(states('trainingSearch', { age: 'under35', german: 'A2' })).toMatchObject({
      germanB1: 'unmet',
    });
  });
});

describe('the answer', () => {
  it('weighs every route once, for every goal', () => {
    for (const order of Object.values(goalOrder)) {
      expect([...order].sort()).toEqual([...pathwayIds].sort());
    }
  });

  it('lists the open routes first, each group in the order of the goal', () => {
    const results = evaluatePathways(
      answersWith({ goal: 'study', german: 'B1', age: 'under35' }),
      2026,
    );
    expect(results.map((r) => [r.id, r.open])).toEqual([
      ['study', true],
      ['trainingSearch', true],
      ['vocationalTraining', true],
      ['opportunityCard', false],
      ['blueCard', false],
      ['skilledWorker', false],
      ['experience', false],
      ['recognitionPartnership', false],
      ['nursing', false],
    ]);
  });

  it('puts the goal first when it is open', () => {
    const nurse = answersWith({
      goal: 'nursing',
      occupation: 'nursing',
      recognition: 'full',
      german: 'B2',
      jobOffer: true,
      salary: 40_000,
    });
    expect(evaluatePathways(nurse, 2026)[0]).toMatchObject({ id: 'nursing', open: true });
  });
});
