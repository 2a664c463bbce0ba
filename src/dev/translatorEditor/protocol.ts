/**
 * What the translator editor's page code and its dev-server routes
 * (scripts/translatorEditor/plugin.ts) send each other. Development only: nothing imports
 * this folder in a build.
 */

/** The routes' prefix on the dev server. */
export const editorRoute = '/__translator-editor';
/** The dev server's message that it kept a file the editor wrote from reloading the page. */
export const keptEvent = 'translator-editor:kept';
/** Sent with every request: a page of another origin cannot add it without CORS consent. */
export const editorHeader = 'x-translator-editor';

/** One text of a locale file: `locales/<lng>/<ns>.json` › `key` (a plural form is its own key). */
export interface TextRef {
  lng: string;
  ns: string;
  key: string;
}

export interface GlossaryEntry {
  term: string;
  /** How the term is written in the language. */
  note: string;
}

export interface TextEntry extends TextRef {
  /** `locales/es/company.json`. */
  file: string;
  line: number;
  value: string;
  /** The English text (for a Spanish `_many` form, English's `_other`). */
  english: string | undefined;
  draft: boolean;
  /** The placeholders and tags the text must keep, as in English. */
  keep: string[];
  /** Set when the key is one form of a plural text. */
  plural?: {
    base: string;
    form: string;
    /** Every form the language needs, with its current text. */
    forms: { form: string; key: string; value: string | undefined }[];
  };
  glossary: GlossaryEntry[];
}

export interface SaveRequest extends TextRef {
  value: string;
}

export type SaveResponse =
  { ok: true; file: string; line: number; changed: boolean } | { ok: false; problems: string[] };

export interface NamespaceTexts {
  lng: string;
  ns: string;
  texts: { key: string; value: string }[];
}
