import { describe, expect, it } from 'vitest';
import { answersFromSearch, answersToSearch } from './answerUrl';
import { asksLicence, type CompleteAnswers, type Occupation } from './answers';
import { evaluatePathway } from './pathways';
import { opportunityCardPoints } from './points';
import { answersWith } from './testAnswers';

/** A social worker or an electrician with a degree and a job offer at €48,000 (63b, 92b). */
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

describe('a skilled trade or social work, not on the Blue Card list', () => {
  it('earns no § 20b point: no. 8 gives it to the groups of the Blue Card list only', () => {
    expect(shortagePoint(answersWith({ occupation: 'shortageOffList' }))).toBe(false);
    expect(
      shortagePoint(answersWith({ occupation: 'shortageOffList', qualification: 'vocational' })),
    ).toBe(false);
    expect(shortagePoint(answersWith({ occupation: 'blueCardList' }))).toBe(true);
    expect(shortagePoint(answersWith({ occupation: 'shortage' }))).toBe(true);
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
