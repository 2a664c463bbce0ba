import { describe, expect, it } from 'vitest';
import { answersFromSearch, answersToSearch } from './answerUrl';
import { asksLicence, type CompleteAnswers, type Occupation } from './answers';
import { evaluatePathway } from './pathways';
import { opportunityCardPoints } from './points';
import { answersWith } from './testAnswers';

/** A social worker or an electrician with a degree and a job offer at €48,000 (63b). */
const offered = (occupation: Occupation): CompleteAnswers =>
  answersWith({
    recognition: 'full',
    occupation,
    jobOffer: true,
    jobOccupation: occupation,
    salary: 48_000,
    collectiveAgreement: 'no',
  });

const conditionIds = (answers: CompleteAnswers) =>
  evaluatePathway('blueCard', answers, 2026).conditions.map((condition) => condition.id);

const shortagePoint = (answers: CompleteAnswers) =>
  opportunityCardPoints(answers).items.some((item) => item.id === 'shortageOccupation');

describe('an occupation in short supply that is not on the Blue Card list (a skilled trade)', () => {
  it('earns the § 20b point like the other shortage occupations, with a qualification', () => {
    expect(shortagePoint(answersWith({ occupation: 'shortageOffList' }))).toBe(true);
    expect(
      shortagePoint(answersWith({ occupation: 'shortageOffList', qualification: 'vocational' })),
    ).toBe(true);
    expect(shortagePoint(answersWith({ occupation: 'blueCardList' }))).toBe(false);
    expect(shortagePoint(answersWith({ occupation: 'other' }))).toBe(false);
  });

  it("keeps the Blue Card's regular threshold, where the listed shortage occupations get the lower one", () => {
    expect(conditionIds(offered('shortageOffList'))).toContain('blueCardSalary');
    expect(conditionIds(offered('shortageOffList'))).not.toContain('blueCardReducedSalary');
    expect(conditionIds(offered('shortage'))).toContain('blueCardReducedSalary');
    expect(evaluatePathway('blueCard', offered('shortageOffList'), 2026).status).toBe('missing');
  });

  it('asks for the licence, as a social worker needs the state recognition', () => {
    expect(asksLicence(offered('shortageOffList'))).toBe(true);
  });

  it('travels in a shared link', () => {
    const answers = { occupation: 'shortageOffList', jobOccupation: 'shortageOffList' } as const;
    expect(answersFromSearch(answersToSearch({ ...offered('other'), ...answers }))).toMatchObject(
      answers,
    );
  });
});
