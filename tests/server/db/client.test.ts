/**
 * How PGlite databases open (issue 30, the first start's memory): a new one starts from the
 * build's fresh cluster (server/db/pglite-template.ts) instead of running initdb, an existing
 * directory keeps its own cluster, and every one runs with the small buffer pool.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../../../server/db/client';
import {
  pgliteTemplatePath,
  pgliteVersion,
  readPgliteTemplate,
  writePgliteTemplate,
} from '../../../server/db/pglite-template';

const rowsOf = async (db: Database, query: ReturnType<typeof sql>) =>
  ((await db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;

/** A cluster's tarball with one table in it, so a database made from it can be told apart. */
async function markedCluster(marker: string): Promise<Blob> {
  const cluster = await PGlite.create({ dataDir: 'memory://' });
  await cluster.exec(`create table ${marker} (id int)`);
  const dump = await cluster.dumpDataDir('gzip');
  await cluster.close();
  return dump;
}

describe('opening PGlite', () => {
  const dir = mkdtempSync(join(tmpdir(), 'sanchay-pglite-'));
  let template: Blob;
  beforeAll(async () => {
    template = await markedCluster('from_template');
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('starts a new directory from the template, and reopens it from its own files after', async () => {
    const dataDir = join(dir, 'new');
    const first = await openDatabase({ dataDir, template });
    await first.db.execute(sql`insert into from_template values (1)`);
    await first.close();
    expect(existsSync(join(dataDir, 'PG_VERSION'))).toBe(true);

    // A directory with a cluster is never overwritten: the template is not even read (this one
    // is no tarball, and PGlite would fail on it).
    const again = await openDatabase({ dataDir, template: new Blob(['not a cluster']) });
    expect(await rowsOf(again.db, sql`select id from from_template`)).toEqual([{ id: 1 }]);
    await again.close();
  });

  it('starts memory:// from the template too, with a 32 MB buffer pool, not the 128 MB default', async () => {
    const opened = await openDatabase({ dataDir: 'memory://', template });
    expect(await rowsOf(opened.db, sql`select count(*)::int as n from from_template`)).toEqual([{ n: 0 }]);
    expect(await rowsOf(opened.db, sql`show shared_buffers`)).toEqual([{ shared_buffers: '32MB' }]);
    await opened.close();
  });
});

describe("the build's PGlite template", () => {
  const dir = mkdtempSync(join(tmpdir(), 'sanchay-template-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('is named for the installed PGlite, whose cluster it holds', () => {
    const installed = JSON.parse(readFileSync('node_modules/@electric-sql/pglite/package.json', 'utf8')) as {
      version: string;
    };
    expect(pgliteVersion()).toBe(installed.version);
    expect(pgliteTemplatePath('9.9.9', dir)).toBe(join(dir, 'pglite-9.9.9-template.tar.gz'));
  });

  it('is a fresh cluster a database opens on; none is read where the build made none', async () => {
    const path = pgliteTemplatePath(pgliteVersion(), dir);
    expect(await readPgliteTemplate(path)).toBeUndefined();
    await writePgliteTemplate(path);
    const dataDir = join(dir, 'db');
    const opened = await openDatabase({ dataDir, template: await readPgliteTemplate(path) });
    expect(await rowsOf(opened.db, sql`select count(*)::int as n from pg_tables where schemaname = 'public'`)).toEqual([
      { n: 0 },
    ]);
    expect(await rowsOf(opened.db, sql`show shared_buffers`)).toEqual([{ shared_buffers: '32MB' }]);
    await opened.close();
    expect(readFileSync(join(dataDir, 'postgresql.conf'), 'utf8')).toContain("shared_buffers = '32MB'");
  }, 60_000);
});
