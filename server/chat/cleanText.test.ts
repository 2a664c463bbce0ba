import { describe, expect, it } from 'vitest';
import { cleanText } from './cleanText';

describe('a message as a person reads it', () => {
  it('drops script blocks whole and other tags, keeping their text', () => {
    expect(cleanText('<script>alert("x")</script> what services do you offer?')).toBe(
      'what services do you offer?',
    );
    expect(cleanText('<b>Welche</b> Leistungen <br/>bieten Sie an?')).toBe(
      'Welche Leistungen bieten Sie an?',
    );
  });

  it('removes invisible characters and reads fullwidth letters as plain ones', () => {
    expect(cleanText('s\u200be\u200cr\u200dv\u2060ices')).toBe('services');
    expect(cleanText('ｓｅｒｖｉｃｅｓ？')).toBe('services?');
    // The ideographic space between fullwidth words is a plain space.
    expect(cleanText('Ｗｏ\u3000ｓｉｔｚｅｎ\u3000Ｓｉｅ？')).toBe('Wo sitzen Sie?');
  });

  it('reads a zero-width space between known words as a space, and inside a word as nothing', () => {
    const known = new Set(['where', 'is', 'your', 'office', 'services']);
    const isWord = (word: string) => known.has(word);
    expect(cleanText('Where\u200bis\u200byour\u200boffice\u200b?', isWord)).toBe(
      'Where is your office?',
    );
    expect(cleanText('s\u200be\u200br\u200bv\u200bi\u200bc\u200be\u200bs', isWord)).toBe(
      'services',
    );
    // Parts that are not all words stay one word.
    expect(cleanText('off\u200bice\u200bhours', isWord)).toBe('officehours');
  });

  it('reads look-alike letters inside a Latin word as Latin, and leaves Cyrillic words alone', () => {
    expect(cleanText('s\u0435rvic\u0435s')).toBe('services');
    expect(cleanText('привет')).toBe('привет');
  });

  it('keeps comparisons that are not markup', () => {
    expect(cleanText('a salary < 40000 and > 30000')).toBe('a salary < 40000 and > 30000');
  });
});
