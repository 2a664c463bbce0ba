/**
 * Just enough PNG for comparing screenshots: reads the 8-bit, non-interlaced greyscale, RGB and
 * RGBA images Chromium writes, and writes RGBA. The project has no image library and the
 * comparison needs no more than this (node:zlib does the compression).
 */
import { crc32, deflateSync, inflateSync } from 'node:zlib';

export interface Rgba {
  width: number;
  height: number;
  /** width × height × 4 bytes, row by row. */
  data: Uint8Array;
}

const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** Bytes per pixel by PNG colour type: grey, RGB, grey + alpha, RGBA. */
const channelsByType: Record<number, number> = { 0: 1, 2: 3, 4: 2, 6: 4 };

export function decodePng(file: Uint8Array): Rgba {
  const bytes = Buffer.from(file.buffer, file.byteOffset, file.byteLength);
  if (!bytes.subarray(0, 8).equals(signature)) throw new Error('not a PNG file');
  let width = 0;
  let height = 0;
  let channels = 0;
  const compressed: Buffer[] = [];
  for (let at = 8; at < bytes.length;) {
    const length = bytes.readUInt32BE(at);
    const type = bytes.toString('latin1', at + 4, at + 8);
    const body = bytes.subarray(at + 8, at + 8 + length);
    if (type === 'IHDR') {
      width = body.readUInt32BE(0);
      height = body.readUInt32BE(4);
      const [depth, colourType, , , interlace] = body.subarray(8, 13);
      channels = channelsByType[colourType ?? -1] ?? 0;
      if (depth !== 8 || !channels || interlace !== 0)
        throw new Error(`unsupported PNG (depth ${depth}, colour type ${colourType})`);
    } else if (type === 'IDAT') compressed.push(body);
    at += 12 + length;
  }
  const raw = inflateSync(Buffer.concat(compressed));
  const stride = width * channels;
  const pixels = new Uint8Array(stride * height);
  for (let y = 0; y < height; y += 1) {
    const filter = raw[y * (stride + 1)];
    const row = raw.subarray(y * (stride + 1) + 1, (y + 1) * (stride + 1));
    const out = y * stride;
    for (let x = 0; x < stride; x += 1) {
      const left = x >= channels ? (pixels[out + x - channels] ?? 0) : 0;
      const up = y > 0 ? (pixels[out - stride + x] ?? 0) : 0;
      const upLeft = y > 0 && x >= channels ? (pixels[out - stride + x - channels] ?? 0) : 0;
      pixels[out + x] = ((row[x] ?? 0) + unfilter(filter, left, up, upLeft)) & 0xff;
    }
  }
  return { width, height, data: toRgba(pixels, channels) };
}

function unfilter(filter: number | undefined, left: number, up: number, upLeft: number): number {
  switch (filter) {
    case 0:
      return 0;
    case 1:
      return left;
    case 2:
      return up;
    case 3:
      return (left + up) >> 1;
    case 4: {
      // Paeth: the neighbour closest to left + up - upLeft.
      const estimate = left + up - upLeft;
      const toLeft = Math.abs(estimate - left);
      const toUp = Math.abs(estimate - up);
      const toUpLeft = Math.abs(estimate - upLeft);
      if (toLeft <= toUp && toLeft <= toUpLeft) return left;
      return toUp <= toUpLeft ? up : upLeft;
    }
    default:
      throw new Error(`unknown PNG row filter ${filter}`);
  }
}

function toRgba(pixels: Uint8Array, channels: number): Uint8Array {
  if (channels === 4) return pixels;
  const count = pixels.length / channels;
  const rgba = new Uint8Array(count * 4);
  for (let i = 0; i < count; i += 1) {
    const grey = channels <= 2;
    const from = i * channels;
    rgba[i * 4] = pixels[from] ?? 0;
    rgba[i * 4 + 1] = pixels[grey ? from : from + 1] ?? 0;
    rgba[i * 4 + 2] = pixels[grey ? from : from + 2] ?? 0;
    rgba[i * 4 + 3] = channels === 2 ? (pixels[from + 1] ?? 255) : 255;
  }
  return rgba;
}

export function encodePng({ width, height, data }: Rgba): Buffer {
  const stride = width * 4;
  const raw = Buffer.alloc((stride + 1) * height);
  for (let y = 0; y < height; y += 1) {
    // Filter byte 0 (none) at the start of each row.
    raw.set(data.subarray(y * stride, (y + 1) * stride), y * (stride + 1) + 1);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 6, 0, 0, 0], 8);
  return Buffer.concat([
    signature,
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function chunk(type: string, body: Buffer): Buffer {
  const typeAndBody = Buffer.concat([Buffer.from(type, 'latin1'), body]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(body.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typeAndBody));
  return Buffer.concat([length, typeAndBody, crc]);
}
