import { describe, expect, it } from 'vitest';
import { formatLegalDate } from './legalDate';

describe('formatLegalDate', () => {
  it('writes the date out in the page language', () => {
    expect(formatLegalDate('en', '2025-03-26')).toBe('March 26, 2025');
    expect(formatLegalDate('es', '2025-03-26')).toBe('26 de marzo de 2025');
  });

  it('keeps the day whatever the time zone (read as UTC)', () => {
    expect(formatLegalDate('en', '2025-01-01')).toBe('January 1, 2025');
  });
});
