import { describe, expect, it } from 'vitest';
import { answersFromSearch, answersToSearch } from './answerUrl';
import {
  ageBands,
  emptyAnswers,
  experiences,
  goals,
  languageLevels,
  occupations,
  qualifications,
  recognitions,
  type Answers,
} from '../../../shared/germanyCheck/answers';
import { answersWith } from '../../../shared/germanyCheck/testAnswers';

const roundTrip = (answers: Answers) => answersFromSearch(answersToSearch(answers));

describe('answers in the URL', () => {
  it('a complete set of answers survives the round trip', () => {
    const answers = answersWith({
      goal: 'nursing',
      qualification: 'vocational',
      recognition: 'partial',
      recentGraduate: true,
      jobOffer: true,
      salary: 45_935,
      occupation: 'nursing',
      experience: 'threeOfSeven',
      german: 'B1',
      english: 'C1',
      age: 'from35to39',
      germanStay: true,
      partner: true,
    });
    expect(roundTrip(answers)).toEqual(answers);
  });

  it('writes readable parameters, yes/no answers only when yes', () => {
    expect(
      answersToSearch(answersWith({ goal: 'work', jobOffer: true, salary: 50_700, partner: true })),
    ).toBe(
      '?goal=work&qualification=degree&recognition=notChecked&occupation=other&experience=none&german=none&english=none&age=from40&offer=yes&partner=yes&over45=no&salary=50700',
    );
  });

  it('no answers make no query, and no query gives no answers', () => {
    expect(answersToSearch(emptyAnswers)).toBe('');
    expect(answersFromSearch('')).toEqual(emptyAnswers);
    expect(roundTrip(emptyAnswers)).toEqual(emptyAnswers);
  });

  it.each([
    ['goal', goals],
    ['qualification', qualifications],
    ['recognition', recognitions],
    ['occupation', occupations],
    ['experience', experiences],
    ['german', languageLevels],
    ['english', languageLevels],
    ['age', ageBands],
  ] as const)('every option of %s survives the round trip', (key, options) => {
    for (const option of options) {
      const answers: Answers = { ...emptyAnswers, [key]: option };
      expect(roundTrip(answers)).toEqual(answers);
    }
  });

  it('writes "45 or older?" as yes or no, and a link without it leaves it unanswered', () => {
    const over40: Answers = { ...emptyAnswers, age: 'from40' };
    expect(answersFromSearch('?age=from40')).toEqual(over40);
    expect(answersFromSearch('?age=from40').from45).toBeUndefined();
    expect(answersFromSearch('?age=from40&over45=maybe').from45).toBeUndefined();
    for (const from45 of [true, false]) {
      expect(roundTrip({ ...over40, from45 })).toEqual({ ...over40, from45 });
    }
    expect(answersToSearch({ ...over40, from45: false })).toBe('?age=from40&over45=no');
  });

  it('keeps a partial set of answers as it is', () => {
    const partial: Answers = { ...emptyAnswers, goal: 'study', german: 'A2', germanStay: true };
    expect(roundTrip(partial)).toEqual(partial);
  });

  it('ignores unknown values, malformed salaries and other parameters', () => {
    expect(
      answersFromSearch(
        '?goal=holiday&german=B3&age=under35&salary=12a&offer=true&utm_source=whatsapp',
      ),
    ).toEqual({ ...emptyAnswers, age: 'under35' });
    for (const salary of ['-5', '1e5', '50 700', '', '12345678901'])
      expect(answersFromSearch(`?salary=${encodeURIComponent(salary)}`).salary).toBeUndefined();
    expect(answersFromSearch('?salary=0').salary).toBe(0);
  });

  it('keeps the cents of a salary (45,934.20 reaches the lower Blue Card threshold)', () => {
    const answers = answersWith({ jobOffer: true, salary: 45_934.2 });
    expect(answersToSearch(answers)).toContain('salary=45934.2');
    expect(roundTrip(answers).salary).toBe(45_934.2);
  });
});
