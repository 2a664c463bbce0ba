import { describe, expect, it } from 'vitest';
import { normalizeText, TextIndex } from './textIndex';

describe('the index of rendered texts', () => {
  it('compares texts as the page shows them', () => {
    expect(normalizeText('  Read our <0>privacy\n policy</0>.<br/>')).toBe(
      'Read our privacy policy.',
    );
    expect(normalizeText('Stellen\u00adbesetzung')).toBe('Stellenbesetzung');
  });

  it("names every key that rendered a text, the page language's first", () => {
    const index = new TextIndex();
    index.record({ lng: 'en', ns: 'common', key: 'routes.company' }, 'Our Story');
    index.record({ lng: 'es', ns: 'company', key: 'intro.title' }, 'Nuestra historia');
    index.record({ lng: 'es', ns: 'common', key: 'routes.company' }, 'Nuestra historia');
    index.record({ lng: 'en', ns: 'x', key: 'y' }, 'Nuestra historia');
    expect(index.lookup(' Nuestra  historia ', 'es')).toEqual([
      { lng: 'es', ns: 'company', key: 'intro.title' },
      { lng: 'es', ns: 'common', key: 'routes.company' },
      { lng: 'en', ns: 'x', key: 'y' },
    ]);
    expect(index.lookup('Nothing', 'es')).toEqual([]);
  });

  it('keeps every text a key rendered (one per count)', () => {
    const index = new TextIndex();
    const ref = { lng: 'en', ns: 'chat', key: 'left_other' };
    index.record(ref, '2 messages left');
    index.record(ref, '3 messages left');
    index.record(ref, '3 messages left');
    expect([...index.textsOf(ref)]).toEqual(['2 messages left', '3 messages left']);
    expect(index.refs('en')).toEqual([ref]);
  });
});
