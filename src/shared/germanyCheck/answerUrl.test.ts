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
} from './answers';
import { answersWith } from './testAnswers';

const roundTrip = (answers: Answers) => answersFromSearch(answersToSearch(answers));

describe('answers in the URL', () => {
  it('a complete set of answers survives the round trip', () => {
    const answers = answersWith({
      goal: 'nursing',
      qualification: 'degree',
      recognition: 'partial',
      recentGraduate: true,
      jobOffer: true,
      salary: 45_935,
      occupation: 'nursing',
      experience: 'threeOfSeven',
      german: 'B1',
      english: 'C1',
      age: 'from35to39',
      // "45 or older?" is not asked under 40.
      from45: undefined,
      germanStay: true,
      partner: true,
      // A nurse's licence is made of recognition and German: not asked.
      licence: undefined,
    });
    expect(roundTrip(answers)).toEqual(answers);
  });

  it('keeps an occupation on the Blue Card list, and old links keep their occupation', () => {
    const chemist = answersWith({ occupation: 'blueCardList', jobOffer: true, salary: 47_500 });
    expect(answersToSearch(chemist)).toContain('occupation=blueCardList');
    expect(roundTrip(chemist)).toEqual(chemist);
    for (const occupation of ['it', 'nursing', 'shortage', 'other'] as const) {
      expect(answersFromSearch(`?goal=work&occupation=${occupation}`).occupation).toBe(occupation);
    }
  });

  it('writes readable parameters, yes/no answers as yes or no, and marks its format', () => {
    expect(
      answersToSearch(
        answersWith({
          goal: 'work',
          jobOffer: true,
          jobOccupation: 'it',
          salary: 50_700,
          partner: true,
        }),
      ),
    ).toBe(
      '?goal=work&qualification=degree&recognition=notChecked&occupation=other&job=it&experience=none&german=none&english=none&age=from40&graduate=no&offer=yes&stay=no&partner=yes&over45=no&salary=50700&v=3',
    );
  });

  it("reads a job offer's occupation as the visitor's own in links made before it was asked", () => {
    const profile = 'goal=work&qualification=degree&occupation=shortage&offer=yes';
    expect(answersFromSearch(`?${profile}&v=2`).jobOccupation).toBe('shortage');
    expect(answersFromSearch(`?${profile}`).jobOccupation).toBe('shortage');
    expect(answersFromSearch(`?${profile}&v=3`).jobOccupation).toBeUndefined();
    expect(answersFromSearch(`?${profile}&job=other&v=3`).jobOccupation).toBe('other');
    expect(answersFromSearch(`?${profile}&job=other&v=2`).jobOccupation).toBe('other');
    // Without a job offer there is no job to read.
    expect(answersFromSearch('?goal=work&occupation=it&offer=no&v=2')).not.toHaveProperty(
      'jobOccupation',
    );
  });

  it('leaves an unanswered yes/no question unanswered, never reading it as no', () => {
    const unanswered: Answers = { goal: 'work', german: 'B1' };
    expect(answersToSearch(unanswered)).toBe('?goal=work&german=B1&v=3');
    expect(roundTrip(unanswered)).toEqual(unanswered);
    const answered: Answers = {
      ...unanswered,
      qualification: 'degree',
      recognition: 'notChecked',
      jobOffer: false,
      partner: true,
    };
    expect(roundTrip(answered)).toEqual(answered);
  });

  it('keeps a recognition told before its qualification, and drops it after a school certificate', () => {
    // The chat reads "a partial recognition notice" without the qualification it is of: the
    // page asks the qualification, and its recognition is already answered.
    const notice: Answers = { goal: 'nursing', recognition: 'partial', german: 'B1' };
    expect(roundTrip(notice)).toEqual(notice);
    expect(roundTrip({ ...notice, qualification: 'vocational' })).toEqual({
      ...notice,
      qualification: 'vocational',
    });
    expect(roundTrip({ ...notice, qualification: 'school' }).recognition).toBeUndefined();
  });

  it('keeps "45 or older" told with a job offer before the qualification (112b c15)', () => {
    const turned45: Answers = { goal: 'nursing', age: 'from40', jobOffer: true, from45: true };
    expect(roundTrip(turned45)).toEqual(turned45);
    expect(roundTrip({ ...turned45, qualification: 'school' }).from45).toBeUndefined();
    expect(roundTrip({ ...turned45, jobOffer: false }).from45).toBeUndefined();
  });

  it('keeps a stay and a partner told before the qualification (117c c11)', () => {
    const auPair: Answers = { goal: 'work', german: 'B2', germanStay: true, partner: false };
    expect(roundTrip(auPair)).toEqual(auPair);
    const school = roundTrip({ ...auPair, qualification: 'school' });
    expect(school.germanStay).toBeUndefined();
    expect(school.partner).toBeUndefined();
    expect(roundTrip({ ...auPair, recognition: 'full' }).germanStay).toBeUndefined();
  });

  it('opens a link of the first format as it was written: a yes/no answer left out was no', () => {
    const first =
      '?goal=work&qualification=school&occupation=it&experience=threeOfSeven&german=none&english=B2&age=under35&offer=yes&salary=46000';
    expect(answersFromSearch(first)).toEqual({
      goal: 'work',
      qualification: 'school',
      occupation: 'it',
      // Its experience answers kept their meaning: three of seven, two of them in the last five.
      experience: 'threeOfSeven',
      german: 'none',
      english: 'B2',
      age: 'under35',
      jobOffer: true,
      // One occupation stood for the visitor's and the job's.
      jobOccupation: 'it',
      salary: 46_000,
      recentGraduate: false,
      germanStay: false,
      partner: false,
    });
    // An address with no answers is no link of either format: nothing is preset.
    expect(answersFromSearch('?utm_source=whatsapp')).toEqual(emptyAnswers);
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
      // A recognition is asked of a degree; "comparable" of a nurse's degree.
      const asked: Answers =
        key === 'recognition' ? { qualification: 'degree', goal: 'nursing' } : emptyAnswers;
      const answers: Answers = { ...asked, [key]: option };
      expect(roundTrip(answers)).toEqual(answers);
    }
  });

  it('keeps a comparable degree apart for a nurse only', () => {
    const comparable = (changes: Answers) =>
      answersFromSearch(answersToSearch({ ...changes, recognition: 'comparable' })).recognition;
    expect(comparable({ qualification: 'degree', goal: 'nursing' })).toBe('comparable');
    expect(comparable({ qualification: 'degree', goal: 'work', occupation: 'nursing' })).toBe(
      'comparable',
    );
    // For anyone else a comparable degree is the full option; training is rated by no anabin.
    expect(comparable({ qualification: 'degree', goal: 'work', occupation: 'it' })).toBe('full');
    expect(comparable({ qualification: 'vocational', goal: 'nursing' })).toBeUndefined();
  });

  it('writes "45 or older?" as yes or no, and a link without it leaves it unanswered', () => {
    const over40: Answers = { ...emptyAnswers, age: 'from40' };
    expect(answersFromSearch('?age=from40&v=2')).toEqual(over40);
    expect(answersFromSearch('?age=from40').from45).toBeUndefined();
    expect(answersFromSearch('?age=from40&over45=maybe').from45).toBeUndefined();
    // Asked of a qualification with a job offer.
    const asked: Answers = { ...over40, qualification: 'school', jobOffer: true };
    for (const from45 of [true, false]) {
      const answers = { ...asked, qualification: 'degree' as const, from45 };
      expect(roundTrip(answers)).toEqual(answers);
    }
    expect(answersToSearch({ ...asked, qualification: 'vocational', from45: false })).toBe(
      '?qualification=vocational&age=from40&offer=yes&over45=no&v=3',
    );
  });

  it('keeps a partial set of answers as it is', () => {
    const partial: Answers = { ...emptyAnswers, goal: 'study', german: 'A2', jobOffer: false };
    expect(roundTrip(partial)).toEqual(partial);
  });

  it('leaves out an answer whose question the form no longer shows', () => {
    const over45: Answers = answersWith({ jobOffer: true, salary: 60_000, from45: true });
    expect(answersToSearch(over45)).toContain('over45=yes');
    expect(answersToSearch({ ...over45, age: 'under35' })).not.toContain('over45');
    const school = answersToSearch({ ...over45, qualification: 'school', recognition: 'full' });
    expect(school).not.toContain('recognition');
    expect(school).not.toContain('stay=');
  });

  it('ignores unknown values, malformed salaries and other parameters', () => {
    expect(
      answersFromSearch(
        '?goal=holiday&german=B3&age=under35&salary=12a&offer=true&utm_source=whatsapp&v=2',
      ),
    ).toEqual({ ...emptyAnswers, age: 'under35' });
    // Below €10,000 a year is no yearly salary (DE36; 63b: a monthly "3900"): asked again, as
    // when it is typed.
    for (const salary of ['-5', '1e5', '50 700', '', '12345678901', '45', '3900', '9999.99', '0'])
      expect(answersFromSearch(`?salary=${encodeURIComponent(salary)}`).salary).toBeUndefined();
    expect(answersFromSearch('?salary=10000').salary).toBe(10000);
  });

  it('keeps the cents of a salary (45,934.20 reaches the lower Blue Card threshold)', () => {
    const answers = answersWith({ jobOffer: true, salary: 45_934.2 });
    expect(answersToSearch(answers)).toContain('salary=45934.2');
    expect(roundTrip(answers).salary).toBe(45_934.2);
  });
});
