import type { ProductCategory } from '../modules/catalogue/categories';
import { encodePng, type Raster } from './png';

/** Product pictures drawn by the project itself: a coloured tile with a simple shape per category. */

type Rgb = [number, number, number];
type Shape = (x: number, y: number) => boolean;

const circle = (cx: number, cy: number, r: number): Shape => (x, y) => (x - cx) ** 2 + (y - cy) ** 2 <= r * r;
const ellipse = (cx: number, cy: number, rx: number, ry: number): Shape => (x, y) =>
  ((x - cx) / rx) ** 2 + ((y - cy) / ry) ** 2 <= 1;
const rect = (x0: number, y0: number, x1: number, y1: number): Shape => (x, y) => x >= x0 && x <= x1 && y >= y0 && y <= y1;
const triangle = (apexX: number, apexY: number, baseY: number, halfWidth: number): Shape => (x, y) =>
  y >= apexY && y <= baseY && Math.abs(x - apexX) <= ((y - apexY) / (baseY - apexY)) * halfWidth;
const any = (...shapes: Shape[]): Shape => (x, y) => shapes.some((s) => s(x, y));

/** Shapes in a 0..1 square: y grows downwards. */
const ART: Record<ProductCategory, { background: Rgb; ink: Rgb; shape: Shape }> = {
  livebirds: { background: [196, 92, 38], ink: [253, 236, 200], shape: any(ellipse(0.47, 0.58, 0.26, 0.19), circle(0.7, 0.36, 0.1), triangle(0.84, 0.33, 0.39, 0.04)) },
  meat: { background: [150, 40, 48], ink: [250, 214, 205], shape: any(ellipse(0.45, 0.5, 0.27, 0.2), rect(0.66, 0.46, 0.86, 0.54), circle(0.87, 0.44, 0.05), circle(0.87, 0.56, 0.05)) },
  eggs: { background: [232, 190, 92], ink: [255, 250, 238], shape: any(ellipse(0.38, 0.55, 0.15, 0.21), ellipse(0.63, 0.52, 0.15, 0.21)) },
  pickles: { background: [120, 134, 40], ink: [241, 197, 84], shape: any(rect(0.3, 0.34, 0.7, 0.8), rect(0.27, 0.24, 0.73, 0.33)) },
  dairy: { background: [74, 132, 196], ink: [250, 252, 255], shape: any(rect(0.32, 0.42, 0.68, 0.82), triangle(0.5, 0.2, 0.42, 0.18)) },
  dryfruits: { background: [121, 78, 48], ink: [231, 190, 140], shape: any(circle(0.36, 0.4, 0.11), circle(0.62, 0.38, 0.1), circle(0.5, 0.6, 0.12), circle(0.3, 0.66, 0.09), circle(0.7, 0.64, 0.1)) },
  oils: { background: [214, 160, 30], ink: [255, 236, 160], shape: any(circle(0.5, 0.6, 0.2), triangle(0.5, 0.16, 0.52, 0.18)) },
  millets: { background: [160, 120, 70], ink: [242, 222, 170], shape: any(...[0.3, 0.5, 0.7].flatMap((x) => [0.3, 0.5, 0.7].map((y) => ellipse(x, y, 0.06, 0.09)))) },
};

/** A tile for one product: its category's picture, the shade nudged by `variation` so neighbours differ. */
export function productTile(category: ProductCategory, variation: number, size = 256): Raster {
  const { background, ink, shape } = ART[category];
  const shade = 1 - (variation % 5) * 0.06;
  const bg = background.map((c) => Math.round(c * shade)) as Rgb;
  const pixels = new Uint8Array(size * size * 4);
  for (let py = 0; py < size; py++) {
    for (let px = 0; px < size; px++) {
      const colour = shape((px + 0.5) / size, (py + 0.5) / size) ? ink : bg;
      pixels.set([...colour, 255], (py * size + px) * 4);
    }
  }
  return { width: size, height: size, pixels };
}

export function productTilePng(category: ProductCategory, variation: number): Buffer {
  return encodePng(productTile(category, variation));
}
