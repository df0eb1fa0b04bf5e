import { nextLookAt } from '../../src/modules/notifications/worker';

// The sender's look through the whole outbox (retries, other processes' rows): once per poll interval while it is
// cheap, and never more than a tenth of the time, so that on the embedded database (where it reads every row) a big
// outbox does not keep the database busy while shoppers place orders.
describe('nextLookAt', () => {
  const POLL_MS = 1000;

  it('looks again one poll interval after a cheap look (MongoDB: an index), at once when asked', () => {
    const last = { startedAt: 50_000, readMs: 3 };
    expect(nextLookAt(last, POLL_MS, false)).toBe(51_000);
    expect(nextLookAt(last, POLL_MS, true)).toBe(50_030);
  });

  it('waits ten times the reads of a costly look before the next, even when asked', () => {
    // 20,000 rows on the embedded database: about 2.6 s of reads.
    const last = { startedAt: 50_000, readMs: 2_600 };
    expect(nextLookAt(last, POLL_MS, false)).toBe(76_000);
    expect(nextLookAt(last, POLL_MS, true)).toBe(76_000);
  });

  it('looks at once on start', () => {
    expect(nextLookAt({ startedAt: 0, readMs: 0 }, POLL_MS, true)).toBe(0);
  });
});
