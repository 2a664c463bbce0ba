import { serializeStyles } from '@emotion/serialize';
import { describe, expect, it } from 'vitest';
import { createEmotionCache } from './emotionCache';

/** The CSS the cache writes for one style object, as a page's style element would hold it. */
function cssOf(styles: Record<string, string>): string {
  const cache = createEmotionCache();
  const serialized = serializeStyles([styles], cache.registered);
  cache.insert(`.${cache.key}-${serialized.name}`, serialized, cache.sheet, true);
  return cache.sheet.tags.map((tag) => tag.textContent).join('');
}

describe('the style cache', () => {
  it('writes no prefix a supported browser does without', () => {
    const css = cssOf({ display: 'flex', alignItems: 'center', transform: 'none' });
    expect(css).toContain('display:flex;');
    expect(css).not.toMatch(/-(webkit|ms|moz)-/);
  });

  it('keeps the -webkit- prefixes Safari needs', () => {
    const css = cssOf({ backdropFilter: 'blur(6px)', userSelect: 'none' });
    expect(css).toContain('-webkit-backdrop-filter:blur(6px);backdrop-filter:blur(6px);');
    expect(css).toContain('-webkit-user-select:none;user-select:none;');
  });
});
