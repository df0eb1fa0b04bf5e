// Draws the installable shop's PNG icons (public/icons/icon-<size>.png) from the favicon's shapes:
// a leaf-green disc with a pale leaf, on the cream background, with a safe zone for maskable icons.
// Run: node shop-web/scripts/draw-icons.mjs (no image library: pixels → PNG with zlib).
import { mkdirSync, writeFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';

const GREEN = [0x2f, 0x6b, 0x3a]; // --fsui-color-green-700
const LEAF = [0xe6, 0xf2, 0xdc]; // --fsui-color-green-100
const CREAM = [0xfb, 0xf8, 0xf1]; // --fsui-color-cream

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (buf) => {
  let c = 0xffffffff;
  for (const b of buf) c = crcTable[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
function chunk(type, data) {
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  out.write(type, 4, 'ascii');
  data.copy(out, 8);
  out.writeUInt32BE(crc32(out.subarray(4, 8 + data.length)), 8 + data.length);
  return out;
}

/** Colour at (x, y) in a 64-unit design space, like favicon.svg; `inset` shrinks the disc for maskable icons. */
function colourAt(x, y, inset) {
  const r = 30 * inset;
  if ((x - 32) ** 2 + (y - 32) ** 2 > r * r) return CREAM;
  // The leaf: the area between two arcs from (20,44) to (46,18), in disc-relative units.
  const u = (x - 32) / inset + 32;
  const v = (y - 32) / inset + 32;
  const along = (u - 20 + (44 - v)) / 52; // 0 at the stem, 1 at the tip
  const across = (u - 20 - (44 - v)) / 2; // distance from the midrib
  const half = 9 * Math.sin(Math.PI * Math.min(Math.max(along, 0), 1));
  if (along > 0 && along < 1 && Math.abs(across) < half && Math.abs(across) > 1.2) return LEAF;
  return GREEN;
}

function png(size, inset) {
  const rows = [];
  for (let py = 0; py < size; py++) {
    const row = Buffer.alloc(1 + size * 3);
    for (let px = 0; px < size; px++) {
      const [r, g, b] = colourAt(((px + 0.5) * 64) / size, ((py + 0.5) * 64) / size, inset);
      row[1 + px * 3] = r;
      row[2 + px * 3] = g;
      row[3 + px * 3] = b;
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows), { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const dir = new URL('../public/icons/', import.meta.url);
mkdirSync(dir, { recursive: true });
for (const size of [192, 512]) writeFileSync(new URL(`icon-${size}.png`, dir), png(size, 1));
writeFileSync(new URL('icon-maskable-512.png', dir), png(512, 0.8));
writeFileSync(new URL('apple-touch-icon.png', dir), png(180, 0.9));
console.log('icons written to', dir.pathname);
