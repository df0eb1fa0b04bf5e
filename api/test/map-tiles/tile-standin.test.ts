import { inflateSync } from 'node:zlib';
import { startTileStandIn, tilesServed, type TileStandIn } from '../../../scripts/lib/tile-standin';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** A PNG's chunks in order (type and data), as a decoder reads them. */
function chunks(png: Buffer): Array<{ type: string; data: Buffer }> {
  const found: Array<{ type: string; data: Buffer }> = [];
  for (let at = PNG_SIGNATURE.length; at < png.length;) {
    const length = png.readUInt32BE(at);
    found.push({ type: png.toString('ascii', at + 4, at + 8), data: png.subarray(at + 8, at + 8 + length) });
    at += 12 + length;
  }
  return found;
}

/** The map tile stand-in of development and tests answers tiles as OpenStreetMap's tile server does, and counts them. */
describe('the map tile stand-in', () => {
  let standIn: TileStandIn;
  beforeAll(async () => {
    standIn = await startTileStandIn();
  });
  afterAll(() => standIn.close());

  const tile = async (path: string) => {
    const res = await fetch(`${standIn.url}${path}`);
    return { res, body: Buffer.from(await res.arrayBuffer()) };
  };

  it('answers a tile with a decodable 256×256 PNG that browsers keep for a day', async () => {
    const { res, body } = await tile('/15/23456/14890.png');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('cache-control')).toBe('public, max-age=86400');
    expect(body.subarray(0, 8)).toEqual(PNG_SIGNATURE);
    const parts = chunks(body);
    expect(parts.map((c) => c.type)).toEqual(['IHDR', 'IDAT', 'IEND']);
    const header = parts[0].data;
    expect([header.readUInt32BE(0), header.readUInt32BE(4)]).toEqual([256, 256]);
    // 8-bit RGB rows, each a filter byte and 256 pixels: the whole picture is there.
    expect(inflateSync(parts[1].data)).toHaveLength(256 * (1 + 256 * 3));
  });

  it('draws the same picture for the same tile, and a different one for another tile', async () => {
    const first = (await tile('/12/2930/1860.png')).body;
    expect((await tile('/12/2930/1860.png')).body).toEqual(first);
    expect((await tile('/12/2931/1860.png')).body).not.toEqual(first);
  });

  it('has every tile from zoom 0 to 19 and no other', async () => {
    expect((await tile('/0/0/0.png')).res.status).toBe(200);
    expect((await tile('/19/524287/524287.png')).res.status).toBe(200);
    for (const path of ['/20/0/0.png', '/0/1/0.png', '/0/0/1.png', '/3/8/0.png', '/3/0/8.png', '/3/1/1.jpg', '/3/1', '/']) {
      expect([path, (await tile(path)).res.status]).toEqual([path, 404]);
    }
    expect((await fetch(`${standIn.url}/3/1/1.png`, { method: 'POST' })).status).toBe(405);
  });

  it('counts the tiles it served, not the ones it refused', async () => {
    const before = await tilesServed(standIn.url);
    expect(before).toBe(standIn.served);
    await tile('/5/10/12.png');
    await tile('/5/11/12.png');
    await tile('/5/32/12.png');
    expect(await tilesServed(standIn.url)).toBe(before + 2);
    expect(standIn.served).toBe(before + 2);
  });
});
