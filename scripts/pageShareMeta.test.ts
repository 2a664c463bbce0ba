import { describe, expect, it } from 'vitest';
import { pageShareMeta } from './pageShareMeta';

const page = (head: string) =>
  `<!doctype html><html lang="es"><head>${head}</head><body></body></html>`;

describe('pageShareMeta', () => {
  it('reads the image path, title, brand, language and host from the Open Graph tags', () => {
    const html = page(
      [
        '<meta property="og:site_name" content="Soultech">',
        '<meta property="og:title" content="Q&amp;A &quot;rápido&quot;">',
        '<meta property="og:image" content="https://www.a.example/share/es/faqs.png">',
      ].join(''),
    );
    expect(pageShareMeta(html)).toEqual({
      imagePath: '/share/es/faqs.png',
      title: 'Q&A "rápido"',
      brand: 'Soultech',
      lang: 'es',
      host: 'www.a.example',
    });
  });

  it('skips a page that names no share image', () => {
    expect(pageShareMeta(page('<meta property="og:title" content="x">'))).toBeUndefined();
  });
});
