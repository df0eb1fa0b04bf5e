import fc from 'fast-check';
import { randomUUID } from 'node:crypto';
import { startTestApp, type TestApp } from '../helpers/build-app';
import { creditStatement, moveCredit } from '../../src/modules/store-credit/service';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const customer = () => `customer-${randomUUID()}`;

describe('store credit ledger', () => {
  it('adds a credit once per source, however often it is applied', async () => {
    const user = customer();
    const move = { userId: user, key: 'complaint:c1', amountPaise: 12_345, reason: 'Spoiled chicken' };
    const outcomes = await Promise.all([moveCredit(move), moveCredit(move), moveCredit(move)]);
    expect(outcomes.filter((o) => o.applied)).toHaveLength(1);
    const statement = await creditStatement(user);
    expect(statement.balancePaise).toBe(12_345);
    expect(statement.entries).toHaveLength(1);
  });

  it('refuses a spend the balance does not cover and changes nothing', async () => {
    const user = customer();
    await moveCredit({ userId: user, key: 'goodwill:g1', amountPaise: 5_000, reason: 'Late delivery' });
    await expect(moveCredit({ userId: user, key: 'spend:o1', amountPaise: -5_001, reason: 'Order' })).rejects.toMatchObject({ statusCode: 409 });
    await expect(moveCredit({ userId: user, key: 'spend:o2', amountPaise: -2_000, reason: 'Order' })).resolves.toEqual({ applied: true, balancePaise: 3_000 });
    expect((await creditStatement(user)).entries.map((e) => e.key)).toEqual(['spend:o2', 'goodwill:g1']);
  });

  it('knows a key already used after other entries were added', async () => {
    const user = customer();
    await moveCredit({ userId: user, key: 'goodwill:g2', amountPaise: 100, reason: 'Goodwill' });
    await moveCredit({ userId: user, key: 'spend:o4', amountPaise: -1, reason: 'Order' });
    await expect(moveCredit({ userId: user, key: 'goodwill:g2', amountPaise: 100, reason: 'Goodwill' })).resolves.toEqual({ applied: false, balancePaise: 99 });
  });

  it('a customer with no credit cannot spend any', async () => {
    await expect(moveCredit({ userId: customer(), key: 'spend:o3', amountPaise: -1, reason: 'Order' })).rejects.toMatchObject({ statusCode: 409 });
  });

  it('keeps the balance equal to the sum of its entries and never below zero under random concurrent credits and spends', async () => {
    const moveArb = fc.record({ credit: fc.boolean(), amount: fc.integer({ min: 1, max: 50_000 }), repeat: fc.boolean() });
    await fc.assert(
      fc.asyncProperty(fc.array(moveArb, { minLength: 1, maxLength: 12 }), async (moves) => {
        const user = customer();
        const calls = moves.map((m, i) => {
          const key = m.repeat && i > 0 ? `k${i - 1}` : `k${i}`;
          return moveCredit({ userId: user, key, amountPaise: m.credit ? m.amount : -m.amount, reason: 'test' }).catch((err: { statusCode?: number }) => {
            if (err.statusCode !== 409) throw err;
            return null;
          });
        });
        await Promise.all(calls);
        const { balancePaise, entries } = await creditStatement(user);
        expect(balancePaise).toBeGreaterThanOrEqual(0);
        expect(balancePaise).toBe(entries.reduce((sum, e) => sum + e.amountPaise, 0));
        expect(new Set(entries.map((e) => e.key)).size).toBe(entries.length);
      }),
      { numRuns: 25 },
    );
  });
});
