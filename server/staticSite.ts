import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';
import type { Context } from 'hono';
import { localizedPath, redirectTarget, resolvePathname } from '../src/i18n/paths';
import { siteDefaultLocale } from '../src/i18n/locales';
import { htmlFileFor, notFoundFileFor } from '../src/i18n/urls';
import {
  acceptedEncodings,
  compressibleExtensions,
  encodingSuffix,
  type Encoding,
} from './encodings';

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

async function readIfFile(path: string): Promise<Buffer | null> {
  try {
    return (await stat(path)).isFile() ? await readFile(path) : null;
  } catch {
    return null;
  }
}

interface Found {
  body: Uint8Array<ArrayBuffer>;
  headers: Record<string, string>;
}

/** The file, or its best precompressed copy the browser accepts, with the headers that say so. */
async function readBest(path: string, accepted: readonly Encoding[]): Promise<Found | null> {
  const compressible = compressibleExtensions.has(extname(path).toLowerCase());
  const vary: Record<string, string> = compressible ? { Vary: 'Accept-Encoding' } : {};
  if (compressible) {
    for (const encoding of accepted) {
      const encoded = await readIfFile(path + encodingSuffix[encoding]);
      if (encoded) {
        return {
          body: new Uint8Array(encoded),
          headers: { ...vary, 'Content-Encoding': encoding },
        };
      }
    }
  }
  const plain = await readIfFile(path);
  return plain ? { body: new Uint8Array(plain), headers: vary } : null;
}

/** Serves the prerendered site: files as they are, pages by URL, redirects and a real 404. */
export function staticSite(clientDir: string) {
  const inside = (path: string) => {
    const full = normalize(join(clientDir, path));
    return full.startsWith(clientDir + sep) || full === clientDir ? full : null;
  };

  return async (c: Context) => {
    const { pathname, search } = new URL(c.req.url);
    const decoded = decodeURIComponent(pathname);
    const accepted = acceptedEncodings(c.req.header('Accept-Encoding'));
    const html = (found: Found, status: 200 | 404) =>
      c.body(found.body, status, {
        ...found.headers,
        'Content-Type': contentTypes['.html'] ?? 'text/html',
        'Cache-Control': 'no-cache',
      });

    const assetPath = extname(decoded) ? inside(decoded) : null;
    const asset = assetPath ? await readBest(assetPath, accepted) : null;
    if (asset && assetPath) {
      const hashed = decoded.startsWith('/assets/');
      return c.body(asset.body, 200, {
        ...asset.headers,
        'Content-Type':
          contentTypes[extname(assetPath).toLowerCase()] ?? 'application/octet-stream',
        'Cache-Control': hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
      });
    }

    const resolution = resolvePathname(decoded);
    if (resolution.kind === 'redirect') return c.redirect(resolution.location + search, 301);
    if (resolution.kind === 'route') {
      const { route, lng } = resolution;
      if (route.kind === 'redirect') return c.redirect(redirectTarget(route, lng), 301);
      const page = await readBest(
        join(clientDir, htmlFileFor(localizedPath(route, lng))),
        accepted,
      );
      if (page) return html(page, 200);
    }
    const lng = resolution.kind === 'notFound' ? resolution.lng : siteDefaultLocale;
    const notFound = await readBest(join(clientDir, notFoundFileFor(lng)), accepted);
    return notFound ? html(notFound, 404) : c.text('Not Found', 404);
  };
}
