import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import {
  appModules,
  appModulesId,
  appModulesTag,
  chunkFiles,
  takeTemplateModules,
  type Manifest,
} from './modulePreloads';

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

  const template = `<head>
    <script type="module" crossorigin src="/assets/index-1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/shared-2.js">
    <link rel="stylesheet" crossorigin href="/assets/index-4.css">
  </head>`;

  it('takes the entry script and its preloads out of the template, entry first', () => {
    const taken = takeTemplateModules(template);
    expect(taken.modules).toEqual(['/assets/index-1.js', '/assets/shared-2.js']);
    expect(taken.template).not.toContain('.js');
    expect(taken.template).toContain('href="/assets/index-4.css"');
  });

  it('refuses a template without exactly one entry script', () => {
    expect(() => takeTemplateModules('<head></head>')).toThrow(/0 entry scripts/);
  });

  it('writes a data block the budget check reads back, each module once', () => {
    const tag = appModulesTag(['/assets/index-1.js', '/assets/a-2.js', '/assets/index-1.js']);
    expect(tag).toContain(`id="${appModulesId}"`);
    expect(appModules(`<body>${tag}</body>`)).toEqual(['/assets/index-1.js', '/assets/a-2.js']);
    expect(appModules('<body></body>')).toEqual([]);
  });

  it('escapes < so a URL cannot end the data block', () => {
    expect(appModulesTag(['/a</script>.js'])).not.toContain('</script>.js');
  });

  it('is the block the boot script reads', () => {
    const boot = readFileSync('scripts/deferredBoot.js', 'utf8');
    expect(boot).toContain(`getElementById('${appModulesId}')`);
  });
});
