import { rng, type Rand } from '../random';
import { el, stops, type Attrs, type Stop } from './markup';

/**
 * One SVG image under construction: a body plus the <defs> it references (gradients, filters,
 * patterns, shapes, clips, masks), each defined once and referenced by id.
 */
export class Svg {
  private defs: string[] = [];
  private body: string[] = [];
  private count = 0;
  private memo = new Map<string, string>();
  /** Seeded by the image's name, so every image has its own repeatable randomness. */
  readonly rand: Rand;
  constructor(
    readonly name: string,
    readonly w: number,
    readonly h: number,
  ) {
    this.rand = rng(name);
  }
  /** Unique id; prefixed so inlined SVGs never clash. */
  id(kind: string) {
    return `${this.name.replace(/\W+/g, '')}-${kind}${this.count++}`;
  }
  def(kind: string, make: (id: string) => string, key?: string): string {
    if (key && this.memo.has(key)) return this.memo.get(key)!;
    const id = this.id(kind);
    this.defs.push(make(id));
    const ref = `url(#${id})`;
    if (key) this.memo.set(key, ref);
    return ref;
  }
  add(...parts: string[]) {
    this.body.push(...parts);
    return this;
  }
  /** Wrap everything drawn inside `draw` in one <g> (e.g. to rotate a group). */
  group(a: Attrs, draw: () => void) {
    const start = this.body.length;
    draw();
    this.body.push(el('g', a, this.body.splice(start).join('')));
  }
  linear(s: Stop[], g: Attrs = { x1: 0, y1: 0, x2: 1, y2: 0 }) {
    return this.def(
      'lg',
      (id) => el('linearGradient', { id, ...g }, stops(s)),
      JSON.stringify([s, g]),
    );
  }
  radial(s: Stop[], g: Attrs = {}) {
    return this.def(
      'rg',
      (id) => el('radialGradient', { id, ...g }, stops(s)),
      JSON.stringify([s, g]),
    );
  }
  blur(std: number) {
    return this.def(
      'blur',
      (id) =>
        el(
          'filter',
          { id, filterUnits: 'userSpaceOnUse', x: 0, y: 0, width: this.w, height: this.h },
          el('feGaussianBlur', { stdDeviation: std }),
        ),
      `blur${std}`,
    );
  }
  dots(gap: number, r: number, color: string, opacity: number) {
    return this.def(
      'dots',
      (id) =>
        el(
          'pattern',
          { id, width: gap, height: gap, patternUnits: 'userSpaceOnUse' },
          el('circle', {
            cx: gap / 2,
            cy: gap / 2,
            r,
            fill: color,
            'fill-opacity': opacity === 1 ? undefined : opacity,
          }),
        ),
      `dots${gap}${r}${color}${opacity}`,
    );
  }
  /** Register path data once; returns an href for <use> (saves bytes when drawn several times). */
  shape(d: string) {
    return '#' + this.def('shape', (id) => el('path', { id, d })).slice(5, -1);
  }
  clip(shape: string) {
    return this.def('clip', (id) => el('clipPath', { id }, shape));
  }
  mask(shape: string) {
    return this.def('mask', (id) =>
      el(
        'mask',
        { id, maskUnits: 'userSpaceOnUse', x: 0, y: 0, width: this.w, height: this.h },
        shape,
      ),
    );
  }
  toString() {
    const { w, h } = this;
    return (
      `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" preserveAspectRatio="xMidYMid slice">` +
      `<defs>${this.defs.join('')}</defs>${this.body.join('')}</svg>\n`
    );
  }
}

/** A rectangle covering the whole canvas. */
export const fullRect = (doc: Svg, fill: string, extra: Attrs = {}) =>
  el('rect', { width: doc.w, height: doc.h, fill, ...extra });
