/**
 * Writes brotli (`.br`) and gzip (`.gz`) copies of every text file of the built site, so the
 * server sends compressed bytes without compressing on each request.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { compressibleExtensions, encodingSuffix } from '../server/encodings';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);
// Below this size the headers cost more than compression saves.
const minimumBytes = 1024;

async function main() {
  const clientDir = join(process.cwd(), 'dist/client');
  const files = (await readdir(clientDir, { recursive: true })).filter((file) =>
    compressibleExtensions.has(extname(file)),
  );
  let count = 0;
  let before = 0;
  let after = 0;
  for (const file of files) {
    const path = join(clientDir, file);
    const content = await readFile(path);
    if (content.length < minimumBytes) continue;
    const [br, gzipped] = await Promise.all([
      brotli(content, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
        },
      }),
      gz(content, { level: constants.Z_BEST_COMPRESSION }),
    ]);
    await writeFile(path + encodingSuffix.br, br);
    await writeFile(path + encodingSuffix.gzip, gzipped);
    count += 1;
    before += content.length;
    after += br.length;
  }
  console.log(
    `Compressed ${count} files: ${Math.round(before / 1024)} KiB → ${Math.round(after / 1024)} KiB (brotli).`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
