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

describe('quoting a list of whole sentences', () => {
  const bundle = {
    storage: { language: '"site.lng": the language you chose.', chat: '"site.chat": the chat.' },
    intro: 'No cookies.',
  };

  it('keeps them as sentences, and gives a quote that ends in its own full stop no second one', () => {
    expect(quotePages('Entries: {{p:storage}} More.', () => bundle, true)).toBe(
      'Entries: "site.lng": the language you chose. "site.chat": the chat. More.',
    );
    expect(quotePages('{{p:intro}}. Then.', () => bundle, true)).toBe('No cookies. Then.');
  });
});

describe('quoting a list of names', () => {
  const bundle = {
    paths: { a: { title: 'Talent Community' }, b: { title: 'Study abroad' } },
  };

  it('keeps the capitals of a name in title case and lowers a plain item (117b c12)', () => {
    expect(quotePages('We offer: {{p:paths}}', () => bundle, true)).toBe(
      'We offer: Talent Community; study abroad',
    );
  });
});
