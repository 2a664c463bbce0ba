import type { Rgba } from './png';

export interface ImageDiff {
  /** Pixels that differ, counting the area only one image covers when the sizes differ. */
  differing: number;
  /** Pixels of the larger extent of the two images (the share's denominator). */
  total: number;
  /** The first row with a differing pixel, or -1: where to look first. */
  firstRow: number;
  /** The "after" image greyed out, with each differing pixel in red. */
  picture: Rgba;
}

/**
 * Compares two screenshots pixel by pixel. A pixel differs when any channel differs by more than
 * `tolerance` (0-255): text anti-aliasing is exact between two runs of the same build, so the
 * default is no tolerance at all.
 */
export function diffImages(before: Rgba, after: Rgba, tolerance = 0): ImageDiff {
  const width = Math.max(before.width, after.width);
  const height = Math.max(before.height, after.height);
  const data = new Uint8Array(width * height * 4);
  let differing = 0;
  let firstRow = -1;
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const a = pixelAt(before, x, y);
      const b = pixelAt(after, x, y);
      const out = (y * width + x) * 4;
      const differs =
        !a || !b || a.some((channel, i) => Math.abs(channel - (b[i] ?? 0)) > tolerance);
      if (differs) {
        differing += 1;
        if (firstRow < 0) firstRow = y;
        data.set([255, 0, 0, 255], out);
      } else {
        // Faded grey of the unchanged picture, so the red stands out where it belongs.
        const grey = 0.299 * a[0]! + 0.587 * a[1]! + 0.114 * a[2]!;
        const faded = Math.round(255 - (255 - grey) * 0.25);
        data.set([faded, faded, faded, 255], out);
      }
    }
  }
  return { differing, total: width * height, firstRow, picture: { width, height, data } };
}

function pixelAt(image: Rgba, x: number, y: number): Uint8Array | undefined {
  if (x >= image.width || y >= image.height) return undefined;
  const at = (y * image.width + x) * 4;
  return image.data.subarray(at, at + 4);
}
