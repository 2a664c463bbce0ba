import { describe, expect, it } from 'vitest';
import { formatLegalDate } from './formatDate';

describe('formatLegalDate', () => {
  it('writes the date out in the page language', () => {
    expect(formatLegalDate('en', '2025-03-26')).toBe('26 March 2025');
    expect(formatLegalDate('es', '2025-03-26')).toBe('26 de marzo de 2025');
  });

  it('keeps the day whatever the time zone (read as UTC)', () => {
    expect(formatLegalDate('en', '2025-01-01')).toBe('1 January 2025');
  });
});
