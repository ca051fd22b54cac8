/**
 * Reads kept until the next write: on PGlite the client counts every write this process makes,
 * and a kept read is served only while that count is unchanged; a database another process may
 * write (PostgreSQL) keeps nothing.
 */
import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, type OpenedDatabase, openDatabase, writeCount } from '../../../server/db/client';
import { ReadCache } from '../../../server/db/read-cache';
import { sandboxState } from '../../../server/db/schema';
import { openTestDatabase, testDatabaseUrl } from '../support/test-database';

let opened: OpenedDatabase;
let db: Database;
beforeAll(async () => {
  opened = await openTestDatabase({ seeded: true });
  db = opened.db;
});
afterAll(() => opened.close());

/** The sandbox clock's offset, a row every seeded database has. */
const readOffset = async () => (await db.select({ offset: sandboxState.clockOffsetMs }).from(sandboxState))[0]?.offset;

describe.skipIf(testDatabaseUrl() !== undefined)('the write count of a PGlite database', () => {
  const count = () => writeCount(db)?.() ?? Number.NaN;

  it('stays the same across reads', async () => {
    const before = count();
    await readOffset();
    await db.execute(sql`select 1`);
    expect(count()).toBe(before);
  });

  it('goes up with every write, every transaction and any other call on the client', async () => {
    let before = count();
    await db.update(sandboxState).set({ clockOffsetMs: 0 });
    expect(count()).toBeGreaterThan(before);
    before = count();
    await db.transaction((tx) => tx.select().from(sandboxState));
    expect(count()).toBeGreaterThan(before);
    before = count();
    await db.execute(sql`with changed as (update sandbox_state set clock_offset_ms = 0 returning 1) select 1`);
    expect(count()).toBeGreaterThan(before);
    before = count();
    await (db as unknown as { $client: PGlite }).$client.exec('select 1');
    expect(count()).toBeGreaterThan(before);
  });

  it('goes up when a write fails too', async () => {
    const before = count();
    await expect(db.execute(sql`update no_such_table set x = 1`)).rejects.toThrow();
    expect(count()).toBeGreaterThan(before);
  });
});

describe.skipIf(testDatabaseUrl() !== undefined)('a read cache on PGlite', () => {
  it('serves the kept answer until something is written, then reads again', async () => {
    const cache = new ReadCache<{ offset: number | undefined }>(db, 10);
    let loads = 0;
    const load = async () => {
      loads++;
      return { offset: await readOffset() };
    };
    const first = await cache.read('offset', load);
    expect(await cache.read('offset', load)).toBe(first);
    expect(loads).toBe(1);
    expect(Object.isFrozen(first)).toBe(true);

    await db.update(sandboxState).set({ clockOffsetMs: 5_000 });
    expect(await cache.read('offset', load)).toEqual({ offset: 5_000 });
    expect(loads).toBe(2);
    await db.update(sandboxState).set({ clockOffsetMs: 0 });
  });

  it('does not keep an answer under the count a write during its read has passed', async () => {
    const cache = new ReadCache<{ offset: number | undefined }>(db, 10);
    const stale = await cache.read('offset', async () => {
      const answer = { offset: await readOffset() };
      await db.update(sandboxState).set({ clockOffsetMs: 7_000 });
      return answer;
    });
    expect(stale).toEqual({ offset: 0 });
    expect(await cache.read('offset', async () => ({ offset: await readOffset() }))).toEqual({ offset: 7_000 });
    await db.update(sandboxState).set({ clockOffsetMs: 0 });
  });

  it('makes one load for reads of a key that arrive while it runs, and none after a failed one is done', async () => {
    const cache = new ReadCache<{ offset: number | undefined }>(db, 10);
    let loads = 0;
    const load = async () => {
      loads++;
      return { offset: await readOffset() };
    };
    const answers = await Promise.all(Array.from({ length: 20 }, () => cache.read('offset', load)));
    expect(loads).toBe(1);
    expect(new Set(answers).size).toBe(1);

    await db.update(sandboxState).set({ clockOffsetMs: 0 });
    const failing = async () => {
      loads++;
      throw new Error('the database went away');
    };
    await expect(Promise.all([cache.read('offset', failing), cache.read('offset', failing)])).rejects.toThrow(
      'the database went away',
    );
    expect(loads).toBe(2);
    // A failed load is not kept, nor waited for again.
    expect(await cache.read('offset', load)).toEqual({ offset: 0 });
    expect(loads).toBe(3);
  });

  it('keeps each key apart, keeps no undefined answer, and drops the oldest past its limit', async () => {
    const cache = new ReadCache<string | undefined>(db, 2);
    let loads = 0;
    const load = (value: string | undefined) => async () => {
      loads++;
      return value;
    };
    expect(await cache.read('missing', load(undefined))).toBeUndefined();
    expect(await cache.read('missing', load('found'))).toBe('found');
    expect(await cache.read('a', load('a'))).toBe('a');
    expect(await cache.read('b', load('b'))).toBe('b');
    expect(loads).toBe(4);
    // 'missing' was the oldest of three: it is read again, 'b' is still kept.
    expect(await cache.read('missing', load('again'))).toBe('again');
    expect(await cache.read('b', load('other'))).toBe('b');
    expect(loads).toBe(5);
  });
});

describe('a database other processes may write', () => {
  it.runIf(testDatabaseUrl() !== undefined)('has no write count on PostgreSQL', () => {
    expect(writeCount(db)).toBeUndefined();
  });

  it('keeps nothing: every read goes to the database', async () => {
    // Any database openDatabase did not open as PGlite, as a PostgreSQL one is not.
    const shared = testDatabaseUrl() ? db : ({} as Database);
    const cache = new ReadCache<number>(shared, 10);
    let loads = 0;
    await cache.read('k', async () => ++loads);
    await cache.read('k', async () => ++loads);
    expect(loads).toBe(2);
  });
});

describe.skipIf(testDatabaseUrl() !== undefined)(
  'a PGlite database opened with keepReads false (KEEP_READS=off)',
  () => {
    it('has no write count, so every read goes to the database', async () => {
      const uncached = await openDatabase({ keepReads: false });
      try {
        expect(writeCount(uncached.db)).toBeUndefined();
        const cache = new ReadCache<number>(uncached.db, 10);
        let loads = 0;
        await cache.read('k', async () => ++loads);
        await cache.read('k', async () => ++loads);
        expect(loads).toBe(2);
      } finally {
        await uncached.close();
      }
    });
  },
);
