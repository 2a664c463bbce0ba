import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * The accessibility bar every page must pass: WCAG 2.0, 2.1 and 2.2 at levels A and AA, plus
 * axe's best practices. Selecting by tag also runs the rules axe switches off by default, such
 * as target-size (WCAG 2.2: pointer targets of at least 24 px). Label in Name (the visible text
 * of a control is part of its accessible name) is named explicitly, so it keeps running even
 * where an axe version ships it as experimental, which tag selection leaves out.
 */
const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa', 'best-practice'];
const alwaysOn = ['label-content-name-mismatch'];

/** Runs axe on the page as it is now; one line per violated rule with the elements it found. */
export async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .options({
      runOnly: { type: 'tag', values: tags },
      rules: Object.fromEntries(alwaysOn.map((id) => [id, { enabled: true }])),
    })
    .analyze();
  return results.violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
}
