import { describe, expect, it } from 'vitest';
import { mayStayIdentical, parseGlossary, readGlossary, type Glossary } from './glossary';

const glossary: Glossary = {
  names: ['SoulMove', 'Staff Augmentation', 'WhatsApp', 'Valeria M.'],
  sameAsEnglish: { es: ['Legal', 'Senior'] },
  notText: { 'chatAnswers:engine.lowerCaseListItems': 'a setting' },
};

describe('mayStayIdentical', () => {
  it.each([
    '{{value}}%',
    '{{from}}–{{to}}%',
    'SoulMove',
    'Staff Augmentation',
    'WhatsApp: {{whatsapp}}',
    'Valeria M.',
    'https://example.com/a',
    'talent@example.com',
    '3x',
    '94%',
    '<0>{{name}}</0>',
  ])('lets %s stay in any language', (text) =>
    expect(mayStayIdentical(text, 'pt', glossary)).toBe(true),
  );

  it.each(['Legal', 'Startups', 'Book a Call', 'Staff Augmentation team', 'Seniority'])(
    'counts %s as untranslated in pt',
    (text) => expect(mayStayIdentical(text, 'pt', glossary)).toBe(false),
  );

  it('lets a language keep the words its glossary entry lists, as whole words', () => {
    expect(mayStayIdentical('Legal', 'es', glossary)).toBe(true);
    expect(mayStayIdentical('Senior', 'es', glossary)).toBe(true);
    expect(mayStayIdentical('Seniority', 'es', glossary)).toBe(false);
  });

  it('lets a value that is not text stay, by namespace and key', () => {
    const where = { namespace: 'chatAnswers', key: 'engine.lowerCaseListItems' };
    expect(mayStayIdentical('yes', 'pt', glossary, where)).toBe(true);
    expect(mayStayIdentical('yes', 'pt', glossary, { ...where, key: 'other' })).toBe(false);
  });
});

describe('the glossary file', () => {
  it('is read from locales/glossary.json', () => {
    const file = readGlossary();
    expect(file.names).toContain('WhatsApp');
    expect(Object.keys(file.sameAsEnglish)).toEqual(expect.arrayContaining(['es', 'de']));
  });

  it('names its own syntax mistakes with line and column', () => {
    expect(() => parseGlossary('{\n  "names": ["a",]\n}', 'locales/glossary.json')).toThrow(
      'locales/glossary.json:2:16: trailing comma',
    );
  });

  it('rejects a file of the wrong shape', () => {
    expect(() => parseGlossary('{ "names": "SoulMove" }')).toThrow(/expected \{ "names"/);
  });
});
