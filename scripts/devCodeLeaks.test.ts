import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { devCodeLeaks } from './devCodeLeaks';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'dev-code-'));
  mkdirSync(join(dir, 'assets'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

it('finds the translator editor in a built chunk, and nothing in a clean build', () => {
  writeFileSync(join(dir, 'index.html'), '<script type="module" src="/assets/app.js"></script>');
  writeFileSync(join(dir, 'assets', 'app.js'), 'export const t = (key) => key;');
  expect(devCodeLeaks(dir)).toEqual([]);
  writeFileSync(
    join(dir, 'assets', 'editor.js'),
    'fetch("/__translator-editor/entry");attachTranslatorEditor(i18n)',
  );
  expect(devCodeLeaks(dir)).toEqual([
    'assets/editor.js: /__translator-editor',
    'assets/editor.js: attachTranslatorEditor',
  ]);
});
