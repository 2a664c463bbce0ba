import { describe, expect, it } from 'vitest';
import { sourceOf, sourceUrl } from './sources';

describe('the page section that states a fact', () => {
  it('maps a page passage to its page and section anchor', () => {
    expect(sourceOf('relocation:plans.items.basic')).toEqual({
      page: 'relocation',
      section: 'plans',
    });
    expect(sourceOf('staffAugmentation:scope.included')).toEqual({
      page: 'staffAugmentation',
      section: 'included',
    });
    expect(sourceOf('imprint:company.name')).toEqual({ page: 'imprint' });
  });

  it('reads the bank\'s "page#anchor" form and ignores what is not a page', () => {
    expect(sourceOf('migration#programs')).toEqual({ page: 'migration', section: 'programs' });
    expect(sourceOf('chatAnswers:engine')).toBeUndefined();
    expect(sourceOf('bookCall:title')).toBeUndefined();
    expect(sourceOf('')).toBeUndefined();
  });

  it("links the section in the visitor's language", () => {
    const site = 'https://www.example.com';
    expect(sourceUrl(site, { page: 'relocation', section: 'plans' }, 'es')).toBe(
      'https://www.example.com/relocation#plans',
    );
    expect(sourceUrl(site, { page: 'relocation', section: 'plans' }, 'en')).toBe(
      'https://www.example.com/en/relocation#plans',
    );
    expect(sourceUrl(site, { page: 'staffAugmentation' }, 'de')).toBe(
      'https://www.example.com/de/staffaugmentation',
    );
  });
});
