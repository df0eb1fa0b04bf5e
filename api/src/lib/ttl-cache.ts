/**
 * Answers kept in this process for a short time, per key: a hot read (a product's rating on every product page) costs
 * the database one read per key per `ttlMs` instead of one per request. A failed read is not kept. Holds at most
 * `maxKeys` keys (all are dropped when full: cheaper than tracking use, and they refill within a request each).
 */
export class TtlCache<T> {
  private readonly entries = new Map<string, { at: number; value: Promise<T> }>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxKeys = 10_000,
    private readonly now: () => number = Date.now,
  ) {}

  get(key: string, read: () => Promise<T>): Promise<T> {
    const at = this.now();
    const kept = this.entries.get(key);
    if (kept && at - kept.at < this.ttlMs && at >= kept.at) return kept.value;
    if (this.entries.size >= this.maxKeys) this.entries.clear();
    const value = read();
    this.entries.set(key, { at, value });
    value.catch(() => {
      if (this.entries.get(key)?.value === value) this.entries.delete(key);
    });
    return value;
  }

  /** Forgets a key this process changed, so its next read is fresh. */
  forget(key: string): void {
    this.entries.delete(key);
  }

  /** Forgets every key (this process changed what they all read). */
  clear(): void {
    this.entries.clear();
  }
}
