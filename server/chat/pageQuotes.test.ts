// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { quotePages } from './pageQuotes';

describe('quoting a page list', () => {
  const bundle = {
    rights: { access: 'Access: a copy (Art. 15);', erasure: 'Erasure (Art. 17);', end: 'End.' },
  };

  it('joins items the page ends with semicolons without doubling them', () => {
    expect(quotePages('{{p:rights}}', () => bundle, true)).toBe(
      'access: a copy (Art. 15); erasure (Art. 17); end.',
    );
  });
});
