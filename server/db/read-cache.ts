/**
 * Reads kept for as long as nothing has been written since they were made. Only a database this
 * process alone writes (PGlite, see `writeCount` in ./client.ts) can tell that; on a database
 * other instances share (PostgreSQL) every read goes to the database.
 *
 * The write count is taken before the read starts, so a write that lands while it runs leaves
 * the kept answer under an old count, and the next read makes a new one. Any write at all
 * (anyone's, any table) retires every kept read: coarse, but it cannot miss a change. Kept values
 * are frozen, since every later request shares them. Reads of one key under one count that arrive
 * while its load runs wait for that load instead of starting their own: after a write, 50
 * requests at once made 50 loads queued on PGlite's one connection (issue 30).
 */
import { type Database, writeCount } from './client';

export class ReadCache<Value> {
  private readonly writes: (() => number) | undefined;
  private readonly entries = new Map<string, { writes: number; value: Value }>();
  private readonly loading = new Map<string, { writes: number; value: Promise<Value> }>();

  /** `limit` bounds memory: past it the longest-kept read is dropped. */
  constructor(
    db: Database,
    private readonly limit: number,
  ) {
    this.writes = writeCount(db);
  }

  /** The kept answer for `key`, or `load()`'s (kept unless undefined). */
  async read(key: string, load: () => Promise<Value>): Promise<Value> {
    if (!this.writes) return load();
    const writes = this.writes();
    const kept = this.entries.get(key);
    if (kept?.writes === writes) return kept.value;
    const running = this.loading.get(key);
    if (running?.writes === writes) return running.value;
    const loaded = load();
    this.loading.set(key, { writes, value: loaded });
    let value: Value;
    try {
      value = await loaded;
    } finally {
      if (this.loading.get(key)?.value === loaded) this.loading.delete(key);
    }
    if (value === undefined) return value;
    this.entries.delete(key);
    if (this.entries.size >= this.limit) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(key, { writes, value: Object.freeze(value) });
    return value;
  }
}
