import type { EngineAnswer } from '../engineTypes';
import { withCitation } from '../replyParts';
import { sentenceIndexOf, type SentenceHit } from '../sentenceIndex';
import { reply, type Stage, type Turn } from '../turn';
import { besidesAbuse } from './guards';

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
    [turn.refusal, withCitation(turn.item, { ...sentence.entry, answer: sentence.text })],
    [sentence.entry],
    null,
    coverage,
  );

/**
 * A figure as a sentence states it ("29", "1,5", "500.000"), not a level, a section or an
 * article ("B2", "§ 25", "Art. 6").
 */
const figureIn = (text: string) => /(?<!§\s?|[Aa]rt\.\s?|[\p{L}\d])\d[\d.,]*/u.exec(text)?.[0];
/** To replace a reply, a figure's sentence covers this much of what is asked… */
const figureCoverage = 0.55;
/** …and this much more than the reply does. */
const overReplyFigure = 0.3;

/**
 * For a question that asks for a figure ("how much of the work in Europe is remote?", "welcher
 * Anteil der Startups…"), the sentence with a figure that covers most of what is asked, read
 * without the words of asking for a figure; with the question's words it covers.
 */
function figureHit(turn: Turn): { hit: SentenceHit; content: string[] } | undefined {
  if (turn.refusal) return undefined;
  const asked = turn.tools.figureAsked(turn.rest);
  if (!asked.intents.length) return undefined;
  const content = turn.item.index.tokenize(asked.rest);
  const hit = sentenceIndexOf(turn.item).best(content, (sentence) => !!figureIn(sentence.text));
  const enough = hit && hit.coverage >= minSentenceCoverage && hit.matched >= minMatchedWords;
  return enough ? { hit, content } : undefined;
}

/**
 * A reply to a figure question that does not state the figure a page's sentence gives for
 * what is asked, and covers less of it than that sentence does, gives way to the sentence.
 */
function figureInstead(turn: Turn, replied: EngineAnswer): EngineAnswer | null {
  const found = figureHit(turn);
  if (!found || replied.facts.includes(found.hit.sentence.entry)) return null;
  const figure = figureIn(found.hit.sentence.text) ?? '';
  if (replied.response.includes(figure)) return null;
  const covered = sentenceIndexOf(turn.item).coverage(found.content, replied.response);
  const clearer =
    found.hit.coverage >= figureCoverage && found.hit.coverage - covered >= overReplyFigure;
  return clearer ? sentenceReply(turn, found.hit) : null;
}

/**
 * What no aspect, page or search passage answered, but one sentence of a page states: the
 * sentence that shares most of the question's content words, with its page section.
 */
export const statedSentence: Stage = (turn) => {
  const { item, refusal } = turn;
  // Around insults, the question's own words: the calm line opens the reply (`refusal`).
  const besides = besidesAbuse(turn);
  const content = besides.length ? besides : turn.content;
  if ((refusal && !besides.length) || content.length < minMatchedWords) return null;
  const figure = figureHit(turn);
  if (figure) return sentenceReply(turn, figure.hit);
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
    const figure = replied && figureInstead(turn, replied);
    if (figure) return figure;
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
