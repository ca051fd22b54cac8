/**
 * The public pages prerendered at build time (scripts/prerender.ts writes them and
 * `dist/prerendered/pages.json`, the list below with each page's real path). A request for one
 * of those paths gets its prerendered HTML instead of the empty index.html, so the first paint
 * needs no script; every other path gets index.html as before.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

export interface PrerenderedPage {
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
  { name: 'privacypolicy', open: '/privacypolicy', match: 'settled' },
  { name: 'termsconditions', open: '/termsconditions', match: 'settled' },
];

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
