import { relative } from 'node:path';
import type { Plugin } from 'vite';
import { formatProblem, readLocaleText } from './localeSyntax.ts';

const localeFile = /[\\/]locales[\\/][^\\/]+[\\/][^\\/]+\.json$/;

/** Lines around a place, numbered, with a caret under its (1-based) column, as Vite shows them. */
export function codeFrame(code: string, line: number, column: number): string {
  const lines = code.split('\n');
  const from = Math.max(1, line - 2);
  const to = Math.min(lines.length, line + 2);
  const width = String(to).length;
  const rows: string[] = [];
  for (let number = from; number <= to; number += 1) {
    rows.push(`${String(number).padStart(width)} | ${lines[number - 1] ?? ''}`);
    if (number === line) rows.push(`${' '.repeat(width)} | ${' '.repeat(column - 1)}^`);
  }
  return rows.join('\n');
}

/**
 * `npm run dev`: a locale file with a mistake names its file, line and column (Vite's overlay,
 * the terminal, and the page's error screen), as `npm run check:locales` does, instead of
 * Vite's JSON error without a file. A mistake the page survives (a key written twice) is a
 * warning in the terminal.
 */
export function devLocaleErrors(): Plugin {
  return {
    name: 'dev-locale-errors',
    apply: 'serve',
    // Before Vite's own JSON plugin, which would fail first with less to say.
    enforce: 'pre',
    transform(code, id) {
      const path = id.split('?')[0] ?? id;
      if (!localeFile.test(path)) return null;
      const { problems } = readLocaleText(code);
      const [first] = problems;
      if (!first) return null;
      const file = relative(process.cwd(), path);
      const message = problems.map((problem) => formatProblem(file, problem)).join('\n');
      if (!problems.some((problem) => problem.fatal)) {
        this.warn(message);
        return null;
      }
      this.error({
        message,
        id: path,
        // Vite's overlay prints the column as given: the 1-based column, as in the message and
        // in editors, so the header and the message name the same place. Its own code frame
        // would read that column as 0-based and put the caret one place late.
        loc: { file: path, line: first.position.line, column: first.position.column },
        frame: codeFrame(code, first.position.line, first.position.column),
      });
    },
  };
}
