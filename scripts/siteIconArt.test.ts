import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { brandColors } from '../src/theme/tokens';
import { maskableIconSvg } from './siteIconArt';

describe('maskableIconSvg', () => {
  it('puts the favicon, scaled into the safe zone, on a full-bleed navy square', () => {
    const favicon = readFileSync('public/favicon.svg', 'utf8');
    const svg = maskableIconSvg(favicon);
    expect(svg).toContain(`<rect width="34" height="34" fill="${brandColors.navy}"/>`);
    expect(svg).toMatch(/<g transform="translate\(5\.1\d* 5\.1\d*\) scale\(0\.7\)"><circle/);
    expect(svg.match(/<svg/g)).toHaveLength(1);
  });

  it('refuses art without a viewBox', () => {
    expect(() => maskableIconSvg('<svg></svg>')).toThrow(/viewBox/);
  });
});
