/**
 * Share images already drawn, by a hash of everything that decides their pixels (the card's
 * element tree, the fonts, the renderer versions), so a build redraws only the cards that changed.
 */
import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

const cacheDir = join(process.cwd(), 'node_modules/.cache/share-images');

export function cacheKey(...parts: (string | Uint8Array)[]): string {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part);
  return hash.digest('hex');
}

export async function cachedImage(key: string, draw: () => Promise<Uint8Array>) {
  const file = join(cacheDir, `${key}.png`);
  const cached = await readFile(file).catch(() => null);
  if (cached) return { png: cached, drawn: false };
  const png = await draw();
  await mkdir(cacheDir, { recursive: true });
  // Written aside and renamed, so a build running at the same time never reads half a file.
  const partial = `${file}.${process.pid}.tmp`;
  await writeFile(partial, png);
  await rename(partial, file);
  return { png, drawn: true };
}
