import { describe, expect, it } from 'vitest';
import { pseudoBundle, pseudoLocalize } from './pseudoLocalize';

describe('pseudoLocalize', () => {
  it('accents, lengthens each word by about 40% and marks the value', () => {
    expect(pseudoLocalize('Services')).toBe('[!! Šéŕṽíçéššéŕ !!]');
    expect(pseudoLocalize('Book a Call')).toBe('[!! Ɓőőķƀő á Çáľľçá !!]');
  });

  it('keeps placeholders, nesting and tags intact', () => {
    expect(pseudoLocalize('Hi {{name}}, <0>see</0> $t(common:brand)<br/>')).toBe(
      '[!! Ĥíĥ {{name}}, <0>šééš</0> $t(common:brand)<br/> !!]',
    );
  });

  it('leaves digits and punctuation as they are', () => {
    expect(pseudoLocalize('{{value}}% · 2025')).toBe('[!! {{value}}% · 2025 !!]');
  });

  it('makes long text about 40% longer', () => {
    const text =
      'We connect Latin American professionals with European companies looking for talent.';
    const ratio = pseudoLocalize(text).length / text.length;
    expect(ratio).toBeGreaterThan(1.3);
    expect(ratio).toBeLessThan(1.6);
  });
});

describe('pseudoBundle', () => {
  it('transforms every string of a nested bundle', () => {
    expect(pseudoBundle({ a: 'Hi', b: { c: '{{n}}' } })).toEqual({
      a: '[!! Ĥíĥ !!]',
      b: { c: '[!! {{n}} !!]' },
    });
  });
});
