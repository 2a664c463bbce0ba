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

/**
 * The encodings an Accept-Encoding header allows, best first: by the client's weights, brotli
 * before gzip where they weigh the same. An encoding named with `q=0` is refused even when `*`
 * allows the rest (RFC 9110 §12.5.3).
 */
export function acceptedEncodings(header: string | undefined): Encoding[] {
  const weights = new Map<string, number>();
  for (const part of (header ?? '').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    weights.set(name.trim(), q === undefined ? 1 : Number(q.slice(2)) || 0);
  }
  const wildcard = weights.get('*') ?? 0;
  const weight = (encoding: Encoding) => weights.get(encoding) ?? wildcard;
  // Array.prototype.sort is stable: equal weights keep brotli first.
  return (['br', 'gzip'] as const)
    .filter((encoding) => weight(encoding) > 0)
    .sort((a, b) => weight(b) - weight(a));
}
