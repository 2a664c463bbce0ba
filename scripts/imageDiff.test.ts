import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { diffImages } from './imageDiff';
import { decodePng, encodePng, type Rgba } from './png';

const image = (width: number, height: number, colour: number[]): Rgba => ({
  width,
  height,
  data: Uint8Array.from({ length: width * height * 4 }, (_, i) => colour[i % 4] ?? 0),
});

describe('png', () => {
  it('reads back what it writes', () => {
    const picture = image(3, 2, [10, 20, 30, 255]);
    picture.data.set([200, 100, 50, 128], 4 * 4);
    expect(decodePng(encodePng(picture))).toEqual(picture);
  });

  it('undoes the row filters of an RGB image (sub, up, average, Paeth)', () => {
    // One RGB pixel per row, two pixels wide: each row's bytes after its filter byte.
    const rows = [
      [1, 10, 20, 30, 5, 5, 5], // sub: second pixel = first + 5
      [2, 1, 1, 1, 0, 0, 0], // up: row above + 1 / + 0
      [3, 2, 2, 2, 1, 1, 1], // average
      [4, 0, 0, 0, 0, 0, 0], // Paeth
    ];
    const png = encodePng(image(1, 1, [0, 0, 0, 255]));
    const header = Buffer.from(png.subarray(16, 29));
    header.writeUInt32BE(2, 0);
    header.writeUInt32BE(4, 4);
    header[9] = 2; // colour type RGB
    const withRows = replaceChunks(header, deflateSync(Buffer.from(rows.flat())));
    const { data } = decodePng(withRows);
    const pixel = (x: number, y: number) =>
      Array.from(data.subarray((y * 2 + x) * 4, (y * 2 + x) * 4 + 4));
    expect(pixel(0, 0)).toEqual([10, 20, 30, 255]);
    expect(pixel(1, 0)).toEqual([15, 25, 35, 255]);
    expect(pixel(0, 1)).toEqual([11, 21, 31, 255]);
    expect(pixel(1, 1)).toEqual([15, 25, 35, 255]);
    // Average: red of the first pixel (0 + 11) >> 1 + 2 = 7, of the second ((7 + 15) >> 1) + 1 = 12.
    expect(pixel(0, 2)).toEqual([7, 12, 17, 255]);
    expect(pixel(1, 2)).toEqual([12, 19, 27, 255]);
    // Paeth with zero deltas repeats the nearest neighbour: up for the first pixel.
    expect(pixel(0, 3)).toEqual([7, 12, 17, 255]);
  });
});

/** A PNG of the given IHDR body and compressed rows (the reader does not check checksums). */
function replaceChunks(header: Buffer, idat: Buffer): Buffer {
  const chunk = (type: string, body: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(body.length);
    return Buffer.concat([length, Buffer.from(type, 'latin1'), body, Buffer.alloc(4)]);
  };
  const signature = encodePng(image(1, 1, [0, 0, 0, 0])).subarray(0, 8);
  return Buffer.concat([
    signature,
    chunk('IHDR', header),
    chunk('IDAT', idat),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('diffImages', () => {
  it('finds no difference between equal pictures', () => {
    const diff = diffImages(image(4, 4, [1, 2, 3, 255]), image(4, 4, [1, 2, 3, 255]));
    expect(diff.differing).toBe(0);
    expect(diff.firstRow).toBe(-1);
  });

  it('counts changed pixels and the area only one picture covers, and marks them red', () => {
    const after = image(4, 5, [1, 2, 3, 255]);
    after.data.set([9, 9, 9, 255], (1 * 4 + 2) * 4);
    const diff = diffImages(image(4, 4, [1, 2, 3, 255]), after);
    expect(diff.total).toBe(20);
    expect(diff.differing).toBe(1 + 4);
    expect(diff.firstRow).toBe(1);
    expect(Array.from(diff.picture.data.subarray((1 * 4 + 2) * 4, (1 * 4 + 2) * 4 + 4))).toEqual([
      255, 0, 0, 255,
    ]);
  });

  it('lets a channel move within the tolerance', () => {
    const diff = diffImages(image(2, 2, [100, 100, 100, 255]), image(2, 2, [102, 100, 99, 255]), 2);
    expect(diff.differing).toBe(0);
  });
});
