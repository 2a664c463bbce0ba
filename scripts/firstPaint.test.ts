import { describe, expect, it } from 'vitest';
import {
  basicLatinFonts,
  imagePreloads,
  inlineScript,
  inlineStylesheets,
  stylesheetHrefs,
} from './firstPaint';

const template = `<head>
    <script src="/lang-redirect.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/index-1.css">
  </head>`;

describe('first paint template', () => {
  it('inlines the script text exactly, so its hash in the policy matches', () => {
    const code = '(function () { location.hash; })();\n';
    const html = inlineScript(template, '/lang-redirect.js', code);
    expect(html).toContain(`<script>${code}</script>`);
    expect(html).not.toContain('src="/lang-redirect.js"');
  });

  it('refuses a script it cannot inline safely, or one the template does not load', () => {
    expect(() => inlineScript(template, '/lang-redirect.js', 'a("</script>")')).toThrow();
    expect(() => inlineScript(template, '/other.js', 'a()')).toThrow(/no <script/);
  });

  it('replaces each stylesheet link by its text', () => {
    expect(stylesheetHrefs(template)).toEqual(['/assets/index-1.css']);
    const html = inlineStylesheets(template, (href) => `/* ${href} */`);
    expect(html).toContain('<style>/* /assets/index-1.css */</style>');
    expect(html).not.toContain('rel="stylesheet"');
  });

  it('picks the font files whose unicode-range covers Basic Latin', () => {
    const css =
      '@font-face{font-family:X;src:url(/assets/x-cyrillic.woff2)format("woff2");unicode-range:U+460-52F}' +
      '@font-face{font-family:X;src:url(/assets/x-latin-ext.woff2)format("woff2");unicode-range:U+100-2BA,U+2BD-2C5}' +
      '@font-face{font-family:X;src:url(/assets/x-latin.woff2)format("woff2");unicode-range:U+0000-00FF,U+0131}';
    expect(basicLatinFonts(css)).toEqual(['/assets/x-latin.woff2']);
  });

  it("copies React's image preloads from the start of the body", () => {
    const hero = '<link rel="preload" as="image" href="/images/hero.svg" fetchPriority="high"/>';
    expect(imagePreloads(`${hero}<section>…</section>`)).toEqual([hero]);
    expect(imagePreloads(`<section>${hero}</section>`)).toEqual([]);
  });
});
