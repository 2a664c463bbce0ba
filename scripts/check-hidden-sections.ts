/**
 * The last step of `npm run build`: fails when dist/client holds copy or amounts of a section
 * that this build's flags switch off (scripts/hiddenSections.ts leaves them out; this proves it).
 */
import { join } from 'node:path';
import { loadEnv } from 'vite';
import { readSiteConfig } from '../src/config/siteConfig';
import { locales } from '../src/i18n/locales';
import { hiddenLeaks } from './hiddenLeaks';

const root = process.cwd();
const { flags } = readSiteConfig(loadEnv('production', root, 'VITE_'));
const leaks = hiddenLeaks(join(root, 'dist/client'), join(root, 'locales'), locales, flags);
if (leaks.length > 0) {
  console.error(
    `Hidden sections reach the built site:\n${leaks.map((leak) => `  ${leak.file}: ${leak.what}`).join('\n')}`,
  );
  process.exit(1);
}
const off = Object.entries(flags).filter(([, on]) => !on).length;
console.log(`No copy or amount of the ${off} hidden sections in dist/client.`);
