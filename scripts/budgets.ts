/**
 * Size budgets of the built site, computed from the build output alone so the check is
 * deterministic: the JavaScript a page loads before the first interaction (its entry script
 * and the chunks its prerendered HTML names for the boot script), the largest image and each
 * font file.
 */

/**
 * Bytes on the wire (brotli for text files), in KiB (1,024 bytes). Every page boots as islands
 * (docs/performance.md): before a visitor's touch it loads the islands script with what runs
 * without React (reveal on scroll, counters, the booking buttons and their consent store, the
 * site config they read, the header's scrolled look, smooth links to a band of the page, the
 * language offer) and, where an island hydrates unprompted, that island's code. The limit keeps
 * about 1 KiB above the largest page measured (7.9 KiB on 2026-11-29): two clean builds differ
 * by a few hundred bytes, and nothing may grow unnoticed. (Until 2026-11-29 pages that booted
 * as one React application had a limit of their own, 208 KiB; the git history has its story.)
 */
export const budgetsKiB = {
  /** A page's first-load JavaScript: the files its `#app-modules` block names. */
  pageFirstLoadJs: 9,
  image: 150,
  font: 32,
};

export interface BudgetRow {
  what: string;
  bytes: number;
  limitKiB: number;
}

export const overBudget = (row: BudgetRow) => row.bytes > row.limitKiB * 1024;

export function renderBudgetTable(rows: readonly BudgetRow[]): string {
  const width = Math.max(...rows.map((row) => row.what.length), 4);
  const kib = (bytes: number) => (bytes / 1024).toFixed(1).padStart(7);
  return [
    `${'what'.padEnd(width)}     KiB   limit`,
    ...rows.map(
      (row) =>
        `${row.what.padEnd(width)} ${kib(row.bytes)} ${String(row.limitKiB).padStart(7)}${overBudget(row) ? '  OVER' : ''}`,
    ),
  ].join('\n');
}

/** One line per row over its budget, saying by how much; empty when all fit. */
export function budgetFailures(rows: readonly BudgetRow[]): string[] {
  return rows
    .filter(overBudget)
    .map(
      (row) =>
        `${row.what}: ${(row.bytes / 1024).toFixed(1)} KiB is over its budget of ${row.limitKiB} KiB by ${((row.bytes - row.limitKiB * 1024) / 1024).toFixed(1)} KiB`,
    );
}
