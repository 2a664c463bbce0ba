import type { PageCopy, Shown } from '../../src/config/shownValues';
import { interpolate } from '../../src/shared/chat/text';

type Tree = Record<string, unknown>;

/** The text at a dotted key of a bundle, or '' when there is none. */
function textAt(bundle: unknown, key: string): string {
  let node: unknown = bundle;
  for (const part of key.split('.')) node = (node as Tree | undefined)?.[part];
  return typeof node === 'string' ? node : '';
}

/**
 * A page's bundle as the page shows it: each place a component writes a config value or a
 * figure (`shownValues`) holds that text, written with the page's own copy, so the passages
 * read from the bundle state "VAT ID: DE…" and "500+ professionals trained" as the page does.
 */
export function withShown(bundle: unknown, shown: Shown | undefined): unknown {
  if (!shown || !bundle || typeof bundle !== 'object') return bundle;
  const copy: PageCopy = (key, values = {}) => interpolate(textAt(bundle, key), values);
  const shownBundle = structuredClone(bundle) as Tree;
  for (const [path, text] of Object.entries(shown)) {
    const parts = path.split('.');
    const last = parts.pop() as string;
    let node = shownBundle;
    for (const part of parts) {
      const child = node[part];
      node[part] = child && typeof child === 'object' ? child : {};
      node = node[part] as Tree;
    }
    node[last] = text(copy);
  }
  return shownBundle;
}

/**
 * A bundle with each of its texts' own placeholders filled (`{{language}}` → "site.lng"): what
 * a fact quotes from the privacy policy reads as the page shows it, filled with the policy's
 * own values rather than the chat's (whose `whatsapp` is a link, not a recipient).
 */
export function withValues(bundle: unknown, values: Record<string, string>): unknown {
  if (typeof bundle === 'string') return interpolate(bundle, values);
  if (!bundle || typeof bundle !== 'object') return bundle;
  return Object.fromEntries(
    Object.entries(bundle).map(([key, child]) => [key, withValues(child, values)]),
  );
}
