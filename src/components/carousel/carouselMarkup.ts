/**
 * The markup a hero slider is prerendered with (./HeroCarousel.tsx) and its controller
 * (./carouselController.ts) keeps up to date: the state lives in attributes, the styles follow them.
 */
export const carouselMarkup = {
  /** On the region; its value is the timing as JSON. */
  root: 'data-carousel',
  /** On the region: whether rotation is stopped (pause button, keyboard focus, reduced motion). */
  paused: 'data-paused',
  /** The element holding the slides: a live region while nothing rotates. */
  slides: 'data-carousel-slides',
  slide: 'data-carousel-slide',
  /** On each slide: whether it shows. */
  active: 'data-active',
  /**
   * On the image of every slide but the first: its address, which the controller makes its
   * `src` once it starts, after the page has painted. Fetched before, those images took the
   * bandwidth the first slide's image and the font need on a slow connection; without script
   * no slide but the first ever shows.
   */
  deferredSrc: 'data-deferred-src',
  /** The first slide's parts besides its h1, hidden while another slide shows. */
  firstSlidePart: 'data-carousel-part',
  /** On a control: `rotation`, `prev` or `next`. */
  control: 'data-carousel-control',
  /** On a dot: its slide's index. */
  dot: 'data-carousel-dot',
  /** On the rotation button: its label while rotating and while stopped. */
  pauseLabel: 'data-label-pause',
  playLabel: 'data-label-play',
} as const;

/** The values of `carouselMarkup.control`: what each control button does. */
export const carouselControl = { rotation: 'rotation', prev: 'prev', next: 'next' } as const;
