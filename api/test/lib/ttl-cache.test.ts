import { TtlCache } from '../../src/lib/ttl-cache';

describe('TtlCache', () => {
  let now = 0;
  let reads = 0;
  const read = (value: string) => () => {
    reads += 1;
    return Promise.resolve(value);
  };
  beforeEach(() => {
    now = 1_000;
    reads = 0;
  });

  it('answers a key from memory until its time is up, then reads it again', async () => {
    const cache = new TtlCache<string>(30_000, 10, () => now);
    await expect(cache.get('a', read('first'))).resolves.toBe('first');
    now += 29_999;
    await expect(cache.get('a', read('second'))).resolves.toBe('first');
    now += 1;
    await expect(cache.get('a', read('third'))).resolves.toBe('third');
    expect(reads).toBe(2);
  });

  it('reads a forgotten key again at once, and never keeps a failed read', async () => {
    const cache = new TtlCache<string>(30_000, 10, () => now);
    await cache.get('a', read('first'));
    cache.forget('a');
    await expect(cache.get('a', read('fresh'))).resolves.toBe('fresh');
    await expect(cache.get('b', () => Promise.reject(new Error('database away')))).rejects.toThrow('database away');
    await expect(cache.get('b', read('back'))).resolves.toBe('back');
  });

  it('holds at most its number of keys', async () => {
    const cache = new TtlCache<string>(30_000, 2, () => now);
    await cache.get('a', read('a'));
    await cache.get('b', read('b'));
    await cache.get('c', read('c'));
    await cache.get('a', read('a again'));
    expect(reads).toBe(4);
  });
});
