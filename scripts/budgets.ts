/**
 * Size budgets of the built site, computed from the build output alone so the check is
 * deterministic: the JavaScript a page loads before the first interaction (its entry script
 * and the chunks its prerendered HTML names for the boot script), the largest image and each
 * font file.
 */

/**
 * Bytes on the wire (brotli for text files), in KiB (1,024 bytes). The goal for the home page's
 * first-load JavaScript is 100 KiB; it is not met yet (docs/benchmarks.md says why), so the
 * JavaScript limits hold today's sizes with a little room: nothing may grow unnoticed, and each
 * cut lowers them. They rose by 4 KiB when start-up was split into steps (src/main.tsx): more,
 * smaller files compress a little worse, and the steps keep the main thread free. They rose by
 * 4 KiB again on 2026-11-26 for what every page now carries: the grouped header menus and the
 * scroll-spy (navigation within two clicks), focus management on page change, banners that keep
 * focus clear, and the scheduler's consent line.
 *
 * Pages now move to islands one by one (docs/performance.md): a page that boots as islands
 * loads the shell's islands and its own, and nothing of its static bands. The application
 * pages' limits rose by 9 KiB on 2026-11-28 while both ways of booting coexist: the shell is
 * now islands the application renders in place (one more module each), and the section
 * blocks' chunk no longer takes the MUI parts the islands share. They go with the
 * application, once the last page is converted. On 2026-11-29 the shell's islands came to wait
 * for a visitor's touch: a page that boots as islands loads 3 KiB of script and no React
 * until then, and the chat button became part of the prerendered page, so the application
 * loads its code with the page (1.5-3 KiB more; it used to follow after hydration); the hero
 * sliders' controller is plain DOM code the home page loads too until it boots as islands.
 * Each keeps 1 KiB above the largest page measured:
 * two clean builds differ by a few hundred bytes (chunk hashes compress differently).
 * The islands pages' limit rose from 7 to 9 KiB on 2026-11-29 for the smooth links to a band
 * of the page (the home page's anchors, the skip link), plain DOM on every page (7.6 KiB).
 * The application pages' limit rose by 5 KiB more on 2026-11-29 for the Germany check (issue
 * 36), the largest of them (204.3 KiB in German): the rules as data with a statute per
 * condition, two more routes, the amount reader, and their copy in the page language. It rose
 * by 2 KiB more the same day for the check's second pass (issue 36: the routes grouped by goal,
 * plural forms of its summary, the answers kept across a language switch): 206.5 KiB in German.
 */
export const budgetsKiB = {
  /** A page that boots as the application (the Germany check, the not-found page). */
  pageFirstLoadJs: 208,
  /**
   * A page that boots as islands whose islands all wait to be seen or touched: the islands
   * script with what runs without React (reveal on scroll, the booking buttons and their
   * consent store, the site config they read, the header's scrolled look, smooth links to a
   * band of the page). The home page is one of them since 2026-11-29 (its 226 KiB limit as the
   * application is gone); its welcome and scroll-spy load after start-up, only there.
   */
  islandsPageFirstLoadJs: 9,
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
