/**
 * The public pages prerendered at build time (scripts/prerender.ts writes them and
 * `dist/prerendered/pages.json`, the list below with each page's real path). A request for one
 * of those paths gets its prerendered HTML instead of the empty index.html, so the first paint
 * needs no script; every other path gets index.html as before.
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

interface PrerenderedPage {
  /** The page's file: `dist/prerendered/{name}.html`. */
  name: string;
  /** The path the prerenderer opens. */
  open: string;
  /** Paths answered with the page: the one the app settled on (after redirects), or a prefix for a shell. */
  match: 'settled' | { prefix: string };
}

export const PRERENDERED_PAGES: readonly PrerenderedPage[] = [
  { name: 'landing', open: '/', match: 'settled' },
  { name: 'explore', open: '/explore', match: 'settled' },
  { name: 'nfo', open: '/NFO', match: 'settled' },
  { name: 'details', open: '/details/INF000000000', match: { prefix: '/details/' } },
  { name: 'signin', open: '/signin', match: 'settled' },
  { name: 'signup', open: '/signup', match: 'settled' },
  { name: 'privacypolicy', open: '/privacypolicy', match: 'settled' },
  { name: 'termsconditions', open: '/termsconditions', match: 'settled' },
];

/**
 * The one inline script of a prerendered page, in place of the built index.html's module script
 * and modulepreloads: it asks for the app's scripts (`data-entry`, `data-modules` on the script
 * element) once the page has been drawn, so the first paint never waits for, or competes with,
 * scripts it does not need. (A hidden tab draws no frames; the timer starts the app there too.)
 * The CSP allows exactly this text by its hash (server/security-headers.ts).
 */
export const START_AFTER_FIRST_PAINT = [
  '(() => {',
  '  const { entry, modules } = document.currentScript.dataset;',
  '  let started = false;',
  '  const start = () => {',
  '    if (started) return;',
  '    started = true;',
  "    for (const href of modules.split(' ').filter(Boolean)) {",
  "      const link = Object.assign(document.createElement('link'), { rel: 'modulepreload', href });",
  "      link.crossOrigin = '';",
  '      document.head.append(link);',
  '    }',
  "    const script = Object.assign(document.createElement('script'), { type: 'module', src: entry });",
  "    script.crossOrigin = '';",
  '    document.head.append(script);',
  '  };',
  '  requestAnimationFrame(() => setTimeout(start));',
  '  setTimeout(start, 500);',
  '})();',
].join('\n');

/** The CSP source that allows START_AFTER_FIRST_PAINT and no other inline script. */
export const START_AFTER_FIRST_PAINT_SOURCE = `'sha256-${createHash('sha256').update(START_AFTER_FIRST_PAINT).digest('base64')}'`;

/**
 * What stays inert until the app takes over a prerendered or server-rendered page, fields
 * read-only too: typing into a field React is about to replace would be lost, and a click on a
 * form's button would submit it natively (a GET to the same page). Links stay live: they work
 * without script. Applied in the browser by scripts/prerender.ts and to markup by
 * server/rendered-pages.ts.
 */
export const INERT_UNTIL_THE_APP_STARTS = {
  elements: ['form', 'button', 'input', 'select', 'textarea'],
  fields: ['input', 'textarea'],
  roles: ['button', 'tab', 'checkbox', 'radio', 'switch', 'combobox'],
} as const;

/** What `pages.json` holds: each page's file and the exact path or prefix it answers. */
export interface PrerenderedRoute {
  name: string;
  path?: string;
  prefix?: string;
}

/** The prerendered HTML for `path`, or undefined when the build has none for it. */
export async function prerenderedHtml(distDir: string, path: string): Promise<string | undefined> {
  const listed = await readFile(join(distDir, 'prerendered', 'pages.json'), 'utf8').catch(() => undefined);
  if (listed === undefined) return undefined;
  const routes = JSON.parse(listed) as PrerenderedRoute[];
  const route = routes.find((r) => r.path === path || (r.prefix !== undefined && path.startsWith(r.prefix)));
  return route && readFile(join(distDir, 'prerendered', `${route.name}.html`), 'utf8').catch(() => undefined);
}
