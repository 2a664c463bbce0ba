import { describe, expect, it } from 'vitest';
import { formatTable, localeStatus, mayStayIdentical } from './localeStatus';

describe('mayStayIdentical', () => {
  it.each([
    '{{value}}%',
    '{{from}}–{{to}}%',
    'SoulMove',
    'Staff Augmentation',
    'WhatsApp: {{whatsapp}}',
    'https://example.com/a',
    'talent@example.com',
    '3x',
    '94%',
    '<0>{{name}}</0>',
  ])('lets %s stay', (text) => expect(mayStayIdentical(text)).toBe(true));

  it.each(['Legal', 'Startups', 'Book a Call', 'Marketing Lab team'])('flags %s', (text) =>
    expect(mayStayIdentical(text)).toBe(false),
  );
});

describe('localeStatus', () => {
  it('counts keys, missing keys and values identical to the reference', () => {
    const rows = localeStatus(
      {
        en: {
          home: {
            title: 'Home',
            brand: 'SoulMove',
            legal: 'Legal',
            left_one: 'a',
            left_other: 'b',
          },
        },
        es: { home: { title: 'Inicio', brand: 'SoulMove', legal: 'Legal' } },
      },
      'en',
    );
    expect(rows).toEqual([
      { lng: 'en', namespace: 'home', keys: 5, missing: [], identical: [] },
      { lng: 'es', namespace: 'home', keys: 3, missing: ['left'], identical: ['legal'] },
    ]);
  });
});

describe('formatTable', () => {
  it('pads text left and numbers right', () => {
    expect(
      formatTable(
        ['a', 'n'],
        [
          ['es', '12'],
          ['en', '3'],
        ],
      ),
    ).toBe(['a   n', '--  --', 'es  12', 'en   3'].join('\n'));
  });
});
