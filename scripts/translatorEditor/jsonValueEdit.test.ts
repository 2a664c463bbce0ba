import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseTree, type Node } from 'jsonc-parser';
import { describe, expect, it } from 'vitest';
import { encodeLike, setStringValue } from './jsonValueEdit';

const files = readdirSync('locales', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .flatMap((entry) =>
    readdirSync(join('locales', entry.name))
      .filter((file) => file.endsWith('.json'))
      .map((file) => join('locales', entry.name, file)),
  );

/** Every string value of a file with its path and its token as written. */
function strings(json: string): { path: string[]; value: string; token: string }[] {
  const out: { path: string[]; value: string; token: string }[] = [];
  const walk = (node: Node, path: string[]) => {
    if (node.type === 'property') {
      const [name, value] = node.children ?? [];
      if (name && value) walk(value, [...path, String(name.value)]);
    } else if (node.type === 'object') node.children?.forEach((child) => walk(child, path));
    else if (node.type === 'string') {
      out.push({
        path,
        value: node.value as string,
        token: json.slice(node.offset, node.offset + node.length),
      });
    }
  };
  const tree = parseTree(json);
  if (tree) walk(tree, []);
  return out;
}

describe('setStringValue', () => {
  it('has locale files to round-trip', () => {
    expect(files.length).toBeGreaterThan(80);
  });

  it.each(files)(
    'gives %s back byte for byte, each text written back as it was',
    (file) => {
      const json = readFileSync(file, 'utf8');
      const values = strings(json);
      expect(values.length).toBeGreaterThan(0);
      for (const { path, value, token } of values) {
        // Written anew, each text comes out as the file writes it (escapes, soft hyphens…)…
        expect(encodeLike(value, token)).toBe(token);
        // …and saving an unchanged text changes nothing.
        expect(setStringValue(json, path, value)).toEqual({ ok: true, json, changed: false });
      }
      // A text changed and changed back leaves the file as it was.
      const [first] = values;
      if (!first) throw new Error(`${file}: no text`);
      const changed = setStringValue(json, first.path, 'changed');
      if (!changed.ok) throw new Error(changed.reason);
      expect(setStringValue(changed.json, first.path, first.value)).toEqual({
        ok: true,
        json,
        changed: true,
      });
      // Every text of the largest file is saved once, each save reading the whole file: seconds on
      // a busy machine.
    },
    60_000,
  );

  it('changes one nested value in exactly one line and nothing else', () => {
    const json = readFileSync('locales/es/company.json', 'utf8');
    const result = setStringValue(json, ['intro', 'title'], 'Quiénes somos "hoy"');
    if (!result.ok) throw new Error(result.reason);
    const before = json.split('\n');
    const after = result.json.split('\n');
    expect(after).toHaveLength(before.length);
    const changed = after.flatMap((line, index) => (line === before[index] ? [] : [index]));
    expect(changed).toHaveLength(1);
    expect(after[changed[0] ?? -1]).toBe('    "title": "Quiénes somos \\"hoy\\"",');
    expect((JSON.parse(result.json) as { intro: { title: string } }).intro.title).toBe(
      'Quiénes somos "hoy"',
    );
    expect(result.json.endsWith('}\n')).toBe(true);
  });

  it('keeps a soft hyphen the old text wrote as itself, and writes a new one as \\u00ad', () => {
    const literal = '{\n  "a": "Stellen\u00adbesetzung"\n}\n';
    const edited = setStringValue(literal, ['a'], 'Neue Stellen\u00adbesetzung');
    expect(edited).toEqual({
      ok: true,
      json: '{\n  "a": "Neue Stellen\u00adbesetzung"\n}\n',
      changed: true,
    });
    const escaped = '{\n  "a": "Stellen\\u00adbesetzung"\n}\n';
    expect(setStringValue(escaped, ['a'], 'Neue Stellen\u00adbesetzung')).toEqual({
      ok: true,
      json: '{\n  "a": "Neue Stellen\\u00adbesetzung"\n}\n',
      changed: true,
    });
    expect(setStringValue('{ "a": "x" }', ['a'], 'Ab\u00adc')).toMatchObject({
      json: '{ "a": "Ab\\u00adc" }',
    });
  });

  it('refuses a key the file does not have, or one that is not a text', () => {
    expect(setStringValue('{ "a": { "b": "x" } }', ['a', 'c'], 'y')).toEqual({
      ok: false,
      reason: 'a.c is not in the file',
    });
    expect(setStringValue('{ "a": { "b": "x" } }', ['a'], 'y')).toEqual({
      ok: false,
      reason: 'a is not a text in the file',
    });
  });
});
