import sharp from 'sharp';

/**
 * Pictures of the demo products, drawn by the project itself: one small vector scene per product (SVG in a
 * 100×100 box, rasterised by sharp's librsvg), so almonds look like almonds and a duck is not a chicken.
 * Scenes keep their subject inside the middle 72% vertically: a 4:3 card frame (object-fit: cover) crops the
 * top and bottom eighth. No text: the product's name is printed beside its picture.
 */

/** Width and height of a rendered picture: a 3× phone showing it full width (360 CSS pixels). */
export const PICTURE_SIZE = 1080;

type Scene = (rng: () => number) => string;

/** Deterministic pseudo-random numbers (mulberry32), so a scene is the same on every seed. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const hashOf = (text: string) => [...text].reduce((h, c) => Math.imul(h ^ c.charCodeAt(0), 16777619), 2166136261);
const n = (v: number) => Math.round(v * 100) / 100;

// --- building blocks --------------------------------------------------------------------------------

/** A flat backdrop with a lighter disc behind the subject (no gradient: a gradient doubles the render time). */
const backdrop = (outer: string, inner: string) =>
  `<rect width="100" height="100" fill="${outer}"/><circle cx="50" cy="48" r="44" fill="${inner}"/><circle cx="50" cy="48" r="36" fill="#fff" fill-opacity="0.25"/>`;

const shadow = (cx: number, cy: number, rx: number, ry = rx / 6) => `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="#000" fill-opacity="0.16"/>`;

/** One item of a heap, drawn at (x, y) turned by `angle` degrees; `i` counts the items drawn before it. */
type HeapItem = (x: number, y: number, angle: number, i: number) => string;

/** Items scattered in an ellipse (a heap seen from above), drawn back to front. */
function heap(rng: () => number, count: number, cx: number, cy: number, rx: number, ry: number, item: HeapItem): string {
  const spots = Array.from({ length: count }, () => {
    const r = Math.sqrt(rng());
    const t = rng() * Math.PI * 2;
    return { x: cx + Math.cos(t) * r * rx, y: cy + Math.sin(t) * r * ry, a: rng() * 360 };
  }).sort((p, q) => p.y - q.y);
  return spots.map((s, i) => item(n(s.x), n(s.y), Math.round(s.a), i)).join('');
}

const plate = (fill = '#f7f1e3', rim = '#e3d6bb') =>
  shadow(50, 74, 40, 6) + `<ellipse cx="50" cy="62" rx="40" ry="16" fill="${rim}"/><ellipse cx="50" cy="60" rx="36" ry="13" fill="${fill}"/>`;

const bowl = (fill: string, rim: string) =>
  shadow(50, 82, 34, 5) + `<path d="M16 56 Q18 82 50 82 Q82 82 84 56 Z" fill="${fill}"/><ellipse cx="50" cy="56" rx="34" ry="8" fill="${rim}"/>`;

/** A glass jar with a lid; `contents` is drawn inside (clipped), `label` over the middle. */
function jar(id: string, fill: string, lid: string, contents: string, label: string, wide = false): string {
  const x0 = wide ? 22 : 28;
  const x1 = wide ? 78 : 72;
  return (
    shadow(50, 86, wide ? 32 : 26) +
    `<clipPath id="${id}"><rect x="${x0}" y="30" width="${x1 - x0}" height="55" rx="7"/></clipPath>` +
    `<rect x="${x0}" y="30" width="${x1 - x0}" height="55" rx="7" fill="#eef5f2" fill-opacity="0.9"/>` +
    `<g clip-path="url(#${id})"><rect x="${x0}" y="36" width="${x1 - x0}" height="50" fill="${fill}"/>${contents}</g>` +
    `<rect x="${x0 + 3}" y="34" width="3" height="46" rx="1.5" fill="#fff" fill-opacity="0.35"/>` +
    `<rect x="${x0 - 2}" y="20" width="${x1 - x0 + 4}" height="11" rx="3" fill="${lid}"/>` +
    `<rect x="${x0 - 2}" y="27" width="${x1 - x0 + 4}" height="4" fill="#000" fill-opacity="0.15"/>` +
    label
  );
}

/** A round label on a jar or bottle with a small drawing on it. */
const badge = (cx: number, cy: number, r: number, fill: string, icon: string) =>
  `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}" stroke="#fff" stroke-width="1.2"/>${icon}`;

/** A tall oil bottle holding `oil`, with its stopper and a label badge. */
function bottle(id: string, oil: string, cap: string, labelFill: string, icon: string): string {
  const body = 'M30 40 Q30 32 40 28 L40 18 L52 18 L52 28 Q62 32 62 40 L62 84 Q62 88 58 88 L34 88 Q30 88 30 84 Z';
  return (
    shadow(46, 88, 20) +
    `<clipPath id="${id}"><path d="${body}"/></clipPath><path d="${body}" fill="#eef5f2" fill-opacity="0.85"/>` +
    `<g clip-path="url(#${id})"><rect x="28" y="36" width="36" height="54" fill="${oil}"/><rect x="28" y="36" width="36" height="3" fill="#fff" fill-opacity="0.35"/></g>` +
    `<rect x="34" y="40" width="3" height="44" rx="1.5" fill="#fff" fill-opacity="0.35"/>` +
    `<rect x="38" y="12" width="16" height="8" rx="2" fill="${cap}"/>` +
    badge(46, 62, 10, labelFill, icon)
  );
}

/** A round speck (a feather's spot, a granule of ghee, a mustard seed). */
const dot =
  (r: number, fill: string): HeapItem =>
  (x, y) =>
    `<circle cx="${x}" cy="${y}" r="${r}" fill="${fill}"/>`;

/** A grain as a small ellipse with a highlight. */
const grain =
  (rx: number, ry: number, fill: string, mark?: string): HeapItem =>
  (x, y, a) =>
    `<g transform="translate(${x} ${y}) rotate(${a})"><ellipse rx="${rx}" ry="${ry}" fill="${fill}" stroke="#000" stroke-opacity="0.12" stroke-width="0.25"/>` +
    `<ellipse cx="${n(-rx / 3)}" cy="${n(-ry / 3)}" rx="${n(rx / 3)}" ry="${n(ry / 4)}" fill="#fff" fill-opacity="0.35"/>${mark ?? ''}</g>`;

/** Dark spots on a shell: how many, their colour, and how much larger than the smallest (radius 0.2) one may be. */
interface Speckle {
  colour: string;
  count: number;
  big: number;
}

/** An egg, narrow end up, with optional speckles. */
function egg(x: number, y: number, size: number, fill: string, tilt: number, speckle?: Speckle, rng?: () => number): string {
  const w = size * 0.78;
  const path = `M0 ${-size} C${w} ${-size} ${w} ${size * 0.75} 0 ${size * 0.75} C${-w} ${size * 0.75} ${-w} ${-size} 0 ${-size} Z`;
  const dots =
    speckle && rng
      ? Array.from({ length: speckle.count }, () => {
          const t = rng() * Math.PI * 2;
          const r = Math.sqrt(rng()) * 0.8;
          return `<circle cx="${n(Math.cos(t) * r * w * 0.75)}" cy="${n(Math.sin(t) * r * size * 0.8)}" r="${n(0.2 + rng() * speckle.big)}" fill="${speckle.colour}"/>`;
        }).join('')
      : '';
  return (
    `<g transform="translate(${x} ${y}) rotate(${tilt})"><path d="${path}" fill="${fill}" stroke="#000" stroke-opacity="0.12" stroke-width="0.4"/>${dots}` +
    `<ellipse cx="${n(-w * 0.35)}" cy="${n(-size * 0.3)}" rx="${n(w * 0.18)}" ry="${n(size * 0.3)}" fill="#fff" fill-opacity="0.45"/></g>`
  );
}

/** A woven basket (front half) that eggs sit in. */
const basketBack = `<ellipse cx="50" cy="60" rx="36" ry="10" fill="#7a4b22"/>`;
const basketFront =
  `<path d="M14 60 Q16 84 50 86 Q84 84 86 60 Q84 70 50 70 Q16 70 14 60 Z" fill="#a8713a"/>` +
  [66, 72, 78]
    .map((y) => `<path d="M${18 + (y - 66) / 2} ${y} Q50 ${y + 8} ${82 - (y - 66) / 2} ${y}" stroke="#7a4b22" stroke-width="1.4" fill="none"/>`)
    .join('');

/** Eggs in a basket on a backdrop of `outer` and `inner`: the shell's colour and speckles, then each egg. */
const eggBasket =
  (outer: string, inner: string, shell: { fill: string; speckle?: Speckle }, eggs: Array<[x: number, y: number, size: number, tilt: number]>): Scene =>
  (rng) =>
    backdrop(outer, inner) +
    shadow(50, 86, 38, 5) +
    basketBack +
    eggs.map(([x, y, s, t]) => egg(x, y, s, shell.fill, t, shell.speckle, rng)).join('') +
    basketFront;

// --- birds (side view, facing right) ------------------------------------------------------------------

const legs = (colour: string) =>
  `<path d="M44 72 L42 84 M54 72 L56 84 M38 84 L44 84 M52 84 L59 84" stroke="${colour}" stroke-width="1.8" stroke-linecap="round" fill="none"/>`;
const ground = (fill: string) => `<ellipse cx="50" cy="85" rx="44" ry="6" fill="${fill}"/>`;

function chicken(body: string, wing: string, tail: string, comb: string, leg: string): string {
  return (
    ground('#9fbf6b') +
    legs(leg) +
    `<path d="M30 52 Q14 30 22 18 Q30 34 36 42 Q30 24 40 16 Q40 36 44 46 Z" fill="${tail}"/>` +
    `<ellipse cx="48" cy="58" rx="22" ry="16" fill="${body}"/>` +
    `<path d="M34 54 Q48 46 60 58 Q48 70 34 54 Z" fill="${wing}"/>` +
    `<path d="M60 52 Q62 36 68 32 L74 44 Q70 56 60 60 Z" fill="${body}"/>` +
    `<circle cx="70" cy="32" r="7" fill="${body}"/>` +
    `<circle cx="67" cy="24.5" r="2.6" fill="${comb}"/><circle cx="71" cy="24" r="2.8" fill="${comb}"/><circle cx="74.5" cy="26" r="2.3" fill="${comb}"/>` +
    `<path d="M76 31 L83 33.5 L76 35.5 Z" fill="#e9a23b"/><ellipse cx="75" cy="39" rx="2" ry="3" fill="${comb}"/>` +
    `<circle cx="72" cy="30.5" r="1.3" fill="#111"/><circle cx="72.4" cy="30.1" r="0.4" fill="#fff"/>`
  );
}

const turkey =
  ground('#a9c27a') +
  legs('#c98a5a') +
  Array.from({ length: 9 }, (_, i) => {
    const a = -150 + i * 15;
    return `<g transform="translate(40 56) rotate(${a})"><path d="M0 0 L34 -6 Q38 0 34 6 Z" fill="#6b3f1f"/><path d="M26 -4.7 Q29 0 26 4.7 L30 5.4 Q33 0 30 -5.4 Z" fill="#e8dcc0"/><path d="M31 -5.6 Q35 0 31 5.6 L34 6 Q38 0 34 -6 Z" fill="#2b1a0d"/></g>`;
  }).join('') +
  `<ellipse cx="48" cy="60" rx="19" ry="15" fill="#4a2c17"/><path d="M38 58 Q50 50 60 60 Q50 68 38 58 Z" fill="#6e4424"/>` +
  `<path d="M58 56 Q62 40 66 34 L71 36 Q68 48 64 62 Z" fill="#a7b7c9"/><circle cx="68" cy="32" r="5" fill="#a7b7c9"/>` +
  `<path d="M72 31 L78 33 L72 35 Z" fill="#d9b26a"/><path d="M71 28 Q75 34 72 42" stroke="#d22b2b" stroke-width="2.2" fill="none" stroke-linecap="round"/>` +
  `<ellipse cx="68" cy="40" rx="2.4" ry="4" fill="#d22b2b"/><circle cx="69" cy="30.5" r="1.1" fill="#111"/>`;

const guineaFowl = (rng: () => number) =>
  ground('#b6c98a') +
  legs('#8a8f99') +
  `<path d="M24 62 Q28 44 46 42 Q66 42 70 58 Q66 76 46 76 Q28 76 24 62 Z" fill="#3c4250"/>` +
  heap(rng, 60, 47, 60, 20, 14, dot(0.9, '#eef1f6')) +
  `<path d="M64 52 Q66 42 70 38 L74 40 Q72 48 70 58 Z" fill="#3c4250"/>` +
  `<circle cx="72" cy="36" r="5" fill="#5b86c4"/><path d="M69 31 L72 23 L75 31 Z" fill="#c7a26a"/>` +
  `<path d="M76 35 L81 37 L76 38.5 Z" fill="#d9b26a"/><ellipse cx="73" cy="42" rx="1.6" ry="2.6" fill="#d22b2b"/><circle cx="73.5" cy="34.5" r="1.1" fill="#111"/>`;

const duck =
  `<path d="M4 80 Q25 74 50 80 T96 80 L96 90 L4 90 Z" fill="#6fa8d6"/>` +
  `<path d="M20 62 Q18 52 28 56 Q40 60 56 60 Q64 48 62 36 Q62 26 70 26 Q78 26 78 34 Q78 42 72 50 Q70 58 74 62 Q76 78 50 80 Q26 80 20 62 Z" fill="#fbfbf7" stroke="#000" stroke-opacity="0.1" stroke-width="0.5"/>` +
  `<path d="M34 64 Q48 58 62 66 Q48 72 34 64 Z" fill="#e6e4da"/>` +
  `<path d="M76 32 Q86 31 88 34 Q86 37 76 36 Z" fill="#f08a1c"/><circle cx="72" cy="31" r="1.3" fill="#111"/>` +
  `<path d="M6 84 Q25 79 50 84 T96 84" stroke="#9cc5e8" stroke-width="1.2" fill="none"/>`;

const rabbit =
  plate('#f4ede0', '#dccfb6') +
  `<ellipse cx="36" cy="52" rx="14" ry="12" fill="#b8a58e"/><circle cx="44" cy="38" r="7.5" fill="#b8a58e"/>` +
  `<ellipse cx="42" cy="22" rx="2.8" ry="9" fill="#b8a58e" transform="rotate(-12 42 22)"/><ellipse cx="48" cy="23" rx="2.8" ry="9" fill="#b8a58e" transform="rotate(10 48 23)"/>` +
  `<ellipse cx="48" cy="23" rx="1.2" ry="6" fill="#e7b7b0" transform="rotate(10 48 23)"/><circle cx="47" cy="37" r="1.1" fill="#111"/><circle cx="23" cy="52" r="3.5" fill="#efe8dc"/>` +
  `<path d="M52 56 Q58 48 70 52 Q80 56 76 64 Q70 70 58 66 Q50 62 52 56 Z" fill="#e9a3a0"/><path d="M56 58 Q64 54 72 58" stroke="#f6d3cf" stroke-width="1.4" fill="none"/>` +
  `<path d="M62 64 Q70 60 80 66 Q84 72 74 73 Q64 72 62 64 Z" fill="#df9590"/>`;

/** A piece of curry-cut mutton; every third one lighter, with its bone. */
const muttonPiece: HeapItem = (x, y, a, i) =>
  `<g transform="translate(${x} ${y}) rotate(${(a % 60) - 30})"><path d="M-6 -3 Q-2 -7 5 -4 Q8 1 4 5 Q-4 7 -7 2 Z" fill="${i % 3 ? '#9e2f2a' : '#b8473c'}"/>` +
  (i % 3 === 0
    ? `<rect x="-1" y="-5" width="2.2" height="8" rx="1" fill="#f3ead8"/>`
    : `<path d="M-3 -2 Q1 -4 4 -1" stroke="#f1d1c4" stroke-width="1" fill="none"/>`) +
  `</g>`;
const mutton = (rng: () => number) => bowl('#2f5d50', '#3f7565') + heap(rng, 14, 50, 55, 27, 6, muttonPiece);

// --- pickle jars ------------------------------------------------------------------------------------

// What floats in the oil of a pickle jar, one piece at a time.
const meatPiece =
  (colour: string): HeapItem =>
  (x, y, a) =>
    `<rect x="${n(x - 3)}" y="${n(y - 2.5)}" width="6" height="5" rx="1.5" fill="${colour}" transform="rotate(${a} ${x} ${y})"/>`;
const bone: HeapItem = (x, y, a) =>
  `<g transform="translate(${x} ${y}) rotate(${a})"><rect x="-4" y="-0.9" width="8" height="1.8" fill="#f3ead8"/><circle cx="-4" cy="-1" r="1.2" fill="#f3ead8"/><circle cx="-4" cy="1" r="1.2" fill="#f3ead8"/><circle cx="4" cy="-1" r="1.2" fill="#f3ead8"/><circle cx="4" cy="1" r="1.2" fill="#f3ead8"/></g>`;
const prawn: HeapItem = (x, y, a) =>
  `<path d="M${n(x - 4)} ${y} A4 4 0 1 1 ${n(x + 3)} ${n(y + 3)}" stroke="#f28c6b" stroke-width="2.6" fill="none" stroke-linecap="round" transform="rotate(${a} ${x} ${y})"/>`;
const squidRing: HeapItem = (x, y) => `<circle cx="${x}" cy="${y}" r="2.6" stroke="#f4e3c8" stroke-width="1.4" fill="none"/>`;
const fishChunk: HeapItem = (x, y, a) =>
  `<path d="M${n(x - 4)} ${n(y - 2)} L${n(x + 4)} ${n(y - 3)} L${n(x + 3)} ${n(y + 3)} L${n(x - 3)} ${n(y + 2)} Z" fill="#e9b38c" transform="rotate(${a} ${x} ${y})"/>`;
const mangoPiece: HeapItem = (x, y, a) =>
  `<g transform="translate(${x} ${y}) rotate(${a})"><path d="M-5 -3 L5 -3 L4 3 L-4 3 Z" fill="#f2c14e"/><path d="M-5 -3 L5 -3 L5 -1.6 L-5 -1.6 Z" fill="#4c7a2a"/></g>`;
const gonguraLeaf: HeapItem = (x, y, a) =>
  `<g transform="translate(${x} ${y}) rotate(${a})"><path d="M-6 0 Q0 -5 6 0 Q0 5 -6 0 Z" fill="#4f7d2c"/><path d="M-5 0 L5 0" stroke="#2b4a16" stroke-width="0.5"/></g>`;

const pieces = (rng: () => number, colour: string, count = 16) => heap(rng, count, 50, 62, 22, 20, meatPiece(colour));
const bones = (rng: () => number) => heap(rng, 6, 50, 62, 18, 18, bone);
const prawns = (rng: () => number, count: number) => heap(rng, count, 50, 62, 20, 18, prawn);
const rings = (rng: () => number, count: number) => heap(rng, count, 50, 62, 20, 18, squidRing);
const fishChunks = (rng: () => number, count: number) => heap(rng, count, 50, 62, 20, 18, fishChunk);
const mangoes = (rng: () => number) => heap(rng, 12, 50, 62, 21, 19, mangoPiece);
const leaves = (rng: () => number) => heap(rng, 12, 50, 62, 21, 19, gonguraLeaf);

const ICON = {
  chickenHead: (x: number, y: number) =>
    `<circle cx="${x}" cy="${y + 1}" r="4" fill="#fff"/><circle cx="${x - 1}" cy="${y - 3.4}" r="1.4" fill="#d22b2b"/><circle cx="${x + 1.2}" cy="${y - 3.6}" r="1.4" fill="#d22b2b"/><path d="M${x + 3.6} ${y} L${x + 6.5} ${y + 1} L${x + 3.6} ${y + 2} Z" fill="#e9a23b"/><circle cx="${x + 1}" cy="${y}" r="0.7" fill="#111"/>`,
  goatHead: (x: number, y: number) =>
    `<path d="M${x - 3} ${y - 2} Q${x - 7} ${y - 7} ${x - 4} ${y - 8} M${x + 3} ${y - 2} Q${x + 7} ${y - 7} ${x + 4} ${y - 8}" stroke="#f3ead8" stroke-width="1.4" fill="none"/><path d="M${x - 3.5} ${y - 3} L${x + 3.5} ${y - 3} L${x + 1.6} ${y + 5} L${x - 1.6} ${y + 5} Z" fill="#fff"/>`,
  prawn: (x: number, y: number) =>
    `<path d="M${x - 4} ${y} A4 4 0 1 1 ${x + 3} ${y + 3}" stroke="#fff" stroke-width="2.4" fill="none" stroke-linecap="round"/>`,
  fish: (x: number, y: number) =>
    `<path d="M${x - 6} ${y} Q${x - 1} ${y - 4.5} ${x + 4} ${y} Q${x - 1} ${y + 4.5} ${x - 6} ${y} Z M${x + 3} ${y} L${x + 7} ${y - 3} L${x + 7} ${y + 3} Z" fill="#fff"/>`,
  mango: (x: number, y: number) =>
    `<path d="M${x} ${y - 5} Q${x + 6} ${y - 3} ${x + 4} ${y + 3} Q${x} ${y + 6} ${x - 4} ${y + 2} Q${x - 5} ${y - 4} ${x} ${y - 5} Z" fill="#f2c14e"/><path d="M${x} ${y - 5} Q${x + 2} ${y - 8} ${x + 4} ${y - 7}" stroke="#4c7a2a" stroke-width="1.2" fill="none"/>`,
  leaf: (x: number, y: number) =>
    `<path d="M${x - 5} ${y + 3} Q${x - 3} ${y - 6} ${x + 5} ${y - 4} Q${x + 3} ${y + 5} ${x - 5} ${y + 3} Z" fill="#8fc25a"/><path d="M${x - 4} ${y + 2} L${x + 4} ${y - 3}" stroke="#2b4a16" stroke-width="0.6"/>`,
  seafood: (x: number, y: number) => ICON.prawn(x - 2.5, y) + `<circle cx="${x + 3.5}" cy="${y + 1}" r="2.2" stroke="#fff" stroke-width="1.2" fill="none"/>`,
  cow: (x: number, y: number) =>
    `<path d="M${x - 6} ${y - 4} Q${x - 7} ${y - 7} ${x - 4} ${y - 6} M${x + 6} ${y - 4} Q${x + 7} ${y - 7} ${x + 4} ${y - 6}" stroke="#fff" stroke-width="1.2" fill="none"/><path d="M${x - 4} ${y - 4} L${x + 4} ${y - 4} L${x + 3} ${y + 3} L${x - 3} ${y + 3} Z" fill="#fff"/><ellipse cx="${x}" cy="${y + 3.5}" rx="3.6" ry="2.2" fill="#f3c6c0"/><ellipse cx="${x - 5.5}" cy="${y - 2.5}" rx="2" ry="1" fill="#fff"/><ellipse cx="${x + 5.5}" cy="${y - 2.5}" rx="2" ry="1" fill="#fff"/>`,
  buffalo: (x: number, y: number) =>
    `<path d="M${x - 3} ${y - 4} Q${x - 9} ${y - 6} ${x - 7} ${y + 1} M${x + 3} ${y - 4} Q${x + 9} ${y - 6} ${x + 7} ${y + 1}" stroke="#d9d2c4" stroke-width="1.6" fill="none"/><path d="M${x - 4} ${y - 4} L${x + 4} ${y - 4} L${x + 3} ${y + 4} L${x - 3} ${y + 4} Z" fill="#2d2d33"/><ellipse cx="${x}" cy="${y + 4}" rx="3.4" ry="2" fill="#55555f"/>`,
  peanut: (x: number, y: number) =>
    `<path d="M${x - 2} ${y - 6} Q${x + 3} ${y - 6} ${x + 2} ${y - 2} Q${x + 1} ${y} ${x + 2} ${y + 2} Q${x + 3} ${y + 6} ${x - 1} ${y + 6} Q${x - 4} ${y + 6} ${x - 3} ${y + 2} Q${x - 2} ${y} ${x - 3} ${y - 2} Q${x - 5} ${y - 6} ${x - 2} ${y - 6} Z" fill="#e6c08a"/>`,
  sesame: (x: number, y: number) =>
    [
      [-3, -3],
      [2, -4],
      [4, 1],
      [-2, 2],
      [1, 5],
      [-5, 4],
    ]
      .map(([dx, dy]) => `<ellipse cx="${x + dx}" cy="${y + dy}" rx="0.9" ry="1.6" fill="#fff" transform="rotate(${dx * 10} ${x + dx} ${y + dy})"/>`)
      .join(''),
  coconut: (x: number, y: number) => `<circle cx="${x}" cy="${y}" r="6" fill="#6b4226"/><circle cx="${x}" cy="${y}" r="4.4" fill="#fbf8ef"/>`,
  flower: (x: number, y: number, petal: string, centre: string, petals = 8) =>
    Array.from(
      { length: petals },
      (_, i) => `<ellipse cx="${x}" cy="${y - 4}" rx="1.6" ry="3.2" fill="${petal}" transform="rotate(${(360 / petals) * i} ${x} ${y})"/>`,
    ).join('') + `<circle cx="${x}" cy="${y}" r="2.4" fill="${centre}"/>`,
  thistle: (x: number, y: number) =>
    `<path d="M${x - 3} ${y + 2} Q${x} ${y + 7} ${x + 3} ${y + 2} Z" fill="#8fc25a"/>` +
    Array.from(
      { length: 7 },
      (_, i) => `<path d="M${x} ${y + 1} L${x - 4.5 + i * 1.5} ${y - 5}" stroke="#f59e0b" stroke-width="1.2" stroke-linecap="round"/>`,
    ).join(''),
};

function pickle(rng: () => number, oil: string, lid: string, label: string, contents: string, icon: (x: number, y: number) => string) {
  const id = `j${Math.floor(rng() * 1e6)}`;
  return jar(id, oil, lid, contents + `<rect x="28" y="36" width="44" height="50" fill="#000" fill-opacity="0.08"/>`, badge(50, 58, 10, label, icon(50, 58)));
}

// --- millets ----------------------------------------------------------------------------------------

/** A bowl heaped with grains and the plant's ear beside it. */
function milletBowl(rng: () => number, grainFill: string, rx: number, ry: number, ear: string): string {
  return (
    ear +
    shadow(50, 84, 34, 5) +
    `<path d="M18 58 Q20 84 50 84 Q80 84 82 58 Z" fill="#b5651d"/>` +
    `<path d="M20 58 Q50 32 80 58 Z" fill="${grainFill}"/>` +
    heap(rng, 150, 50, 52, 28, 7, grain(rx, ry, grainFill)) +
    `<ellipse cx="50" cy="58" rx="32" ry="3" fill="#8a4b14"/><path d="M24 66 Q50 74 76 66" stroke="#d98c4a" stroke-width="1.2" fill="none"/>`
  );
}

const stalk = (x: number, colour: string) => `<path d="M${x} 88 Q${x - 2} 50 ${x + 4} 20" stroke="${colour}" stroke-width="1.2" fill="none"/>`;
const EAR = {
  /** A bushy, drooping foxtail. */
  foxtail: (fill: string) =>
    stalk(16, '#7a8f3a') + `<path d="M20 20 Q30 16 34 26 Q36 38 28 44 Q24 32 20 20 Z" fill="${fill}" stroke="#b08a2a" stroke-width="0.6"/>`,
  /** A loose, open panicle of tiny grains. */
  panicle: (fill: string) =>
    stalk(16, '#7a8f3a') +
    Array.from(
      { length: 7 },
      (_, i) =>
        `<path d="M20 ${22 + i * 3} q${6 + i} -2 ${9 + i} ${3 + i}" stroke="#7a8f3a" stroke-width="0.6" fill="none"/><circle cx="${29 + i}" cy="${25 + i * 4}" r="1" fill="${fill}"/>`,
    ).join(''),
  /** Ragi's fingers. */
  fingers: (fill: string) =>
    stalk(16, '#7a8f3a') + [-40, -15, 10, 35].map((a) => `<ellipse cx="20" cy="12" rx="2" ry="7" fill="${fill}" transform="rotate(${a} 20 20)"/>`).join(''),
  /** A dense spike (bajra). */
  spike: (fill: string) => stalk(16, '#7a8f3a') + `<rect x="17" y="10" width="6" height="22" rx="3" fill="${fill}" transform="rotate(8 20 20)"/>`,
  /** A round head of big grains (jowar). */
  head: (fill: string) => stalk(16, '#7a8f3a') + `<ellipse cx="21" cy="20" rx="7" ry="9" fill="${fill}" stroke="#c9b98f" stroke-width="0.6"/>`,
};

// --- the catalogue's pictures -----------------------------------------------------------------------

const almond = grain(3.4, 5.2, '#a0612f', `<path d="M0 -4 L0 4" stroke="#7a4420" stroke-width="0.5"/>`);
const cashew: HeapItem = (x, y, a) =>
  `<g transform="translate(${x} ${y}) rotate(${a})"><path d="M-5 -2 Q-6 -7 0 -7 Q6 -7 6 -1 Q6 5 0 6 Q-4 6 -3 3 Q0 3 1 0 Q1 -3 -2 -3 Q-4 -3 -5 -2 Z" fill="#f3dcae" stroke="#c9a66b" stroke-width="0.4"/></g>`;
const walnut: HeapItem = (x, y, a) =>
  `<g transform="translate(${x} ${y}) rotate(${a})"><path d="M-7 0 Q-7 -6 0 -6 Q7 -6 7 0 Q7 6 0 6 Q-7 6 -7 0 Z" fill="#c48a4a"/><path d="M0 -6 L0 6 M-6 -2 Q-3 0 -6 3 M6 -2 Q3 0 6 3 M-3 -5 Q-1 -2 -3 1 M3 -5 Q1 -2 3 1" stroke="#8a5a2a" stroke-width="0.8" fill="none"/></g>`;
const pistachio: HeapItem = (x, y, a) =>
  `<g transform="translate(${x} ${y}) rotate(${a})"><ellipse rx="6" ry="4" fill="#e9dcc0" stroke="#c9b48c" stroke-width="0.5"/><path d="M-4 -0.5 Q0 -3.5 4 -0.5 Q0 2 -4 -0.5 Z" fill="#8fbf3a"/><path d="M-3 -0.8 Q0 -2.6 3 -0.8" stroke="#6b4a7a" stroke-width="0.6" fill="none"/></g>`;
const raisin = grain(2.1, 2.8, '#2a1630', `<path d="M-1 -1 Q0 0 1 -1 M-1 1 Q0 0 1 1" stroke="#5a3a62" stroke-width="0.4" fill="none"/>`);
const date = grain(4, 8.5, '#5a2a14', `<path d="M-2 -5 Q0 0 -2 5 M2 -4 Q1 0 2 4" stroke="#3a1a0a" stroke-width="0.5" fill="none"/>`);
const driedFig: HeapItem = (x, y, a) =>
  `<g transform="translate(${x} ${y}) rotate(${(a % 40) - 20})"><circle r="6.5" fill="#9c6b3c"/><circle r="4" fill="#b98552" fill-opacity="0.6"/><path d="M0 -6.5 L1 -9" stroke="#5a3a1a" stroke-width="1.2"/></g>`;
const SCENES: Record<string, Scene> = {
  'Country Chicken (Natu Kodi)': () => backdrop('#f0dcc8', '#fbf3ea') + chicken('#c98a4a', '#9a5f2c', '#3a2e22', '#c92a2a', '#e6b35a'),
  'Sonali Chicken (Live)': () => backdrop('#d8e8c0', '#f4f8e8') + chicken('#b5532a', '#8a3b1c', '#2f3b2a', '#d22b2b', '#e0a84a'),
  'Kadaknath Chicken (Live)': () => backdrop('#f2d9a0', '#fff4dc') + chicken('#1d1d24', '#2a3350', '#14161f', '#4a2c3a', '#2d2d33'),
  'Turkey (Live)': () => backdrop('#cfe3ef', '#f1f8fc') + turkey,
  'Guinea Fowl (Live)': (rng) => backdrop('#f3e2c4', '#fff8ea') + guineaFowl(rng),
  'Duck (Live)': () => backdrop('#bfe0d4', '#eef8f4') + duck,
  'Rabbit Meat': () => backdrop('#e7d3c4', '#faf1ea') + rabbit,
  'Goat Mutton (Curry Cut)': (rng) => backdrop('#f0d6c8', '#fcf2ec') + mutton(rng),

  'Country Chicken Eggs': eggBasket('#f6e1b8', '#fff8ea', { fill: '#c58a58' }, [
    [36, 54, 11, -12],
    [52, 50, 11.5, 6],
    [66, 56, 11, 16],
  ]),
  'Kadaknath Eggs': eggBasket('#d9d0dc', '#f3eef4', { fill: '#ecd3c4' }, [
    [34, 56, 9.5, -10],
    [48, 52, 10, 4],
    [62, 55, 9.5, 12],
    [54, 62, 9, -4],
  ]),
  'Duck Eggs': eggBasket('#cde6e6', '#f2fafa', { fill: '#e4f0ea' }, [
    [40, 52, 14, -8],
    [62, 54, 14, 12],
  ]),
  'Quail Eggs': eggBasket('#e6efd8', '#f8fbf2', { fill: '#efe4c8', speckle: { colour: '#4a3020', count: 12, big: 1.1 } }, [
    [28, 60, 6, -20],
    [38, 56, 6.2, 8],
    [48, 58, 6, -6],
    [58, 55, 6.2, 14],
    [68, 60, 6, -12],
    [34, 64, 6, 10],
    [52, 64, 6, -16],
    [64, 65, 6, 6],
  ]),
  'Turkey Eggs': eggBasket('#ead2cc', '#fbf1ee', { fill: '#f3e6cc', speckle: { colour: '#8a5a36', count: 60, big: 0.35 } }, [
    [38, 52, 13.5, -10],
    [62, 53, 13.5, 10],
  ]),
  'Guinea Fowl Eggs': eggBasket('#f2e6d2', '#fdf8ef', { fill: '#d9b48a', speckle: { colour: '#9a6b44', count: 25, big: 0.3 } }, [
    [32, 56, 9, -14],
    [46, 52, 9.2, 2],
    [60, 54, 9, 14],
    [70, 60, 8.5, 22],
  ]),

  'Country Chicken Pickle': (rng) =>
    backdrop('#f5dcc2', '#fff5ea') + pickle(rng, '#8e2a14', '#c0392b', '#b5532a', pieces(rng, '#b4533a', 14) + bones(rng), ICON.chickenHead),
  'Boneless Chicken Pickle': (rng) =>
    backdrop('#f9e7b0', '#fffaea') + pickle(rng, '#b83a10', '#e5a50a', '#d97706', pieces(rng, '#e07b39', 20), ICON.chickenHead),
  'Mutton Pickle': (rng) =>
    backdrop('#e3d3c6', '#f8f0ea') + pickle(rng, '#4a1e0e', '#365e3a', '#7a3b22', pieces(rng, '#6b2d18', 16) + bones(rng), ICON.goatHead),
  'Prawn Pickle': (rng) => backdrop('#cfe0f2', '#f1f7fd') + pickle(rng, '#a3240f', '#2563a6', '#e0603c', prawns(rng, 10), ICON.prawn),
  'Fish Pickle': (rng) => backdrop('#cdeae4', '#f0faf8') + pickle(rng, '#9c2c12', '#0f766e', '#1f8a7a', fishChunks(rng, 12), ICON.fish),
  'Seafood Mix Pickle': (rng) =>
    backdrop('#d6dcf2', '#f3f5fd') + pickle(rng, '#992611', '#1e3a8a', '#3b5bb5', prawns(rng, 5) + rings(rng, 6) + fishChunks(rng, 5), ICON.seafood),
  'Avakaya Mango Pickle': (rng) => backdrop('#fbe3b8', '#fff7e8') + pickle(rng, '#b91c1c', '#ea7317', '#c2410c', mangoes(rng), ICON.mango),
  'Gongura Pickle': (rng) => backdrop('#d9ead0', '#f4faef') + pickle(rng, '#3b4a1a', '#7f1d1d', '#4d7c0f', leaves(rng), ICON.leaf),

  'A2 Desi Cow Ghee': (rng) =>
    backdrop('#f6e7c1', '#fffaf0') +
    jar('ghee', '#f0b93a', '#8a5a1c', heap(rng, 90, 50, 62, 24, 24, dot(0.8, '#f8d77a')), badge(50, 58, 11, '#2f6b3a', ICON.cow(50, 58))),
  'Buffalo Ghee': (rng) =>
    backdrop('#e5e1d6', '#faf8f2') +
    jar('bghee', '#f4e4b0', '#3d3d45', heap(rng, 160, 50, 62, 28, 24, dot(1, '#fbf3d6')), badge(50, 58, 11, '#5b4b8a', ICON.buffalo(50, 58)), true),
  'Desi Cow Milk': () =>
    backdrop('#cfe3f6', '#f2f8fe') +
    shadow(50, 88, 18) +
    `<path d="M38 30 L38 22 L62 22 L62 30 Q70 36 70 46 L70 84 Q70 88 66 88 L34 88 Q30 88 30 84 L30 46 Q30 36 38 30 Z" fill="#fdfdfb" stroke="#c9d6e3" stroke-width="0.8"/>` +
    `<rect x="37" y="14" width="26" height="9" rx="2" fill="#2f6fb5"/><rect x="34" y="52" width="32" height="20" rx="3" fill="#2f6fb5"/>` +
    ICON.cow(50, 62) +
    `<path d="M72 70 Q80 60 84 70 Q86 78 78 78 Q72 78 72 70 Z" fill="#fdfdfb"/><circle cx="84" cy="62" r="2" fill="#fdfdfb"/>`,
  'Farm Fresh Paneer': () =>
    backdrop('#e9ddc9', '#fbf6ee') +
    shadow(50, 82, 36, 5) +
    `<rect x="14" y="70" width="72" height="10" rx="3" fill="#a8713a"/><rect x="14" y="70" width="72" height="3" fill="#c48b4f"/>` +
    [
      [26, 52],
      [48, 52],
      [37, 36],
      [60, 58],
      [70, 46],
    ]
      .map(
        ([x, y]) =>
          `<g transform="translate(${x} ${y})"><path d="M0 6 L12 0 L24 6 L12 12 Z" fill="#fffdf5"/><path d="M0 6 L12 12 L12 24 L0 18 Z" fill="#ece5d3"/><path d="M24 6 L12 12 L12 24 L24 18 Z" fill="#f6f0e1"/></g>`,
      )
      .join(''),
  'Set Curd': () =>
    backdrop('#f1d9c6', '#fdf3ea') +
    shadow(50, 86, 30, 5) +
    `<path d="M20 44 Q16 80 36 86 L64 86 Q84 80 80 44 Z" fill="#b4532a"/><ellipse cx="50" cy="44" rx="31" ry="8" fill="#8e3d1c"/><ellipse cx="50" cy="45" rx="28" ry="6.5" fill="#fbf9f2"/>` +
    `<path d="M26 60 Q50 66 74 60" stroke="#d47a4c" stroke-width="1.6" fill="none"/><path d="M60 44 L80 20" stroke="#c9a46b" stroke-width="3" stroke-linecap="round"/><ellipse cx="58" cy="46" rx="5" ry="3" fill="#e9e3d2"/>`,
  'White Butter': () =>
    backdrop('#e4efd4', '#f8fcf2') +
    `<path d="M8 70 Q50 40 92 64 Q70 86 30 84 Q12 80 8 70 Z" fill="#3f7d2a"/><path d="M10 70 Q50 58 90 64" stroke="#6aa84f" stroke-width="1.2" fill="none"/>` +
    `<path d="M26 66 Q22 52 34 48 Q34 36 48 36 Q58 30 66 40 Q78 42 76 54 Q82 64 70 68 Q50 74 26 66 Z" fill="#fffbe9" stroke="#e8dfc0" stroke-width="0.8"/>` +
    `<path d="M38 50 Q46 44 54 48 M56 56 Q62 52 68 56" stroke="#eee3bf" stroke-width="1.2" fill="none"/>`,

  'California Almonds': (rng) => backdrop('#efdcc4', '#fcf5ec') + plate() + heap(rng, 26, 50, 56, 30, 9, almond),
  'Cashews W240': (rng) => backdrop('#d9e4ee', '#f5f9fc') + plate('#3d5a80', '#2e4a6e') + heap(rng, 18, 50, 56, 29, 9, cashew),
  'Walnut Kernels': (rng) => backdrop('#e6e0d4', '#f9f7f2') + plate('#fdfaf3', '#e0d6c2') + heap(rng, 12, 50, 56, 28, 9, walnut),
  'Pistachios (Salted)': (rng) => backdrop('#dfe8cf', '#f6faee') + plate('#f6efe0', '#e0d3b8') + heap(rng, 18, 50, 56, 29, 9, pistachio),
  'Black Raisins': (rng) => backdrop('#ead9e6', '#faf3f8') + plate() + heap(rng, 70, 50, 56, 30, 9.5, raisin),
  'Medjool Dates': (rng) => backdrop('#f0e0c8', '#fdf6ea') + plate('#fbf7ee', '#e2d2b2') + heap(rng, 11, 50, 56, 28, 8, date),
  'Dried Figs (Anjeer)': (rng) =>
    backdrop('#eadbd2', '#fbf5f1') +
    plate() +
    heap(rng, 8, 44, 55, 24, 8, driedFig) +
    `<g transform="translate(72 56)"><circle r="9" fill="#7a3a52"/><circle r="7" fill="#e8b0a0"/><circle r="4.5" fill="#c0465e"/>` +
    Array.from({ length: 14 }, (_, i) => `<circle cx="${n(Math.cos(i) * 3)}" cy="${n(Math.sin(i * 1.7) * 3)}" r="0.45" fill="#f7e7c8"/>`).join('') +
    `</g>`,

  'Cold-Pressed Groundnut Oil': (rng) =>
    backdrop('#f6e3bc', '#fffaee') +
    bottle('g', '#e0a526', '#7a4a1a', '#a0612f', ICON.peanut(46, 62)) +
    heap(rng, 5, 76, 80, 10, 4, (x, y, a) => `<g transform="rotate(${a} ${x} ${y})">${ICON.peanut(x, y)}</g>`),
  'Cold-Pressed Sesame (Gingelly) Oil': (rng) =>
    backdrop('#e2d8cc', '#f8f4ef') +
    bottle('s', '#8a4b14', '#1f1f1f', '#2d2d2d', ICON.sesame(46, 62)) +
    heap(rng, 40, 76, 82, 12, 4, grain(0.7, 1.4, '#1c1c1c')),
  'Cold-Pressed Coconut Oil': () =>
    backdrop('#d6ecec', '#f3fbfb') +
    bottle('c', '#f4f1e4', '#2f7d6d', '#2f7d6d', ICON.coconut(46, 62)) +
    `<g transform="translate(76 78)"><ellipse rx="12" ry="8" fill="#6b4226"/><ellipse cy="-1" rx="10" ry="6" fill="#fbf8ef"/><ellipse cy="-0.5" rx="6" ry="3" fill="#eee9da"/></g>`,
  'Cold-Pressed Mustard Oil': (rng) =>
    backdrop('#f4efc0', '#fefbe6') +
    bottle('m', '#d4a017', '#8a6d0b', '#5f7a1a', ICON.flower(46, 62, '#facc15', '#a16207', 4)) +
    stalk(78, '#5f7a1a') +
    [
      [80, 22],
      [86, 30],
      [76, 34],
      [84, 42],
    ]
      .map(([x, y]) => ICON.flower(x, y, '#facc15', '#eab308', 4))
      .join('') +
    heap(rng, 30, 74, 84, 10, 3, dot(0.9, '#7a3a12')),
  'Cold-Pressed Safflower Oil': () =>
    backdrop('#f9e0c8', '#fff6ec') +
    bottle('f', '#f1d27a', '#b45309', '#ea580c', ICON.thistle(46, 62)) +
    stalk(78, '#5f7a1a') +
    `<g transform="translate(80 26) scale(1.6) translate(-80 -26)">${ICON.thistle(80, 26)}</g>`,
  'Cold-Pressed Sunflower Oil': () =>
    backdrop('#fbeeb0', '#fffbe6') +
    bottle('u', '#f6dd6a', '#15803d', '#15803d', ICON.flower(46, 62, '#fbbf24', '#713f12', 10)) +
    stalk(78, '#15803d') +
    `<g transform="translate(82 28) scale(2.2) translate(-82 -28)">${ICON.flower(82, 28, '#fbbf24', '#713f12', 12)}</g>`,

  'Foxtail Millet': (rng) => backdrop('#f3ecc6', '#fffbe8') + milletBowl(rng, '#e6c65c', 1.1, 1.4, EAR.foxtail('#d9b64a')),
  'Little Millet': (rng) => backdrop('#c9dcef', '#eef4fb') + milletBowl(rng, '#d8cfb0', 0.8, 1.1, EAR.panicle('#cfc5a4')),
  'Kodo Millet': (rng) => backdrop('#d6d0e8', '#f2f0fa') + milletBowl(rng, '#9c6b3c', 1.2, 1.5, EAR.panicle('#8a5a30')),
  'Barnyard Millet': (rng) => backdrop('#bfe0b0', '#eaf6e4') + milletBowl(rng, '#efe8d6', 1.0, 1.3, EAR.panicle('#b8c9a0')),
  'Browntop Millet': (rng) => backdrop('#ece0cc', '#fbf7ef') + milletBowl(rng, '#b98a56', 1.0, 1.3, EAR.foxtail('#a67844')),
  'Finger Millet (Ragi)': (rng) => backdrop('#f0d8cc', '#fcf3ee') + milletBowl(rng, '#8b3a24', 1.0, 1.0, EAR.fingers('#9a4a2c')),
  'Sorghum (Jowar)': (rng) => backdrop('#e9e4f0', '#f8f6fb') + milletBowl(rng, '#f3ecd9', 1.7, 1.7, EAR.head('#efe6cc')),
  'Pearl Millet (Bajra)': (rng) => backdrop('#dfe3d4', '#f6f8f0') + milletBowl(rng, '#8c917a', 1.3, 1.3, EAR.spike('#7c8168')),
};

/** The SVG of a demo product's picture; an Error for a name without a drawing (every demo product has one). */
export function productArtSvg(name: string, size = PICTURE_SIZE): string {
  const scene = SCENES[name];
  if (!scene) throw new Error(`No picture is drawn for "${name}"`);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 100 100">${scene(random(hashOf(name)))}</svg>`;
}

/** A demo product's picture as a PNG of PICTURE_SIZE pixels square (the stored original; the API serves WebP sizes). */
export function productPicturePng(name: string, size = PICTURE_SIZE): Promise<Buffer> {
  return sharp(Buffer.from(productArtSvg(name, size)))
    .png({ compressionLevel: 6 })
    .toBuffer();
}
