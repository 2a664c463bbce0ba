import { describe, expect, it } from 'vitest';
import { datedBand } from './profileWindows';

// "Worked 5 years but stopped 4 years ago": the band must not depend on the milliseconds of the
// clock. Once, two readings of the clock a few milliseconds apart and floating point made three
// years in the last seven come out a hair under 3, and the band "none" (a flaky test in stop 52).
describe('datedBand at any moment of the year', () => {
  it('gives five years that ended four years ago three of the last seven, at every fraction', () => {
    for (let step = 0; step < 1000; step++) {
      const now = 2026 + step / 1000 + 1e-7 * (step % 7);
      const end = now - 4;
      expect(datedBand({ from: end - 5, to: end - 1 }, 5, 2026, now)).toBe('threeOfSevenEarlier');
    }
  });

  it('still tells a year apart: 2 of the last 5 is not 3 of the last 7', () => {
    expect(datedBand({ from: 2023, to: 2024 }, 2, 2026, 2026.5)).toBe('twoOfFive');
  });
});
