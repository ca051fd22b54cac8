/**
 * Prerenders the public pages after `vite build` (`npm run build` runs it), so their first
 * paint needs no script (issue 17): the built SPA is opened in Debian's Chromium as a
 * signed-out visitor, with every file served from `dist/` and every API call left unanswered,
 * so pages that wait for data show the shell they show while waiting (explore's and the NFO
 * list's placeholders, the details skeleton). What the app drew is written to
 * `dist/prerendered/{page}.html`, with its stylesheets inlined and a script that asks, once the
 * page is drawn, for every script the page loaded, the route's own chunk among them; the server answers those files for their
 * paths (server/prerendered-pages.ts). On load the entry waits for the route to be ready and
 * React replaces the prerendered markup in one commit (src/main.tsx).
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { extname, join, resolve } from 'node:path';
import { chromium } from '@playwright/test';
import { INERT_UNTIL_THE_APP_STARTS, PRERENDERED_PAGES, type PrerenderedRoute } from '../server/prerendered-pages';
import { chromiumPath } from './chromium';
import { type Drawn, pageHtml } from './prerender-html';

const dist = resolve(process.env.DIST_DIR ?? 'dist');
const ORIGIN = 'http://prerender.invalid';
const TYPES: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.txt': 'text/plain',
  '.json': 'application/json',
};
/** The DOM counts as drawn once it has not changed for this long (past the router's 1 s pending delay). */
const QUIET_MS = 1500;
const API = /^\/(api|identity|sandbox|message|healthz)(\/|$)/;

/**
 * Browser-side code is passed as text: tsx compiles this file keeping function names through a
 * helper (`__name`) that exists only here, not in the page.
 */
const SETTLE = `new Promise((done) => {
  let timer;
  const observer = new MutationObserver(() => restart());
  const restart = () => {
    clearTimeout(timer);
    timer = setTimeout(() => { observer.disconnect(); done(); }, ${QUIET_MS});
  };
  observer.observe(document.documentElement, { subtree: true, childList: true, attributes: true, characterData: true });
  restart();
})`;

/** Until the app takes over, the page's controls are inert and its fields read-only (INERT_UNTIL_THE_APP_STARTS). */
const { elements, fields, roles } = INERT_UNTIL_THE_APP_STARTS;
const FREEZE = `for (const control of document.querySelectorAll(
  '#root :is(${[...elements, ...roles.map((role) => `[role="${role}"]`)].join(', ')})'
)) {
  control.setAttribute('inert', '');
  if (control.matches('${fields.join(', ')}')) control.setAttribute('readonly', '');
}`;

/** What the page drew and loaded (a `Drawn`). */
const DRAWN = `({
  htmlAttributes: [...document.documentElement.attributes].map((a) => [a.name, a.value]),
  title: document.title,
  root: document.getElementById('root')?.innerHTML ?? '',
  scripts: performance.getEntriesByType('resource').map((e) => new URL(e.name).pathname)
    .filter((path) => path.startsWith('/assets/') && path.endsWith('.js')),
  styles: [...document.querySelectorAll('link[rel="stylesheet"]')].map((link) => new URL(link.href).pathname),
})`;

const browserPath = chromiumPath();

async function prerender(): Promise<void> {
  const template = readFileSync(join(dist, 'index.html'), 'utf8');
  const browser = await chromium
    .launch({
      executablePath: browserPath,
      args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
    })
    .catch((error: Error) => {
      // Playwright's message runs to a call log: its first line says what went wrong.
      const reason = error.message.split('\n')[0]?.replace(/^browserType\.launch: /, '');
      console.error(
        `Chromium at ${browserPath} did not start (${reason}). Reinstall Debian's chromium (apt-get install chromium) or set CHROMIUM_PATH to a working Chromium.`,
      );
      process.exit(1);
    });
  try {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
    await context.route('**/*', async (route) => {
      const { pathname } = new URL(route.request().url());
      if (!route.request().url().startsWith(ORIGIN) || API.test(pathname)) return; // never answered
      const file = join(dist, pathname);
      const found = pathname !== '/' && existsSync(file) && extname(file) !== '';
      await route.fulfill({
        status: 200,
        contentType: found ? (TYPES[extname(file)] ?? 'application/octet-stream') : 'text/html',
        body: found ? readFileSync(file) : template,
      });
    });
    mkdirSync(join(dist, 'prerendered'), { recursive: true });
    const routes: PrerenderedRoute[] = [];
    for (const { name, open, match } of PRERENDERED_PAGES) {
      const page = await context.newPage();
      const problems: string[] = [];
      page.on('pageerror', (error) => problems.push(error.message));
      await page.goto(`${ORIGIN}${open}`, { waitUntil: 'load' });
      await page.evaluate(SETTLE);
      const settled = new URL(page.url()).pathname;
      await page.evaluate(FREEZE);
      const drawn = (await page.evaluate(DRAWN)) as Drawn;
      await page.close();
      if (problems.length > 0) throw new Error(`${open} failed while prerendering: ${problems.join('; ')}`);
      if (!drawn.root.includes('<main')) throw new Error(`${open} drew no <main> while prerendering`);
      const css = drawn.styles.map((href) => readFileSync(join(dist, href), 'utf8')).join('\n');
      writeFileSync(join(dist, 'prerendered', `${name}.html`), pageHtml(template, drawn, css));
      routes.push(match === 'settled' ? { name, path: settled } : { name, prefix: match.prefix });
      // `/` redirects to the landing's own path: answer it with the landing too, so the address
      // most visitors type paints before the redirect runs.
      if (match === 'settled' && settled !== open) routes.push({ name, path: open });
      console.info(`prerendered ${settled} → dist/prerendered/${name}.html`);
    }
    writeFileSync(join(dist, 'prerendered', 'pages.json'), `${JSON.stringify(routes, null, 2)}\n`);
  } finally {
    await browser.close();
  }
}

// A machine without Chromium (a bare deployment image) still builds: every page is then served
// as the plain index.html, as before prerendering existed. One line says so and how to prerender.
if (existsSync(browserPath)) await prerender();
else {
  console.warn(
    `No Chromium at ${browserPath}: the public pages are not prerendered (they paint once the app loads). To prerender them, install Debian's chromium (apt-get install chromium) or set CHROMIUM_PATH.`,
  );
}
