import { prefersReducedMotion } from '../../lib/reducedMotion';
import { carouselControl, carouselMarkup } from './carouselMarkup';

/** Timing of every slider: auto-advance, the lock that ignores clicks after a change, the fade. */
export const carouselDefaults = { intervalMs: 5000, lockMs: 500, fadeMs: 500 } as const;

export interface CarouselTiming {
  intervalMs?: number;
  lockMs?: number;
}

const started = new WeakSet<HTMLElement>();

function isKeyboardFocus(element: Element): boolean {
  try {
    return element.matches(':focus-visible');
  } catch {
    return true;
  }
}

function setHidden(element: Element, hidden: boolean) {
  element.toggleAttribute('inert', hidden);
  if (hidden) element.setAttribute('aria-hidden', 'true');
  else element.removeAttribute('aria-hidden');
}

/**
 * Runs a prerendered slider with the DOM alone, so a hero rotates and answers before (and
 * without) any React: a current index that wraps both ways and advances every `intervalMs`;
 * every change starts a lock of `lockMs` during which navigation is ignored. Rotation pauses
 * while hovered; keyboard focus arriving from outside and the pause button stop it until the
 * play button starts it again; it never starts under prefers-reduced-motion (WCAG 2.2.2, the
 * APG carousel pattern). The application starts it from the component's effect, the islands
 * script for every slider of a static page (`startCarousels`). Returns the undo.
 */
export function attachCarousel(root: HTMLElement, timing: CarouselTiming = {}): () => void {
  if (started.has(root)) return () => {};
  started.add(root);
  const { intervalMs = carouselDefaults.intervalMs, lockMs = carouselDefaults.lockMs } = timing;
  const slides = Array.from(root.querySelectorAll<HTMLElement>(`[${carouselMarkup.slide}]`));
  const count = slides.length;
  let index = Math.max(
    0,
    slides.findIndex((slide) => slide.getAttribute(carouselMarkup.active) === 'true'),
  );
  let paused = prefersReducedMotion();
  // The islands script may start it under a resting pointer, which sends no mouseenter.
  let hovered = root.matches(':hover');
  let locked = false;
  let lockTimer: ReturnType<typeof setTimeout> | undefined;
  let rotationTimer: ReturnType<typeof setTimeout> | undefined;

  const rotating = () => count > 1 && !paused && !hovered;
  root.querySelectorAll<HTMLImageElement>(`[${carouselMarkup.deferredSrc}]`).forEach((image) => {
    image.src = image.getAttribute(carouselMarkup.deferredSrc) ?? '';
    image.removeAttribute(carouselMarkup.deferredSrc);
  });

  function render() {
    root.setAttribute(carouselMarkup.paused, String(paused));
    slides.forEach((slide, i) => {
      const active = i === index;
      slide.setAttribute(carouselMarkup.active, String(active));
      // The first slide keeps its h1 in the tree and hides its other parts instead.
      if (i === 0) {
        slide
          .querySelectorAll(`[${carouselMarkup.firstSlidePart}]`)
          .forEach((part) => setHidden(part, !active));
      } else setHidden(slide, !active);
    });
    root.querySelectorAll(`[${carouselMarkup.dot}]`).forEach((dot) => {
      if (Number(dot.getAttribute(carouselMarkup.dot)) === index) {
        dot.setAttribute('aria-current', 'true');
      } else dot.removeAttribute('aria-current');
    });
    const rotation = root.querySelector(
      `[${carouselMarkup.control}="${carouselControl.rotation}"]`,
    );
    const label = rotation?.getAttribute(
      paused ? carouselMarkup.playLabel : carouselMarkup.pauseLabel,
    );
    if (label) rotation?.setAttribute('aria-label', label);
    root
      .querySelector(`[${carouselMarkup.slides}]`)
      ?.setAttribute('aria-live', rotating() ? 'off' : 'polite');
  }

  // Restarting the timer on every change gives each slide its full interval.
  function schedule() {
    clearTimeout(rotationTimer);
    if (rotating()) rotationTimer = setTimeout(() => change(index + 1), intervalMs);
  }

  function change(target: number) {
    if (locked || count < 2) return;
    locked = true;
    clearTimeout(lockTimer);
    lockTimer = setTimeout(() => (locked = false), lockMs);
    index = ((target % count) + count) % count;
    render();
    schedule();
  }

  function update() {
    render();
    schedule();
  }

  const onClick = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target : null;
    const dot = target?.closest(`[${carouselMarkup.dot}]`);
    if (dot) return change(Number(dot.getAttribute(carouselMarkup.dot)));
    const control = target
      ?.closest(`[${carouselMarkup.control}]`)
      ?.getAttribute(carouselMarkup.control);
    if (control === carouselControl.prev) change(index - 1);
    else if (control === carouselControl.next) change(index + 1);
    else if (control === carouselControl.rotation) {
      paused = !paused;
      update();
    }
  };
  const onEnter = () => {
    hovered = true;
    update();
  };
  const onLeave = () => {
    hovered = false;
    update();
  };
  // Keyboard focus arriving from outside stops rotation until play is pressed; a mouse click
  // on a dot does not (the pointer already pauses), nor does moving inside.
  const onFocusIn = (event: FocusEvent) => {
    const fromOutside = !root.contains(event.relatedTarget as Node | null);
    if (fromOutside && event.target instanceof Element && isKeyboardFocus(event.target)) {
      paused = true;
      update();
    }
  };
  root.addEventListener('click', onClick);
  root.addEventListener('mouseenter', onEnter);
  root.addEventListener('mouseleave', onLeave);
  root.addEventListener('focusin', onFocusIn);
  // Keyboard focus may have reached the slider before this script did.
  const focused = document.activeElement;
  if (focused && root.contains(focused) && isKeyboardFocus(focused)) paused = true;
  update();

  return () => {
    started.delete(root);
    clearTimeout(lockTimer);
    clearTimeout(rotationTimer);
    root.removeEventListener('click', onClick);
    root.removeEventListener('mouseenter', onEnter);
    root.removeEventListener('mouseleave', onLeave);
    root.removeEventListener('focusin', onFocusIn);
  };
}

/** Starts every slider of a prerendered page, with the timing its region carries. */
export function startCarousels(root: ParentNode = document): void {
  for (const element of root.querySelectorAll<HTMLElement>(`[${carouselMarkup.root}]`)) {
    attachCarousel(
      element,
      JSON.parse(element.getAttribute(carouselMarkup.root) ?? '{}') as CarouselTiming,
    );
  }
}
