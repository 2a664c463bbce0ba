/**
 * The one script of a page that boots as islands (docs/performance.md). It loads no React:
 * it finds the page's islands, holds taps that arrive early, and hydrates each island at its
 * moment. `data-hydrated="true"` marks each island once React has adopted it, and the page's
 * <html> once every island meant to hydrate without a visitor's action (load, idle) has, and
 * the page's plain-DOM parts have started, with the islands they wake (the Germany check's form
 * for a shared link, shown with its answers).
 */
import {
  hydrateMoments,
  islandAttributes,
  pageContextId,
  type HydrateWhen,
} from '../components/islands/attributes';
import type { PageInfo } from '../components/PageContext';
import { bootShell } from '../app/shellBoot';
import { carouselMarkup } from '../components/carousel/carouselMarkup';
import { startCounters } from '../components/stats/countUp';
import { startReveals } from '../components/reveal/revealOnScroll';
import { holdInput, nothingHeld } from './pendingInput';
import { schedule } from './schedule';

const page = JSON.parse(document.getElementById(pageContextId)?.textContent ?? 'null') as PageInfo;
const islands = Array.from(document.querySelectorAll<HTMLElement>(`[${islandAttributes.name}]`));
const momentOf = (island: HTMLElement): HydrateWhen => {
  const when = island.getAttribute(islandAttributes.when) as HydrateWhen;
  return hydrateMoments.includes(when) ? when : 'load';
};
const unprompted = islands.filter((island) => ['load', 'idle'].includes(momentOf(island)));
let waiting = unprompted.length;
let behavioursStarted = false;
/** The page is ready once its unprompted islands have hydrated and its plain-DOM parts run. */
const markIfReady = () => {
  if (waiting === 0 && behavioursStarted) document.documentElement.dataset.hydrated = 'true';
};

for (const island of islands) {
  let started = false;
  const hydrate = () => {
    if (started) return;
    started = true;
    import('./hydrateIsland')
      .then(({ hydrateIsland }) => hydrateIsland(island, page))
      .then(
        () => {
          pending.replay();
          island.dataset.hydrated = 'true';
          if (unprompted.includes(island)) waiting -= 1;
          markIfReady();
        },
        (error: unknown) => {
          // The island stays what the prerenderer wrote: its links work, its buttons do not.
          pending.release();
          console.error(`Island ${island.getAttribute(islandAttributes.name)} failed.`, error);
        },
      );
  };
  const when = momentOf(island);
  const pending = when === 'wake' ? nothingHeld : holdInput(island, hydrate);
  schedule(island, when, hydrate);
}
bootShell(page);
startReveals();
startCounters();
// What only some pages have loads only there: the hero sliders' controller, the home page's
// welcome and scroll-spy, the Germany check's wake-up for a shared link or a new year,
// /book-call's way home.
const behaviours: Promise<void>[] = [];
if (document.querySelector(`[${carouselMarkup.root}]`)) {
  behaviours.push(
    import('../components/carousel/carouselController').then(({ startCarousels }) =>
      startCarousels(),
    ),
  );
}
if (page.routeId === 'home') {
  behaviours.push(
    import('../pages/home/homeBoot').then(({ startHomeBehaviours }) => startHomeBehaviours()),
  );
}
if (page.routeId === 'germanyCheck') {
  behaviours.push(
    import('../pages/germany-check/germanyCheckBoot').then(({ startGermanyCheck }) =>
      startGermanyCheck(),
    ),
  );
}
void Promise.allSettled(behaviours).then(() => {
  behavioursStarted = true;
  markIfReady();
});
// Taps held by the page's boot script (scripts/deferredBoot.js) come here now.
document.documentElement.dataset.islands = 'ready';
