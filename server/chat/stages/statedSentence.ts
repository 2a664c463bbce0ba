import { withCitation } from '../replyParts';
import { sentenceIndexOf } from '../sentenceIndex';
import { reply, type Stage } from '../turn';

/** The share of the question's weight a sentence must cover to answer alone. */
export const minSentenceCoverage = 0.5;
/** One shared word says too little ("server" alone is every server sentence). */
const minMatchedWords = 2;

/**
 * What no aspect, page or search passage answered, but one sentence of a page states: the
 * sentence that shares most of the question's content words, with its page section.
 */
export const statedSentence: Stage = (turn) => {
  const { item, refusal, content } = turn;
  if (refusal || content.length < minMatchedWords) return null;
  const hit = sentenceIndexOf(item).best(content);
  if (!hit || hit.coverage < minSentenceCoverage || hit.matched < minMatchedWords) return null;
  const { entry, text } = hit.sentence;
  return reply(
    turn,
    'answer',
    [withCitation(item, { ...entry, answer: text })],
    [entry],
    null,
    hit.coverage,
  );
};
