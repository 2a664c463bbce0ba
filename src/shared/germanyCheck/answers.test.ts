import { describe, expect, it } from 'vitest';
import {
  atLeast,
  emptyAnswers,
  experienceAtLeast,
  isComplete,
  relevant,
  unanswered,
} from './answers';
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

  it('leave "45 or older?" unanswered until the visitor of 40 or over says', () => {
    expect(emptyAnswers).not.toHaveProperty('from45');
    const over40 = { ...noPoints, from45: undefined };
    expect(unanswered(over40)).toEqual(['from45']);
    expect(isComplete({ ...over40, from45: false })).toBe(true);
    expect(isComplete({ ...over40, age: 'under35' })).toBe(true);
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

  it('ask a school leaver who wants to study or train neither occupation nor experience', () => {
    const schoolLeaver = {
      ...emptyAnswers,
      qualification: 'school',
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
