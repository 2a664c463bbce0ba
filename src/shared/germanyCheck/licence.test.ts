import { describe, expect, it } from 'vitest';
import { answersFromSearch, answersToSearch } from './answerUrl';
import {
  asksLicence,
  relevant,
  unanswered,
  type CompleteAnswers,
  type Licence,
  type Occupation,
} from './answers';
import { evaluatePathway, type PathwayId } from './pathways';
import { answersWith } from './testAnswers';

/** A doctor or an engineer (the form's "another occupation in short supply") with a job offer. */
const doctor = {
  qualification: 'degree',
  recognition: 'full',
  occupation: 'shortage',
  experience: 'fiveOfSeven',
  jobOffer: true,
  jobOccupation: 'shortage',
  salary: 60_000,
  german: 'B2',
} as const satisfies Partial<CompleteAnswers>;

const licenceState = (id: PathwayId, changes: Partial<CompleteAnswers>) =>
  evaluatePathway(id, answersWith({ ...doctor, ...changes }), 2026).conditions.find(
    (condition) => condition.id === 'licenceToPractise',
  )?.state;

describe('the licence to practise a regulated profession (§ 18 (2) no. 3 AufenthG)', () => {
  it('is asked where the work may be regulated, and only with a qualification', () => {
    const asked = (occupation: Occupation, changes: Partial<CompleteAnswers> = {}) =>
      asksLicence({ ...doctor, jobOccupation: occupation, ...changes });
    expect(asked('shortage')).toBe(true);
    expect(asked('blueCardList')).toBe(true);
    expect(asked('it')).toBe(false);
    expect(asked('nursing')).toBe(false);
    // Another occupation may be regulated too: a lawyer, a state-recognised educator.
    expect(asked('other')).toBe(true);
    // Without a job offer the visitor's own occupation is the one worked in.
    expect(asked('it', { jobOffer: false, occupation: 'blueCardList' })).toBe(true);
    expect(asked('shortage', { qualification: 'school' })).toBe(false);
    expect(
      unanswered({ ...doctor, recentGraduate: false, english: 'B2', goal: 'work', age: 'under35' }),
    ).toEqual(['licence', 'sixMonthContract']);
  });

  it('weighs each answer: held or not regulated meets it, not yet is to show on every route', () => {
    const expected: Record<Licence, Partial<Record<PathwayId, string | undefined>>> = {
      notRegulated: { blueCard: undefined, skilledWorker: undefined, experience: 'met' },
      held: { blueCard: 'met', skilledWorker: 'met', experience: 'met' },
      // § 18 (2) no. 3 asks every title of the chapter for a licence granted "or promised";
      // § 6 BeschV, § 19c (2)'s, asks nothing stricter (95a W2).
      notYet: { blueCard: 'toProve', skilledWorker: 'toProve', experience: 'toProve' },
      unknown: { blueCard: 'toProve', skilledWorker: 'toProve', experience: 'toProve' },
    };
    for (const [licence, routes] of Object.entries(expected) as [Licence, typeof expected.held][]) {
      for (const [id, state] of Object.entries(routes) as [PathwayId, string | undefined][]) {
        expect({ licence, id, state: licenceState(id, { licence }) }).toEqual({
          licence,
          id,
          state,
        });
      }
    }
    // Unanswered, as in a link from before the question, stays to show.
    expect(licenceState('blueCard', { licence: undefined })).toBe('toProve');
  });

  it('changes the Blue Card verdict: a doctor without the licence is no longer "possible"', () => {
    expect(
      evaluatePathway('blueCard', answersWith({ ...doctor, licence: 'held' }), 2026),
    ).toMatchObject({ status: 'possible' });
    expect(
      evaluatePathway('blueCard', answersWith({ ...doctor, licence: 'notYet' }), 2026),
    ).toMatchObject({ status: 'toShow' });
    expect(
      evaluatePathway(
        'experience',
        answersWith({ ...doctor, recognition: 'notChecked', licence: 'notYet' }),
        2026,
      ),
    ).toMatchObject({ status: 'toShow' });
  });

  it('is kept in the shared link and dropped where it is no longer asked', () => {
    const search = answersToSearch({ ...doctor, licence: 'notYet' });
    expect(new URLSearchParams(search).get('licence')).toBe('notYet');
    expect(answersFromSearch(search).licence).toBe('notYet');
    expect(answersFromSearch('?licence=maybe&v=3').licence).toBeUndefined();
    expect(relevant({ ...doctor, jobOccupation: 'it', licence: 'held' })).not.toHaveProperty(
      'licence',
    );
  });
});

describe('a nursing job for someone who is no nurse (65c W1, W2)', () => {
  const itForNursing = answersWith({
    qualification: 'degree',
    recognition: 'full',
    occupation: 'it',
    jobOffer: true,
    jobOccupation: 'nursing',
    salary: 47_000,
    german: 'B2',
    experience: 'twoOfFive',
  });

  it('closes §§ 18a/18b: a recognised IT degree is no licence to nurse (§ 2 PflBG)', () => {
    const result = evaluatePathway('skilledWorker', itForNursing, 2026);
    expect(result.status).toBe('missing');
    expect(result.conditions).toContainEqual(
      expect.objectContaining({ id: 'nursingLicence', state: 'unmet' }),
    );
    // A nurse keeps the nursing rows as before.
    const nurse = { ...itForNursing, goal: 'nursing', occupation: 'nursing' } as const;
    expect(
      evaluatePathway('skilledWorker', nurse, 2026).conditions.map((condition) => condition.id),
    ).toContain('germanB2');
  });

  it('closes the recognition partnership: no other qualification is recognised as nursing', () => {
    const partial = { ...itForNursing, recognition: 'partial' } as const;
    const result = evaluatePathway('recognitionPartnership', partial, 2026);
    expect(result.status).toBe('missing');
    expect(result.conditions).toContainEqual(
      expect.objectContaining({ id: 'nursingJobQualification', state: 'unmet' }),
    );
  });
});
