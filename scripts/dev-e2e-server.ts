/**
 * The dev server the development-only end-to-end tests run against (playwright.dev.config.ts):
 * `vite` on HOST:PORT serving a fresh copy of locales/ (DEV_LOCALES_DIR, see devLocalesDir.ts),
 * so the translator editor's saves in the tests never touch the project's files. The copy is
 * removed when the server stops.
 */
import { spawn } from 'node:child_process';
import { cpSync, rmSync } from 'node:fs';
import { dirname } from 'node:path';

const copy = process.env.DEV_LOCALES_DIR;
if (!copy) throw new Error('DEV_LOCALES_DIR names the copy of locales/ to serve');
const remove = () => rmSync(dirname(copy), { recursive: true, force: true });
remove();
cpSync('locales', copy, { recursive: true });

const vite = spawn(
  process.execPath,
  [
    'node_modules/vite/bin/vite.js',
    '--host',
    process.env.HOST ?? '127.0.0.1',
    '--port',
    process.env.PORT ?? '4198',
    '--strictPort',
  ],
  { stdio: 'inherit' },
);
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => vite.kill(signal));
vite.on('exit', (code) => {
  remove();
  process.exit(code ?? 0);
});
