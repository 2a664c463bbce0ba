import { isLocale, siteDefaultLocale, type Locale } from '../../src/i18n/locales';
import {
  maxVisitorTextLength,
  readHistory,
  unwrapMessage,
  type HistoryTurn,
  type RequestCopy,
} from '../../src/shared/chat/protocol';
import { readVisitorType } from '../../src/shared/chat/visitorType';
import type { VisitorType } from '../../src/shared/chat/visitorType';

/** A chat request the answer service can take: what the visitor typed, read and checked. */
export interface ChatRequest {
  /** The visitor's own text, without the widget's wrapping of it. */
  question: string;
  /** The page language; an unknown or missing one is English. */
  locale: Locale;
  visitorType: VisitorType;
  history: HistoryTurn[];
}

/**
 * Reads a request body: `message` a non-empty string whose visitor text has at most 1,000
 * characters, an optional `history` of at most 6 turns; an unknown locale and a malformed
 * visitor type fall back rather than fail. `copies`: the widget's wrapping in every language.
 */
export function readChatRequest(
  body: unknown,
  copies: readonly RequestCopy[],
): ChatRequest | { error: string } {
  const { message, locale, visitorType, history } = (body ?? {}) as Record<string, unknown>;
  if (typeof message !== 'string' || message.trim() === '') {
    return { error: '`message` must be a non-empty string' };
  }
  const question = unwrapMessage(message, copies);
  if (question.length > maxVisitorTextLength) {
    return {
      error: `The message is too long: at most ${maxVisitorTextLength} characters, please shorten it.`,
    };
  }
  const turns = readHistory(history);
  if (!turns) {
    return {
      error: '`history` must be a list of at most 6 turns { role: "visitor" | "assistant", text }',
    };
  }
  return {
    question,
    locale: isLocale(locale) ? locale : siteDefaultLocale,
    visitorType: readVisitorType(visitorType),
    history: turns,
  };
}
