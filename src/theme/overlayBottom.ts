/**
 * In a module of its own, apart from the tokens: every page's plain-DOM start-up publishes it
 * (the language offer), and would otherwise load all the tokens for one name.
 *
 * CSS variable on the root element: how far up from the bottom edge the highest fixed banner
 * or notification reaches (src/lib/overlays.ts publishes it; the page keeps focus clear of it).
 */
export const overlayBottomVar = '--overlay-bottom';
