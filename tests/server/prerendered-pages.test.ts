import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRERENDERED_PAGES, prerenderedHtml } from '../../server/prerendered-pages';

describe('prerendered pages', () => {
  let dist: string;
  beforeAll(() => {
    dist = mkdtempSync(join(tmpdir(), 'sanchay-prerendered-'));
    mkdirSync(join(dist, 'prerendered'));
    writeFileSync(
      join(dist, 'prerendered', 'pages.json'),
      JSON.stringify([
        { name: 'landing', path: '/sanchay-home' },
        { name: 'details', prefix: '/details/' },
      ]),
    );
    writeFileSync(join(dist, 'prerendered', 'landing.html'), '<p>landing</p>');
    writeFileSync(join(dist, 'prerendered', 'details.html'), '<p>details shell</p>');
  });
  afterAll(() => rmSync(dist, { recursive: true, force: true }));

  it('answers a listed path with its page and any path under a shell prefix with the shell', async () => {
    expect(await prerenderedHtml(dist, '/sanchay-home')).toBe('<p>landing</p>');
    expect(await prerenderedHtml(dist, '/details/INF000000001')).toBe('<p>details shell</p>');
  });

  it('has nothing for any other path, nor for a build that prerendered nothing', async () => {
    expect(await prerenderedHtml(dist, '/sanchay-home/x')).toBeUndefined();
    expect(await prerenderedHtml(dist, '/dashboard')).toBeUndefined();
    expect(await prerenderedHtml(join(dist, 'nowhere'), '/sanchay-home')).toBeUndefined();
  });

  it('prerenders only public pages, never a signed-in or sandbox one', () => {
    const opened = PRERENDERED_PAGES.map((page) => page.open);
    expect(opened).toEqual([
      '/',
      '/explore',
      '/NFO',
      '/details/INF000000000',
      '/signin',
      '/signup',
      '/privacypolicy',
      '/termsconditions',
    ]);
  });
});
