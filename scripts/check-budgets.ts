/**
 * Checks the built site (dist/client) against the size budgets in ./budgets.ts, prints the
 * table and exits non-zero when anything is over. Run after `npm run build`.
 */
import { readdir, readFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import { compressibleExtensions } from '../server/encodings';
import { siteUrls, htmlFileFor } from '../src/i18n/urls';
import { appModules } from './modulePreloads';
import { budgetFailures, budgetsKiB, renderBudgetTable, type BudgetRow } from './budgets';

const clientDir = join(process.cwd(), 'dist/client');
const imageExtensions = new Set(['.svg', '.png', '.jpg', '.jpeg', '.webp', '.avif', '.gif']);
const fontExtensions = new Set(['.woff2', '.woff']);

const wireSizes = new Map<string, number>();
/** Bytes the server sends for a file: brotli at the build's quality for text, as is otherwise. */
async function wireBytes(file: string): Promise<number> {
  const known = wireSizes.get(file);
  if (known !== undefined) return known;
  const content = await readFile(join(clientDir, file));
  const bytes = compressibleExtensions.has(extname(file))
    ? brotliCompressSync(content, {
        params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
      }).length
    : content.length;
  wireSizes.set(file, bytes);
  return bytes;
}

async function largestOf(files: string[]): Promise<{ file: string; bytes: number }> {
  let largest = { file: '(none)', bytes: 0 };
  for (const file of files) {
    const bytes = await wireBytes(file);
    if (bytes > largest.bytes) largest = { file, bytes };
  }
  return largest;
}

async function main() {
  const files = await readdir(clientDir, { recursive: true });
  const rows: BudgetRow[] = [];
  // Redirect routes have no page of their own.
  for (const { url } of siteUrls().filter(({ route }) => route.kind === 'page')) {
    const html = await readFile(join(clientDir, htmlFileFor(url)), 'utf8');
    const scripts = appModules(html);
    // A page without its module list would count as weightless and pass any budget.
    if (scripts.length === 0) throw new Error(`${url} names no modules for the boot script`);
    let bytes = 0;
    for (const script of scripts) bytes += await wireBytes(script.slice(1));
    rows.push({ what: `first-load JS ${url}`, bytes, limitKiB: budgetsKiB.pageFirstLoadJs });
  }
  const image = await largestOf(files.filter((file) => imageExtensions.has(extname(file))));
  rows.push({
    what: `largest image ${image.file}`,
    bytes: image.bytes,
    limitKiB: budgetsKiB.image,
  });
  for (const font of files.filter((file) => fontExtensions.has(extname(file))).sort()) {
    rows.push({ what: `font ${font}`, bytes: await wireBytes(font), limitKiB: budgetsKiB.font });
  }

  console.info(renderBudgetTable(rows));
  const failures = budgetFailures(rows);
  if (failures.length > 0) {
    console.error(
      `\nSize budgets exceeded (limits in scripts/budgets.ts):\n${failures.join('\n')}`,
    );
    process.exit(1);
  }
  console.info(`\nAll ${rows.length} size budgets met.`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
