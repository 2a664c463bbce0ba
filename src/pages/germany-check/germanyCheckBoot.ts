import { wakeIslandAndWait } from '../../components/islands/wake';
import { germanyCheckIslands } from './islandNames';
import { prerenderedYear } from './rulesYear';

/**
 * What the Germany check does unasked once its page has loaded (src/islands/client.ts): a
 * shared link's answers are shown at once, and in a year the build did not know every band
 * that names a dated figure redraws itself with that year's (src/pages/germany-check/rulesYear.ts).
 * Everything else waits for a visitor's touch. Settles once what it woke has hydrated.
 */
export async function startGermanyCheck(): Promise<void> {
  const newYear = prerenderedYear() !== new Date().getFullYear();
  const woken = [
    ...(window.location.search || newYear ? [germanyCheckIslands.check] : []),
    ...(newYear ? [germanyCheckIslands.routes, germanyCheckIslands.figures] : []),
  ];
  await Promise.all(woken.map(wakeIslandAndWait));
}
