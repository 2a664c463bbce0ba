import { describe, expect, it } from 'vitest';
import {
  atLeast,
  emptyAnswers,
  experiences,
  hasExperience,
  isComplete,
  relevant,
  unanswered,
  workingOccupation,
} from './answers';
import { noPoints } from './testAnswers';

describe('answers', () => {
  it('start with every question unanswered, yes/no questions included', () => {
    expect(emptyAnswers).toEqual({});
    expect(unanswered(emptyAnswers)).toEqual([
      'goal',
      'qualification',
      'occupation',
      'experience',
      'jobOffer',
      'german',
      'english',
      'age',
    ]);
    expect(isComplete(emptyAnswers)).toBe(false);
  });

  it('wait for every yes/no question that is asked, never reading it as no', () => {
    const withDegree = { ...noPoints, recentGraduate: undefined, jobOffer: undefined };
    expect(unanswered({ ...withDegree, germanStay: undefined, partner: undefined })).toEqual([
      'recentGraduate',
      'jobOffer',
      'germanStay',
      'partner',
    ]);
    expect(isComplete({ ...withDegree, recentGraduate: false, jobOffer: false })).toBe(true);
  });

  it('ask about a stay and a partner only where points count', () => {
    const unsaid = { ...noPoints, germanStay: undefined, partner: undefined };
    expect(unanswered(unsaid)).toEqual(['germanStay', 'partner']);
    expect(unanswered({ ...unsaid, recognition: 'partial' })).toEqual(['germanStay', 'partner']);
    // Full recognition needs no points; a school leaver has no card to count them for.
    expect(isComplete({ ...unsaid, recognition: 'full' })).toBe(true);
    expect(isComplete({ ...unsaid, qualification: 'school' })).toBe(true);
  });

  it('ask "45 or older?" only where the age rule can change a result: 40+, qualification, job offer', () => {
    expect(emptyAnswers).not.toHaveProperty('from45');
    const over40 = { ...noPoints, from45: undefined };
    // No job offer: only routes without the age rule (the Opportunity Card) are open.
    expect(isComplete(over40)).toBe(true);
    expect(isComplete({ ...over40, qualification: 'school', jobOffer: true, salary: 50_000 })).toBe(
      true,
    );
    const withOffer = {
      ...over40,
      jobOffer: true,
      jobOccupation: 'other',
      sixMonthContract: true,
      salary: 50_000,
    } as const;
    expect(unanswered(withOffer)).toEqual(['from45']);
    expect(isComplete({ ...withOffer, from45: false })).toBe(true);
    expect(isComplete({ ...withOffer, age: 'under35' })).toBe(true);
    expect(relevant({ ...over40, age: 'under35', from45: true })).not.toHaveProperty('from45');
  });

  it('ask about recognition only for a degree or vocational training', () => {
    const withoutRecognition = { ...noPoints, recognition: undefined };
    expect(unanswered(withoutRecognition)).toEqual(['recognition']);
    expect(unanswered({ ...withoutRecognition, qualification: 'vocational' })).toEqual([
      'recognition',
    ]);
    expect(isComplete({ ...withoutRecognition, qualification: 'school' })).toBe(true);
  });

  it('ask for the salary only with a job offer', () => {
    expect(
      unanswered({ ...noPoints, jobOffer: true, jobOccupation: 'other', sixMonthContract: true }),
    ).toEqual(['salary']);
    expect(
      isComplete({
        ...noPoints,
        jobOffer: true,
        jobOccupation: 'other',
        sixMonthContract: true,
        salary: 50_000,
      }),
    ).toBe(true);
    expect(isComplete(noPoints)).toBe(true);
  });

  it("ask the job's occupation with a job offer, of a qualification or an IT specialist", () => {
    const offer = { ...noPoints, jobOffer: true, sixMonthContract: true, salary: 50_000 } as const;
    expect(unanswered(offer)).toEqual(['jobOccupation']);
    expect(unanswered({ ...offer, qualification: 'vocational' })).toEqual(['jobOccupation']);
    // § 18g (2): an IT specialist without a qualification needs a job in IT.
    expect(unanswered({ ...offer, qualification: 'school', occupation: 'it' })).toEqual([
      'jobOccupation',
    ]);
    // Without a qualification and outside IT, no route turns on the job's occupation.
    expect(isComplete({ ...offer, qualification: 'school' })).toBe(true);
    expect(isComplete({ ...noPoints, jobOffer: false })).toBe(true);
    expect(relevant({ ...noPoints, jobOccupation: 'it' })).not.toHaveProperty('jobOccupation');
  });

  it("weigh the job's occupation where it is asked, and the visitor's own elsewhere", () => {
    const itGraduate = { ...noPoints, occupation: 'it' } as const;
    expect(workingOccupation({ ...itGraduate, jobOffer: true, jobOccupation: 'other' })).toBe(
      'other',
    );
    // The chat may know of a job without its occupation: the visitor's own.
    expect(workingOccupation({ ...itGraduate, jobOffer: true })).toBe('it');
    expect(workingOccupation({ ...itGraduate, jobOffer: false, jobOccupation: 'other' })).toBe(
      'it',
    );
  });

  it('wait for the collective agreement where § 19c (2) weighs it: a salary under its floor', () => {
    const offer = {
      ...noPoints,
      experience: 'twoOfFive',
      jobOffer: true,
      jobOccupation: 'other',
      sixMonthContract: true,
      collectiveAgreement: undefined,
    } as const;
    // 2026: the floor is €45,630 (§ 6 BeschV).
    expect(unanswered({ ...offer, salary: 40_000 }, 2026)).toEqual(['collectiveAgreement']);
    expect(isComplete({ ...offer, salary: 40_000, collectiveAgreement: 'unknown' }, 2026)).toBe(
      true,
    );
    expect(unanswered({ ...offer, salary: 45_630 }, 2026)).toEqual([]);
    // Out of reach whatever the employer pays: no qualification, no experience, or nursing
    // without its licence.
    expect(unanswered({ ...offer, qualification: 'school', salary: 40_000 }, 2026)).toEqual([]);
    expect(unanswered({ ...offer, experience: 'none', salary: 40_000 }, 2026)).toEqual([]);
    const nurse = {
      ...offer,
      occupation: 'nursing',
      jobOccupation: 'nursing',
      salary: 36_000,
    } as const;
    expect(unanswered({ ...nurse, recognition: 'partial' }, 2026)).toEqual([]);
    expect(unanswered({ ...nurse, recognition: 'full', german: 'B2' }, 2026)).toEqual([
      'collectiveAgreement',
    ]);
  });

  it('drop the answers whose question the form no longer shows', () => {
    const over45 = { ...noPoints, jobOffer: true, salary: 60_000, from45: true };
    expect(relevant(over45)).toHaveProperty('from45', true);
    expect(relevant({ ...over45, age: 'under35' })).not.toHaveProperty('from45');
    // No job offer: the age rule changes nothing, and the question is not asked.
    expect(relevant({ ...over45, jobOffer: false })).not.toHaveProperty('from45');
    const school = relevant({ ...noPoints, qualification: 'school', recognition: 'full' });
    expect(school).not.toHaveProperty('recognition');
    expect(school).not.toHaveProperty('germanStay');
    expect(school).not.toHaveProperty('partner');
  });

  it('compare language levels in order', () => {
    expect(atLeast('none', 'A1')).toBe(false);
    expect(atLeast('A1', 'A1')).toBe(true);
    expect(atLeast('B1', 'B2')).toBe(false);
    expect(atLeast('C2', 'B2')).toBe(true);
  });

  // Three years in the last seven need not hold two in the last five (worked years ago): each
  // answer says which spans of § 20b, § 6 BeschV and § 18g (2) it covers.
  it.each([
    ['none', { twoOfFive: false, threeOfSeven: false, fiveOfSeven: false }],
    ['twoOfFive', { twoOfFive: true, threeOfSeven: false, fiveOfSeven: false }],
    ['threeOfSevenEarlier', { twoOfFive: false, threeOfSeven: true, fiveOfSeven: false }],
    ['threeOfSeven', { twoOfFive: true, threeOfSeven: true, fiveOfSeven: false }],
    ['fiveOfSeven', { twoOfFive: true, threeOfSeven: true, fiveOfSeven: true }],
  ] as const)('experience %s covers the spans the law counts', (band, spans) => {
    expect({
      twoOfFive: hasExperience(band, 'twoOfFive'),
      threeOfSeven: hasExperience(band, 'threeOfSeven'),
      fiveOfSeven: hasExperience(band, 'fiveOfSeven'),
    }).toEqual(spans);
  });

  it('offer every combination of the spans as one answer', () => {
    const combinations = experiences.map((band) =>
      (['twoOfFive', 'threeOfSeven', 'fiveOfSeven'] as const)
        .map((span) => hasExperience(band, span))
        .join(),
    );
    expect(new Set(combinations).size).toBe(experiences.length);
    // Five in the last seven always holds three in the last five, so both other spans: with the
    // two others free, that makes five possible combinations.
    expect(experiences).toHaveLength(5);
  });

  it('ask a school leaver who wants to study or train neither occupation nor experience', () => {
    const schoolLeaver = {
      ...emptyAnswers,
      qualification: 'school',
      jobOffer: false,
      german: 'B1',
      english: 'none',
      age: 'under35',
    } as const;
    expect(unanswered({ ...schoolLeaver, goal: 'study' })).toEqual([]);
    expect(unanswered({ ...schoolLeaver, goal: 'training' })).toEqual([]);
    // Work: an IT specialist needs no degree for the Blue Card, so occupation is asked, and
    // experience only of an IT specialist.
    expect(unanswered({ ...schoolLeaver, goal: 'work' })).toEqual(['occupation']);
    expect(unanswered({ ...schoolLeaver, goal: 'work', occupation: 'other' })).toEqual([]);
    expect(unanswered({ ...schoolLeaver, goal: 'work', occupation: 'it' })).toEqual(['experience']);
  });

  it('weigh only the answers to questions that apply', () => {
    expect(
      relevant({ ...noPoints, qualification: 'school', goal: 'study', occupation: 'it' }),
    ).not.toHaveProperty('occupation');
    expect(relevant({ ...noPoints, salary: 50_000 })).not.toHaveProperty('salary');
  });
});
