import { isHidden } from './hiddenSections';

/** One passage of a page's copy: a FAQ answer, a card, a step, a section's text. */
export interface PagePassage {
  /** `namespace:key.path` of the object that holds it. */
  id: string;
  title: string;
  body: string;
}

/**
 * Keys whose text is for the screen, not an answer: image descriptions, buttons, labels, and a
 * form field's unit, echo and error messages ("€", "We could not read this amount").
 */
const skippedKeys = new Set([
  'alt',
  'cta',
  'label',
  'eyebrow',
  'button',
  'previous',
  'next',
  'goTo',
  'close',
  'open',
  'formats',
  'opensInNewTab',
  'toast',
  'stepLabel',
  'meta',
  'sampleNote',
  'newTab',
  'unit',
  'understood',
  'problems',
]);
const titleKeys = ['question', 'title', 'name', 'heading'];
const bodyKeys = ['answer', 'text', 'description', 'subtitle', 'quote', 'body'];
/** Shorter texts are headings or labels, too thin to answer anything. */
const minBodyWords = 6;

/** Namespaces that are not page copy: the shell and the chat's own bundles. */
export const nonPageNamespaces = new Set(['common', 'chat', 'chatAnswers']);

const words = (text: string) => text.split(/\s+/).filter(Boolean).length;

/**
 * A list of short items (a package's features, a section's benefits): strings only, none of
 * them a title or a body. Alone each item is too thin to answer anything, so the list belongs
 * to the passage of the object that holds it.
 */
const isList = (value: unknown): value is Record<string, string> =>
  !!value &&
  typeof value === 'object' &&
  Object.entries(value).every(
    ([key, text]) =>
      typeof text === 'string' && !titleKeys.includes(key) && !bodyKeys.includes(key),
  );

/**
 * Every passage of one page bundle, read from its structure rather than from known keys, so
 * copy added to a page later is found with no code change. An object's own strings make one
 * passage (its question or title, and its answer or text); nested objects make their own.
 * Keys under a hidden prefix are skipped, and so are texts the values cannot fill.
 */
/**
 * Copy without its soft hyphens: long German compounds carry them so headings can wrap on a
 * phone, but the search must see whole words and answers quote them without.
 */
const withoutSoftHyphens = (text: string) => text.replace(/\u00ad/g, '');

export function pagePassages(
  namespace: string,
  bundle: unknown,
  hidden: readonly string[],
  fill: (text: string) => string | null,
): PagePassage[] {
  const found: PagePassage[] = [];
  const walk = (value: unknown, path: string[]) => {
    if (!value || typeof value !== 'object') return;
    const id = `${namespace}:${path.join('.')}`;
    if (path.length && isHidden(id, hidden)) return;
    const record = value as Record<string, unknown>;
    const texts = new Map<string, string>();
    const list: string[] = [];
    for (const [key, child] of Object.entries(record)) {
      if (skippedKeys.has(key)) continue;
      if (typeof child === 'string') {
        const filled = fill(withoutSoftHyphens(child));
        if (filled) texts.set(key, filled);
      } else if (isList(child) && !isHidden(`${id}${path.length ? '.' : ''}${key}`, hidden)) {
        list.push(...Object.values(child).flatMap((text) => fill(withoutSoftHyphens(text)) ?? []));
      } else walk(child, [...path, key]);
    }
    // A point written as a short statement and its explanation (the manifesto's "text" and
    // "description") is titled by the statement.
    const bodies = bodyKeys.filter((key) => texts.has(key));
    const titleKey =
      titleKeys.find((key) => texts.has(key)) ?? (bodies.length > 1 ? bodies.shift() : undefined);
    const bodyKey = bodies.find((key) => key !== titleKey);
    const title = titleKey ? (texts.get(titleKey) ?? '') : '';
    const own = bodyKey
      ? (texts.get(bodyKey) ?? '')
      : [...texts]
          .filter(([key]) => key !== titleKey)
          .map(([, text]) => text)
          .join(' ');
    // A list ends with a full stop, once: its last item may bring its own ("…on screen.").
    const items = list.join('; ').replace(/(?<![.!?])$/, '.');
    const body = [own, list.length ? items : ''].filter(Boolean).join(' ');
    if (words(body) >= minBodyWords) found.push({ id, title, body });
  };
  walk(bundle, []);
  return found;
}
