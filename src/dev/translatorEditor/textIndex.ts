import type { TextRef } from './protocol';

/**
 * A text as the page shows it and as it is compared: Trans tags (`<0>…</0>`) gone, soft
 * hyphens gone, white space collapsed.
 */
export const normalizeText = (text: string): string =>
  text
    .replace(/<\/?\s*\w+\s*\/?>/g, '')
    .replace(/\u00ad/g, '')
    .replace(/\s+/g, ' ')
    .trim();

export const refId = ({ lng, ns, key }: TextRef): string => `${lng}/${ns}:${key}`;

/**
 * Which key each text on the page came from, as i18next rendered it (attach.ts records every
 * translation). A text the same in several keys names all of them; a key rendered with
 * different values ("1 message", "3 messages") has all of its texts.
 */
export class TextIndex {
  private readonly refsByText = new Map<string, Map<string, TextRef>>();
  private readonly textsByRef = new Map<string, Set<string>>();

  record(ref: TextRef, rendered: string): void {
    const text = normalizeText(rendered);
    if (!text) return;
    const id = refId(ref);
    const texts = this.textsByRef.get(id) ?? new Set<string>();
    if (texts.has(text)) return; // the common case: a render repeats what it rendered before
    texts.add(text);
    this.textsByRef.set(id, texts);
    const refs = this.refsByText.get(text) ?? new Map<string, TextRef>();
    refs.set(id, ref);
    this.refsByText.set(text, refs);
  }

  /** The keys that rendered this text, the page language's first. */
  lookup(text: string, lng: string): TextRef[] {
    const refs = [...(this.refsByText.get(normalizeText(text))?.values() ?? [])];
    return refs.sort((a, b) => Number(b.lng === lng) - Number(a.lng === lng));
  }

  /** The texts a key has rendered so far. */
  textsOf(ref: TextRef): ReadonlySet<string> {
    return this.textsByRef.get(refId(ref)) ?? new Set();
  }

  /** Every key recorded in a language, once. */
  refs(lng: string): TextRef[] {
    const all = [...this.refsByText.values()].flatMap((refs) => [...refs]);
    return [...new Map(all).values()].filter((ref) => ref.lng === lng);
  }
}
