import { randomBytes } from 'node:crypto';
import mongoose from 'mongoose';
import { devdbDatabaseUri } from '../../../scripts/lib/devdb';

/**
 * On the embedded database a look-up by `_id` is an index search in SQLite, also when the filter has other keys
 * (the condition of a conditional update): the order path depends on it to stay fast as collections grow
 * (docs/decisions.md, devdb/third_party/ferretdb/PATCHES.md). FerretDB's explain shows SQLite's own query plan
 * for the statement it runs, so this needs no timing.
 */
describe('devdb: look-ups by _id use the _id index', () => {
  let conn: mongoose.Connection;
  let items: mongoose.mongo.Collection<{ _id: string | mongoose.Types.ObjectId; status: string; stock: number }>;
  const objectId = new mongoose.Types.ObjectId();

  beforeAll(async () => {
    const base = process.env.TEST_DEVDB_URI!;
    conn = await mongoose.createConnection(devdbDatabaseUri(base, `devdb_${randomBytes(6).toString('hex')}`)).asPromise();
    items = conn.db!.collection('items');
    await items.insertMany([
      ...Array.from({ length: 50 }, (_, i) => ({ _id: `item-${i}`, status: i % 2 ? 'Pending' : 'Paid', stock: i })),
      { _id: objectId, status: 'Pending', stock: 5 },
    ]);
  });
  afterAll(async () => {
    await conn?.dropDatabase();
    await conn?.close();
  });

  /** SQLite's plan lines for this filter, as devdb runs it. */
  async function planOf(filter: Record<string, unknown>): Promise<string[]> {
    const explained = (await items.find(filter).explain()) as { queryPlanner: { Plan: string[] } };
    return explained.queryPlanner.Plan.map((line) => line.replace(/^.*detail=/, ''));
  }

  it.each([
    ['a string _id', { _id: 'item-7' }],
    ['an ObjectId _id', { _id: objectId }],
    ['an _id and a status (a conditional update)', { _id: 'item-7', status: 'Pending' }],
    ['an _id and a range on another field', { _id: 'item-7', stock: { $gte: 3 } }],
  ])('%s is an index search', async (_what, filter) => {
    const plan = await planOf(filter);
    expect(plan).toHaveLength(1);
    expect(plan[0]).toMatch(/^SEARCH .* USING INDEX /);
  });

  it('a filter without an _id still reads the whole collection (and finds the same documents)', async () => {
    expect(await planOf({ status: 'Pending' })).toEqual([expect.stringMatching(/^SCAN /)]);
    expect(await items.countDocuments({ status: 'Pending' })).toBe(26);
  });

  it('the other keys still decide whether the document matches', async () => {
    expect(await items.findOne({ _id: 'item-7', status: 'Paid' })).toBeNull();
    expect(await items.findOne({ _id: 'item-7', stock: { $gte: 8 } })).toBeNull();
    expect(await items.findOne({ _id: objectId, status: 'Pending' })).toEqual({ _id: objectId, status: 'Pending', stock: 5 });

    // A conditional update changes the document once: the second try no longer matches.
    const reserve = () => items.updateOne({ _id: 'item-7', status: 'Pending', stock: { $gte: 7 } }, { $set: { status: 'Paid' }, $inc: { stock: -7 } });
    expect((await reserve()).modifiedCount).toBe(1);
    expect((await reserve()).modifiedCount).toBe(0);
    expect(await items.findOne({ _id: 'item-7' })).toEqual({ _id: 'item-7', status: 'Paid', stock: 0 });

    const removed = await items.deleteOne({ _id: 'item-9', status: 'Paid' });
    expect(removed.deletedCount).toBe(0);
    expect((await items.deleteOne({ _id: 'item-9', status: 'Pending' })).deletedCount).toBe(1);
    expect(await items.countDocuments({})).toBe(50);
  });

  it('one update command of more statements than the database has connections changes every document', async () => {
    // Each statement's read used to stay open until the command ended, so the 101st waited for a connection forever.
    const many = await conn.db!.collection<{ _id: string; state: string }>('many');
    await many.insertMany(Array.from({ length: 150 }, (_, i) => ({ _id: `row-${i}`, state: 'claimed' })));
    const written = await many.bulkWrite(
      Array.from({ length: 150 }, (_, i) => ({ updateOne: { filter: { _id: `row-${i}`, state: 'claimed' }, update: { $set: { state: 'ordered' } } } })),
      { ordered: false },
    );
    expect(written.modifiedCount).toBe(150);
    expect(await many.countDocuments({ state: 'ordered' })).toBe(150);
  });
});
