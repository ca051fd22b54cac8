import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { withAppSkeleton } from '../../server/app-skeleton';
import { createTestServer, TEST_ASSET, TEST_INDEX_HTML, type TestServer } from './support/test-app';

describe('in sandbox mode', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer();
  });
  afterAll(() => server.close());

  // `/` is the build's index.html itself (a build always prerenders it: the landing).
  it.each([
    ['/', TEST_INDEX_HTML],
    ...['/explore', '/details/INF0A1B01234', '/sanchay-home', '/sandbox', '/signin?redirect=%2Fexplore'].map((path) => [
      path,
      withAppSkeleton(TEST_INDEX_HTML),
    ]),
  ])('answers the SPA route %s with index.html, the skeleton in its #root', async (path, page) => {
    const response = await server.request(path, { headers: { accept: 'text/html' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.text()).toBe(page);
  });

  it('answers a prerendered path, `/` included, with its page before any static file', async () => {
    const pages = join(server.config.distDir, 'prerendered');
    await mkdir(pages);
    await writeFile(join(pages, 'pages.json'), JSON.stringify([{ name: 'landing', path: '/' }]));
    await writeFile(join(pages, 'landing.html'), '<main>landing</main>');
    try {
      expect(await (await server.request('/')).text()).toBe('<main>landing</main>');
      expect(await (await server.request('/explore')).text()).toBe(withAppSkeleton(TEST_INDEX_HTML));
    } finally {
      await rm(pages, { recursive: true, force: true });
    }
  });

  it('serves fingerprinted assets with a long-lived cache', async () => {
    const response = await server.request(TEST_ASSET.path);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await response.text()).toBe(TEST_ASSET.body);
  });

  it('does not answer a missing asset with the SPA', async () => {
    const response = await server.request('/assets/gone-123.js');
    expect(response.status).toBe(404);
  });

  it.each([
    ['GET', '/api/ms/nope'],
    ['GET', '/api'],
    ['GET', '/api/us/no/such/route'],
    ['GET', '/sandbox/nope'],
    ['DELETE', '/sandbox/clock'],
    ['POST', '/explore'],
  ])('answers %s %s with a JSON 404', async (method, path) => {
    const response = await server.request(path, { method });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ code: 'NOT_FOUND', message: `Nothing at ${method} ${path}` });
  });

  it('compresses large answers for clients that accept gzip', async () => {
    const response = await server.request('/api/ms/bo/types/EQUITY/schemes?pageSize=100', {
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.headers.get('content-encoding')).toBe('gzip');
    const body = JSON.parse(gunzipSync(Buffer.from(await response.arrayBuffer())).toString('utf8'));
    expect(body.userProducts).toHaveLength(100);
  });

  it('sends large answers plain to clients that take no compression', async () => {
    const response = await server.request('/api/ms/bo/types/EQUITY/schemes?pageSize=100', {
      headers: { 'accept-encoding': 'identity' },
    });
    expect(response.headers.get('content-encoding')).toBeNull();
    expect((await response.json()).userProducts).toHaveLength(100);
  });

  it('sends small JSON answers whole, with their length, instead of streaming them through gzip', async () => {
    const response = await server.request('/healthz', { headers: { 'accept-encoding': 'gzip' } });
    expect(response.headers.get('content-encoding')).toBeNull();
    expect(response.headers.get('content-length')).toBe(String('{"status":"ok"}'.length));
    expect(await response.json()).toEqual({ status: 'ok' });
  });

  it('refuses oversized bodies', async () => {
    const response = await server.sendJson('PUT', '/sandbox/partners/kyc', { outcome: 'x'.repeat(100_000) });
    expect(response.status).toBe(413);
    expect(response.body).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
  });
});

describe('in production mode', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer({ mode: 'production' });
  });
  afterAll(() => server.close());

  it.each([
    ['GET', '/sandbox/clock'],
    ['GET', '/sandbox/inbox?to=a@example.com'],
    ['POST', '/sandbox/reset'],
    ['GET', '/sandbox/partners'],
  ])('has no sandbox control %s %s', async (method, path) => {
    const counts = await server.rowCounts();
    const response = await server.request(path, { method });
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ code: 'NOT_FOUND' });
    expect(await server.rowCounts()).toEqual(counts);
  });

  it('still serves the catalogue, contact form and the SPA', async () => {
    expect((await server.request('/api/ms/bo/amcs')).status).toBe(200);
    expect((await server.request(`/message/${encodeURIComponent('p@example.com | P | Hi | ')}`)).status).toBe(200);
    expect(await (await server.request('/explore')).text()).toBe(withAppSkeleton(TEST_INDEX_HTML));
  });
});

describe('unexpected failures', () => {
  it('answer 500 INTERNAL without leaking details', async () => {
    const server = await createTestServer();
    await server.close(); // the database is gone: every query now throws
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const response = await server.request('/api/ms/bo/amcs');
    expect(response.status).toBe(500);
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({
      code: 'INTERNAL',
      message: 'Something went wrong on our side. Please try again.',
    });
    expect(text).not.toMatch(/PGlite|at \w+ \(|\.ts:/);
    expect(logged).toHaveBeenCalled();
    logged.mockRestore();
  });
});
