/**
 * Scheme objectives as fund houses publish them: HTML with paragraphs and lists. A few carry
 * hostile markup on purpose, so the client's sanitiser is exercised against real data. Each
 * payload would set `window.__sanchayXss` if it ever ran, which an end-to-end test can check.
 */
import type { CategorySpec } from './categories';
import type { Random } from './random';

const XSS_MARKER = '__sanchayXss';

const DISCLAIMER = 'However, there can be no assurance that the investment objective of the scheme will be achieved.';

function escapeHtml(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
}

function statement(spec: CategorySpec): string {
  return `The investment objective of the scheme is ${escapeHtml(spec.objective)}`;
}

function suitability(spec: CategorySpec, riskometer: string): string {
  const [horizon, investing] = spec.suitability;
  return (
    '<p><strong>This product is suitable for investors who are seeking*:</strong></p>' +
    `<ul><li>${escapeHtml(horizon)}</li><li>${escapeHtml(investing)}</li></ul>` +
    `<p>Riskometer: investors understand that their principal will be at <b>${riskometer.toLowerCase()}</b> risk.</p>` +
    '<p><em>*Investors should consult their financial advisers if in doubt about whether the product is suitable for them.</em></p>'
  );
}

type ObjectiveLayout = 'brief' | 'suitability' | 'sections';

/** A well-formed objective in one of the layouts fund houses use (random when not given). */
export function objectiveHtml(
  random: Random,
  spec: CategorySpec,
  riskometer: string,
  layout: ObjectiveLayout = random.pick(['brief', 'suitability', 'sections'] as const),
): string {
  switch (layout) {
    case 'brief':
      return `<p>${statement(spec)}</p><p>${DISCLAIMER}</p>`;
    case 'suitability':
      return `<p>${statement(spec)}</p><p>${DISCLAIMER}</p>${suitability(spec, riskometer)}`;
    case 'sections':
      return (
        `<h4>Investment Objective</h4><p>${statement(spec)}<br>${DISCLAIMER}</p>` +
        '<h4>Asset Allocation</h4><ol><li>As per the Scheme Information Document.</li>' +
        '<li>Rebalancing within 30 business days where the allocation drifts.</li></ol>'
      );
  }
}

const HOSTILE_PAYLOADS = [
  `<script>window.${XSS_MARKER} = 'script'</script>`,
  `<img src="x" alt="" onerror="window.${XSS_MARKER} = 'img'">`,
  `<a href="javascript:window.${XSS_MARKER} = 'link'">Read the Scheme Information Document</a>`,
  `<span onmouseover="window.${XSS_MARKER} = 'hover'" onclick="window.${XSS_MARKER} = 'click'">Key facts</span>`,
  `<svg><animate onbegin="window.${XSS_MARKER} = 'svg'" attributeName="x" dur="1s"></animate></svg>`,
  `<iframe src="javascript:parent.${XSS_MARKER} = 'iframe'"></iframe>`,
  '<style>body { display: none !important; }</style>',
  `<form action="javascript:window.${XSS_MARKER} = 'form'"><button>Invest now</button></form>`,
] as const;

/** An objective that mixes real content with markup a sanitiser must remove; `all` uses every payload. */
export function hostileObjectiveHtml(random: Random, spec: CategorySpec, all = false): string {
  const payloads = all ? HOSTILE_PAYLOADS : random.sample(HOSTILE_PAYLOADS, random.int(1, 3));
  const [first, ...rest] = payloads;
  return (
    `<p onclick="window.${XSS_MARKER} = 'paragraph'">${statement(spec)} ${first ?? ''}</p>` +
    `<p>${DISCLAIMER}</p>${rest.join('')}`
  );
}
