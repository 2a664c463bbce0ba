/** What Orama's radix tree is asked for one query word, and what it answers: words → documents. */
interface FindParams {
  term: string;
  exact?: boolean;
  tolerance?: number;
}
type FindResult = Record<string, unknown>;
interface WordTree {
  find(params: FindParams): FindResult;
}
/** The part of an Orama database this module touches (Orama 3's `data.index`). */
export interface RadixIndexes {
  data: { index: { indexes: Record<string, { type: string; node: WordTree }> } };
}

/**
 * Makes each word lookup of a finished Orama index remembered, the most recent `size` per field.
 *
 * Why: with typo tolerance, Orama walks its whole word tree for every word of every question
 * (`_findLevenshtein`), the largest single cost of an answer, and most questions share their
 * words ("germany", "need", "work"). The index is never written after it is built and Orama
 * only reads what a lookup returns, so a remembered answer is the answer the tree would give:
 * replies stay the same, byte for byte. The bound keeps a flood of made-up words from growing
 * memory.
 */
export function rememberWordLookups(db: RadixIndexes, size: number): void {
  for (const tree of Object.values(db.data.index.indexes)) {
    if (tree.type !== 'Radix') continue;
    const node = tree.node;
    const find = node.find.bind(node);
    const known = new Map<string, FindResult>();
    node.find = (params) => {
      const key = `${params.exact ? 1 : 0}${params.tolerance ?? 0} ${params.term}`;
      const found = known.get(key);
      if (found) {
        // Map keeps insertion order: re-inserting marks the key as the most recently used.
        known.delete(key);
        known.set(key, found);
        return found;
      }
      const result = find(params);
      known.set(key, result);
      if (known.size > size) known.delete(known.keys().next().value!);
      return result;
    };
  }
}
