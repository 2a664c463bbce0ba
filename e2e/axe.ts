import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import type { AxeResults, RunOptions } from 'axe-core';

/**
 * The accessibility bar every page must pass: WCAG 2.0, 2.1 and 2.2 at levels A and AA, plus
 * axe's best practices. Selecting by tag also runs the rules axe switches off by default, such
 * as target-size (WCAG 2.2: pointer targets of at least 24 px). Label in Name (the visible text
 * of a control is part of its accessible name) is named explicitly, so it keeps running even
 * where an axe version ships it as experimental, which tag selection leaves out.
 */
const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa', 'best-practice'];
const alwaysOn = ['label-content-name-mismatch'];
const options: RunOptions = {
  runOnly: { type: 'tag', values: tags },
  rules: Object.fromEntries(alwaysOn.map((id) => [id, { enabled: true }])),
};

// axe-core itself, injected through the DevTools protocol (which the page's Content Security
// Policy does not govern). @axe-core/playwright's current release needs Node 22.
const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

/**
 * Runs axe on the page once it has settled; one line per violated rule with the elements it
 * found. Settled means no finite animation or transition is still running: axe reads text inside
 * a list that is still unfolding (height growing under overflow: hidden) as text nobody can see,
 * so a mobile-menu group checked mid-expand failed link-name on a busy machine.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (a) => a.playState !== 'running' || a.effect?.getComputedTiming().endTime === Infinity,
      ),
  );
  await page.evaluate(axeSource);
  const results = await page.evaluate(
    (runOptions) =>
      (
        window as unknown as {
          axe: { run: (context: Document, o: RunOptions) => Promise<AxeResults> };
        }
      ).axe.run(document, runOptions),
    options,
  );
  return results.violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
}
