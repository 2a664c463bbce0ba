import { describe, expect, it } from 'vitest';
import { atLeast, emptyAnswers, experienceAtLeast, isComplete, unanswered } from './answers';
import { noPoints } from './testAnswers';

describe('answers', () => {
  it('start with every choice unanswered and every yes/no at no', () => {
    expect(unanswered(emptyAnswers)).toEqual([
      'goal',
      'qualification',
      'occupation',
      'experience',
      'german',
      'english',
      'age',
    ]);
    expect(isComplete(emptyAnswers)).toBe(false);
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
    expect(unanswered({ ...noPoints, jobOffer: true })).toEqual(['salary']);
    expect(isComplete({ ...noPoints, jobOffer: true, salary: 0 })).toBe(true);
    expect(isComplete(noPoints)).toBe(true);
  });

  it('compare language levels and experience bands in order', () => {
    expect(atLeast('none', 'A1')).toBe(false);
    expect(atLeast('A1', 'A1')).toBe(true);
    expect(atLeast('B1', 'B2')).toBe(false);
    expect(atLeast('C2', 'B2')).toBe(true);
    expect(experienceAtLeast('none', 'twoOfFive')).toBe(false);
    expect(experienceAtLeast('threeOfSeven', 'twoOfFive')).toBe(true);
    expect(experienceAtLeast('threeOfSeven', 'fiveOfSeven')).toBe(false);
    expect(experienceAtLeast('fiveOfSeven', 'threeOfSeven')).toBe(true);
  });
});
