import type { NextStep } from '../../src/shared/chat/nextSteps';
import { escapeRegExp, interpolate, normalizeText, wordChars } from '../../src/shared/chat/text';
import type { VisitorType } from '../../src/shared/chat/visitorType';
import type { Audience, KnowledgeDoc, LocaleKnowledge } from './knowledge';

/**
 * The default answer engine: retrieval over the site's own copy, no outside service.
 *
 * A question is scored against every knowledge entry: keyword phrases of the chat's own topics
 * count most (longer and rarer phrases more), words shared with a page FAQ's question next, and
 * words shared with an answer a little. Entries for the visitor's audience weigh more. The best
 * entry answers; a second close one is added when it says something else. A next step that fits
 * the visitor type (or, for someone still exploring, the topic) closes the reply. Greetings,
 * thanks and questions without a good match get their own replies pointing to a human contact.
 */

export interface Retrieved {
  doc: KnowledgeDoc;
  score: number;
}

export interface EngineAnswer {
  response: string;
  kind: 'answer' | 'greeting' | 'thanks' | 'unknown';
  /** The entries the answer rests on (also the facts given to an LLM). */
  facts: Retrieved[];
  nextStep: NextStep | null;
}

/** Below this score nothing is considered an answer. */
export const minScore = 1;

const nonWord = new RegExp(`[^${wordChars}/]+`);
const tokenize = (text: string): string[] => normalizeText(text).split(nonWord).filter(Boolean);

const phrasePatterns = new Map<string, RegExp>();
/** A keyword phrase as whole words; its last word may take a plural ending ("visas", "paquetes"). */
function phrasePattern(phrase: string): RegExp {
  let pattern = phrasePatterns.get(phrase);
  if (!pattern) {
    const words = phrase.split(/\s+/).filter(Boolean);
    const body = words
      .map((word, index) => {
        const last = index === words.length - 1;
        const ending = last && word.length >= 3 ? '(?:e?s)?' : '';
        return `${escapeRegExp(word)}${ending}`;
      })
      .join('\\s+');
    pattern = new RegExp(`(?<![${wordChars}])${body}(?![${wordChars}])`);
    phrasePatterns.set(phrase, pattern);
  }
  return pattern;
}

/** Words that share a stem well enough: "relocate"/"relocation", "company"/"companies". */
function similarWords(a: string, b: string): boolean {
  if (a === b) return true;
  const shorter = Math.min(a.length, b.length);
  if (shorter < 4) return false;
  let common = 0;
  while (common < shorter && a[common] === b[common]) common += 1;
  return common === shorter || (common >= 5 && common >= shorter * 0.75);
}

interface Index {
  docs: KnowledgeDoc[];
  /** Inverse document frequency of keyword phrases and of words. */
  phraseIdf: Map<string, number>;
  wordIdf(word: string): number;
  docWords: Map<KnowledgeDoc, { question: Set<string>; answer: Set<string> }>;
}

const indexes = new WeakMap<LocaleKnowledge, Index>();

function indexFor(knowledge: LocaleKnowledge): Index {
  const cached = indexes.get(knowledge);
  if (cached) return cached;
  const { docs } = knowledge;
  const n = docs.length;
  const phraseDf = new Map<string, number>();
  for (const doc of docs) {
    for (const phrase of new Set(doc.keywords))
      phraseDf.set(phrase, (phraseDf.get(phrase) ?? 0) + 1);
  }
  const docWords = new Map(
    docs.map((doc) => [
      doc,
      {
        question: new Set([...tokenize(doc.question), ...doc.keywords.flatMap(tokenize)]),
        answer: new Set(tokenize(doc.answer)),
      },
    ]),
  );
  const wordDf = new Map<string, number>();
  for (const words of docWords.values()) {
    for (const word of new Set([...words.question, ...words.answer])) {
      wordDf.set(word, (wordDf.get(word) ?? 0) + 1);
    }
  }
  const index: Index = {
    docs,
    phraseIdf: new Map([...phraseDf].map(([phrase, df]) => [phrase, Math.log(1 + n / df)])),
    wordIdf: (word) => Math.log(1 + n / (wordDf.get(word) ?? 1)),
    docWords,
  };
  indexes.set(knowledge, index);
  return index;
}

const audienceOf = (visitorType: VisitorType): Audience =>
  visitorType.type === 'latam_professional'
    ? 'professional'
    : visitorType.type === 'european_company'
      ? 'company'
      : 'any';

/** The knowledge entries that answer a question, best first. */
export function retrieve(
  knowledge: LocaleKnowledge,
  question: string,
  visitorType: VisitorType,
): Retrieved[] {
  const index = indexFor(knowledge);
  const normalized = normalizeText(question);
  // Words of three letters or fewer are mostly function words; keyword phrases cover the rest.
  const words = [...new Set(tokenize(question))].filter((word) => word.length >= 4);
  const audience = audienceOf(visitorType);
  const scored = index.docs.map((doc) => {
    let score = 0;
    for (const phrase of doc.keywords) {
      if (!phrasePattern(phrase).test(normalized)) continue;
      const length = phrase.split(/\s+/).length;
      score += (1 + 0.8 * (length - 1)) * (index.phraseIdf.get(phrase) ?? 1);
    }
    const docWords = index.docWords.get(doc);
    if (docWords) {
      for (const word of words) {
        const weight = index.wordIdf(word);
        if (doc.topic === null && [...docWords.question].some((w) => similarWords(word, w))) {
          score += 0.6 * weight;
        } else if ([...docWords.answer].some((w) => similarWords(word, w))) {
          score += 0.15 * weight;
        }
      }
    }
    if (audience !== 'any' && doc.audience !== 'any')
      score *= doc.audience === audience ? 1.3 : 0.75;
    return { doc, score };
  });
  return scored.filter((item) => item.score >= minScore).sort((a, b) => b.score - a.score);
}

function overlap(a: string, b: string): number {
  const left = new Set(tokenize(a).filter((word) => word.length >= 4));
  const right = new Set(tokenize(b).filter((word) => word.length >= 4));
  if (!left.size || !right.size) return 0;
  let shared = 0;
  for (const word of left) if (right.has(word)) shared += 1;
  return shared / Math.min(left.size, right.size);
}

/** The best entry, plus a second close one that is not a repetition of the first. */
export function selectFacts(results: Retrieved[]): Retrieved[] {
  const [best, ...rest] = results;
  if (!best) return [];
  const second = rest.find(
    (item) => item.score >= best.score * 0.7 && overlap(item.doc.answer, best.doc.answer) < 0.5,
  );
  return second ? [best, second] : [best];
}

function chooseNextStep(visitorType: VisitorType, doc: KnowledgeDoc | undefined): NextStep | null {
  if (doc?.next === null) return null;
  const visitor = audienceOf(visitorType);
  const audience = visitor === 'any' ? (doc?.audience ?? 'any') : visitor;
  const fitsTopic = doc?.next && (doc.audience === audience || doc.audience === 'any');
  if (audience === 'company') return fitsTopic ? (doc?.next ?? 'booking') : 'booking';
  if (audience === 'professional')
    return fitsTopic ? (doc?.next ?? 'talentProfile') : 'talentProfile';
  return 'whatsapp';
}

export function nextStepLine(knowledge: LocaleKnowledge, step: NextStep): string {
  return interpolate(knowledge.chat.engine.nextStep[step], { url: knowledge.nextStepUrls[step] });
}

const containsAny = (text: string, phrases: readonly string[]) =>
  phrases.some((phrase) => phrasePattern(phrase).test(text));

/** Answers one visitor message in the knowledge's language. */
export function answer(
  knowledge: LocaleKnowledge,
  question: string,
  visitorType: VisitorType,
): EngineAnswer {
  const { engine } = knowledge.chat;
  const normalized = normalizeText(question);
  const short = tokenize(question).length <= 6;
  const facts = selectFacts(retrieve(knowledge, question, visitorType));
  const best = facts[0];

  if (!best && short && containsAny(normalized, knowledge.thanksWords)) {
    return {
      response: interpolate(engine.thanks, knowledge.values),
      kind: 'thanks',
      facts,
      nextStep: null,
    };
  }
  if (!best && short && containsAny(normalized, knowledge.greetingWords)) {
    return {
      response: interpolate(engine.greeting, knowledge.values),
      kind: 'greeting',
      facts,
      nextStep: null,
    };
  }
  if (!best) {
    const nextStep = audienceOf(visitorType) === 'company' ? 'booking' : 'whatsapp';
    return {
      response: [
        interpolate(engine.unknown, knowledge.values),
        nextStepLine(knowledge, nextStep),
      ].join('\n\n'),
      kind: 'unknown',
      facts,
      nextStep,
    };
  }
  const nextStep = chooseNextStep(visitorType, best.doc);
  const parts = facts.map((item) => item.doc.answer);
  if (nextStep) parts.push(nextStepLine(knowledge, nextStep));
  return { response: parts.join('\n\n'), kind: 'answer', facts, nextStep };
}
