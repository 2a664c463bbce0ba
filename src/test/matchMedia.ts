import { vi } from 'vitest';

/**
 * jsdom has no media queries: a stand-in `matchMedia` that answers every query with `matches`,
 * or with what `matches(query)` says (a viewport width against `min-width` queries). Restored
 * by `vi.unstubAllGlobals()`.
 */
export function stubMatchMedia(matches: boolean | ((query: string) => boolean)) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: typeof matches === 'function' ? matches(query) : matches,
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
    })),
  );
}
