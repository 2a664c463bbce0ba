import type { EngineAnswer } from '../engineTypes';
import { withCitation } from '../replyParts';
import { sentenceIndexOf, type SentenceHit } from '../sentenceIndex';
import { reply, type Stage, type Turn } from '../turn';

/** The share of the question's weight a sentence must cover to answer alone. */
export const minSentenceCoverage = 0.5;
/** One shared word says too little ("server" alone is every server sentence). */
const minMatchedWords = 2;
/** To replace a fact's reply, a sentence covers this much of the question… */
const strongCoverage = 0.85;
/** …and this much more than the reply does. */
const overReplyMargin = 0.5;
/** …with at least this many of the question's words. */
const strongMatchedWords = 4;

const sentenceReply = (turn: Turn, { sentence, coverage }: SentenceHit): EngineAnswer =>
  reply(
    turn,
    'answer',
    [withCitation(turn.item, { ...sentence.entry, answer: sentence.text })],
    [sentence.entry],
    null,
    coverage,
  );

/**
 * What no aspect, page or search passage answered, but one sentence of a page states: the
 * sentence that shares most of the question's content words, with its page section.
 */
export const statedSentence: Stage = (turn) => {
  const { item, refusal, content } = turn;
  if (refusal || content.length < minMatchedWords) return null;
  const hit = sentenceIndexOf(item).best(content);
  if (!hit || hit.coverage < minSentenceCoverage || hit.matched < minMatchedWords) return null;
  return sentenceReply(turn, hit);
};

/**
 * A stage's reply, unless one sentence of a page shares far more of the question's content
 * words than the reply does: "who runs the servers for your website?" matched the team's
 * aspect ("who runs"), while the privacy policy's "Hosting: … runs the server of this website"
 * states the answer.
 */
export function unlessStated(stage: Stage): Stage {
  const wrapped: Stage = (turn, context) => {
    const replied = stage(turn, context);
    if (!replied || turn.refusal || turn.content.length < strongMatchedWords) return replied;
    const index = sentenceIndexOf(turn.item);
    const hit = index.best(turn.content);
    if (!hit || hit.coverage < strongCoverage || hit.matched < strongMatchedWords) return replied;
    if (replied.facts.includes(hit.sentence.entry)) return replied;
    const covered = index.coverage(turn.content, replied.response);
    return hit.coverage - covered >= overReplyMargin ? sentenceReply(turn, hit) : replied;
  };
  // The stage keeps its name: the order test and the stage cost script find stages by it.
  return Object.defineProperty(wrapped, 'name', { value: stage.name });
}
