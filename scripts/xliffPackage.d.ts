/** The part of the `xliff` package (locize) scripts/xliff.ts uses; it ships no types. */
declare module 'xliff/js2xliff' {
  export default function js2xliff(document: {
    sourceLanguage: string;
    targetLanguage: string;
    resources: Record<string, Record<string, { source: string; target?: string; note?: string }>>;
  }): Promise<string>;
}

declare module 'xliff/xliff2js' {
  /** Units' texts are strings, or arrays of pieces when the file has inline elements. */
  export default function xliff2js(xml: string): Promise<unknown>;
}
