export interface TtlCacheOptions<V> {
  /** How long a loaded value is reused. */
  ttlMs: number;
  /** Keys kept at most (oldest dropped first). */
  maxEntries?: number;
  now?: () => number;
  /**
   * Whether a reload after expiry found the same value: the previous one is handed out again, so
   * whatever is memoised on its identity (a serialised answer) survives the reload.
   */
  same?: (previous: V, fresh: V) => boolean;
}

interface Entry<V> {
  expiresAt: number;
  value: Promise<V>;
}

/**
 * Values loaded per key (a user's rows) and reused for `ttlMs`. Concurrent loads of one key share
 * the one in flight; a failed load is not remembered. A write through `evictAround` drops the key
 * before and after it, so a load that raced the write goes with its entry and the writer's process
 * reads its own write at once; writes elsewhere show when the entry expires (the TTL is the bound).
 * Entries are kept in load order, so expired keys are dropped from the front as others load.
 */
export function createTtlCache<V>(options: TtlCacheOptions<V>) {
  const { ttlMs, same } = options;
  const maxEntries = options.maxEntries ?? 10_000;
  const now = options.now ?? Date.now;
  const entries = new Map<string, Entry<V>>();

  function dropExpired(t: number) {
    for (const [key, entry] of entries) {
      if (entry.expiresAt > t) return;
      entries.delete(key);
    }
  }

  async function reload(load: () => Promise<V>, expired: Entry<V> | undefined): Promise<V> {
    if (!same || !expired) return load();
    const [fresh, previous] = await Promise.all([load(), expired.value.catch(() => undefined)]);
    return previous !== undefined && same(previous, fresh) ? previous : fresh;
  }

  return {
    get(key: string, load: () => Promise<V>): Promise<V> {
      const t = now();
      const hit = entries.get(key);
      if (hit && hit.expiresAt > t) return hit.value;
      entries.delete(key);
      dropExpired(t);
      const value = reload(load, hit);
      entries.set(key, { expiresAt: t + ttlMs, value });
      value.catch(() => {
        if (entries.get(key)?.value === value) entries.delete(key);
      });
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
      return value;
    },

    async evictAround<T>(key: string, write: () => Promise<T>): Promise<T> {
      entries.delete(key);
      try {
        return await write();
      } finally {
        entries.delete(key);
      }
    },
  };
}
