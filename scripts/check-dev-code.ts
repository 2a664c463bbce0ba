/**
 * A step of `npm run build`: fails when the translator editor, which exists in `npm run dev`
 * only, reached dist/client (the pages and their chunks) or the server bundles.
 */
import { existsSync } from 'node:fs';
import { devCodeLeaks } from './devCodeLeaks.ts';

const dirs = ['dist/client', 'dist/server', 'dist/node'].filter((dir) => existsSync(dir));
const leaks = dirs.flatMap((dir) => devCodeLeaks(dir).map((leak) => `${dir}/${leak}`));
if (leaks.length > 0) {
  console.error(`Development-only code reached the build:\n  ${leaks.join('\n  ')}`);
  process.exit(1);
}
console.log(`No development-only code (translator editor) in ${dirs.join(', ')}.`);
