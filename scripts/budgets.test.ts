import { describe, expect, it } from 'vitest';
import { budgetFailures, renderBudgetTable, type BudgetRow } from './budgets';

describe('size budgets', () => {
  const rows: BudgetRow[] = [
    { what: 'first-load JS /', bytes: 100 * 1024, limitKiB: 100 },
    { what: 'first-load JS /es', bytes: 110 * 1024 + 1, limitKiB: 110 },
  ];

  it('fails only a row over its limit, saying by how much', () => {
    expect(budgetFailures(rows)).toEqual([
      'first-load JS /es: 110.0 KiB is over its budget of 110 KiB by 0.0 KiB',
    ]);
  });

  it('prints every row and marks the ones over', () => {
    const table = renderBudgetTable(rows).split('\n');
    expect(table).toHaveLength(3);
    expect(table[1]).toMatch(/^first-load JS \/ +100\.0 +100$/);
    expect(table[2]).toMatch(/110\.0 +110 +OVER$/);
  });
});
