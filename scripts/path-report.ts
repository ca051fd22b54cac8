/**
 * How `npm run test:paths` finds the machines and prints and pages the coverage report
 * (machines/model/coverage-report.ts builds it): a console table, and static HTML for reading
 * without the app. Only machines in machines/ have a row, so the records of the helper's own
 * test fixtures are left out.
 */
import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { MachineReport, ReportItem, ReportSection } from '../machines/model/coverage-report';

/** Every `*.machine.ts` under `dir`, as slugs (`order`, `onboarding/pan-fetch`), sorted. */
export function machineSlugs(dir = 'machines'): string[] {
  const walk = (folder: string): string[] =>
    readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) return walk(path);
      return entry.name.endsWith('.machine.ts') ? [relative(dir, path).replace(/\.machine\.ts$/, '')] : [];
    });
  return walk(dir).sort();
}

/** A machine's last mutation score (`npm run test:paths -- --mutate`). */
export interface MutationScore {
  killed: number;
  mutants: number;
}

/**
 * One row per machine (machines no suite ran for say so), with its mutation score where a
 * `--mutate` run measured it, then the states and transitions missed.
 */
export function formatReportTable(
  reports: readonly MachineReport[],
  mutation: ReadonlyMap<string, MutationScore> = new Map(),
): string {
  const ratio = (s: ReportSection<ReportItem>) => `${s.covered}/${s.total}`;
  const score = (m: MutationScore | undefined) =>
    m === undefined || m.mutants === 0
      ? '—'
      : `${m.killed}/${m.mutants} ${Math.floor((1000 * m.killed) / m.mutants) / 10}%`;
  const header = ['machine', 'suites', 'paths', 'states', 'transitions', 'pairs', 'infeasible', 'mutants'];
  const rows = reports.map((r) => [
    r.slug,
    r.suites.length === 0 ? 'none ran' : String(r.suites.length),
    String(r.paths),
    ratio(r.states),
    ratio(r.transitions),
    ratio(r.pairs),
    String(r.infeasiblePairs?.length ?? 0),
    score(mutation.get(r.slug)),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i]?.length ?? 0)));
  const line = (cells: string[]) =>
    cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0))).join('  ');
  const gaps = reports.flatMap((r) => [
    ...r.states.items.filter((s) => !s.coveredBy).map((s) => `  ${r.slug}: state ${s.id} not covered`),
    ...r.transitions.items.filter((t) => !t.coveredBy).map((t) => `  ${r.slug}: transition ${t.id} not covered`),
  ]);
  const pairsMissed = reports.reduce((sum, r) => sum + r.pairs.total - r.pairs.covered, 0);
  return [
    line(header),
    ...rows.map(line),
    ...(gaps.length ? ['', 'Not covered:', ...gaps] : []),
    ...(pairsMissed
      ? ['', `${pairsMissed} transition pairs not covered: the HTML report names each, with a path that fires it.`]
      : []),
  ].join('\n');
}

const html = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

const PAGE_STYLE =
  'body{font:14px/1.45 system-ui,sans-serif;margin:2rem;color:#1a1b1e}table{border-collapse:collapse;margin:.5rem 0 1.5rem}' +
  'th,td{border:1px solid #ced4da;padding:.3rem .5rem;text-align:left;vertical-align:top}code{font-size:13px}' +
  '.missing{background:#fff0f0}.covered{background:#f0fff4}';

function page(title: string, body: string): string {
  return `<!doctype html>\n<html lang="en"><head><meta charset="utf-8"><title>${html(title)}</title><style>${PAGE_STYLE}</style></head><body>${body}</body></html>\n`;
}

export function reportIndexHtml(reports: readonly MachineReport[]): string {
  const rows = reports
    .map(
      (r) =>
        `<tr><td><a href="${html(r.slug)}.html">${html(r.slug)}</a></td><td>${r.suites.length === 0 ? 'none ran' : html(r.suites.join(', '))}</td><td>${r.paths}</td>` +
        `<td>${r.states.covered}/${r.states.total}</td><td>${r.transitions.covered}/${r.transitions.total}</td><td>${r.pairs.covered}/${r.pairs.total}</td></tr>`,
    )
    .join('');
  return page(
    'Path coverage',
    `<h1>Path coverage</h1><p>States, transitions and transition pairs (two transitions fired one after the other) that the model-based suites' executed paths covered.</p>` +
      `<table><thead><tr><th>Machine</th><th>Suites</th><th>Paths</th><th>States</th><th>Transitions</th><th>Pairs</th></tr></thead><tbody>${rows}</tbody></table>`,
  );
}

export function machineReportHtml(report: MachineReport): string {
  const depth = report.slug.split('/').length - 1;
  const home = `${'../'.repeat(depth)}index.html`;
  const table = (items: readonly ReportItem[], missingNote: (item: ReportItem) => string) =>
    `<table><thead><tr><th>Item</th><th>Covered by</th></tr></thead><tbody>${items
      .map((item) =>
        item.coveredBy
          ? `<tr class="covered"><td><code>${html(item.id)}</code></td><td>${html(item.coveredBy)}</td></tr>`
          : `<tr class="missing"><td><code>${html(item.id)}</code></td><td>not covered${missingNote(item)}</td></tr>`,
      )
      .join('')}</tbody></table>`;
  const pairNote = (item: ReportItem) => {
    const pair = report.pairs.items.find((p) => p.id === item.id);
    return pair ? ` — fired by <code>${html(pair.events)}</code>` : '';
  };
  const infeasible = (pairs: ReadonlyArray<{ id: string; why: string }>) =>
    pairs.length === 0
      ? ''
      : `<h2>Infeasible pairs: ${pairs.length}</h2><p>The model can fire these; the machine cannot (its spec table says why).</p>` +
        `<table><thead><tr><th>Pair</th><th>Why</th></tr></thead><tbody>${pairs
          .map(({ id, why }) => `<tr><td><code>${html(id)}</code></td><td>${html(why)}</td></tr>`)
          .join('')}</tbody></table>`;
  const heading = (name: string, s: ReportSection<ReportItem>) =>
    `<h2>${name}: ${s.covered} of ${s.total} covered</h2>`;
  return page(
    `${report.slug}: path coverage`,
    `<p><a href="${home}">All machines</a></p><h1>${html(report.slug)}</h1>` +
      `<p>Machine <code>${html(report.machine)}</code>; suites: ${report.suites.length === 0 ? 'none ran' : html(report.suites.join(', '))}; ${report.paths} paths.</p>` +
      heading('States', report.states) +
      table(report.states.items, () => '') +
      heading('Transitions', report.transitions) +
      table(report.transitions.items, () => '') +
      heading('Transition pairs', report.pairs) +
      `<p>Out of the feasible pairs: the model can fire every pair below, the machine too.</p>` +
      table(report.pairs.items, pairNote) +
      infeasible(report.infeasiblePairs ?? []),
  );
}
