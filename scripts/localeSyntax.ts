/**
 * Reads one locale file the way a translator needs mistakes reported: each at its line and
 * column, in words. JSON syntax (a trailing comma, a missing quote), a byte order mark, a key
 * written twice, a value that is not text, a list, an HTML entity or a tag with attributes.
 * `jsonc-parser` (VS Code's JSON parser) gives the positions.
 */
import { printParseErrorCode, visit, type JSONPath } from 'jsonc-parser';
import { markupProblems, notTextProblem } from './localeValueChecks.ts';

/** 1-based, as editors count. */
export interface Position {
  line: number;
  column: number;
}

export interface FileProblem {
  position: Position;
  message: string;
  /** The file cannot be read at all (a syntax error): nothing else about it can be checked. */
  fatal: boolean;
}

export interface LocaleText {
  /** The parsed file; undefined when a fatal problem stopped it. */
  value: unknown;
  /** Where each dotted key is written. */
  positions: Map<string, Position>;
  problems: FileProblem[];
}

/** jsonc-parser's error names, in words. */
const syntaxMessages: Record<string, string> = {
  InvalidSymbol: 'unexpected character (keys and texts are written in "double quotes")',
  InvalidNumberFormat: 'not a valid number',
  PropertyNameExpected: 'a key in "double quotes" is expected here',
  ValueExpected: 'a text in "double quotes" is expected here',
  ColonExpected: 'a colon (:) is missing after the key',
  CommaExpected: 'a comma is missing before this entry',
  CloseBraceExpected: 'a closing brace } is missing',
  CloseBracketExpected: 'a closing bracket ] is missing',
  EndOfFileExpected: 'text after the end of the file',
  InvalidCommentToken: 'comments are not allowed in JSON',
  UnexpectedEndOfComment: 'comments are not allowed in JSON',
  UnexpectedEndOfString: 'a text is not closed: its closing " is missing',
  UnexpectedEndOfNumber: 'not a valid number',
  InvalidUnicode: 'an invalid \\u escape',
  InvalidEscapeCharacter: 'an invalid escape: write \\\\ for a backslash',
  InvalidCharacter: 'a line break or tab inside a text: write \\n for a line break',
};

/**
 * `localeRules: false` checks the syntax only, for JSON files that are not copy (the
 * glossary, which is made of lists).
 */
export function readLocaleText(text: string, { localeRules = true } = {}): LocaleText {
  const problems: FileProblem[] = [];
  const positions = new Map<string, Position>();
  const report = (position: Position, message: string, fatal = false) =>
    problems.push({ position, message, fatal });

  // Notepad on Windows saves UTF-8 with a byte order mark, which JSON does not allow. Columns are
  // counted without it, as editors show the line.
  const bom = text.startsWith('\uFEFF');
  if (bom) {
    report(
      { line: 1, column: 1 },
      'the file starts with a byte order mark (BOM): save it as "UTF-8" without BOM',
    );
  }
  const body = bom ? text.slice(1) : text;
  const at = (line: number, character: number): Position => ({
    line: line + 1,
    column: character + 1,
  });
  const keyOf = (path: JSONPath) => path.join('.');
  // The keys of each open object, to find a key written twice in the same object.
  const open: Map<string, Position>[] = [];
  let syntaxError = false;
  const positionAt = (offset: number): Position => {
    const before = body.slice(0, offset).split('\n');
    return { line: before.length, column: (before.at(-1)?.length ?? 0) + 1 };
  };
  const trailingCommaAt = (offset: number) => {
    syntaxError = true;
    report(
      positionAt(offset),
      'trailing comma: the last entry of an object or list has no comma after it',
      true,
    );
  };
  // The parser lets a comma before `]` pass: the last separator seen, until a value follows.
  let lastComma: number | null = null;

  visit(
    body,
    {
      onSeparator: (character, offset) => {
        if (character === ',') lastComma = offset;
      },
      onObjectBegin: () => {
        lastComma = null;
        open.push(new Map());
      },
      onObjectEnd: () => void open.pop(),
      onArrayEnd: () => {
        if (lastComma !== null && !syntaxError) trailingCommaAt(lastComma);
      },
      onObjectProperty: (property, _offset, _length, line, character, path) => {
        lastComma = null;
        const here = at(line, character);
        const key = keyOf([...path(), property]);
        const seen = open.at(-1);
        const first = seen?.get(property);
        if (first) {
          report(
            here,
            `${key} is written twice (also at line ${first.line}): only the last one would count`,
          );
        } else seen?.set(property, here);
        if (!positions.has(key)) positions.set(key, here);
      },
      onArrayBegin: (_offset, _length, line, character, path) => {
        lastComma = null;
        if (localeRules) {
          report(
            at(line, character),
            `${keyOf(path()) || 'the file'} is a list in [ ]: lists are objects keyed by id, as in English`,
          );
        }
      },
      onLiteralValue: (value: unknown, _offset, _length, line, character, path) => {
        lastComma = null;
        if (!localeRules) return;
        const here = at(line, character);
        const key = keyOf(path()) || 'the file';
        if (typeof value !== 'string') report(here, notTextProblem(key, value));
        else for (const problem of markupProblems(key, value)) report(here, problem);
      },
      onError: (error, offset, _length, line, character) => {
        if (syntaxError) return; // the first one: the rest usually follow from it
        syntaxError = true;
        const comma = trailingComma(body, offset);
        if (comma !== null) trailingCommaAt(comma);
        else {
          const message = syntaxMessages[printParseErrorCode(error)] ?? 'not valid JSON';
          report(at(line, character), message, true);
        }
      },
    },
    { disallowComments: true, allowTrailingComma: false },
  );

  let value: unknown;
  if (!syntaxError) {
    try {
      value = JSON.parse(body);
    } catch (error) {
      // What JSON.parse rejects and the visitor let through (rare): still name the file.
      report({ line: 1, column: 1 }, `not valid JSON: ${(error as Error).message}`, true);
    }
  }
  if (
    value !== undefined &&
    (typeof value !== 'object' || value === null || Array.isArray(value))
  ) {
    report({ line: 1, column: 1 }, 'the file must be one object in { }', true);
    value = undefined;
  }
  return { value, positions, problems };
}

/**
 * The offset of the comma before a closing brace or bracket that the parser stumbled on, or
 * null when the error is something else.
 */
function trailingComma(text: string, offset: number): number | null {
  if (text[offset] !== '}' && text[offset] !== ']') return null;
  let i = offset - 1;
  while (i >= 0 && /\s/.test(text[i] ?? '')) i--;
  return text[i] === ',' ? i : null;
}

/** `locales/pt/common.json:100:3: trailing comma…`, the form editors and terminals link. */
export const formatProblem = (file: string, { position, message }: FileProblem) =>
  `${file}:${position.line}:${position.column}: ${message}`;
