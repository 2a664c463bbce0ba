import { describe, expect, it } from 'vitest';
import { budgetFailures, firstLoadScripts, renderBudgetTable, type BudgetRow } from './budgets';

const page = `<!doctype html><html><head>
<link rel="modulepreload" crossorigin href="/assets/HomePage-1.js">
<script>inline()</script>
<script type="module" crossorigin src="/assets/index-2.js"></script>
<link rel="modulepreload" crossorigin href="/assets/shared-3.js">
<link rel="modulepreload" crossorigin href="/assets/HomePage-1.js">
<link rel="preload" as="image" href="/images/hero.svg">
<link rel="stylesheet" href="/assets/index-4.css">
</head><body><script src="https://cdn.example/x.js"></script></body></html>`;

describe('size budgets', () => {
  it('counts the entry module and each modulepreload once, nothing else', () => {
    expect(firstLoadScripts(page)).toEqual([
      '/assets/HomePage-1.js',
      '/assets/index-2.js',
      '/assets/shared-3.js',
    ]);
  });

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
