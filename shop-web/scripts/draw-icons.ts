// Draws the installable shop's PNG icons (public/icons/icon-<size>.png) from the favicon's shapes:
// a leaf-green disc with a pale leaf, on the cream background, with a safe zone for maskable icons.
// Run from the repository root: node_modules/.bin/tsx shop-web/scripts/draw-icons.ts (no image library).
import { mkdirSync, writeFileSync } from 'node:fs';
import { encodePng } from '../../scripts/lib/png';

type Rgb = [number, number, number];
const GREEN: Rgb = [0x2f, 0x6b, 0x3a]; // --fsui-color-green-700
const LEAF: Rgb = [0xe6, 0xf2, 0xdc]; // --fsui-color-green-100
const CREAM: Rgb = [0xfb, 0xf8, 0xf1]; // --fsui-color-cream

/** Colour at (x, y) in a 64-unit design space, like favicon.svg; `inset` shrinks the disc for maskable icons. */
function colourAt(x: number, y: number, inset: number): Rgb {
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

function icon(size: number, inset: number): Buffer {
  const pixels = new Uint8Array(size * size * 3);
  for (let py = 0; py < size; py++) {
    for (let px = 0; px < size; px++) {
      pixels.set(colourAt(((px + 0.5) * 64) / size, ((py + 0.5) * 64) / size, inset), (py * size + px) * 3);
    }
  }
  return encodePng({ width: size, height: size, pixels });
}

const dir = new URL('../public/icons/', import.meta.url);
mkdirSync(dir, { recursive: true });
for (const size of [192, 512]) writeFileSync(new URL(`icon-${size}.png`, dir), icon(size, 1));
writeFileSync(new URL('icon-maskable-512.png', dir), icon(512, 0.8));
writeFileSync(new URL('apple-touch-icon.png', dir), icon(180, 0.9));
console.log('icons written to', dir.pathname);
