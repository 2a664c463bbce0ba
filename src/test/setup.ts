import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(cleanup);

// jsdom has no layout, hence no ResizeObserver. Nothing ever resizes there: a stand-in that
// never reports lets components that measure themselves (src/lib/overlays.ts) mount.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};
