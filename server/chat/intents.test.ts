import { describe, expect, it } from 'vitest';
import { normalizeText } from '../../src/shared/chat/text';
import { createPhraseFinder } from './intents';

const find = createPhraseFinder(
  { visaOffice: 'where ... visa', permit: 'visa', apply: 'apply' },
  normalizeText,
  { every: true, gapStops: ['and'] },
);
const kinds = (text: string) => find(normalizeText(text)).map((hit) => hit.kind);

describe('a phrase with a gap', () => {
  it('finds its words with other words between them', () => {
    expect(kinds('Where do I have to apply for the visa?')).toEqual([
      'visaOffice',
      'apply',
      'permit',
    ]);
  });

  it('claims no words: the plain phrases inside it are still found', () => {
    const hits = find(normalizeText('where is the visa'));
    expect(hits.map((hit) => hit.kind)).toEqual(['visaOffice', 'permit']);
    expect(hits[0]).toMatchObject({ index: 0, length: 'where is the visa'.length });
  });

  it('stays within one question: not across a full stop, a comma or a joining word', () => {
    expect(kinds('Where are you? I need a visa')).toEqual(['permit']);
    expect(kinds('where, by the way, is the visa')).toEqual(['permit']);
    expect(kinds('where are you based and do I need a visa')).toEqual(['permit']);
  });

  it('spans at most eight words', () => {
    expect(kinds('where one two three four five six seven eight visa')).toContain('visaOffice');
    expect(kinds('where one two three four five six seven eight nine visa')).toEqual(['permit']);
  });
});

describe('a phrase with `*` ends', () => {
  const findWords = createPhraseFinder(
    { process: '*prozess', guarantee: 'garantiz*', both: '*anerkenn*' },
    normalizeText,
  );
  const kindsOf = (text: string) => findWords(normalizeText(text)).map((hit) => hit.kind);

  it('is found by the letters between its stars, in any compound or ending', () => {
    expect(kindsOf('Wie läuft der Einstellungsprozess?')).toEqual(['process']);
    expect(kindsOf('¿Garantizan algo?')).toEqual(['guarantee']);
    expect(kindsOf('Ist die Teilanerkennung genug?')).toEqual(['both']);
  });

  it('is not found when a word of it is missing, even as part of another word', () => {
    expect(kindsOf('Wie läuft die Einstellung?')).toEqual([]);
    expect(kindsOf('garanti')).toEqual([]);
  });
});
