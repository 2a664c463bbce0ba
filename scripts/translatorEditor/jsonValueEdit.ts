/**
 * Writes one text into a locale file's JSON and touches nothing else: key order, indentation,
 * the trailing newline and every other value stay byte for byte as they were, so `git diff`
 * shows the one line that changed.
 */
import { findNodeAtLocation, parseTree } from 'jsonc-parser';

/** Invisible characters (soft hyphen, zero-width joiners…): Unicode's format category. */
const invisible = /\p{Cf}/gu;

const escape = (character: string) =>
  `\\u${(character.codePointAt(0) ?? 0).toString(16).padStart(4, '0')}`;

/**
 * The JSON string for `value`, written the way the text it replaces was: an invisible
 * character the old text had as itself stays itself, and any other is written as its `\u`
 * escape (`\u00ad`), which shows in an editor and in a diff. The files hold both forms.
 */
export function encodeLike(value: string, previous: string): string {
  const literal = new Set(previous.match(invisible) ?? []);
  return JSON.stringify(value).replace(invisible, (character) =>
    literal.has(character) ? character : escape(character),
  );
}

export type ValueEdit =
  { ok: true; json: string; changed: boolean } | { ok: false; reason: string };

/** `json` with the string at `path` (`['hero', 'title']`) replaced by `value`. */
export function setStringValue(json: string, path: readonly string[], value: string): ValueEdit {
  const tree = parseTree(json);
  const node = tree && findNodeAtLocation(tree, [...path]);
  if (!node) return { ok: false, reason: `${path.join('.')} is not in the file` };
  if (node.type !== 'string')
    return { ok: false, reason: `${path.join('.')} is not a text in the file` };
  if (node.value === value) return { ok: true, json, changed: false };
  const token = json.slice(node.offset, node.offset + node.length);
  const written = encodeLike(value, token);
  return {
    ok: true,
    json: json.slice(0, node.offset) + written + json.slice(node.offset + node.length),
    changed: true,
  };
}
