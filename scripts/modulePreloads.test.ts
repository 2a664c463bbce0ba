import { describe, expect, it } from 'vitest';
import { chunkFiles, modulePreloadTags, type Manifest } from './modulePreloads';

const manifest: Manifest = {
  'index.html': { file: 'assets/index-1.js', imports: ['_shared-2.js'] },
  '_shared-2.js': { file: 'assets/shared-2.js' },
  'src/pages/home/HomePage.tsx': {
    file: 'assets/HomePage-3.js',
    imports: ['_shared-2.js', '_Reveal-4.js'],
  },
  '_Reveal-4.js': { file: 'assets/Reveal-4.js', imports: ['_shared-2.js'] },
  'locales/es/home.json': { file: 'assets/home-5.js' },
};

describe('module preloads', () => {
  it('collects an entry and its static imports once each', () => {
    expect(chunkFiles(manifest, ['src/pages/home/HomePage.tsx', 'locales/es/home.json'])).toEqual([
      'assets/HomePage-3.js',
      'assets/shared-2.js',
      'assets/Reveal-4.js',
      'assets/home-5.js',
    ]);
  });

  it('skips a module that has no chunk of its own', () => {
    expect(chunkFiles(manifest, ['locales/en/common.json', 'locales/es/home.json'])).toEqual([
      'assets/home-5.js',
    ]);
  });

  it('links only what the template does not load already', () => {
    const template =
      '<script type="module" src="/assets/index-1.js"></script><link rel="modulepreload" href="/assets/shared-2.js">';
    expect(
      modulePreloadTags(['assets/HomePage-3.js', 'assets/shared-2.js'], template).split('\n    '),
    ).toEqual(['<link rel="modulepreload" crossorigin href="/assets/HomePage-3.js">']);
  });
});
