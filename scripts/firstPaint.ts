/**
 * Makes the page template paint without waiting for any other request: the remembered-language
 * script and the stylesheets go inline (the script allowed by the sha256 hash of its exact
 * text in the Content-Security-Policy), and the one font file a Latin-script page needs is
 * preloaded so text does not reflow when it arrives late.
 */
/** A `<script>` element with the code as its exact text. */
export function inlineScriptTag(code: string): string {
  if (code.includes('</script')) throw new Error('A script containing </script cannot be inlined');
  return `<script>${code}</script>`;
}

/** Replaces `<script src="{src}"></script>` by the script's text inline. */
export function inlineScript(template: string, src: string, code: string): string {
  const tag = `<script src="${src}"></script>`;
  if (!template.includes(tag)) throw new Error(`The template has no ${tag}`);
  return template.replace(tag, () => inlineScriptTag(code));
}

/** Stylesheet links of the template (Vite writes one per CSS chunk of the entry). */
export function stylesheetHrefs(template: string): string[] {
  return [...template.matchAll(/<link rel="stylesheet"[^>]*href="(\/[^"]+)"[^>]*>/g)].map(
    (match) => match[1] ?? '',
  );
}

/** Replaces each stylesheet link by a `<style>` with the file's text. */
export function inlineStylesheets(template: string, read: (href: string) => string): string {
  return template.replace(
    /<link rel="stylesheet"[^>]*href="(\/[^"]+)"[^>]*>/g,
    (_tag, href: string) => {
      const css = read(href);
      if (css.includes('</style'))
        throw new Error(`${href} cannot be inlined: it contains </style`);
      return `<style>${css}</style>`;
    },
  );
}

/**
 * The font files of `@font-face` rules whose unicode-range covers Basic Latin: every page's
 * text uses them (English and Spanish alike), so they are worth preloading.
 */
export function basicLatinFonts(css: string): string[] {
  const files: string[] = [];
  for (const [rule] of css.matchAll(/@font-face\s*{[^}]*}/g)) {
    const range = /unicode-range:\s*([^;}]+)/.exec(rule)?.[1] ?? 'U+0-10FFFF';
    const coversA = range.split(',').some((part) => {
      const [from = '', to = from] = part.trim().replace(/^U\+/i, '').split('-');
      const start = parseInt(from.replace(/\?/g, '0'), 16);
      const end = parseInt(to.replace(/\?/g, 'F'), 16);
      return start <= 0x41 && 0x41 <= end;
    });
    const url = /url\((['"]?)([^)'"]+)\1\)/.exec(rule)?.[2];
    if (coversA && url) files.push(url);
  }
  return files;
}

export const fontPreloadTag = (href: string) =>
  `<link rel="preload" as="font" type="font/woff2" crossorigin href="${href}">`;

/** The image preload links React put at the start of the rendered body (the hero image). */
export function imagePreloads(bodyHtml: string): string[] {
  return (
    /^(?:<link rel="preload" as="image"[^>]*>)+/.exec(bodyHtml)?.[0].match(/<link[^>]*>/g) ?? []
  );
}
