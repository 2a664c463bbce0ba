/**
 * The raster icons' SVG, from the favicon: as it is for `any` icons, and for `maskable` icons
 * (and iOS, which fills transparency with black) scaled into the central safe zone of a
 * full-bleed square in the brand's navy.
 */
import { brandColors } from '../src/theme/tokens';

/** Launchers may crop a maskable icon to a circle of 80% of its size; the mark stays inside. */
const maskableScale = 0.7;

export function maskableIconSvg(faviconSvg: string): string {
  const viewBox = /viewBox="0 0 ([\d.]+) ([\d.]+)"/.exec(faviconSvg);
  const inner = /<svg[^>]*>([\s\S]*)<\/svg>/.exec(faviconSvg)?.[1];
  if (!viewBox || !inner) throw new Error('favicon.svg needs a viewBox from 0 0 and content');
  const [width, height] = [Number(viewBox[1]), Number(viewBox[2])];
  const offset = (size: number) => (size * (1 - maskableScale)) / 2;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}">`,
    `<rect width="${width}" height="${height}" fill="${brandColors.navy}"/>`,
    `<g transform="translate(${offset(width)} ${offset(height)}) scale(${maskableScale})">${inner}</g>`,
    '</svg>',
  ].join('');
}
