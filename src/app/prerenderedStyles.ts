import type { EmotionCache } from '@emotion/cache';

/**
 * How the prerendered page hands its Emotion styles to the browser's Emotion without either
 * of them moving a stylesheet. Emotion's own server tags are adopted by moving them to the
 * end of the head (and its global-style tags once more when they mount); each move takes a
 * stylesheet out of the document and puts it back, and the browser then matches and lays out
 * the whole page again while the app starts.
 *
 * So the page's CSS goes into one plain style element, which Emotion does not touch, naming
 * the ids of the rules it holds; the browser's cache is told those are inserted. Each global
 * style keeps an empty tag of Emotion's kind, so it is adopted rather than inserted again:
 * moving an empty stylesheet costs the browser nothing.
 */
const idsAttribute = 'data-prerendered-styles';

/** Emotion's class prefix; the browser's cache must use the prerenderer's to adopt its styles. */
export const emotionKey = 'css';

export interface StyleChunk {
  key: string;
  ids: string[];
  css: string;
}

/** The style elements of a prerendered page, from Emotion's critical-style chunks. */
export function prerenderedStyleTags(chunks: readonly StyleChunk[], emotionKey: string): string {
  const globals = chunks.filter(({ key }) => key !== emotionKey);
  const ids = chunks.filter(({ key }) => key === emotionKey).flatMap((chunk) => chunk.ids);
  const css = chunks.map((chunk) => chunk.css).join('');
  if (css.includes('</style')) throw new Error('The page styles contain </style');
  return [
    // `data-s` tells Emotion the tag is in its place already.
    ...globals.map(
      ({ key, ids }) => `<style data-emotion="${[key, ...ids].join(' ')}" data-s=""></style>`,
    ),
    `<style ${idsAttribute}="${ids.join(' ')}">${css}</style>`,
  ].join('');
}

/** Marks the prerendered page's rules as inserted in the browser's Emotion cache. */
export function adoptPrerenderedStyles(cache: EmotionCache, root: ParentNode = document): void {
  const ids = root.querySelector(`style[${idsAttribute}]`)?.getAttribute(idsAttribute) ?? '';
  for (const id of ids.split(' ')) if (id) cache.inserted[id] = true;
}
