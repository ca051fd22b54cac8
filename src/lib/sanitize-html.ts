/**
 * Scheme objectives arrive as HTML from fund houses (000 §2.5). They are shown
 * only after DOMPurify has reduced them to plain formatting: no scripts, event
 * handlers, styles, images or javascript: links.
 *
 * DOMPurify is only as good as the DOM it runs on (it is known to leak under
 * happy-dom, for instance). So it is first tried once on a probe, and its output
 * is checked against the same allow-list; if either fails, the objective is
 * shown as escaped plain text instead.
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

/** Sanitised HTML safe to inject, or '' when nothing readable is left. */
export function sanitizeHtml(html: string): string {
  if (!canPurify()) return toEscapedText(html);
  hardenLinks();
  const clean = DOMPurify.sanitize(html, { ALLOWED_TAGS, ALLOWED_ATTR, ALLOWED_URI_REGEXP: ALLOWED_URI });
  const safe = isWithinAllowList(clean) ? clean : toEscapedText(html);
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
