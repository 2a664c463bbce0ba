/**
 * Development tooling that must never reach a build: the translator editor (src/dev/,
 * scripts/translatorEditor/). Its names and its route are strings no other code has, so a
 * built file holding one holds the editor.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { editorHeader, editorRoute, keptEvent } from '../src/dev/translatorEditor/protocol.ts';

export const devCodeMarkers = [
  editorRoute,
  editorHeader,
  keptEvent,
  'attachTranslatorEditor',
  'data-translator-editor',
  'translatorEditor',
];

const textFile = /\.(js|mjs|css|html|json|map|txt|xml|svg|webmanifest)$/;

/** `file: marker` for each built text file under `dir` that holds one of the markers. */
export function devCodeLeaks(dir: string): string[] {
  const files = readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && textFile.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
  return files.flatMap((file) => {
    const text = readFileSync(file, 'utf8');
    return devCodeMarkers
      .filter((marker) => text.includes(marker))
      .map((marker) => `${relative(dir, file)}: ${marker}`);
  });
}
