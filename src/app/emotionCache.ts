import createCache, { type EmotionCache, type StylisPlugin } from '@emotion/cache';
import { emotionKey } from './prerenderedStyles';

/**
 * The vendor prefixes browsers this site supports still need: Safari reads backdrop-filter
 * (before 18) and user-select only with -webkit-. Emotion's default plugin writes every prefix
 * ever needed (-ms-flexbox, -webkit-box, -moz-transform …): a quarter of the home page's
 * prerendered CSS, which a phone parses and matches for nothing.
 */
const webkitOnly = /^(backdrop-filter|user-select):/;

export const safariPrefixes: StylisPlugin = (element) => {
  if (element.type === 'decl' && !element.return && webkitOnly.test(element.value)) {
    element.return = `-webkit-${element.value}${element.value}`;
  }
};

/** The style cache of every render: the prerenderer's, the application's and the islands'. */
export function createEmotionCache(): EmotionCache {
  return createCache({ key: emotionKey, stylisPlugins: [safariPrefixes] });
}
