import { escapeRegExp, interpolate, normalizeText } from '../../src/shared/chat/text';
import type { PagePassage } from './pageCopy';

/** How the answers quote the pages: filled copy, page references, FAQ answers, passages. */

/** Copy with every placeholder filled and no markup; null when it cannot be shown as it is. */
export function filler(values: Record<string, string>) {
  return (text: string): string | null => {
    const filled = interpolate(text, values).trim();
    return filled && !/\{\{|\$t\(|<\/?[a-z]/i.test(filled) ? filled : null;
  };
}

/**
 * A page's FAQ answer without its opening "Yes." or "No." (`yesNoWords`: the language's words
 * for them, comma-separated copy): in the chat the visitor's question is rarely the FAQ's own,
 * and a yes or no that answers another question misleads.
 */
export function withoutYesOrNo(text: string, yesNoWords: string): string {
  const alternatives = yesNoWords
    .split(',')
    .map((word) => word.trim())
    .filter(Boolean)
    .flatMap((word) => [word, normalizeText(word)])
    .map(escapeRegExp);
  if (!alternatives.length) return text;
  const opening = new RegExp(`^\\s*(?:${alternatives.join('|')})\\s*[.,!:;]\\s*`, 'i');
  const rest = text.replace(opening, '');
  return rest ? rest.charAt(0).toUpperCase() + rest.slice(1) : text;
}

// With the full stop the answer puts after it, which a quote that ends in its own does not need.
const pageReference = /\{\{\s*(\w+):([\w.]+)\s*\}\}(\.?)/g;

/** The value at `a.b.c` of a bundle, or undefined. */
const valueAt = (bundle: unknown, path: string): unknown =>
  path
    .split('.')
    .reduce<unknown>(
      (value, key) =>
        value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined,
      bundle,
    );

/**
 * Fills `{{namespace:key.path}}` with page copy: a string as it is, a list of strings (or of
 * cards, by their titles) as one sentence part ("a; b; c"), each item starting in lower case
 * where the language writes it so (`lowerCaseItems`; not German, whose nouns keep their
 * capital) and the item neither starts with an acronym nor holds another capital word. A
 * reference that names no copy stays, and the filler then rejects the text, so a broken
 * reference never reaches a visitor.
 */
export function quotePages(
  text: string,
  bundleOf: (namespace: string) => unknown,
  lowerCaseItems: boolean,
): string {
  // A name in title case ("Talent Community", "Remote Talent") keeps its capitals (117b c12).
  const item = (value: string) =>
    lowerCaseItems && !/^\p{Lu}{2}/u.test(value) && !/\s\p{Lu}/u.test(value)
      ? value.charAt(0).toLowerCase() + value.slice(1)
      : value;
  const quoted = (namespace: string, path: string): string | undefined => {
    const value = valueAt(bundleOf(namespace), path);
    if (typeof value === 'string') return value;
    if (!value || typeof value !== 'object') return undefined;
    // A list of cards (steps, plans) is quoted by their titles.
    const items = Object.values(value).flatMap((entry: unknown) => {
      const title =
        entry && typeof entry === 'object' ? (entry as { title?: unknown }).title : entry;
      return typeof title === 'string' ? [title] : [];
    });
    if (!items.length) return undefined;
    // Items that are whole sentences (the privacy policy's storage entries) follow each other as
    // sentences; items the page ends with their own semicolon (a legal list) get no second one.
    if (items.every((entry) => /[.!?]$/.test(entry.trim()))) return items.join(' ');
    return items.map((entry) => item(entry).replace(/;\s*$/, '')).join('; ');
  };
  return text.replace(pageReference, (whole, namespace: string, path: string, stop: string) => {
    const value = quoted(namespace, path);
    if (value === undefined) return whole;
    return /[.!?]$/.test(value) ? value : `${value}${stop}`;
  });
}

/** A page passage as an answer: "title: text" (a title's own full stop dropped before the colon). */
export const passageAnswer = ({ title, body }: PagePassage) =>
  title && !body.startsWith(title) ? `${title.replace(/[.:;]+$/, '')}: ${body}` : body;

/**
 * A page passage the bank answers with: a card's title carries its claim ("30–40% savings",
 * "No company abroad needed") and leads; a FAQ's question does not, and its answer loses an
 * opening yes or no that would answer another wording of the question.
 */
export const pageAnswer = (page: PagePassage, yesNoWords: string) =>
  page.title && !/[?¿]\s*$/.test(page.title)
    ? passageAnswer(page)
    : withoutYesOrNo(page.body, yesNoWords);
