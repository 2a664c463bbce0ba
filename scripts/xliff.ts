/**
 * XLIFF 2.0 for translators who work in a CAT tool (translation memory, terminology, QA): one
 * file per language, a `<file>` per namespace, a `<unit>` per text whose id is its dotted key.
 * The source is English; the target is the language's text, left out while it is still
 * English, so the tool shows it as to do. Each unit's note says where the text appears.
 *
 * Importing writes back only the texts that changed, into the existing JSON, through
 * `jsonc-parser`'s edits: the rest of the file stays byte for byte as it was, so exporting and
 * importing an unchanged file changes nothing. The `xliff` package (locize) writes and reads
 * the XML.
 */
import { applyEdits, modify } from 'jsonc-parser';
import js2xliff from 'xliff/js2xliff';
import xliff2js from 'xliff/xliff2js';
import { baseKey, flattenKeys, type LocaleTree } from './localeCheck';

export interface XliffUnit {
  source: string;
  target?: string;
  note?: string;
}

export interface XliffDocument {
  sourceLanguage: string;
  targetLanguage: string;
  /** `resources[namespace][key]`. */
  resources: Record<string, Record<string, XliffUnit>>;
}

export interface ExportInput {
  sourceLanguage: string;
  targetLanguage: string;
  /** Per namespace, the English file and the language's. */
  namespaces: Record<string, { english: unknown; translation: unknown }>;
  /** Whether a value identical to English is translated all the same (a name, a setting). */
  keptAsEnglish: (namespace: string, key: string, value: string) => boolean;
  /** The unit's note: where the text appears. */
  noteOf?: (namespace: string, key: string) => string;
}

const flat = (tree: unknown) => flattenKeys((tree ?? {}) as LocaleTree);

/**
 * The units of a namespace: the language's own keys, then English keys it lacks. A plural form
 * English does not have (Spanish `_many`) takes English's `_other` as its source.
 */
function units(namespace: string, input: ExportInput, english: unknown, translation: unknown) {
  const source = flat(english);
  const target = flat(translation);
  const out: Record<string, XliffUnit> = {};
  for (const [key, value] of target) {
    const from = source.get(key) ?? source.get(`${baseKey(key)}_other`);
    if (from === undefined) continue; // an extra key: check:locales reports it
    const stillEnglish = value === from && !input.keptAsEnglish(namespace, key, value);
    out[key] = { source: from, ...(stillEnglish ? {} : { target: value }) };
  }
  for (const [key, value] of source) {
    if (
      !target.has(key) &&
      ![...target.keys()].some((k) => baseKey(k) === baseKey(key) && k !== key)
    )
      out[key] = { source: value };
  }
  if (input.noteOf) {
    for (const [key, unit] of Object.entries(out)) unit.note = input.noteOf(namespace, key);
  }
  return out;
}

export async function exportXliff(input: ExportInput): Promise<string> {
  const resources = Object.fromEntries(
    Object.entries(input.namespaces).map(([namespace, { english, translation }]) => [
      namespace,
      units(namespace, input, english, translation),
    ]),
  );
  const document: XliffDocument = {
    sourceLanguage: input.sourceLanguage,
    targetLanguage: input.targetLanguage,
    resources,
  };
  return `${await js2xliff(document)}\n`;
}

/** A unit's text as the package returns it: a string, or pieces when the tool split it. */
const text = (value: unknown): string =>
  Array.isArray(value) ? value.map(text).join('') : typeof value === 'string' ? value : '';

/** Per namespace, the targets the file holds (empty targets are still to do and left out). */
export async function readXliff(xml: string): Promise<{
  targetLanguage: string;
  targets: Record<string, Map<string, string>>;
}> {
  const document = (await xliff2js(xml)) as {
    targetLanguage?: string;
    resources?: Record<string, Record<string, { target?: unknown }>>;
  };
  const targets = Object.fromEntries(
    Object.entries(document.resources ?? {}).map(([namespace, unitsOf]) => [
      namespace,
      new Map(
        Object.entries(unitsOf)
          .map(([key, unit]) => [key, text(unit.target)] as const)
          .filter(([, value]) => value.trim() !== ''),
      ),
    ]),
  );
  return { targetLanguage: document.targetLanguage ?? '', targets };
}

export interface ImportResult {
  json: string;
  changed: string[];
  /** Keys English does not have: not written. */
  unknown: string[];
}

/**
 * The language's JSON text with the targets written in: changed values replaced where they
 * are, missing keys added at the end of their object, nothing else touched.
 */
export function applyTargets(
  json: string,
  english: unknown,
  targets: ReadonlyMap<string, string>,
): ImportResult {
  const current = flat(JSON.parse(json));
  const source = flat(english);
  const changed: string[] = [];
  const unknown: string[] = [];
  let out = json;
  for (const [key, value] of targets) {
    if (!source.has(key) && !source.has(`${baseKey(key)}_other`)) {
      unknown.push(key);
      continue;
    }
    if (current.get(key) === value) continue;
    const edits = modify(out, key.split('.'), value, {
      formattingOptions: { insertSpaces: true, tabSize: 2, eol: '\n' },
    });
    out = applyEdits(out, edits);
    changed.push(key);
  }
  return { json: out, changed, unknown };
}
