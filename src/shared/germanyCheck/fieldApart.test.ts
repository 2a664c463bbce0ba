import { describe, expect, it } from 'vitest';
import { asksJobExperience, relevant, unanswered } from './answers';
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
    // Two occupations off the lists, told apart by the chat: a psychologist who sells.
    const seller = { ...answersWith({ experience: 'fiveOfSeven' }), experienceOutsideField: true };
    expect(opportunityCardPoints(seller).items).toEqual([]);
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

// Oracle: § 6 BeschV asks for two years' experience in the last five that prepares for the job
// (§ 19c (2) AufenthG); § 18g (2) for three years of IT experience in the last seven and an IT
// job, whatever the degree; § 20b counts the experience in the qualification's field.
describe("the form's experience in the job's occupation (jobExperience)", () => {
  const lawyerInIt = answersWith({
    occupation: 'other',
    experience: 'none',
    jobOffer: true,
    jobOccupation: 'it',
    salary: 48_000,
  });
  const rows = (id: 'blueCard' | 'experience', jobExperience?: 'none' | 'threeOfSeven') =>
    evaluatePathway(id, { ...lawyerInIt, jobExperience }, 2026).conditions.map(
      (condition) => `${condition.id}:${condition.state}`,
    );

  it('is asked only where the job is in another occupation than the qualification', () => {
    expect(asksJobExperience(lawyerInIt)).toBe(true);
    expect(unanswered(lawyerInIt)).toEqual(['jobExperience', 'sixMonthContract']);
    expect(asksJobExperience({ ...lawyerInIt, jobOccupation: 'other' })).toBe(false);
    expect(asksJobExperience({ ...lawyerInIt, qualification: 'school' })).toBe(false);
    expect(relevant({ ...lawyerInIt, jobOffer: false, jobExperience: 'none' })).not.toHaveProperty(
      'jobExperience',
    );
  });

  it("opens the IT specialist's Blue Card and work by experience to a law graduate in IT", () => {
    expect(rows('blueCard', 'threeOfSeven')).toEqual([
      'itExperience:met',
      'itJobOffer:met',
      'blueCardReducedSalary:met',
    ]);
    expect(rows('experience', 'threeOfSeven')).toContain('experienceTwoOfFive:met');
    expect(rows('experience', 'none')).toContain('experienceTwoOfFive:unmet');
    // Not answered apart (the chat does not ask it): the experience told is weighed, and the
    // IT route waits for the years in IT.
    expect(rows('experience')).toContain('experienceTwoOfFive:unmet');
    expect(rows('blueCard')).not.toContain('itExperience:unmet');
  });

  it('counts no points for the years in the job, only for those in the qualification', () => {
    const points = opportunityCardPoints({ ...lawyerInIt, jobExperience: 'threeOfSeven' });
    expect(points.items.map((item) => item.id)).toEqual([]);
  });
});
