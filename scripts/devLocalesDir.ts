import { isAbsolute, join, resolve } from 'node:path';

/**
 * The locale folder a command serves: `locales/` of the project, or in `npm run dev` the folder
 * `DEV_LOCALES_DIR` names, so a test that edits texts (e2e/translator-editor) works on a copy
 * and leaves the project's files as they were. A build always reads `locales/`.
 */
export function servedLocalesDir(root: string, command: 'serve' | 'build'): string {
  const override = process.env.DEV_LOCALES_DIR;
  if (command !== 'serve' || !override) return join(root, 'locales');
  return isAbsolute(override) ? override : resolve(root, override);
}
