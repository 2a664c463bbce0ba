import { describe, expect, it } from 'vitest';
import { formatMoney } from './format';

describe('formatMoney', () => {
  it('formats whole amounts for the page language', () => {
    expect(formatMoney('en', 'EUR', 2500)).toBe('€2,500');
    expect(formatMoney('es', 'EUR', 2500)).toBe('€2.500');
    expect(formatMoney('en', 'USD', 97)).toBe('$97');
    expect(formatMoney('es', 'USD', 397)).toBe('$397');
  });
});
