import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { SHOPPER_CATEGORIES } from '@farm-store/contracts/enums';
import { shelfCategories, type ProductCategory } from '../modules/catalogue/categories';
import { DEMO_PRODUCTS } from './demo-catalogue';
import { productArtSvg } from './product-art';

/**
 * `npx tsx api/src/scripts/shelf-videos.ts` (needs ffmpeg): the shop's looping shelf banners, made from the
 * demo products' own drawings. A row of the shelf's first pictures glides left and back (cosine easing, so
 * the last frame meets the first and the loop has no seam). The clips are committed under
 * shop-web/public/media/shelves/, so neither the build nor `make start` needs ffmpeg; run this again after
 * changing the drawings.
 */

const WIDTH = 480;
const HEIGHT = 270;
const PICTURES = 4;
const SECONDS = 12;
const FPS = 10;
const OUT = path.resolve(__dirname, '../../../shop-web/public/media/shelves');

async function strip(categories: ProductCategory[]): Promise<Buffer> {
  const names = DEMO_PRODUCTS.filter((p) => categories.includes(p.category))
    .slice(0, PICTURES)
    .map((p) => p.name);
  const tiles = await Promise.all(
    names.map((name) =>
      sharp(Buffer.from(productArtSvg(name, HEIGHT)))
        .png()
        .toBuffer(),
    ),
  );
  return sharp({ create: { width: HEIGHT * tiles.length, height: HEIGHT, channels: 3, background: '#ffffff' } })
    .composite(tiles.map((input, i) => ({ input, left: i * HEIGHT, top: 0 })))
    .png()
    .toBuffer();
}

async function main(): Promise<void> {
  mkdirSync(OUT, { recursive: true });
  const work = mkdtempSync(path.join(tmpdir(), 'shelf-videos-'));
  try {
    for (const shelf of SHOPPER_CATEGORIES) {
      const categories = shelfCategories(shelf)!;
      const source = path.join(work, `${shelf}.png`);
      await sharp(await strip(categories)).toFile(source);
      const travel = HEIGHT * PICTURES - WIDTH;
      const crop = `crop=${WIDTH}:${HEIGHT}:x='${travel}*(1-cos(2*PI*t/${SECONDS}))/2':y=0`;
      const input = [
        '-y',
        '-loglevel',
        'error',
        '-loop',
        '1',
        '-framerate',
        String(FPS),
        '-t',
        String(SECONDS),
        '-i',
        source,
        '-vf',
        `${crop},format=yuv420p`,
        '-an',
      ];
      execFileSync('ffmpeg', [...input, '-c:v', 'libvpx-vp9', '-b:v', '0', '-crf', '50', '-row-mt', '1', path.join(OUT, `${shelf}.webm`)]);
      execFileSync('ffmpeg', [...input, '-c:v', 'libx264', '-preset', 'veryslow', '-crf', '34', '-movflags', '+faststart', path.join(OUT, `${shelf}.mp4`)]);
      console.log(`${shelf}: webm and mp4 written`);
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exitCode = 1;
});
