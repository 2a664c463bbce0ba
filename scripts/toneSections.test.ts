import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { localeRegistry, locales } from '../src/i18n/locales';
import { checkToneSections } from './toneSections';

describe('checkToneSections', () => {
  const guide = '## Tone\n\n- **English**: US spelling.\n- **Spanish** (Latin America): tú.\n';

  it('accepts a guide with a bullet per published language, by its English name', () => {
    expect(
      checkToneSections(
        [
          { code: 'en', intl: 'en-US' },
          { code: 'es', intl: 'es-BO' },
        ],
        guide,
      ),
    ).toEqual([]);
  });

  it('names the language whose bullet is missing', () => {
    expect(checkToneSections([{ code: 'pt', intl: 'pt-BR' }], guide)).toEqual([
      'TRANSLATING.md: no tone section for pt (a "- **Portuguese**" bullet under "Tone per language and audience"): the translator writes it before publishing',
    ]);
  });

  it('holds for TRANSLATING.md and the published languages', () => {
    const published = locales.map((code) => ({ code, intl: localeRegistry[code].intl }));
    expect(checkToneSections(published, readFileSync('TRANSLATING.md', 'utf8'))).toEqual([]);
  });
});
