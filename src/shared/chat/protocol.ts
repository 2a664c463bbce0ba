/**
 * The chat request contract between the widget and the server:
 * `POST {chat base}/api/chat` with `{ message, locale, visitorType }`, answered by
 * `{ response, locale, id, timestamp }` (`locale`: the language of the answer).
 *
 * `message` is the visitor's text wrapped, in the page language, with the context sentence
 * for the visitor type, the services briefing and the contact phone. The wrapping copy lives in
 * locales/<lng>/chat.json under `request`; the server reads the same files, so it can take the
 * visitor's own words back out for its answer engine.
 */
import type chatBundle from '../../../locales/en/chat.json';
import type { SiteConfig } from '../../config/siteConfig';
import type { Locale } from '../../i18n/locales';
import { interpolate } from './text';
import type { ClassifiedType, VisitorType } from './visitorType';

export type ChatBundle = typeof chatBundle;
export type RequestCopy = ChatBundle['request'];

/** The most characters a visitor's own text may have (the widget counts down to it). */
export const maxVisitorTextLength = 1000;
/** The most earlier turns a request may carry for follow-up questions. */
export const maxHistoryTurns = 6;

/** One earlier turn of the conversation, as the widget shows it. */
export interface HistoryTurn {
  role: 'visitor' | 'assistant';
  text: string;
}

export interface ChatRequestBody {
  message: string;
  locale: string;
  visitorType: VisitorType;
  /** The last few turns, oldest first, so the stateless server can answer a follow-up. */
  history?: HistoryTurn[];
}

/**
 * A request's `history`, validated: absent is an empty list; anything that is not a list of
 * at most `maxHistoryTurns` turns with a known role and a text is `null` (the server answers
 * 400). Each text is cut to `maxVisitorTextLength` characters, as `historyOf` sends it: a client
 * that sends back a long reply as it was shown is answered, not refused (walk-through 96).
 */
export function readHistory(value: unknown): HistoryTurn[] | null {
  if (value === undefined) return [];
  if (!Array.isArray(value) || value.length > maxHistoryTurns) return null;
  const turns: HistoryTurn[] = [];
  for (const item of value as unknown[]) {
    if (!item || typeof item !== 'object') return null;
    const { role, text } = item as Record<string, unknown>;
    if (role !== 'visitor' && role !== 'assistant') return null;
    if (typeof text !== 'string') return null;
    turns.push({ role, text: text.slice(0, maxVisitorTextLength) });
  }
  return turns;
}

/** The last turns of a conversation in the request's shape, each cut to the allowed length. */
export function historyOf(messages: readonly { text: string; isUser: boolean }[]): HistoryTurn[] {
  return messages.slice(-maxHistoryTurns).map((message) => ({
    role: message.isUser ? 'visitor' : 'assistant',
    text: message.text.slice(0, maxVisitorTextLength),
  }));
}

export interface ChatReply {
  response: string;
  id?: string;
  timestamp?: string;
  /**
   * The language the reply is written in, when the server says so: it answers a message
   * plainly written in another supported language in that language. Absent means the
   * request's locale. The widget marks the reply with it (WCAG 3.1.2).
   */
  locale?: Locale;
}

/** The context sentence for a visitor type; `unknown` reads as `exploring`. */
export function contextSentence(copy: RequestCopy, type: VisitorType['type']): string {
  const key: ClassifiedType = type === 'unknown' ? 'exploring' : type;
  return copy.context[key];
}

export function wrapMessage(
  copy: RequestCopy,
  text: string,
  visitorType: VisitorType,
  site: Pick<SiteConfig, 'brand' | 'phone'>,
): string {
  const values = { brand: site.brand, phone: site.phone };
  return [
    contextSentence(copy, visitorType.type),
    interpolate(copy.briefing, values),
    interpolate(copy.contact, values),
    // A function replacer, so `$&` and the like in the visitor's text stay literal.
    copy.message.replace(/\{\{\s*message\s*\}\}/, () => text),
  ].join('\n\n');
}

/**
 * The visitor's own words from a wrapped message: everything after the first occurrence of the
 * message label (the part of `request.message` before `{{message}}`) of any of the given
 * copies. A message that carries no label is returned whole (another client, or plain text).
 */
export function unwrapMessage(message: string, copies: readonly RequestCopy[]): string {
  let best: number | null = null;
  for (const copy of copies) {
    const label = copy.message.split(/\{\{\s*message\s*\}\}/)[0] ?? '';
    if (!label.trim()) continue;
    const at = message.indexOf(label);
    if (at >= 0 && (best === null || at + label.length < best)) best = at + label.length;
  }
  return (best === null ? message : message.slice(best)).trim();
}
