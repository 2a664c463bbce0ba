import { n1 } from './format';

/**
 * Element and attribute building. Every value is a number, a colour, path data or a url(#id)
 * reference produced by this script (the images contain no text), so nothing needs escaping.
 */
export type Attrs = Record<string, string | number | undefined>;
export type Stop = [offset: number, color: string, opacity?: number];

const attrs = (a: Attrs) =>
  Object.entries(a)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => ` ${k}="${typeof v === 'number' ? n1(v) : v}"`)
    .join('');

export const el = (tag: string, a: Attrs, children?: string) =>
  children === undefined ? `<${tag}${attrs(a)}/>` : `<${tag}${attrs(a)}>${children}</${tag}>`;

export const use = (href: string, a: Attrs) => el('use', { href, ...a });

export const stops = (s: Stop[]) =>
  s
    .map(([o, c, op]) =>
      el('stop', { offset: o, 'stop-color': c, 'stop-opacity': op === 1 ? undefined : op }),
    )
    .join('');
