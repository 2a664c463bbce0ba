/**
 * The translator editor's side on the dev server: reads a text of a locale file with what a
 * translator needs beside it (English, the placeholders to keep, the plural forms, the
 * glossary), and saves one text after the checks of `npm run check:locales` that it can fail,
 * refusing it with the checker's own messages and leaving the file untouched.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type {
  GlossaryEntry,
  NamespaceTexts,
  SaveRequest,
  SaveResponse,
  TextEntry,
  TextRef,
} from '../../src/dev/translatorEditor/protocol.ts';
import type { LocaleEntry } from '../../src/i18n/locales.ts';
import { glossaryTermsIn, parseGlossary, type Glossary } from '../glossary.ts';
import { flattenKeys, type LocaleTree } from '../localeCheck.ts';
import { readLocaleText } from '../localeSyntax.ts';
import {
  baseKey,
  checkValue,
  logicalMarkers,
  markerProblem,
  pluralForm,
  type ValueProblem,
} from '../localeValueChecks.ts';
import { setStringValue } from './jsonValueEdit.ts';

export interface LocaleTextsOptions {
  /** The folder holding `<lng>/<ns>.json` and `glossary.json`. */
  dir: string;
  registry: Readonly<Record<string, LocaleEntry>>;
  /** The reference language (English). */
  reference: string;
}

/** A request the editor cannot serve: its status and why. */
export class TextError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** A save that passed the checks: the file's new content, for the caller to write. */
export interface CheckedSave {
  response: SaveResponse;
  write?: { path: string; json: string };
}

const namespacePattern = /^[A-Za-z0-9_-]+$/;

export function localeTexts({ dir, registry, reference }: LocaleTextsOptions) {
  /** As the checker names a file, whichever folder the dev server reads. */
  const shownPath = (lng: string, ns: string) => `locales/${lng}/${ns}.json`;

  function fileOf(lng: string, ns: string): string {
    if (!Object.hasOwn(registry, lng))
      throw new TextError(404, `${lng} is not a registered language`);
    if (!namespacePattern.test(ns)) throw new TextError(400, `${ns} is not a namespace`);
    const path = join(dir, lng, `${ns}.json`);
    if (!existsSync(path)) throw new TextError(404, `${shownPath(lng, ns)} does not exist`);
    return path;
  }

  function read(lng: string, ns: string) {
    const json = readFileSync(fileOf(lng, ns), 'utf8');
    const parsed = readLocaleText(json);
    if (parsed.value === undefined) {
      throw new TextError(
        409,
        `${shownPath(lng, ns)} cannot be read: fix it first (npm run check:locales)`,
      );
    }
    return { json, flat: flattenKeys(parsed.value as LocaleTree), positions: parsed.positions };
  }

  const glossary = (): Glossary =>
    parseGlossary(readFileSync(join(dir, 'glossary.json'), 'utf8'), 'locales/glossary.json');

  /** The forms a language's plural rules name, in i18next's order (zero, one … other). */
  const pluralCategories = (lng: string): string[] => {
    const intl = registry[lng]?.intl ?? lng;
    const categories: readonly string[] = new Intl.PluralRules(intl).resolvedOptions()
      .pluralCategories;
    return ['zero', 'one', 'two', 'few', 'many', 'other'].filter((form) =>
      categories.includes(form),
    );
  };

  /** Glossary names and same-as-English words in the source, and service names with theirs. */
  function glossaryOf(lng: string, english: string, value: string): GlossaryEntry[] {
    const source = `${english}\n${value}`;
    const terms = glossaryTermsIn(source, lng, glossary()).map(({ term, kind }) => ({
      term,
      note:
        kind === 'name'
          ? 'a name: kept as it is in every language'
          : `${lng} writes it as English does`,
    }));
    // TRANSLATING.md: every service name is translated the same way everywhere, as `routes`.
    const englishRoutes = read(reference, 'common').flat;
    const ownRoutes = read(lng, 'common').flat;
    const services = [...englishRoutes]
      .filter(([key, name]) => key.startsWith('routes.') && english.includes(name))
      .map(([key, name]) => ({
        term: name,
        note:
          lng === reference
            ? `common.json › ${key}`
            : `${ownRoutes.get(key) ?? '?'} (common.json › ${key})`,
      }));
    return [...terms, ...services];
  }

  return {
    texts(lng: string, ns: string): NamespaceTexts {
      const { flat } = read(lng, ns);
      return { lng, ns, texts: [...flat].map(([key, value]) => ({ key, value })) };
    },

    entry({ lng, ns, key }: TextRef): TextEntry {
      const own = read(lng, ns);
      const value = own.flat.get(key);
      if (value === undefined) throw new TextError(404, `${shownPath(lng, ns)} has no text ${key}`);
      const english = read(reference, ns).flat;
      const base = baseKey(key);
      const englishText = english.get(key) ?? english.get(`${base}_other`);
      const form = pluralForm.exec(key)?.[2];
      return {
        lng,
        ns,
        key,
        file: shownPath(lng, ns),
        line: own.positions.get(key)?.line ?? 1,
        value,
        english: englishText,
        draft: registry[lng]?.draft === true,
        keep: (logicalMarkers(english).get(base) ?? '').split(' ').filter(Boolean),
        ...(form
          ? {
              plural: {
                base,
                form,
                forms: pluralCategories(lng).map((category) => ({
                  form: category,
                  key: `${base}_${category}`,
                  value: own.flat.get(`${base}_${category}`),
                })),
              },
            }
          : {}),
        glossary: glossaryOf(lng, englishText ?? '', value),
      };
    },

    /** Checks the text as `npm run check:locales` would; the caller writes `write`. */
    save({ lng, ns, key, value }: SaveRequest): CheckedSave {
      const path = fileOf(lng, ns);
      const own = read(lng, ns);
      const edit = setStringValue(own.json, key.split('.'), value);
      if (!edit.ok) throw new TextError(404, `${shownPath(lng, ns)}: ${edit.reason}`);
      const line = own.positions.get(key)?.line ?? 1;
      const candidate = readLocaleText(edit.json);
      const flat = flattenKeys(candidate.value as LocaleTree);
      const at = (
        lngOf: string,
        positions: typeof own.positions,
        { at: where, message }: ValueProblem,
      ) => {
        const position = positions.get(where);
        return `${shownPath(lngOf, ns)}${position ? `:${position.line}:${position.column}` : ''}: ${message}`;
      };
      const english = lng === reference ? flat : read(reference, ns).flat;
      const problems = [
        ...checkValue({
          lng,
          namespace: ns,
          key,
          value,
          own: flat,
          reference,
          english,
          published: registry[lng]?.draft !== true,
          glossary: glossary(),
        }).map((problem) => at(lng, candidate.positions, problem)),
        // English is the reference: a placeholder it gains or loses breaks every translation.
        ...(lng === reference ? translationsBrokenBy(ns, key, flat) : []),
      ];
      if (problems.length) return { response: { ok: false, problems } };
      return {
        response: { ok: true, file: shownPath(lng, ns), line, changed: edit.changed },
        ...(edit.changed ? { write: { path, json: edit.json } } : {}),
      };
    },
  };

  /** The checker's messages for translations whose placeholders no longer match English. */
  function translationsBrokenBy(ns: string, key: string, english: Map<string, string>): string[] {
    const base = baseKey(key);
    const expected = logicalMarkers(english).get(base) ?? '';
    return Object.keys(registry)
      .filter((lng) => lng !== reference && existsSync(join(dir, lng, `${ns}.json`)))
      .flatMap((lng) => {
        const { flat, positions } = read(lng, ns);
        const found = logicalMarkers(flat).get(base);
        const message =
          found === undefined ? undefined : markerProblem(base, found, expected, reference);
        if (!message) return [];
        const first = flat.has(base)
          ? base
          : [...flat.keys()].find((other) => baseKey(other) === base);
        const position = first === undefined ? undefined : positions.get(first);
        return [
          `${shownPath(lng, ns)}${position ? `:${position.line}:${position.column}` : ''}: ${message}`,
        ];
      });
  }
}

export type LocaleTexts = ReturnType<typeof localeTexts>;
