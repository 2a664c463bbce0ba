import { describe, expect, it } from 'vitest';
import { evaluatePathway } from './pathways';
import { opportunityCardPoints } from './points';
import { answersWith } from './testAnswers';

// Oracle: § 20b (1) AufenthG gives the experience points for experience related to the
// qualification, and the shortage point for a qualification in an occupation in short supply;
// § 18g (1) asks for a job that fits the degree, § 18g (2) for IT experience and an IT job.
describe('a degree in one field, work in another (qualificationField)', () => {
  const pointsOf = (changes: Parameters<typeof answersWith>[0], field?: 'other' | 'shortage') =>
    opportunityCardPoints({ ...answersWith(changes), qualificationField: field }).items.map(
      (item) => item.id,
    );

  it('counts no experience points for work outside the qualification, and the point by it', () => {
    const developer = { occupation: 'it', experience: 'fiveOfSeven' } as const;
    expect(pointsOf(developer)).toEqual(['experienceFiveOfSeven', 'shortageOccupation']);
    expect(pointsOf(developer, 'other')).toEqual([]);
    expect(pointsOf({ occupation: 'other', experience: 'twoOfFive' }, 'shortage')).toEqual([
      'shortageOccupation',
    ]);
  });

  it('leaves the fit of a job in the work field to the degree to show, keeps the IT route', () => {
    const offer = {
      jobOffer: true,
      salary: 48_000,
      occupation: 'it',
      jobOccupation: 'it',
      recognition: 'full',
    } as const;
    const rows = (experience: 'none' | 'fiveOfSeven', field?: 'other') =>
      evaluatePathway(
        'blueCard',
        { ...answersWith({ ...offer, experience }), qualificationField: field },
        2026,
      ).conditions.map((condition) => `${condition.id}:${condition.state}`);
    expect(rows('none')).toContain('matchingJobOffer:met');
    expect(rows('none', 'other')).toContain('matchingJobOffer:toProve');
    expect(rows('fiveOfSeven', 'other')).toEqual([
      'itExperience:met',
      'itJobOffer:met',
      'blueCardReducedSalary:met',
    ]);
  });
});
