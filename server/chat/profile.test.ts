// @vitest-environment node
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { readSiteConfig } from '../../src/config/siteConfig';
import { loadKnowledge } from './knowledge';

const knowledge = loadKnowledge(
  fileURLToPath(new URL('../../locales', import.meta.url)),
  readSiteConfig({}),
);
const read = (lng: 'en' | 'es' | 'de', text: string) =>
  knowledge[lng].readProfile(knowledge[lng].spelling(text));

describe('what a visitor tells about themselves', () => {
  it('reads age, languages and experience in English', () => {
    expect(read('en', "I'm 29, my German is B1 and my English C1, 5 years of experience.")).toEqual(
      { age: 'under35', german: 'B1', english: 'C1', experience: 'fiveOfSeven' },
    );
  });

  it('reads informal Spanish, and years of experience are not an age', () => {
    expect(read('es', 'tengo 37 años, aleman B2 y 5 años de experiencia en los ultimos 7')).toEqual(
      { age: 'from35to40', german: 'B2', experience: 'fiveOfSeven' },
    );
    expect(read('es', 'tengo 12 años de experiencia')).toEqual({ experience: 'fiveOfSeven' });
  });

  it('reads German with number words and what the visitor denies', () => {
    expect(
      read(
        'de',
        'Ich bin 33, habe Deutsch A2 und zwei Jahre Berufserfahrung in den letzten fünf Jahren. Keine Teilanerkennung, mein Partner kommt nicht mit, und ich war nie in Deutschland.',
      ),
    ).toEqual({
      age: 'under35',
      german: 'A2',
      experience: 'twoOfFive',
      partialRecognition: false,
      partner: false,
      germanStay: false,
    });
  });

  it('gives each level to the language named next to it', () => {
    expect(read('en', 'English B2, German A1')).toEqual({ english: 'B2', german: 'A1' });
  });

  it('counts experience by the period the visitor names', () => {
    expect(read('en', 'three years of experience in the last seven').experience).toBe(
      'threeOfSeven',
    );
    expect(read('en', 'two years of experience in the last ten').experience).toBe('none');
  });
});
