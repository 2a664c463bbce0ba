import { describe, expect, it } from 'vitest';
import { initialVisitorType, readVisitorType, visitorTypes } from './visitorType';

describe('readVisitorType', () => {
  it('keeps every classified type with a confidence between 0 and 1', () => {
    for (const type of visitorTypes) {
      expect(readVisitorType({ type, confidence: 0 })).toEqual({ type, confidence: 0 });
      expect(readVisitorType({ type, confidence: 1 })).toEqual({ type, confidence: 1 });
    }
  });

  it('reads anything else as unknown', () => {
    for (const value of [
      undefined,
      null,
      'exploring',
      { type: 'admin', confidence: 0.5 },
      { type: 'unknown', confidence: 0.5 },
      { type: 'exploring', confidence: 1.5 },
      { type: 'exploring', confidence: -0.1 },
      { type: 'exploring', confidence: Number.NaN },
      { type: 'exploring', confidence: '0.5' },
      { type: 'exploring' },
    ]) {
      expect(readVisitorType(value)).toEqual(initialVisitorType);
    }
  });
});
