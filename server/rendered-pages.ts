/**
 * The public pages whose first paint is their data (a scheme's details, the NFO list): their
 * prerendered shell (server/prerendered-pages.ts) is filled with the page as the app draws it
 * once its data is in, rendered here by the app's own server build (src/ssr/render-page.tsx,
 * built into dist-ssr/ by `npm run build`), so the fund's name and objective paint before any
 * script has run. The queries' data goes along for the app, which draws the same page from it
 * and replaces the markup in one commit. Without that build, or when a page cannot be drawn
 * (an unknown scheme, a failed read), the shell is answered as before.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { INERT_UNTIL_THE_APP_STARTS } from './prerendered-pages';

/** The paths filled: exactly those whose prerendered shell waits for data. */
const FILLED = [/^\/details\/[A-Za-z0-9]+$/, /^\/NFO$/];

/** Until the app takes over, controls are inert and fields read-only, as in a prerendered page. */
const { elements, fields, roles } = INERT_UNTIL_THE_APP_STARTS;
const isField = (name: string) => (fields as readonly string[]).includes(name);
const CONTROL = new RegExp(`<(${elements.join('|')})(?=[\\s>/])`, 'g');
const ROLE_CONTROL = new RegExp(`(<[a-z][a-z0-9]*\\s[^<>]*?role="(?:${roles.join('|')})")`, 'g');

/** The id of the script element holding the queries' data (read by src/app/query-client-source.ts). */
export const QUERY_STATE_ID = 'sanchay-query-state';

type RenderPage = (
  url: string,
  fetch: (request: Request) => Promise<Response>,
) => Promise<{ html: string; state: unknown } | null>;

/** Marks the rendered page's controls inert (INERT_UNTIL_THE_APP_STARTS), as the prerenderer does in the browser. */
export function frozen(html: string): string {
  return html
    .replace(CONTROL, (_, name: string) => `<${name} inert${isField(name) ? ' readonly' : ''}`)
    .replace(ROLE_CONTROL, '$1 inert');
}

/** JSON safe inside a <script> element: no `</script>`, no `<!--`. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/**
 * `shell` (a prerendered page) with #root holding `html` and the data in a JSON script before
 * the script that starts the app. Undefined when the shell is not in the expected shape.
 */
export function filledShell(shell: string, html: string, state: unknown): string | undefined {
  const open = '<div id="root">';
  const start = shell.indexOf(open);
  const end = shell.lastIndexOf('</div>', shell.indexOf('<script data-entry'));
  if (start < 0 || end < start) return undefined;
  const data = `<script type="application/json" id="${QUERY_STATE_ID}">${scriptJson(state)}</script>`;
  return `${shell.slice(0, start + open.length)}${frozen(html)}</div>\n    ${data}${shell.slice(end + '</div>'.length)}`;
}

/** How long a rendered page is answered again, and how many are kept: a render costs ~30 ms of CPU. */
export const RENDERED_PAGE_TTL_MS = 30_000;
const RENDERED_PAGES_KEPT = 50;
/**
 * Renders under way at once. A render holds the event loop for ~30 ms of CPU, so anything more
 * than a couple at a time only delays every other request (/healthz, the API) behind them;
 * a page asked for beyond that is answered its prerendered shell at once, never queued.
 */
export const MAX_CONCURRENT_RENDERS = 2;

interface FillerOptions {
  /** Answers the page's API calls (the app itself). */
  fetch: (request: Request) => Promise<Response>;
  /** Changes whenever the catalogue's data may have (the sandbox's seed and day): part of each page's key. */
  version: () => string;
  now?: () => number;
}

/**
 * Fills shells with rendered pages. `ssrDir` holds the server build, loaded on first use. A page
 * is kept for RENDERED_PAGE_TTL_MS (within the app's 60 s staleTime, so the data it hands on is
 * still fresh for the app), under its path and the catalogue's version. The query string is left
 * out of both the render and the key: neither page reads it (no search schema, no loader
 * dependency), and keying on it let `?utm=1`, `?utm=2`, … each cost a render.
 */
export function createPageFiller(ssrDir: string, { fetch, version, now = Date.now }: FillerOptions) {
  const entry = join(ssrDir, 'render-page.js');
  let renderPage: Promise<RenderPage | undefined> | undefined;
  const load = () => {
    renderPage ??= existsSync(entry)
      ? import(pathToFileURL(entry).href).then((module: { renderPage: RenderPage }) => module.renderPage)
      : Promise.resolve(undefined);
    return renderPage;
  };
  const kept = new Map<string, { at: number; page: ReturnType<RenderPage> }>();
  let rendering = 0;
  /** The page at `path`: kept or being drawn, drawn now, or undefined when MAX_CONCURRENT_RENDERS are under way. */
  const rendered = (render: RenderPage, path: string): ReturnType<RenderPage> | undefined => {
    const key = `${version()}|${path}`;
    const hit = kept.get(key);
    if (hit && now() - hit.at < RENDERED_PAGE_TTL_MS) return hit.page;
    if (rendering >= MAX_CONCURRENT_RENDERS) return undefined;
    rendering++;
    const page = render(path, fetch).finally(() => rendering--);
    kept.delete(key);
    kept.set(key, { at: now(), page });
    // Only drawn pages are kept: a failure or an address that is no page is tried again.
    page.then(
      (drawn) => drawn === null && kept.delete(key),
      () => kept.delete(key),
    );
    for (const old of kept.keys()) {
      if (kept.size <= RENDERED_PAGES_KEPT) break;
      kept.delete(old);
    }
    return page;
  };
  return async function fill(path: string, shell: string): Promise<string> {
    if (!FILLED.some((pattern) => pattern.test(path))) return shell;
    const render = await load();
    if (!render) return shell;
    try {
      const page = await rendered(render, path);
      return (page && filledShell(shell, page.html, page.state)) ?? shell;
    } catch (error) {
      console.error(`Could not render ${path} on the server; answering its shell`, error);
      return shell;
    }
  };
}
