/**
 * Scheme objectives arrive as HTML from fund houses (000 §2.5). They are shown
 * only after DOMPurify has reduced them to plain formatting: no scripts, event
 * handlers, styles, images or javascript: links.
 *
 * DOMPurify is only as good as the DOM it runs on (it is known to leak under
 * happy-dom, for instance). So it is first tried once on a probe, and its output
 * is checked against the same allow-list; if either fails, the objective is
 * shown as escaped plain text instead. Where there is no DOM at all (the server's
 * render of the public pages), sanitizeWithoutDom rebuilds the allowed markup.
 */
import DOMPurify from 'dompurify';

// Fund houses head their sections with h4; shiftHeadings() renumbers h4–h6 to where they sit.
const ALLOWED_TAGS = [
  'p',
  'br',
  'b',
  'strong',
  'i',
  'em',
  'u',
  'ul',
  'ol',
  'li',
  'span',
  'a',
  'sub',
  'sup',
  'h4',
  'h5',
  'h6',
];
const ALLOWED_ATTR = ['href', 'title'];
/** Added by the link hook below. */
const HOOK_ATTR = ['target', 'rel'];
const ALLOWED_URI = /^(?:https?:|mailto:)/i;

let linksHardened = false;

function hardenLinks(): void {
  if (linksHardened) return;
  linksHardened = true;
  // Links in fund-house text open elsewhere and must not get a handle on this window.
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A') {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** The text of `html` with every tag (and script/style bodies) removed, escaped for injection. */
export function toEscapedText(html: string): string {
  return html
    .replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, '')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&(?!#?\w+;)|[<>"']/g, (c) => ESCAPES[c] ?? c)
    .replace(/\s+/g, ' ')
    .trim();
}

/** True when parsed `html` holds only allowed tags, attributes and link targets. */
export function isWithinAllowList(html: string): boolean {
  const template = document.createElement('template');
  template.innerHTML = html;
  for (const element of Array.from(template.content.querySelectorAll('*'))) {
    if (!ALLOWED_TAGS.includes(element.localName)) return false;
    for (const attribute of Array.from(element.attributes)) {
      if (!ALLOWED_ATTR.includes(attribute.name) && !HOOK_ATTR.includes(attribute.name)) return false;
      if (attribute.name === 'href' && !ALLOWED_URI.test(attribute.value.trim())) return false;
    }
  }
  return true;
}

// No event-handler attribute here: Chromium reports a CSP violation for every one it parses, even
// in an inert document, and the probe runs on every page with an objective. A handler DOMPurify
// let through in real input would still be caught by isWithinAllowList.
const PROBE = '<p title="t" style="color:red">a<script>b</script><img src="c"><iframe src="d"></iframe></p>';
const PROBE_CLEAN = '<p title="t">a</p>';
let purifierWorks: boolean | undefined;

/** Whether DOMPurify sanitises correctly in this DOM, tried once. */
function canPurify(): boolean {
  purifierWorks ??= DOMPurify.isSupported && DOMPurify.sanitize(PROBE, { ALLOWED_TAGS, ALLOWED_ATTR }) === PROBE_CLEAN;
  return purifierWorks;
}

/** Elements dropped with everything inside them; any other unknown element keeps its text, as with DOMPurify. */
const DROPPED_WITH_CONTENT =
  /<(script|style|iframe|object|embed|noscript|template|textarea|title|svg|math|select)\b[\s\S]*?<\/\1\s*>/gi;
const TOKEN = /<!--[\s\S]*?(?:-->|$)|<(\/?)([a-zA-Z][a-zA-Z0-9]*)((?:[^>"']|"[^"]*"|'[^']*')*)>|<|[^<]+/g;
const ATTRIBUTE = /([a-zA-Z_:][-a-zA-Z0-9_:.]*)\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+))/g;
const escapeText = (text: string) => text.replace(/&(?!#?\w+;)|[<>"']/g, (c) => ESCAPES[c] ?? c);

/**
 * The same allow-list without a DOM, for the server's render of the public pages
 * (src/ssr/render-page.tsx), which the browser then replaces with DOMPurify's result: every tag
 * is rebuilt from its name and allowed attributes alone, everything else becomes escaped text, so
 * nothing but allowed markup can come out whatever goes in.
 */
function sanitizeWithoutDom(html: string): string {
  let out = '';
  for (const [token, closing, rawName, attributes = ''] of html.replace(DROPPED_WITH_CONTENT, '').matchAll(TOKEN)) {
    if (token.startsWith('<!--')) continue;
    if (rawName === undefined) {
      out += escapeText(token);
      continue;
    }
    const name = rawName.toLowerCase();
    if (!ALLOWED_TAGS.includes(name)) continue;
    if (closing) {
      if (name !== 'br') out += `</${name}>`;
      continue;
    }
    let kept = '';
    for (const [, attribute = '', double, single, bare] of attributes.matchAll(ATTRIBUTE)) {
      const key = attribute.toLowerCase();
      const value = double ?? single ?? bare ?? '';
      if (!ALLOWED_ATTR.includes(key) || (key === 'href' && !ALLOWED_URI.test(value.trim()))) continue;
      kept += ` ${key}="${escapeText(value)}"`;
    }
    if (name === 'a') kept += ' target="_blank" rel="noopener noreferrer"';
    out += `<${name}${kept}>`;
  }
  return out;
}

/** Sanitised HTML safe to inject, or '' when nothing readable is left. */
export function sanitizeHtml(html: string): string {
  if (typeof document === 'undefined') return readable(sanitizeWithoutDom(html));
  if (!canPurify()) return toEscapedText(html);
  hardenLinks();
  const clean = DOMPurify.sanitize(html, { ALLOWED_TAGS, ALLOWED_ATTR, ALLOWED_URI_REGEXP: ALLOWED_URI });
  return readable(isWithinAllowList(clean) ? clean : toEscapedText(html));
}

/** `safe`, or '' when only markup and whitespace are left. */
function readable(safe: string): string {
  return safe.replace(/<[^>]*>|&nbsp;|\s/g, '') === '' ? '' : safe;
}

const HEADING_TAG = /<(\/?)h([4-6])(?=[\s>])/gi;

/**
 * Sanitised HTML whose headings (h4–h6, the only ones allowed) are renumbered so the highest
 * becomes `top` and the rest keep their nesting below it (at most h6): a fund's h4 under the
 * page's h2 'Objective' would otherwise skip a level for screen-reader users.
 */
export function shiftHeadings(clean: string, top: 2 | 3 | 4): string {
  const levels = [...clean.matchAll(HEADING_TAG)].map(([, , level]) => Number(level));
  if (levels.length === 0) return clean;
  const shift = top - Math.min(...levels);
  return clean.replace(
    HEADING_TAG,
    (_, closing: string, level: string) => `<${closing}h${Math.min(6, Number(level) + shift)}`,
  );
}
