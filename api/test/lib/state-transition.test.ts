import mongoose, { Schema } from 'mongoose';
import { KeyedLock, transition } from '../../src/lib/state-transition';
import { useTestApp } from '../helpers/build-app';

const TicketModel = mongoose.model('TransitionTicket', new Schema({ state: String, owner: String, history: [String] }));

describe('transition()', () => {
  useTestApp(); // for its database connection

  it('lets exactly one of many parallel conditional updates win', async () => {
    const ticket = await TicketModel.create({ state: 'open', history: [] });
    const id = ticket._id.toString();
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        transition(TicketModel, id, { state: 'open' }, { $set: { state: 'taken', owner: `p${i}` }, $push: { history: `p${i}` } }),
      ),
    );
    const winners = results.filter((r) => r !== null);
    expect(winners).toHaveLength(1);
    const stored = await TicketModel.findById(id).lean();
    expect(stored?.history).toEqual([winners[0]!.owner]);
    expect(stored?.state).toBe('taken');
  });

  it('returns null when the document is not in the expected state', async () => {
    const ticket = await TicketModel.create({ state: 'closed' });
    const result = await transition(TicketModel, ticket._id.toString(), { state: 'open' }, { $set: { state: 'taken' } });
    expect(result).toBeNull();
    expect((await TicketModel.findById(ticket._id).lean())?.state).toBe('closed');
  });
});

describe('KeyedLock', () => {
  it('runs work for one key one at a time, and other keys in parallel', async () => {
    const lock = new KeyedLock();
    const log: string[] = [];
    // a1 holds key 'a' until the event loop's next turn; b1 (only promise steps) ends before it only if it ran beside a1.
    const nextTurn = () => new Promise((r) => setImmediate(r));
    const step = (name: string, waitFor?: () => Promise<unknown>) => async () => {
      log.push(`${name}:start`);
      await waitFor?.();
      log.push(`${name}:end`);
    };
    await Promise.all([lock.run('a', step('a1', nextTurn)), lock.run('a', step('a2')), lock.run('b', step('b1'))]);
    expect(log.indexOf('a1:end')).toBeLessThan(log.indexOf('a2:start'));
    expect(log.indexOf('b1:end')).toBeLessThan(log.indexOf('a1:end'));
  });

  it('keeps going after a failed task', async () => {
    const lock = new KeyedLock();
    await expect(lock.run('k', async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    await expect(lock.run('k', async () => 'next')).resolves.toBe('next');
  });
});
