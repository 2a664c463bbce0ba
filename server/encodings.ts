/**
 * Precompressed files: the build writes `<file>.br` and `<file>.gz` next to every text file
 * (scripts/compress.ts) and the server picks the best one the browser accepts.
 */
export const compressibleExtensions: ReadonlySet<string> = new Set([
  '.html',
  '.js',
  '.mjs',
  '.css',
  '.svg',
  '.json',
  '.xml',
  '.txt',
  '.webmanifest',
]);

export type Encoding = 'br' | 'gzip';

export const encodingSuffix: Record<Encoding, string> = { br: '.br', gzip: '.gz' };

/** The encodings an Accept-Encoding header allows, best first (brotli before gzip). */
export function acceptedEncodings(header: string | undefined): Encoding[] {
  const allowed = new Set<string>();
  for (const part of (header ?? '').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (q !== undefined && !(Number(q.slice(2)) > 0)) continue;
    allowed.add(name.trim());
  }
  const wildcard = allowed.has('*');
  return (['br', 'gzip'] as const).filter((encoding) => allowed.has(encoding) || wildcard);
}
