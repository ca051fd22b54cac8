/**
 * The public pages drawn with their data on the server (issue 17): the shell filling
 * (server/rendered-pages.ts) and the render itself (src/ssr/render-page.tsx) against the real
 * catalogue on the test database.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { pageHtml } from '../../scripts/prerender-html';
import {
  createPageFiller,
  filledShell,
  frozen,
  MAX_CONCURRENT_RENDERS,
  QUERY_STATE_ID,
  RENDERED_PAGE_TTL_MS,
  scriptJson,
} from '../../server/rendered-pages';
import { SEED_NFOS, SEED_SCHEMES } from '../../server/seed/fixtures';
import { QUERY_STATE_ID as APP_QUERY_STATE_ID } from '../../src/app/query-client';
import { renderPage } from '../../src/ssr/render-page';
import { createTestServer, type TestServer } from './support/test-app';

const TEMPLATE = `<!doctype html><html lang="en"><head><meta charset="UTF-8" /><title>t</title>
    <script type="module" crossorigin src="/assets/index-A.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;
const SHELL = pageHtml(
  TEMPLATE,
  { htmlAttributes: [], title: 'Details', root: '<main><div class="skeleton"></div></main>', scripts: [], styles: [] },
  '',
);

describe('filling a prerendered shell', () => {
  it('puts the rendered page in #root and its data before the script that starts the app', () => {
    const html = filledShell(SHELL, '<main><h1>Fund</h1></main>', { queries: [1] }) ?? '';
    expect(html).toContain('<div id="root"><main><h1>Fund</h1></main></div>');
    expect(html).not.toContain('skeleton');
    const data = html.indexOf(`<script type="application/json" id="${QUERY_STATE_ID}">{"queries":[1]}</script>`);
    expect(data).toBeGreaterThan(html.indexOf('</main>'));
    expect(data).toBeLessThan(html.indexOf('<script data-entry'));
    expect(filledShell('<html><body>no root</body></html>', '<main/>', {})).toBeUndefined();
  });

  it("keeps the data from ending its script element, whatever a fund's text holds", () => {
    const json = scriptJson({ objective: '</script><script>alert(1)</script><!--' });
    expect(json).not.toContain('<');
    expect(JSON.parse(json)).toEqual({ objective: '</script><script>alert(1)</script><!--' });
  });

  it('makes controls inert and fields read-only until the app takes over, as the prerenderer does', () => {
    expect(
      frozen('<form><input type="text"><button type="submit">Buy</button><div role="tab" id="t">1Y</div></form>'),
    ).toBe(
      '<form inert><input inert readonly type="text"><button inert type="submit">Buy</button><div role="tab" inert id="t">1Y</div></form>',
    );
    expect(frozen('<p>a <b>button</b> of text</p>')).toBe('<p>a <b>button</b> of text</p>');
  });

  it('uses the one element id the app reads', () => {
    expect(QUERY_STATE_ID).toBe(APP_QUERY_STATE_ID);
  });
});

describe('the page filler', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'sanchay-ssr-'));
    await writeFile(
      join(dir, 'render-page.js'),
      `export async function renderPage(url, fetch) {
        if (url.includes('FAIL')) throw new Error('render failed');
        const asked = new Request('http://sanchay.server/api/x?for=' + encodeURIComponent(url));
        const answer = await (await fetch(asked)).text();
        if (url.includes('NONE')) return null;
        return { html: '<main>' + url + ' ' + answer + '</main>', state: { url } };
      }`,
    );
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));
  let calls = 0;
  let version = 'v1';
  let time = 0;
  const fill = () =>
    createPageFiller(dir, {
      fetch: async (request) => {
        calls++;
        return new Response(new URL(request.url).pathname);
      },
      version: () => version,
      now: () => time,
    });

  it('fills the details and NFO shells with the page the server build draws, asking the app for its data', async () => {
    const html = await fill()('/details/INF123', SHELL);
    expect(html).toContain('<main>/details/INF123 /api/x</main>');
    expect(html).toContain('{"url":"/details/INF123"}');
    expect(await fill()('/NFO', SHELL)).toContain('<main>/NFO /api/x</main>');
  });

  it('answers a drawn page again for a while, and draws it anew once the catalogue may have changed', async () => {
    const filler = fill();
    calls = 0;
    await filler('/NFO', SHELL);
    await filler('/NFO', SHELL);
    expect(calls).toBe(1);
    time += RENDERED_PAGE_TTL_MS;
    await filler('/NFO', SHELL);
    expect(calls).toBe(2);
    version = 'v2';
    await filler('/NFO', SHELL);
    expect(calls).toBe(3);
    // A page that could not be drawn is not kept.
    await filler('/details/NONE', SHELL);
    await filler('/details/NONE', SHELL);
    expect(calls).toBe(5);
  });

  it(`draws at most ${MAX_CONCURRENT_RENDERS} pages at a time and answers the shell beyond that, without queuing`, async () => {
    const held: Array<() => void> = [];
    let holding = (_count: number) => {};
    const filler = createPageFiller(dir, {
      // Every page but /details/FREE waits for its data until the test lets it go.
      fetch: (request) => {
        const answer = new Response('data');
        if (new URL(request.url).searchParams.get('for') === '/details/FREE') return Promise.resolve(answer);
        return new Promise((done) => {
          held.push(() => done(answer));
          holding(held.length);
        });
      },
      version: () => 'v1',
    });
    const busy = new Promise<void>((settled) => {
      holding = (count) => count === MAX_CONCURRENT_RENDERS && settled();
    });
    const drawing = Array.from({ length: MAX_CONCURRENT_RENDERS }, (_, n) => filler(`/details/BUSY${n}`, SHELL));
    await busy;
    // Those renders are under way: a page they are not drawing gets its shell at once.
    expect(await filler('/details/FREE', SHELL)).toBe(SHELL);
    // A page being drawn is still shared with whoever asks for it meanwhile.
    const again = filler('/details/BUSY0', SHELL);
    for (const release of held) release();
    for (const page of [...(await Promise.all(drawing)), await again]) expect(page).toContain('data</main>');
    // The shell answered under pressure was not kept: with the renders done, the page is drawn.
    expect(await filler('/details/FREE', SHELL)).toContain('<main>/details/FREE data</main>');
  });

  it('leaves every other page, and a page that cannot be drawn, as its shell', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const filler = fill();
    expect(await filler('/explore', SHELL)).toBe(SHELL);
    expect(await filler('/details/a/b', SHELL)).toBe(SHELL);
    expect(await filler('/details/NONE', SHELL)).toBe(SHELL);
    expect(await filler('/details/FAIL', SHELL)).toBe(SHELL);
    expect(errors).toHaveBeenCalledWith(expect.stringContaining('/details/FAIL'), expect.any(Error));
    errors.mockRestore();
  });

  it('answers shells when there is no server build', async () => {
    const filler = createPageFiller(join(dir, 'missing'), { fetch: async () => new Response(''), version: () => '' });
    expect(await filler('/details/INF123', SHELL)).toBe(SHELL);
  });
});

describe('the server render of the public pages', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer();
  });
  afterAll(async () => {
    await rm(`${server.config.distDir}-ssr`, { recursive: true, force: true });
    await server.close();
  });
  const ask = (request: Request) => server.request(`${new URL(request.url).pathname}${new URL(request.url).search}`);

  it('answers a page asked for with any number of query strings from one render, drawn without them', async () => {
    const dist = server.config.distDir;
    await mkdir(join(dist, 'prerendered'));
    await writeFile(
      join(dist, 'prerendered', 'pages.json'),
      JSON.stringify([{ name: 'details', prefix: '/details/' }]),
    );
    await writeFile(join(dist, 'prerendered', 'details.html'), SHELL);
    await mkdir(`${dist}-ssr`);
    await writeFile(
      join(`${dist}-ssr`, 'render-page.js'),
      `export async function renderPage(url) {
        (globalThis.sanchayTestRenders ??= []).push(url);
        return { html: '<main>drawn ' + url + '</main>', state: {} };
      }`,
    );
    const pages = await Promise.all(
      Array.from({ length: 20 }, (_, n) => server.request(`/details/INFK0A001097?utm=${n}`).then((r) => r.text())),
    );
    for (const page of pages) expect(page).toContain('<main>drawn /details/INFK0A001097</main>');
    expect((globalThis as { sanchayTestRenders?: string[] }).sanchayTestRenders).toEqual(['/details/INFK0A001097']);
  });

  it("draws a scheme's details with its data, the objective sanitised, and hands the data on", async () => {
    const scheme = SEED_SCHEMES.hostileObjective;
    const page = await renderPage(`/details/${scheme.uniqueNo}`, ask);
    if (!page) throw new Error('The details page was not drawn');
    expect(page.html).toContain(scheme.schemeName.replaceAll('&', '&amp;'));
    expect(page.html).toContain('<main');
    expect(page.html).not.toMatch(/<script|<iframe|\son[a-z]+=|javascript:/i);
    const keys = (page.state as { queries: Array<{ queryKey: unknown[] }> }).queries.map((q) => q.queryKey);
    expect(keys).toEqual(
      expect.arrayContaining([
        ['catalogue', 'scheme', scheme.uniqueNo],
        ['catalogue', 'nav', scheme.uniqueNo],
        ['catalogue', 'nav', scheme.uniqueNo, 'history'],
      ]),
    );
  });

  it('draws the NFO list', async () => {
    const page = await renderPage('/NFO', ask);
    expect(page?.html).toContain(SEED_NFOS.closingToday.schemeName.replaceAll('&', '&amp;'));
  });

  it('draws nothing for an unknown scheme or an address that moves elsewhere', async () => {
    expect(await renderPage('/details/INF000000000', ask)).toBeNull();
    // An unknown address sends the visitor to sign in; a signed-in page sends them there too.
    expect(await renderPage('/no-such-page', ask)).toBeNull();
    expect(await renderPage('/dashboard', ask)).toBeNull();
  });
});
