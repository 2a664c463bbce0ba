import { createReadStream } from 'node:fs';
import { extname } from 'node:path';
import { Readable } from 'node:stream';
import type { Context } from 'hono';
import { siteDefaultLocale, type Locale } from '../src/i18n/locales';
import { localizedPath, redirectTarget, resolvePathname } from '../src/i18n/paths';
import { htmlFileFor, notFoundFileFor } from '../src/i18n/urls';
import { readByteRange } from './byteRange';
import { acceptedEncodings, type Encoding } from './encodings';
import { readRequestPath, sameSiteLocation } from './requestPath';
import type { SiteFiles, StaticFile, Variant } from './staticFiles';

/** The raw path and query of a request URL, without parsing the whole URL again. */
function splitUrl(url: string): { pathname: string; search: string } {
  const start = url.indexOf('/', url.indexOf('//') + 2);
  const query = url.indexOf('?', start);
  return query === -1
    ? { pathname: url.slice(start), search: '' }
    : { pathname: url.slice(start, query), search: url.slice(query) };
}

/** Few distinct Accept-Encoding values exist in practice: parse each once. */
function encodingsMemo(): (header: string | undefined) => readonly Encoding[] {
  const seen = new Map<string, readonly Encoding[]>();
  return (header = '') => {
    let found = seen.get(header);
    if (!found) {
      found = acceptedEncodings(header);
      if (seen.size < 256) seen.set(header, found);
    }
    return found;
  };
}

const notModifiedSince = (c: Context, variant: Variant) => {
  if (c.req.header('If-None-Match') !== undefined) return false;
  const since = Date.parse(c.req.header('If-Modified-Since') ?? '');
  return !Number.isNaN(since) && Math.floor(variant.mtimeMs / 1000) * 1000 <= since;
};

/**
 * RFC 9110 §13.2.2: If-Match is evaluated first (a strong comparison: weak tags never match),
 * If-Unmodified-Since only without it; either failing answers 412, as nginx does.
 */
const preconditionFailed = (c: Context, variant: Variant) => {
  const ifMatch = c.req.header('If-Match');
  if (ifMatch !== undefined) {
    return ifMatch.trim() !== '*' && !ifMatch.split(',').some((tag) => tag.trim() === variant.etag);
  }
  const since = Date.parse(c.req.header('If-Unmodified-Since') ?? '');
  return !Number.isNaN(since) && Math.floor(variant.mtimeMs / 1000) * 1000 > since;
};

const bodyOf = (variant: Variant, start: number, end: number) =>
  variant.body
    ? variant.body.subarray(start, end + 1)
    : (Readable.toWeb(createReadStream(variant.path, { start, end })) as ReadableStream);

/**
 * Serves the prerendered site from the files read at startup: files by path, pages by URL,
 * the precompressed copy the browser accepts, conditional requests (If-Match and
 * If-Unmodified-Since, then ETag through Hono's etag middleware and If-Modified-Since here),
 * single byte ranges, redirects that never leave the site,
 * and the not-found page of the URL's language.
 */
export function staticSite(files: SiteFiles) {
  const encodingsOf = encodingsMemo();

  const send = (c: Context, file: StaticFile, status: 200 | 404) => {
    const accepted = encodingsOf(c.req.header('Accept-Encoding'));
    const encoding = accepted.find((name) => file.encoded[name]);
    const variant = (encoding && file.encoded[encoding]) || file.identity;
    const head = c.req.method === 'HEAD';
    if (status === 200 && preconditionFailed(c, variant)) {
      return c.text('Precondition Failed', 412, { ETag: variant.etag });
    }
    if (status === 200 && notModifiedSince(c, variant)) {
      return c.body(null, 304, {
        ETag: variant.etag,
        'Last-Modified': variant.lastModified,
        'Cache-Control': variant.headers['Cache-Control'] ?? '',
        ...(variant.headers.Vary ? { Vary: variant.headers.Vary } : {}),
      });
    }
    const ifRange = c.req.header('If-Range');
    const range =
      status === 200 && (ifRange === undefined || ifRange === variant.etag)
        ? readByteRange(c.req.header('Range'), variant.size)
        : ({ kind: 'whole' } as const);
    if (range.kind === 'unsatisfiable') {
      return c.body(null, 416, { ...variant.headers, 'Content-Range': `bytes */${variant.size}` });
    }
    const [start, end] = range.kind === 'part' ? [range.start, range.end] : [0, variant.size - 1];
    const headers: Record<string, string> = {
      ...variant.headers,
      'Content-Length': String(end - start + 1),
    };
    if (range.kind === 'part') headers['Content-Range'] = `bytes ${start}-${end}/${variant.size}`;
    const code = range.kind === 'part' ? 206 : status;
    return head ? c.body(null, code, headers) : c.body(bodyOf(variant, start, end), code, headers);
  };

  const notFound = (c: Context, lng: Locale) => {
    const page = files.get('/' + notFoundFileFor(lng));
    return page ? send(c, page, 404) : c.text('Not Found', 404);
  };

  return (c: Context) => {
    const { pathname, search } = splitUrl(c.req.url);
    const request = readRequestPath(pathname);
    if (request.kind === 'malformed') return c.text('Bad Request', 400);
    if (request.kind === 'foreign') return notFound(c, siteDefaultLocale);
    const { path } = request;

    // Pages have one URL each: their file's name is not another one.
    const directory = /^(.*\/)index\.html$/.exec(path)?.[1];
    if (directory !== undefined) {
      // Straight to the page's one URL (`/es/relocation/index.html` → `/relocation`).
      const page = resolvePathname(directory);
      const location = sameSiteLocation(
        page.kind === 'redirect' ? page.location : directory,
        search,
      );
      return location ? c.redirect(location, 301) : notFound(c, siteDefaultLocale);
    }
    if (/(^|\/)404\.html$/.test(path)) {
      const resolution = resolvePathname(path);
      return notFound(c, resolution.kind === 'notFound' ? resolution.lng : siteDefaultLocale);
    }

    const file = extname(path) ? files.get(path) : undefined;
    if (file) return send(c, file, 200);

    const resolution = resolvePathname(path);
    if (resolution.kind === 'redirect') {
      const location = sameSiteLocation(resolution.location, search);
      return location ? c.redirect(location, 301) : notFound(c, siteDefaultLocale);
    }
    if (resolution.kind === 'route') {
      const { route, lng } = resolution;
      if (route.kind === 'redirect') return c.redirect(redirectTarget(route, lng), 301);
      const page = files.get('/' + htmlFileFor(localizedPath(route, lng)));
      if (page) return send(c, page, 200);
    }
    return notFound(c, resolution.kind === 'notFound' ? resolution.lng : siteDefaultLocale);
  };
}
