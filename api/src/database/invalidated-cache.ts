import type { Invalidations } from './invalidations.js';

/**
 * Values read from the database, kept per key until a change to them is published on `topic`
 * (see Invalidations). A load that overlapped an invalidation is answered but not kept: it may
 * have read the data just before the change committed. Nothing is served or kept while the
 * invalidation listener is down. At most `capacity` keys, the least recently filled go first.
 */
export class InvalidatedCache<V> {
  private readonly entries = new Map<string, V>();
  /** Bumped by every invalidation: a load keeps its value only if none happened meanwhile. */
  private generation = 0;

  constructor(
    private readonly invalidations: Invalidations,
    topic: string,
    private readonly capacity = 10_000,
  ) {
    invalidations.on(topic, (key) => {
      this.forget(key);
    });
  }

  async get(key: string, load: () => Promise<V>): Promise<V> {
    if (this.invalidations.live) {
      const hit = this.entries.get(key);
      if (hit !== undefined) return hit;
    }
    const generation = this.generation;
    const value = await load();
    if (this.invalidations.live && generation === this.generation) {
      this.entries.set(key, value);
      if (this.entries.size > this.capacity) {
        const oldest = this.entries.keys().next();
        if (!oldest.done) this.entries.delete(oldest.value);
      }
    }
    return value;
  }

  /** Drops `key`, or everything when null. */
  forget(key: string | null): void {
    this.generation += 1;
    if (key === null) this.entries.clear();
    else this.entries.delete(key);
  }
}
