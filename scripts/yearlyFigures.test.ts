import { describe, expect, it } from 'vitest';
import { figuresToReconfirm } from './yearlyFigures';

describe('the figures to re-confirm each year', () => {
  it('lists every figure with its amount, its year and its official source', () => {
    const text = figuresToReconfirm(2026);
    expect(text).toContain('for 2026:');
    expect(text).toContain(
      '- EU Blue Card, minimum gross salary: €50,700 (2026)\n    https://www.make-it-in-germany.com/en/visa-residence/types/eu-blue-card',
    );
    expect(text).toContain(
      'Skilled workers from 45 (first permit), minimum gross salary: €55,770 (2026)',
    );
  });

  it('flags a figure the year has no entry for yet', () => {
    expect(figuresToReconfirm(2026)).toContain(
      'Opportunity Card, proof of funds: €1,091 (2025), no 2026 entry yet: confirm it and add it',
    );
    expect(figuresToReconfirm(2027)).toContain(
      'EU Blue Card, minimum gross salary: €50,700 (2026), no 2027 entry yet',
    );
  });
});
