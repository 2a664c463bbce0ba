import { describe, expect, it } from 'vitest';
import { linkify } from './linkify';

describe('linkify', () => {
  it('leaves plain text alone, line breaks included', () => {
    expect(linkify('Hello\nworld')).toEqual([{ kind: 'text', text: 'Hello\nworld' }]);
    expect(linkify('')).toEqual([]);
  });

  it('links URLs and drops sentence punctuation after them', () => {
    expect(linkify('Book here: https://example.com/book?x=1&y=2. Thanks')).toEqual([
      { kind: 'text', text: 'Book here: ' },
      {
        kind: 'url',
        text: 'https://example.com/book?x=1&y=2',
        href: 'https://example.com/book?x=1&y=2',
      },
      { kind: 'text', text: '. Thanks' },
    ]);
    expect(linkify('(see https://example.com/a)')[1]).toMatchObject({
      href: 'https://example.com/a',
    });
    expect(linkify('https://wa.me/4930?text=Hola%2C%20hi')[0]).toMatchObject({
      kind: 'url',
      href: 'https://wa.me/4930?text=Hola%2C%20hi',
    });
  });

  it('links e-mail addresses with mailto', () => {
    expect(linkify('Write to talent@example.com, please')).toEqual([
      { kind: 'text', text: 'Write to ' },
      { kind: 'email', text: 'talent@example.com', href: 'mailto:talent@example.com' },
      { kind: 'text', text: ', please' },
    ]);
  });

  it('links international phone numbers with tel', () => {
    expect(linkify('Call +49 30 0000 0000 today')).toEqual([
      { kind: 'text', text: 'Call ' },
      { kind: 'phone', text: '+49 30 0000 0000', href: 'tel:+493000000000' },
      { kind: 'text', text: ' today' },
    ]);
    expect(linkify('llama al +591 (2) 123-4567.')[1]).toMatchObject({
      kind: 'phone',
      href: 'tel:+59121234567',
    });
  });

  it('does not take prices, ranges or times for phone numbers', () => {
    for (const text of [
      'from €2,500/month',
      '4–6 weeks',
      '30–40% savings',
      'at 14:30',
      '+5 points',
    ]) {
      expect(linkify(text)).toEqual([{ kind: 'text', text }]);
    }
  });

  it('never produces HTML or script links from an injection attempt', () => {
    const attack =
      '<img src=x onerror=alert(1)> <a href="javascript:alert(2)">x</a> javascript:alert(3) data:text/html,<script>alert(4)</script>';
    const segments = linkify(attack);
    expect(segments).toEqual([{ kind: 'text', text: attack }]);
  });

  it('cuts a URL at quotes and angle brackets so it cannot break out of an attribute', () => {
    const segments = linkify('https://example.com/"><script>alert(1)</script>');
    expect(segments[0]).toEqual({
      kind: 'url',
      text: 'https://example.com/',
      href: 'https://example.com/',
    });
    expect(segments[1]).toEqual({ kind: 'text', text: '"><script>alert(1)</script>' });
  });
});
