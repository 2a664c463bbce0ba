import { wakeIsland } from '../../components/islands/wake';
import { germanyCheckIslands } from './islandNames';
import { prerenderedYear } from './rulesYear';

/**
 * What the Germany check does unasked once its page has loaded (src/islands/client.ts): a
 * shared link's answers are shown at once, and in a year the build did not know every band
 * that names a dated figure redraws itself with that year's (src/pages/germany-check/rulesYear.ts).
 * Everything else waits for a visitor's touch.
 */
export function startGermanyCheck(): void {
  const newYear = prerenderedYear() !== new Date().getFullYear();
  if (window.location.search || newYear) wakeIsland(germanyCheckIslands.check);
  if (newYear) {
    wakeIsland(germanyCheckIslands.routes);
    wakeIsland(germanyCheckIslands.figures);
  }
}
