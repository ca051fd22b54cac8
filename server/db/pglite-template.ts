/**
 * A fresh PGlite cluster that new databases start from (issue 30: the first start's memory).
 * PGlite runs initdb the first time it opens a data directory (or memory://): ~3 s, and its RSS
 * peaks at ~850 MB, which alone broke the server's 600 MB budget. Loading a copy of a cluster it
 * made once takes ~1.2 s and peaks at ~380 MB. The build makes that copy beside the server bundle
 * (`npm run build`, scripts/build-server.ts); a cluster only opens on the PostgreSQL that made it,
 * so the copy is named for the PGlite version, and a start with no copy for the installed version
 * (the sources run without a build) runs initdb as before.
 */
import { existsSync, readFileSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { fromProjectRoot } from '../project-root';

/** The installed PGlite's version, from its package.json (its exports do not list that file). */
export function pgliteVersion(): string {
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  let dir = dirname(entry);
  while (!existsSync(join(dir, 'package.json'))) {
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`No package.json above ${entry}`);
    dir = parent;
  }
  return (JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { version: string }).version;
}

/** Where the build puts the template for `version`: beside the server bundle. */
export function pgliteTemplatePath(version = pgliteVersion(), dir = fromProjectRoot('dist-server')): string {
  return join(dir, `pglite-${version}-template.tar.gz`);
}

/** Runs PGlite's initdb in memory and writes the cluster it made to `path` as a gzipped tarball. */
export async function writePgliteTemplate(path: string): Promise<void> {
  const cluster = await PGlite.create({ dataDir: 'memory://' });
  try {
    const dump = await cluster.dumpDataDir('gzip');
    await writeFile(path, new Uint8Array(await dump.arrayBuffer()));
  } finally {
    await cluster.close();
  }
}

/** The installed PGlite's template, when the build made one; undefined otherwise. */
export async function readPgliteTemplate(path = pgliteTemplatePath()): Promise<Blob | undefined> {
  const bytes = await readFile(path).catch(() => undefined);
  return bytes === undefined ? undefined : new Blob([new Uint8Array(bytes)]);
}
