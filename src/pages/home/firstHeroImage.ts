/**
 * The picture of the first hero slide. The route table preloads it, so the largest paint of
 * the most visited page does not wait for the page's script; the slide itself shows it.
 */
export const firstHeroImage = { src: '/images/home/hero-1.svg', width: 1600, height: 900 };
