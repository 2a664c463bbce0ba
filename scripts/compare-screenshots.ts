/**
 * Compares two folders of screenshots (scripts/screenshots.ts) pixel by pixel: for each PNG
 * present in both it prints the share of pixels that differ, writes a diff image (the "after"
 * picture faded, differing pixels red) for each one that differs, and names the files found in
 * only one folder. Exits 1 when anything differs, so a script can rely on it.
 *
 *   npx tsx scripts/compare-screenshots.ts screenshots/before screenshots/after [--diff DIR]
 *     [--tolerance N]
 *
 * `--diff` defaults to `<after>-diff`; `--tolerance` (0-255, default 0) is how far a colour
 * channel may move before the pixel counts as different.
 */
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { diffImages } from './imageDiff';
import { decodePng, encodePng } from './png';

const { values: options, positionals } = parseArgs({
  allowPositionals: true,
  options: { diff: { type: 'string' }, tolerance: { type: 'string', default: '0' } },
});
const diffOption = options.diff;
const tolerance = Number(options.tolerance);
const [beforeDir, afterDir] = positionals;
if (!beforeDir || !afterDir) {
  console.error('usage: compare-screenshots.ts <before dir> <after dir> [--diff DIR]');
  process.exit(2);
}
const diffDir = diffOption ?? `${afterDir.replace(/\/$/, '')}-diff`;

const pngs = async (dir: string) =>
  new Set((await readdir(dir)).filter((name) => name.endsWith('.png')));
const before = await pngs(beforeDir);
const after = await pngs(afterDir);
await mkdir(diffDir, { recursive: true });

let changed = 0;
for (const name of [...before].sort()) {
  if (!after.has(name)) {
    console.log(`only before  ${name}`);
    changed += 1;
    continue;
  }
  const [a, b] = await Promise.all([
    readFile(join(beforeDir, name)).then(decodePng),
    readFile(join(afterDir, name)).then(decodePng),
  ]);
  const diff = diffImages(a, b, tolerance);
  const share = ((100 * diff.differing) / diff.total).toFixed(3).padStart(7);
  const sizes =
    a.width === b.width && a.height === b.height
      ? ''
      : `  size ${a.width}×${a.height} → ${b.width}×${b.height}`;
  const where = diff.differing ? `  first at y=${diff.firstRow}` : '';
  console.log(`${share} %  ${name}${sizes}${where}`);
  if (diff.differing) {
    changed += 1;
    await writeFile(join(diffDir, name), encodePng(diff.picture));
  }
}
for (const name of [...after].sort()) {
  if (!before.has(name)) {
    console.log(`only after   ${name}`);
    changed += 1;
  }
}
console.log(
  changed
    ? `${changed} of ${new Set([...before, ...after]).size} differ; diff images in ${diffDir}`
    : `all ${before.size} identical`,
);
process.exitCode = changed ? 1 : 0;
