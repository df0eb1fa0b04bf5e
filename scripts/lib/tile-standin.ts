import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { encodePng } from './png';

/**
 * A local stand-in for OpenStreetMap's tile server, for development and tests: the shop's and the partner app's
 * Leaflet maps load their raster tiles from here (the API's MAP_TILE_URL, `/tiles/{z}/{x}/{y}.png` behind the
 * development gateway), so a map works with no internet and nothing is asked of OpenStreetMap's servers.
 *   - `GET /{z}/{x}/{y}.png` (z 0–19, x and y 0..2^z−1; anything else 404): a 256×256 PNG drawn here that looks like
 *     a plain street map — land, a regular grid of streets and main roads, a few parks, a line at the tile's edges and
 *     its coordinates in small digits. The same tile is always the same picture; streets continue across tiles.
 *   - `GET /_standin/tiles.json` → `{served}`: how many tiles it has answered, so tests can see a map loaded.
 */

export interface TileStandInOptions {
  /** 0 (default) picks a free port. */
  port?: number;
  host?: string;
}

export interface TileStandIn {
  /** Base URL, e.g. http://127.0.0.1:41234 (tiles at `${url}/{z}/{x}/{y}.png`). */
  url: string;
  /** Tiles answered so far. */
  readonly served: number;
  close(): Promise<void>;
}

type Rgb = readonly [number, number, number];

const SIZE = 256;
const MAX_ZOOM = 19;
const TILE_PATH = /^\/(\d{1,2})\/(\d{1,6})\/(\d{1,6})\.png$/;

const LAND: Rgb = [242, 239, 233];
const PARK: Rgb = [200, 236, 196];
const STREET: Rgb = [255, 255, 255];
const MAIN_ROAD: Rgb = [252, 214, 164];
const CASING: Rgb = [214, 208, 199];
const EDGE: Rgb = [190, 184, 174];
const LABEL: Rgb = [110, 104, 96];
const LABEL_BACKING: Rgb = [252, 251, 248];

/** Streets every BLOCK world pixels (at every zoom: a stand-in, not a real place); every 4th is a main road. */
const BLOCK = 128;
const STREET_OFFSET = 40;
const STREET_WIDTH = 6;
const MAIN_ROAD_WIDTH = 10;

/** Digits and '/' of a 3×5 bitmap font, row by row (enough for "z/x/y"). */
const GLYPHS: Record<string, readonly string[]> = {
  '0': ['111', '101', '101', '101', '111'],
  '1': ['010', '110', '010', '010', '111'],
  '2': ['111', '001', '111', '100', '111'],
  '3': ['111', '001', '111', '001', '111'],
  '4': ['101', '101', '111', '001', '001'],
  '5': ['111', '100', '111', '001', '111'],
  '6': ['111', '100', '111', '101', '111'],
  '7': ['111', '001', '001', '001', '001'],
  '8': ['111', '101', '111', '101', '111'],
  '9': ['111', '101', '111', '001', '111'],
  '/': ['001', '001', '010', '100', '100'],
};
const FONT_SCALE = 2;
const LABEL_AT = 6;

export function startTileStandIn({ port = 0, host = '127.0.0.1' }: TileStandInOptions = {}): Promise<TileStandIn> {
  let served = 0;
  const server = createServer((req, res) => {
    if (handle(req, res) === 'tile' && req.method === 'GET') served++;
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      const address = server.address() as { port: number };
      resolve({
        url: `http://${host}:${address.port}`,
        get served() {
          return served;
        },
        close: () =>
          new Promise<void>((done) => {
            server.close(() => done());
            server.closeAllConnections();
          }),
      });
    });
  });

  function handle(req: IncomingMessage, res: ServerResponse): 'tile' | 'other' {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      send(res, 405, 'text/plain; charset=utf-8', 'Method not allowed', { allow: 'GET, HEAD' });
      return 'other';
    }
    const { pathname } = new URL(req.url ?? '/', 'http://stand-in');
    if (pathname === '/_standin/tiles.json') {
      send(res, 200, 'application/json', JSON.stringify({ served }));
      return 'other';
    }
    const tile = TILE_PATH.exec(pathname);
    const [z, x, y] = (tile?.slice(1) ?? []).map(Number);
    if (!tile || z > MAX_ZOOM || x >= 2 ** z || y >= 2 ** z) {
      send(res, 404, 'text/plain; charset=utf-8', 'No such tile');
      return 'other';
    }
    // Browsers keep a tile for a day, as they would OpenStreetMap's.
    send(res, 200, 'image/png', tilePng(z, x, y), { 'cache-control': 'public, max-age=86400' });
    return 'tile';
  }
}

/** How many tiles the stand-in at `url` has answered. */
export async function tilesServed(url: string): Promise<number> {
  const response = await fetch(`${url}/_standin/tiles.json`);
  if (!response.ok) throw new Error(`the tile stand-in answered ${response.status}`);
  return ((await response.json()) as { served: number }).served;
}

function send(res: ServerResponse, status: number, type: string, body: string | Buffer, headers: Record<string, string> = {}): void {
  res.writeHead(status, { 'content-type': type, 'cache-control': 'no-store', ...headers });
  res.end(body);
}

/** Which road, if any, crosses world pixel `at` (of one axis): its colour, or its casing at the road's sides. */
function roadAt(at: number): Rgb | undefined {
  const block = Math.floor((at - STREET_OFFSET) / BLOCK);
  const into = at - STREET_OFFSET - block * BLOCK;
  const width = block % 4 === 0 ? MAIN_ROAD_WIDTH : STREET_WIDTH;
  if (into >= width) return undefined;
  if (into === 0 || into === width - 1) return CASING;
  return block % 4 === 0 ? MAIN_ROAD : STREET;
}

/** Some blocks are parks: a fixed mix of the block's numbers, so a block is the same at every visit. */
function isPark(blockX: number, blockY: number): boolean {
  let h = Math.imul(blockX, 0x27d4eb2d) ^ Math.imul(blockY, 0x165667b1);
  h = Math.imul(h ^ (h >>> 15), 0x85ebca6b);
  return ((h ^ (h >>> 13)) >>> 0) % 7 === 0;
}

function tilePng(z: number, x: number, y: number): Buffer {
  const pixels = new Uint8Array(SIZE * SIZE * 3);
  const put = (px: number, py: number, rgb: Rgb) => pixels.set(rgb, (py * SIZE + px) * 3);
  const left = x * SIZE;
  const top = y * SIZE;
  const columns = Array.from({ length: SIZE }, (_, px) => roadAt(left + px));
  for (let py = 0; py < SIZE; py++) {
    const row = roadAt(top + py);
    const blockY = Math.floor((top + py - STREET_OFFSET) / BLOCK);
    for (let px = 0; px < SIZE; px++) {
      const road = row ?? columns[px];
      put(px, py, road ?? (isPark(Math.floor((left + px - STREET_OFFSET) / BLOCK), blockY) ? PARK : LAND));
    }
  }
  // The top and left edges only: next to its neighbours every tile boundary is one line.
  for (let i = 0; i < SIZE; i++) {
    put(i, 0, EDGE);
    put(0, i, EDGE);
  }
  const label = `${z}/${x}/${y}`;
  const advance = 4 * FONT_SCALE;
  for (let py = LABEL_AT - 2; py < LABEL_AT + 5 * FONT_SCALE + 2; py++) {
    for (let px = LABEL_AT - 2; px < LABEL_AT + label.length * advance; px++) put(px, py, LABEL_BACKING);
  }
  [...label].forEach((char, i) =>
    GLYPHS[char].forEach((bits, row) =>
      [...bits].forEach((bit, column) => {
        if (bit !== '1') return;
        for (let dy = 0; dy < FONT_SCALE; dy++) {
          for (let dx = 0; dx < FONT_SCALE; dx++) put(LABEL_AT + i * advance + column * FONT_SCALE + dx, LABEL_AT + row * FONT_SCALE + dy, LABEL);
        }
      }),
    ),
  );
  return encodePng({ width: SIZE, height: SIZE, pixels });
}
