/** The HTML of a prerendered page (scripts/prerender.ts), made from the built index.html. */
import { START_AFTER_FIRST_PAINT } from '../server/prerendered-pages';

/** What the prerenderer saw the page draw and load. */
export interface Drawn {
  htmlAttributes: [string, string][];
  title: string;
  root: string;
  scripts: string[];
  styles: string[];
}

const ENTRY_SCRIPT = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/**
 * The built index.html with what the page drew and its stylesheets (`css`) inlined (one request fewer
 * per stylesheet before the first paint: a page uses a dozen of Mantine's per-component sheets).
 * The entry's module script and modulepreloads give way to START_AFTER_FIRST_PAINT, which asks
 * for the entry and every script the page loaded (the route's own chunk among them) once the page
 * is drawn. A lazy chunk loaded later still adds its own stylesheet link, which repeats rules
 * already inlined: harmless, as Mantine's sheets are ordered by layer (scripts/vite/mantine-component-css.ts).
 */
export function pageHtml(template: string, drawn: Drawn, css: string): string {
  const entry = ENTRY_SCRIPT.exec(template)?.[1];
  if (!entry) throw new Error('The built index.html has no module script for its entry');
  const preloaded = [...template.matchAll(MODULE_PRELOAD)].map(([, href]) => href ?? '');
  const modules = [...new Set([...preloaded, ...drawn.scripts])].filter((href) => href !== entry);
  const style = `<style data-prerendered>${css.replaceAll('</style', '<\\/style')}</style>`;
  const start = `<script data-entry="${entry}" data-modules="${modules.join(' ')}">${START_AFTER_FIRST_PAINT}</script>`;
  const attributes = drawn.htmlAttributes
    .map(([name, value]) => ` ${name}="${value.replaceAll('"', '&quot;')}"`)
    .join('');
  const html = template
    .replace(/\s*<link rel="stylesheet"[^>]*>/g, '')
    .replace(ENTRY_SCRIPT, '')
    .replace(MODULE_PRELOAD, '')
    // Replacer functions, so a `$` in the page or its CSS is never read as a replacement pattern.
    .replace(/<html[^>]*>/, () => `<html${attributes}>`)
    .replace(/<title>[^<]*<\/title>/, () => `<title>${drawn.title}</title>`)
    .replace('</head>', () => `    ${style}\n  </head>`)
    .replace('<div id="root"></div>', () => `<div id="root">${drawn.root}</div>\n    ${start}`);
  if (!html.includes(drawn.root)) throw new Error('The built index.html has no empty <div id="root"></div>');
  return html;
}
