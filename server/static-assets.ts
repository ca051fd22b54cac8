/**
 * The build's fingerprinted files under /assets/, kept in memory with their gzip once first asked
 * for. A name never changes content (Vite puts a hash of it in the name), so reading and
 * compressing it again for every request, as serveStatic() and compress() do, is wasted: it cost
 * about 3 ms of the server's one thread per file, and a signed-in page asks for 40 to 90 files at
 * once, so a cold dashboard waited some 300 ms on them (issue 30). Served from memory a file
 * costs a fraction of that. The whole build is a few megabytes, so everything asked for is kept.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import type { MiddlewareHandler } from 'hono';
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from 'hono/utils/compress';
import { getMimeType } from 'hono/utils/mime';

const gzipAsync = promisify(gzip);

/** A built file's name: Vite's `name-hash.ext`, never a path. */
const ASSET_NAME = /^[\w.-]+$/;
/** compress()'s threshold: smaller files are sent as they are. */
const COMPRESS_FROM_BYTES = 1024;
/** How a fingerprinted file is cached: for a year, never asked again. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';

interface Asset {
  type: string;
  raw: Uint8Array<ArrayBuffer>;
  /** The gzip of `raw`, when it is text of at least COMPRESS_FROM_BYTES. */
  gzipped?: Uint8Array<ArrayBuffer>;
}

/** Whether an Accept-Encoding takes gzip (or anything): q=0 refuses it. */
export function acceptsGzip(acceptEncoding: string | undefined): boolean {
  if (!acceptEncoding) return false;
  return acceptEncoding.split(',').some((part) => {
    const [coding = '', ...params] = part.trim().toLowerCase().split(';');
    if (coding.trim() !== 'gzip' && coding.trim() !== '*') return false;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return q === undefined || Number(q.slice(2)) > 0;
  });
}

async function loadAsset(dir: string, name: string): Promise<Asset | undefined> {
  const raw = await readFile(join(dir, name)).catch(() => undefined);
  if (raw === undefined) return undefined;
  const type = getMimeType(name) ?? 'application/octet-stream';
  const compressible = raw.byteLength >= COMPRESS_FROM_BYTES && COMPRESSIBLE_CONTENT_TYPE_REGEX.test(type);
  return { type, raw, gzipped: compressible ? new Uint8Array(await gzipAsync(raw, { level: 9 })) : undefined };
}

/**
 * Serves `/assets/<name>` from `assetsDir`, kept after its first request; passes on a name that
 * is not a file there (nothing is kept for it, so unknown names cannot fill the memory).
 */
export function immutableAssets(assetsDir: string): MiddlewareHandler {
  const kept = new Map<string, Promise<Asset | undefined>>();
  return async (c, next) => {
    const name = c.req.path.slice(c.req.path.lastIndexOf('/') + 1);
    if (c.req.path !== `/assets/${name}` || !ASSET_NAME.test(name) || name.startsWith('.')) return next();
    let loading = kept.get(name);
    if (!loading) {
      loading = loadAsset(assetsDir, name);
      kept.set(name, loading);
    }
    const asset = await loading;
    if (!asset) {
      kept.delete(name);
      return next();
    }
    const gzipped = asset.gzipped !== undefined && acceptsGzip(c.req.header('accept-encoding'));
    const body = (gzipped ? asset.gzipped : undefined) ?? asset.raw;
    const headers: Record<string, string> = {
      'Content-Type': asset.type,
      'Content-Length': String(body.byteLength),
      'Cache-Control': IMMUTABLE,
    };
    if (asset.gzipped !== undefined) headers.Vary = 'Accept-Encoding';
    if (gzipped) headers['Content-Encoding'] = 'gzip';
    return c.body(body, 200, headers);
  };
}
