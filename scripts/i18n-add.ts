/**
 * `npm run i18n:add -- <code> <intl locale> [--endonym <name>] [--search <orama language>]`:
 * starts a language as a draft (scripts/addLocale.ts). TRANSLATING.md takes it from there.
 */
import { parseArgs } from 'node:util';
import { addLocale, describeLocale } from './addLocale';

try {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { endonym: { type: 'string' }, search: { type: 'string' } },
  });
  const [code, intl] = positionals;
  if (!code || !intl || positionals.length > 2) {
    throw new Error(
      'Usage: npm run i18n:add -- <code> <intl locale>, for example: npm run i18n:add -- pt pt-BR',
    );
  }
  const locale = describeLocale(code, intl, values);
  const added = await addLocale(locale);
  const next = [
    ['npm run dev', `then open http://localhost:5173/${code}`],
    [`npm run i18n:status -- ${code} --keys`, 'what is left, and where each text appears'],
    ['npm run check:locales', `the gate, with ${code}'s progress`],
  ];
  const width = Math.max(...next.map(([command = '']) => command.length));
  console.log(`Added ${code} (${locale.endonym}, ${locale.intl}) as a draft:
- ${added.folder}/: the ${added.files.length} files of locales/en/, to translate
- ${added.registryFile}: ${code} registered with draft: true (search language: ${locale.search === 'none' ? "none: the chat's search has no stemmer for it and matches whole words" : locale.search})

A draft is not published: no build, language switcher, hreflang, sitemap or chat knows it.
Next (TRANSLATING.md):
${next.map(([command = '', what]) => `  ${command.padEnd(width)}  ${what}`).join('\n')}`);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
