import mongoose from 'mongoose';
import { signUp } from '../helpers/accounts';
import { createProduct } from '../catalogue/fixtures';
import { startTestApp, type TestApp } from '../helpers/build-app';
import { placeOrder, seedCatalogue, type Catalogue } from './fixtures';

interface Command {
  name: string;
  collection: string;
  filter?: Record<string, unknown>;
}

/** Calls that only insert: no filter to look at. */
const NO_FILTER = new Set(['insertOne', 'insertMany']);
/**
 * The reconciliation of the order messages runs on its own clock (docs/notifications.md), so it may land inside
 * the window; it is not part of placing an order. The sender's look through the whole outbox happens at start and
 * then once per NOTIFY_POLL_MS (ten minutes below), so what it does in the window is sending the order's own
 * message, by `_id`.
 */
const isReconciliation = (c: Command) => c.collection === 'order_change_notes' && c.name === 'find';

/**
 * Checkout must stay fast on the embedded database, where only a lookup by `_id` avoids reading every document of
 * the collection (docs/decisions.md, "Performance"): every call the quote and the order make finds,
 * updates or deletes one document by its `_id` (an equality, not a list), or inserts one. Watched through
 * mongoose's debug hook in the real app, against the real database (an aggregate always counts as a scan).
 */
describe('the order path reads and writes by _id only', () => {
  let t: TestApp;
  let cat: Catalogue;
  let counted: string;
  const seen: Command[] = [];
  /** mongoose's debug hook: every model call with its collection, method and arguments (the filter first). */
  const watch = (collection: string, name: string, ...args: unknown[]) => {
    const filter = NO_FILTER.has(name) || name === 'aggregate' ? undefined : (args[0] as Record<string, unknown> | undefined);
    seen.push({ name, collection, filter: name === 'aggregate' ? {} : filter });
  };

  beforeAll(async () => {
    t = await startTestApp({ NOTIFY_POLL_MS: '600000' });
    cat = await seedCatalogue(t);
    const product = await createProduct(t, { name: 'Counted Kadaknath', category: 'meat' }, { label: '1kg', price: 900, stock: 50 });
    counted = product.variants[0].id;
    // A store's first order also creates its counters (counters.ts looks for them until they exist): a store
    // with orders has them.
    await placeOrder(t, await signUp(t), [{ id: cat.chicken1kg, quantity: 1 }]);
    mongoose.set('debug', watch);
  });
  afterAll(async () => {
    mongoose.set('debug', false);
    await t?.close();
  });

  /** What placing one order (quote, then order) sends, leaving out the order messages' own work. */
  async function commandsOf(run: () => Promise<unknown>): Promise<Command[]> {
    seen.length = 0;
    await run();
    return seen.filter((c) => !isReconciliation(c));
  }

  const byIdOnly = (c: Command) => {
    const id = c.filter?._id;
    return (
      NO_FILTER.has(c.name) ||
      (id !== undefined && (typeof id !== 'object' || id === null || id instanceof mongoose.Types.ObjectId || !Object.keys(id).some((k) => k.startsWith('$'))))
    );
  };

  it.each([
    ["a customer's first order", true],
    ["a customer's later order", false],
  ])('%s', async (_what, first) => {
    const c = await signUp(t);
    if (!first) await placeOrder(t, c, [{ id: cat.chicken1kg, quantity: 1 }]);
    const commands = await commandsOf(() =>
      placeOrder(t, c, [
        { id: cat.chicken1kg, quantity: 1 },
        { id: cat.ghee500ml, quantity: 2 },
      ]),
    );
    expect(commands.filter((cmd) => cmd.collection === 'orders' && cmd.name === 'insertOne')).toHaveLength(1);
    expect(commands.filter((cmd) => !byIdOnly(cmd))).toEqual([]);
  });

  it("reads the signed-in customer once per request, and the catalogue's variants only when the catalogue changed", async () => {
    const c = await signUp(t);
    const cart = [
      { id: cat.chicken1kg, quantity: 1 },
      { id: cat.ghee500ml, quantity: 2 },
    ];
    await placeOrder(t, c, cart);
    const commands = await commandsOf(() => placeOrder(t, c, cart));
    const count = (collection: string) => commands.filter((cmd) => cmd.collection === collection && cmd.name.startsWith('find')).length;
    // The quote's and the order's session checks; the order's contact and message preferences come with its check.
    expect(count('users')).toBe(2);
    // The catalogue version, once for the quote and once for the order; the prices were read by the order before.
    expect(count('catalogue_version')).toBe(2);
    expect(count('variants') + count('products')).toBe(0);
  });

  it('touches the stock only of variants whose stock is counted', async () => {
    const c = await signUp(t);
    const untracked = await commandsOf(() =>
      placeOrder(t, c, [
        { id: cat.chicken1kg, quantity: 1 },
        { id: cat.ghee500ml, quantity: 1 },
      ]),
    );
    expect(untracked.filter((cmd) => cmd.collection === 'variants' && cmd.name !== 'find')).toEqual([]);
    const mixed = await commandsOf(() =>
      placeOrder(t, c, [
        { id: cat.chicken1kg, quantity: 1 },
        { id: counted, quantity: 3 },
      ]),
    );
    const writes = mixed.filter((cmd) => cmd.collection === 'variants' && cmd.name !== 'find');
    expect(writes).toHaveLength(1);
    expect(String(writes[0]!.filter!._id)).toBe(counted);
  });
});
