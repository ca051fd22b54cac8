/**
 * A bounded least-recently-used cache of computed answers. Catalogue data only changes when the
 * sandbox is reset, so list pages, details and NAV histories are computed once and then served
 * from memory; concurrent requests for the same key share one computation.
 */
export class ResponseCache {
  readonly #entries = new Map<string, Promise<unknown>>();

  constructor(readonly limit: number) {}

  get size(): number {
    return this.#entries.size;
  }

  remember<T>(key: string, compute: () => Promise<T>): Promise<T> {
    const hit = this.#entries.get(key);
    if (hit) {
      // Re-insert to mark it most recently used (Map keeps insertion order).
      this.#entries.delete(key);
      this.#entries.set(key, hit);
      return hit as Promise<T>;
    }
    const pending = compute();
    this.#entries.set(key, pending);
    // A failure (404, database error) is not remembered: the next request tries again.
    pending.catch(() => {
      if (this.#entries.get(key) === pending) this.#entries.delete(key);
    });
    while (this.#entries.size > this.limit) {
      const oldest = this.#entries.keys().next().value;
      if (oldest === undefined) break;
      this.#entries.delete(oldest);
    }
    return pending;
  }

  clear(): void {
    this.#entries.clear();
  }
}
