import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptsGzip, immutableAssets } from '../../server/static-assets';

const SCRIPT = `export const figures = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => `figure ${i}`))};\n`;
const SMALL = 'export {};\n';

describe("the build's fingerprinted assets, kept in memory", () => {
  let dir: string;
  let app: Hono;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'sanchay-assets-'));
    await writeFile(join(dir, 'page-Ab12Cd34.js'), SCRIPT);
    await writeFile(join(dir, 'tiny-Ab12Cd34.js'), SMALL);
    await writeFile(join(dir, 'logo-Ab12Cd34.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47, ...new Array(2000).fill(7)]));
    app = new Hono();
    app.use('/assets/*', immutableAssets(dir));
    app.notFound((c) => c.text('passed on', 404));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('serves a script gzipped to a browser that takes gzip, the same bytes once unpacked', async () => {
    const response = await app.request('/assets/page-Ab12Cd34.js', {
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(response.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('vary')).toBe('Accept-Encoding');
    const body = Buffer.from(await response.arrayBuffer());
    expect(response.headers.get('content-length')).toBe(String(body.byteLength));
    expect(gunzipSync(body).toString()).toBe(SCRIPT);
  });

  it('serves it as it is to a client that does not take gzip, or refuses it', async () => {
    for (const acceptEncoding of [undefined, 'br', 'gzip;q=0, br']) {
      const headers: Record<string, string> = acceptEncoding ? { 'accept-encoding': acceptEncoding } : {};
      const response = await app.request('/assets/page-Ab12Cd34.js', { headers });
      expect(response.headers.get('content-encoding')).toBeNull();
      expect(await response.text()).toBe(SCRIPT);
    }
  });

  it('sends a small file and a picture as they are', async () => {
    const headers = { 'accept-encoding': 'gzip' };
    const tiny = await app.request('/assets/tiny-Ab12Cd34.js', { headers });
    expect(tiny.headers.get('content-encoding')).toBeNull();
    expect(await tiny.text()).toBe(SMALL);
    const logo = await app.request('/assets/logo-Ab12Cd34.png', { headers });
    expect(logo.headers.get('content-type')).toBe('image/png');
    expect(logo.headers.get('content-encoding')).toBeNull();
    expect((await logo.arrayBuffer()).byteLength).toBe(2004);
  });

  it('keeps what it read: the name stands for the content it first had', async () => {
    await writeFile(join(dir, 'kept-Ab12Cd34.js'), SCRIPT);
    expect(await (await app.request('/assets/kept-Ab12Cd34.js')).text()).toBe(SCRIPT);
    await rm(join(dir, 'kept-Ab12Cd34.js'));
    expect(await (await app.request('/assets/kept-Ab12Cd34.js')).text()).toBe(SCRIPT);
  });

  it('passes on a name that is not there, and serves it once it is', async () => {
    const missing = await app.request('/assets/later-Ab12Cd34.js');
    expect(missing.status).toBe(404);
    expect(await missing.text()).toBe('passed on');
    await writeFile(join(dir, 'later-Ab12Cd34.js'), SMALL);
    expect(await (await app.request('/assets/later-Ab12Cd34.js')).text()).toBe(SMALL);
  });

  it.each(['/assets/..%2Fsecret.js', '/assets/sub/page-Ab12Cd34.js', '/assets/.hidden', '/assets/'])(
    'passes on %s, which is no file name of the build',
    async (path) => {
      const response = await app.request(path);
      expect(await response.text()).toBe('passed on');
    },
  );
});

describe('acceptsGzip', () => {
  it.each([
    ['gzip, deflate, br', true],
    ['br;q=1.0, gzip;q=0.8', true],
    ['*', true],
    ['GZIP', true],
    ['br', false],
    ['gzip;q=0', false],
    ['gzip; q=0.0, br', false],
    ['', false],
    [undefined, false],
  ])('%s → %s', (header, expected) => {
    expect(acceptsGzip(header)).toBe(expected);
  });
});
