/**
 * What a request's path means, decided once before anything reads a file or builds a redirect.
 * Browsers read a `Location` that starts with two slashes or a backslash (or that has a tab or
 * line break removed from it) as another site, so such paths never reach a redirect; malformed
 * percent-encoding and control characters are the client's error.
 */
export type RequestPath =
  | { kind: 'path'; path: string }
  /** Two leading slashes or a backslash: a real file never has one; answered as not found. */
  | { kind: 'foreign' }
  /** Malformed percent-encoding or a control character: 400. */
  | { kind: 'malformed' };

// C0 controls and DEL: a Location holding one could be cut or read as another host.
// eslint-disable-next-line no-control-regex
const controlCharacter = /[\u0000-\u001f\u007f]/;

export function readRequestPath(rawPathname: string): RequestPath {
  let path: string;
  try {
    path = decodeURIComponent(rawPathname);
  } catch {
    return { kind: 'malformed' };
  }
  if (controlCharacter.test(path)) return { kind: 'malformed' };
  if (path.startsWith('//') || path.includes('\\')) return { kind: 'foreign' };
  return { kind: 'path', path };
}

/**
 * A same-site `Location` for a decoded request path: percent-encoded again (only URL characters,
 * and a `?` or `#` of the path stays part of the path) and refused unless it starts with
 * exactly one slash.
 */
export function sameSiteLocation(path: string, search = ''): string | null {
  if (!/^\/(?![/\\])/.test(path)) return null;
  return encodeURI(path).replace(/[?#]/g, encodeURIComponent) + search;
}
