import { readSiteConfig } from '../src/config/siteConfig';
import { loadKnowledge } from '../server/chat/knowledge';
import { sourceUrl } from '../server/chat/sources';
import { expect, test } from './fixtures';

/**
 * Every page section a chat answer links to exists in the page served in that language: a
 * section renamed on a page fails here instead of sending visitors to the top of the page.
 */
const site = readSiteConfig(process.env);
const knowledge = loadKnowledge('locales', site);
const targets = new Map<string, { path: string; anchor?: string }>();
for (const item of Object.values(knowledge)) {
  for (const entry of item.entries.values()) {
    if (!entry.source) continue;
    const url = new URL(sourceUrl(site.siteUrl, entry.source, item.locale));
    const anchor = url.hash.slice(1) || undefined;
    targets.set(
      url.pathname + url.hash,
      anchor ? { path: url.pathname, anchor } : { path: url.pathname },
    );
  }
}

test('the chat links only to page sections that exist, in every language', async ({ request }) => {
  expect(targets.size).toBeGreaterThan(20);
  const missing: string[] = [];
  for (const [key, { path, anchor }] of targets) {
    const response = await request.get(path);
    if (response.status() !== 200) {
      missing.push(`${key}: status ${response.status()}`);
      continue;
    }
    const html = await response.text();
    if (anchor && !html.includes(`id="${anchor}"`)) missing.push(`${key}: no section #${anchor}`);
  }
  expect(missing).toEqual([]);
});
