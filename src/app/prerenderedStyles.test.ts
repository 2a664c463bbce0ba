import createCache from '@emotion/cache';
import { describe, expect, it } from 'vitest';
import { adoptPrerenderedStyles, prerenderedStyleTags } from './prerenderedStyles';

const chunks = [
  { key: 'css-global', ids: ['g1'], css: 'html{color:red}' },
  { key: 'css', ids: ['a1', 'b2'], css: '.css-a1{margin:0}.css-b2{padding:0}' },
];

describe('prerendered styles', () => {
  it('puts every rule in one plain style element and keeps an empty tag per global style', () => {
    const html = prerenderedStyleTags(chunks, 'css');
    expect(html).toBe(
      '<style data-emotion="css-global g1" data-s=""></style>' +
        '<style data-prerendered-styles="a1 b2">html{color:red}.css-a1{margin:0}.css-b2{padding:0}</style>',
    );
  });

  it('refuses CSS that would end its style element early', () => {
    expect(() =>
      prerenderedStyleTags([{ key: 'css', ids: ['x'], css: 'a{content:"</style>"}' }], 'css'),
    ).toThrow('</style');
  });

  it('marks the prerendered rules as inserted in the browser cache, and no others', () => {
    const root = document.createElement('div');
    root.innerHTML = prerenderedStyleTags(chunks, 'css');
    const cache = createCache({ key: 'css', container: root });
    adoptPrerenderedStyles(cache, root);
    expect(cache.inserted).toMatchObject({ a1: true, b2: true });
    expect(cache.inserted).not.toHaveProperty('g1');
  });
});
