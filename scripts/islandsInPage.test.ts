import { describe, expect, it } from 'vitest';
import { unpromptedIslands } from './islandsInPage';
import { islandsStartupFiles, type Manifest } from './modulePreloads';

const manifest: Manifest = {
  'src/islands/client.ts': {
    file: 'assets/client-1.js',
    isEntry: true,
    imports: ['_attributes-2.js'],
    dynamicImports: ['src/islands/hydrateIsland.tsx'],
  },
  '_attributes-2.js': { file: 'assets/attributes-2.js' },
  'src/islands/hydrateIsland.tsx': {
    file: 'assets/hydrateIsland-3.js',
    imports: ['_react-dom-4.js'],
    dynamicImports: ['src/pages/home/Faq.island.tsx', '_Header.island-6.js'],
  },
  '_react-dom-4.js': { file: 'assets/react-dom-4.js' },
  'src/pages/home/Faq.island.tsx': { file: 'assets/Faq.island-5.js', imports: ['_accordion-7.js'] },
  '_accordion-7.js': { file: 'assets/accordion-7.js' },
  // Shared with the application while it still imports the shell's islands itself.
  '_Header.island-6.js': { file: 'assets/Header.island-6.js' },
};

const page = `<body>
  <div data-island="app/header/Header" data-when="idle" data-props="{}"></div>
  <div data-island="pages/home/Faq" data-when="load" data-props="{}"></div>
  <div data-island="pages/home/Faq" data-when="load" data-props="{}"></div>
  <div data-island="pages/home/Carousel" data-when="visible" data-props="{}"></div>
</body>`;

describe('a page that boots as islands', () => {
  it('loads first the islands script, the hydrating code and its load and idle islands', () => {
    const islands = unpromptedIslands(page, manifest);
    expect(islands).toEqual(['_Header.island-6.js', 'src/pages/home/Faq.island.tsx']);
    expect(islandsStartupFiles(manifest, islands)).toEqual([
      'assets/client-1.js',
      'assets/attributes-2.js',
      'assets/hydrateIsland-3.js',
      'assets/react-dom-4.js',
      'assets/Header.island-6.js',
      'assets/Faq.island-5.js',
      'assets/accordion-7.js',
    ]);
  });

  it('loads only the islands script when every island waits to be seen or touched', () => {
    const waiting =
      '<div data-island="pages/home/Carousel" data-when="visible" data-props="{}"></div>';
    const islands = unpromptedIslands(waiting, manifest);
    expect(islands).toEqual([]);
    expect(islandsStartupFiles(manifest, islands)).toEqual([
      'assets/client-1.js',
      'assets/attributes-2.js',
    ]);
  });

  it('fails the build for an island the manifest does not hold', () => {
    const unknown = '<div data-island="pages/home/Gone" data-when="idle" data-props="{}"></div>';
    expect(() => unpromptedIslands(unknown, manifest)).toThrow(/pages\/home\/Gone: 0 chunks/);
  });
});
