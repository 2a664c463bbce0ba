/**
 * Splits a reply into plain text and links. Replies are never interpreted as HTML: the widget
 * renders each segment as a React text node or an <a> whose href is built here from a
 * whitelisted scheme (https/http, mailto, tel), so markup in a reply shows as the text it is.
 */
export type Segment =
  { kind: 'text'; text: string } | { kind: 'url' | 'email' | 'phone'; text: string; href: string };

// Order matters: an e-mail must not be read as a URL, and a URL's digits not as a phone.
const pattern = new RegExp(
  [
    String.raw`(?<url>\bhttps?:\/\/[^\s<>"'\`]+)`,
    String.raw`(?<email>\b[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}\b)`,
    // International numbers: a plus, then digits with spaces, dots, dashes or brackets.
    String.raw`(?<phone>\+\d[\d\s().-]{5,}\d)`,
  ].join('|'),
  'g',
);

/** Punctuation that ends a sentence rather than a URL. */
function trimUrl(url: string): string {
  let end = url.length;
  while (end > 0) {
    const char = url[end - 1] as string;
    if ('.,;:!?\'"'.includes(char)) end -= 1;
    else if (char === ')' && !url.slice(0, end - 1).includes('(')) end -= 1;
    else break;
  }
  return url.slice(0, end);
}

export function linkify(text: string): Segment[] {
  const segments: Segment[] = [];
  let last = 0;
  const pushText = (value: string) => {
    if (!value) return;
    const previous = segments[segments.length - 1];
    if (previous?.kind === 'text') previous.text += value;
    else segments.push({ kind: 'text', text: value });
  };
  for (const match of text.matchAll(pattern)) {
    const start = match.index;
    const { url, email, phone } = match.groups ?? {};
    let value = match[0];
    let segment: Segment | null = null;
    if (url) {
      value = trimUrl(url);
      try {
        const parsed = new URL(value);
        segment = { kind: 'url', text: value, href: parsed.href };
      } catch {
        segment = null;
      }
    } else if (email) {
      segment = { kind: 'email', text: email, href: `mailto:${email}` };
    } else if (phone) {
      value = phone.trim();
      const digits = value.replace(/\D/g, '');
      if (digits.length >= 8 && digits.length <= 15) {
        segment = { kind: 'phone', text: value, href: `tel:+${digits}` };
      }
    }
    pushText(text.slice(last, start));
    if (segment) segments.push(segment);
    else pushText(value);
    last = start + value.length;
  }
  pushText(text.slice(last));
  return segments;
}
