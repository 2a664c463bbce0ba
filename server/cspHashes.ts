import { createHash } from 'node:crypto';

// Inline scripts (no src attribute). Those with a type the browser does not run (JSON-LD and
// other data blocks) are outside the policy; a module, import map or speculation rules are not.
const inlineScript = /<script\b(?![^>]*\bsrc\s*=)([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const typeAttribute = /\btype\s*=\s*["']?([^"'\s>]*)/i;
const runs = new Set([
  '',
  'module',
  'importmap',
  'speculationrules',
  'text/javascript',
  'application/javascript',
]);

/** The CSP source of a script's exact text: `'sha256-…'`. */
export function cspScriptHash(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/**
 * The hash of every inline script the built pages carry, so the Content-Security-Policy allows
 * exactly those and no other inline script. The server and the static-host headers both call it
 * on the build's HTML.
 */
export function inlineScriptHashes(pages: readonly string[]): string[] {
  const hashes = new Set<string>();
  for (const html of pages) {
    for (const [, attributes = '', text = ''] of html.matchAll(inlineScript)) {
      const type = (typeAttribute.exec(attributes)?.[1] ?? '').toLowerCase();
      if (runs.has(type) && text.trim()) hashes.add(cspScriptHash(text));
    }
  }
  return [...hashes].sort();
}
