import { deflateSync } from 'node:zlib';

/**
 * PNG files drawn from pixels with node's zlib only, for the shop's icons (shop-web/scripts/draw-icons.ts) and
 * for the pictures the API tests and the browser journeys upload (the API recognises an image by its bytes).
 */

/** RGB pixels, row by row, 3 bytes each. */
export interface Raster {
  width: number;
  height: number;
  pixels: Uint8Array;
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  out.write(type, 4, 'ascii');
  data.copy(out, 8);
  out.writeUInt32BE(crc32(out.subarray(4, 8 + data.length)), 8 + data.length);
  return out;
}

/** Encodes RGB pixels as a PNG file (8-bit truecolour, no interlace, filter none, deflate level 9). */
export function encodePng({ width, height, pixels }: Raster): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // colour type: RGB
  const stride = width * 3;
  const raw = Buffer.alloc((stride + 1) * height); // each row: filter byte 0 (none), then its pixels
  for (let y = 0; y < height; y++) raw.set(pixels.subarray(y * stride, (y + 1) * stride), y * (stride + 1) + 1);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A PNG of one colour (the store's leaf green unless told). */
export function solidPng(width = 8, height = 8, rgb: readonly [number, number, number] = [47, 107, 58]): Buffer {
  const pixels = new Uint8Array(width * height * 3);
  for (let i = 0; i < width * height; i++) pixels.set(rgb, i * 3);
  return encodePng({ width, height, pixels });
}
