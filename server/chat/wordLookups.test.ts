import { create, insert, search } from '@orama/orama';
import { describe, expect, it } from 'vitest';
import { rememberWordLookups, type RadixIndexes } from './wordLookups';

const texts = [
  'Blue Card for skilled workers with a recognised degree',
  'Opportunity Card points for language and experience',
  'Recognition of a nursing degree by the state authority',
];

function database() {
  const db = create({ schema: { id: 'string', body: 'string' } });
  texts.forEach((body, n) => void insert(db, { id: String(n), body }));
  return db;
}
const lookups = (db: ReturnType<typeof database>) =>
  (db as unknown as RadixIndexes).data.index.indexes.body!.node;
const ids = (db: ReturnType<typeof database>, term: string, tolerance: number) =>
  search(db, { term, properties: ['body'], tolerance }) as {
    hits: { id: string; score: number }[];
  };

describe('rememberWordLookups', () => {
  it('finds what the tree finds, typos and prefixes included', () => {
    const plain = database();
    const remembered = database();
    rememberWordLookups(remembered as unknown as RadixIndexes, 10);
    for (const term of ['card', 'cart', 'nursing degre', 'recog', 'experiense points', 'zzz']) {
      for (const tolerance of [0, 1]) {
        const expected = ids(plain, term, tolerance).hits;
        // Asked twice: the second answer comes from memory.
        expect(ids(remembered, term, tolerance).hits).toEqual(expected);
        expect(ids(remembered, term, tolerance).hits).toEqual(expected);
      }
    }
    expect(ids(plain, 'cart', 1).hits.length).toBeGreaterThan(0);
  });

  it('walks the tree once per word, and again only after the word was pushed out', () => {
    const db = database();
    const node = lookups(db);
    const walked: string[] = [];
    const find = node.find.bind(node);
    node.find = (params) => {
      walked.push(params.term);
      return find(params);
    };
    rememberWordLookups(db as unknown as RadixIndexes, 2);
    for (const term of ['card', 'card', 'degree', 'card', 'state', 'card']) {
      node.find({ term, tolerance: 1 });
    }
    // "card" stays (used again before "state" came); "degree" is pushed out by "state".
    expect(walked).toEqual(['card', 'degree', 'state']);
    node.find({ term: 'degree', tolerance: 1 });
    // Another tolerance is another question to the tree.
    node.find({ term: 'card', tolerance: 0 });
    expect(walked).toEqual(['card', 'degree', 'state', 'degree', 'card']);
  });
});
