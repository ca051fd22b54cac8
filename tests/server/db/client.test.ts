/**
 * PGlite in a directory can be reopened under the same drizzle database (after the first start's
 * seed, so its memory starts small again): what was written is there, the write count goes on,
 * and dates still come back as the text drizzle maps (its parsers installed on the new instance).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateDatabase, type OpenedDatabase, openDatabase, writeCount } from '../../../server/db/client';

describe('reopening PGlite in a directory', () => {
  const dir = mkdtempSync(join(tmpdir(), 'sanchay-reopen-'));
  let opened: OpenedDatabase;
  beforeAll(async () => {
    opened = await openDatabase({ dataDir: dir });
    await migrateDatabase(opened.db);
  });
  afterAll(async () => {
    await opened.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('keeps what was written, counts writes on and reads dates as before', async () => {
    const { db } = opened;
    await db.execute(sql`create table reopen_probe (day date not null, note text not null)`);
    await db.execute(sql`insert into reopen_probe values ('2026-03-31', 'before')`);
    const count = writeCount(db);
    const before = count?.() ?? Number.NaN;

    await opened.reopen?.();

    const { rows } = (await db.execute(sql`select day, note from reopen_probe`)) as { rows: unknown[] };
    expect(rows).toEqual([{ day: '2026-03-31', note: 'before' }]);
    await db.execute(sql`insert into reopen_probe values ('2026-04-01', 'after')`);
    expect(count?.()).toBeGreaterThan(before);
  });

  it('is offered only for a directory: a memory:// database has no files to reopen', async () => {
    const memory = await openDatabase({ dataDir: 'memory://' });
    expect(memory.reopen).toBeUndefined();
    await memory.close();
  });
});
