import { normalizeText, type TextIndex } from './textIndex';
import type { TextRef } from './protocol';

/** The editor's own elements: never texts of the page. */
export const editorRootAttribute = 'data-translator-editor';
const isEditorUi = (node: Node) =>
  (node instanceof Element ? node : node.parentElement)?.closest(`[${editorRootAttribute}]`) !=
  null;

export interface TextMatch {
  element: Element;
  refs: TextRef[];
}

/** The page's language: what DocumentHead writes into <html lang>. */
export const pageLanguage = () => document.documentElement.lang;

/**
 * When one text is the value of several keys ("Nuestra historia": the menu's route name, the
 * page's heading, the browser tab's title), the likeliest first, as this site is built: the
 * shell's texts (common.json) outside <main>, the page's own inside, and `meta.*` (the head)
 * last. The dialog offers the others.
 */
function rank(refs: TextRef[], element: Element): TextRef[] {
  const lng = pageLanguage();
  const inMain = element.closest('main') !== null;
  const score = (ref: TextRef) =>
    (ref.lng === lng ? 8 : 0) +
    ((ref.ns === 'common') !== inMain ? 2 : 0) -
    (ref.key.startsWith('meta.') ? 4 : 0);
  return [...refs].sort((a, b) => score(b) - score(a));
}

/** The text node under the pointer, if the pointer is on its letters. */
function textNodeAt(x: number, y: number): Text | null {
  const node = document.caretPositionFromPoint?.(x, y)?.offsetNode;
  if (!(node instanceof Text)) return null;
  const range = document.createRange();
  range.selectNodeContents(node);
  const on = [...range.getClientRects()].some(
    (rect) => x >= rect.left && x <= rect.right && y >= rect.top && y <= rect.bottom,
  );
  return on ? node : null;
}

/**
 * The text of the locale files at a place: the text node under the pointer, else the nearest
 * element whose own text, or whole text (a sentence with a link inside), a key rendered.
 */
export function textAt(
  target: EventTarget | null,
  index: TextIndex,
  point?: { x: number; y: number },
): TextMatch | null {
  if (!(target instanceof Element) || isEditorUi(target)) return null;
  const lng = pageLanguage();
  const node = point ? textNodeAt(point.x, point.y) : null;
  if (node?.parentElement && target.contains(node)) {
    const refs = index.lookup(node.data, lng);
    if (refs.length) return { element: node.parentElement, refs: rank(refs, node.parentElement) };
  }
  for (
    let element: Element | null = target;
    element && element !== document.body;
    element = element.parentElement
  ) {
    for (const child of element.childNodes) {
      if (!(child instanceof Text) || !child.data.trim()) continue;
      const refs = index.lookup(child.data, lng);
      if (refs.length) return { element, refs: rank(refs, element) };
    }
    const whole = element.textContent ?? '';
    if (whole.length > 2000) break;
    const refs = index.lookup(whole, lng);
    if (refs.length) return { element, refs: rank(refs, element) };
  }
  return null;
}

/** Shown to a sighted visitor: rendered, not hidden, not a screen-reader-only one pixel. */
function isShown(element: Element): boolean {
  if (!element.checkVisibility({ visibilityProperty: true, opacityProperty: true })) return false;
  const { width, height } = element.getBoundingClientRect();
  return width > 1 && height > 1;
}

/** The texts the page shows right now, normalized: text nodes and the elements around them. */
export function visibleTexts(): Set<string> {
  const out = new Set<string>();
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (!parent || !node.textContent?.trim() || isEditorUi(node) || !isShown(parent)) continue;
    out.add(normalizeText(node.textContent));
    // A sentence split by a link or a bold word is one text of its element or the one above.
    for (let up: Element | null = parent, depth = 0; up && depth < 3; up = up.parentElement) {
      out.add(normalizeText(up.textContent ?? ''));
      depth += 1;
    }
  }
  return out;
}
