import { describe, expect, it } from 'vitest';
import type { KnowledgeEntry } from './knowledge';
import { createSearchIndex } from './searchIndex';
import { createSentenceIndex, sentencesOf } from './sentenceIndex';
import { parseSpellings } from './spelling';

const passage = (id: string, answer: string) =>
  ({ id, answer, source: { page: 'privacyPolicy' } }) as unknown as KnowledgeEntry;

const entries = [
  passage(
    'privacyPolicy:sections.data',
    'You can read this website without telling us who you are. Chat messages: what you type in the chat is sent to our server together with the last 6 messages of the conversation.; Server logs: our server receives your IP address and the page requested.',
  ),
  passage(
    'accessibility:sections.method',
    'Wir haben die Website von Hand geprüft, in Breiten von 1280, 1024 und 320 Pixeln, mit 400 % Zoom.',
  ),
  {
    ...passage('bank:team', 'Two co-founders run the company and its server decisions every day.'),
  },
];
const item = (locale: 'en' | 'de') => ({
  entries: new Map(entries.map((entry) => [entry.id, entry])),
  index: createSearchIndex(
    locale,
    entries.map((entry) => ({ id: entry.id, keywords: '', title: '', body: entry.answer })),
  ),
});

describe('sentencesOf', () => {
  it('splits list items and sentences, not abbreviations', () => {
    expect(
      sentencesOf(
        'Erste Angabe nach § 18 Abs. 2 MStV gilt für diese Seite. Zweite Angabe gilt für alle anderen Seiten.',
      ),
    ).toEqual([
      'Erste Angabe nach § 18 Abs. 2 MStV gilt für diese Seite.',
      'Zweite Angabe gilt für alle anderen Seiten.',
    ]);
  });
});

describe('sentencesOf, list items and figures', () => {
  it('splits a list item before a figure, and after a word before a figure, not after "Art."', () => {
    expect(
      sentencesOf(
        'Real numbers that matter here today. 400K–1.5M skilled workers needed every year; 29% of all jobs in Europe are remote. Nach Art. 6 DSGVO gilt diese Regel für alle.',
      ),
    ).toEqual([
      'Real numbers that matter here today.',
      '400K–1.5M skilled workers needed every year.',
      '29% of all jobs in Europe are remote.',
      'Nach Art. 6 DSGVO gilt diese Regel für alle.',
    ]);
  });
});

describe('the sentence index', () => {
  it("finds the sentence that shares most of the question's content words", () => {
    const { index } = item('en');
    const hit = createSentenceIndex(item('en')).best(
      index.tokenize('is only my one message sent to the server, or more of the conversation?'),
    );
    expect(hit?.sentence.text).toContain('last 6 messages');
    expect(hit?.matched).toBeGreaterThanOrEqual(3);
  });

  it("reads a German compound by the stem it ends with ('Bildschirmbreiten': 'Breiten')", () => {
    const { index } = item('de');
    const hit = createSentenceIndex(item('de')).best(
      index.tokenize('Mit welchen Bildschirmbreiten wurde die Website geprüft?'),
    );
    expect(hit?.sentence.text).toContain('320 Pixeln');
  });

  it("maps a page's words as the question's are mapped ('site' read as 'website')", () => {
    const { index } = item('en');
    const sentenceWords = parseSpellings('site=website');
    const words = createSentenceIndex({
      ...item('en'),
      entries: new Map([
        [
          'terms:sections.services',
          passage(
            'terms:sections.services',
            'There are no user accounts, and you do not register to use the site.',
          ),
        ],
      ]),
      sentenceWords,
    });
    const hit = words.best(index.tokenize(sentenceWords('do I register to use your site?')));
    expect(hit?.coverage).toBeCloseTo(1);
  });

  it("leaves the answers bank's facts to their aspects", () => {
    const { index } = item('en');
    const hit = createSentenceIndex(item('en')).best(index.tokenize('who runs the company?'));
    expect(hit?.sentence.entry.id ?? '').not.toBe('bank:team');
  });

  it('measures how much of the question a reply covers', () => {
    const { index } = item('en');
    const sentences = createSentenceIndex(item('en'));
    const content = index.tokenize('which IP address does your server log?');
    expect(sentences.coverage(content, 'Our server logs your IP address.')).toBeCloseTo(1);
    expect(sentences.coverage(content, 'Two co-founders lead the company.')).toBe(0);
  });
});
