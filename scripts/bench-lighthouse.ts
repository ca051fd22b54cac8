/**
 * The bench's Lighthouse half: Lighthouse 12 (its default mobile preset: a mid-range phone on
 * slow 4G, simulated) driving Debian's Chromium against the sandbox server the bench started,
 * three runs per public page, the median of each figure reported against the issue's budgets
 * (performance ≥ 0.95, accessibility, best practices and SEO 1.0). With LIGHTHOUSE_REPORTS set
 * to a directory, every run's full report is written there (`{page}-{run}.json`) to be read
 * for what costs the time.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

export const LIGHTHOUSE_BUDGET = { performance: 0.95, other: 1 };
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const METRICS = {
  FCP: 'first-contentful-paint',
  LCP: 'largest-contentful-paint',
  TBT: 'total-blocking-time',
  CLS: 'cumulative-layout-shift',
} as const;
const RUNS = 3;

export interface PageFigures {
  page: string;
  scores: Record<(typeof CATEGORIES)[number], number>;
  metrics: Record<keyof typeof METRICS, number>;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

async function audit(
  port: number,
  url: string,
  failed: Set<string>,
  report: string,
): Promise<Omit<PageFigures, 'page'>> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: [...CATEGORIES],
  });
  const lhr = result?.lhr;
  if (!lhr) throw new Error(`Lighthouse returned nothing for ${url}`);
  if (lhr.runtimeError) throw new Error(`Lighthouse could not audit ${url}: ${lhr.runtimeError.message}`);
  const reports = process.env.LIGHTHOUSE_REPORTS;
  if (reports) {
    mkdirSync(reports, { recursive: true });
    writeFileSync(join(reports, `${report}.json`), JSON.stringify(lhr));
  }
  const scores = Object.fromEntries(CATEGORIES.map((c) => [c, lhr.categories[c]?.score ?? 0])) as PageFigures['scores'];
  // What keeps a category other than performance below 1, so the table's figure can be acted on.
  for (const category of CATEGORIES.filter((c) => c !== 'performance')) {
    for (const ref of lhr.categories[category]?.auditRefs ?? []) {
      const score = lhr.audits[ref.id]?.score;
      if (ref.weight > 0 && score !== null && score !== undefined && score < 1) {
        const details = lhr.audits[ref.id]?.details as { items?: Array<{ node?: { selector?: string } }> } | undefined;
        const where = details?.items?.[0]?.node?.selector;
        failed.add(`${category}: ${ref.id}${where ? ` (${where})` : ''}`);
      }
    }
  }
  const metrics = Object.fromEntries(
    Object.entries(METRICS).map(([name, id]) => [name, lhr.audits[id]?.numericValue ?? Number.NaN]),
  ) as PageFigures['metrics'];
  return { scores, metrics };
}

/** Share of the machine's CPU time spent idle over the next `ms`. */
async function idleShare(ms: number): Promise<number> {
  const sum = () =>
    cpus().reduce(
      (acc, { times }) => ({
        idle: acc.idle + times.idle,
        all: acc.all + Object.values(times).reduce((a, b) => a + b, 0),
      }),
      { idle: 0, all: 0 },
    );
  const before = sum();
  await new Promise((resolve) => setTimeout(resolve, ms));
  const after = sum();
  return (after.idle - before.idle) / Math.max(1, after.all - before.all);
}

/**
 * Waits (up to a minute) for two quiet seconds in a row, at least 90% idle: the server has just
 * seeded its database, and Lighthouse's simulated phone scales whatever it measures by four.
 */
async function waitForQuietMachine(): Promise<void> {
  const deadline = Date.now() + 60_000;
  let quiet = 0;
  while (quiet < 2 && Date.now() < deadline) quiet = (await idleShare(1000)) >= 0.9 ? quiet + 1 : 0;
  if (quiet < 2) console.info('The machine did not quiet down within a minute: Lighthouse runs anyway.');
}

/** Median of three runs per page; `pages` maps a name to a path on `origin`. */
export async function benchLighthouse(origin: string, pages: Record<string, string>): Promise<PageFigures[]> {
  await waitForQuietMachine();
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  const figures: PageFigures[] = [];
  const loadBefore = loadavg()[0] ?? 0;
  try {
    for (const [page, path] of Object.entries(pages)) {
      const runs: Omit<PageFigures, 'page'>[] = [];
      const failed = new Set<string>();
      for (let i = 0; i < RUNS; i++)
        runs.push(await audit(chrome.port, `${origin}${path}`, failed, `${page}-${i + 1}`));
      if (failed.size > 0) console.info(`${page}: failing audits ${[...failed].join(', ')}`);
      figures.push({
        page,
        scores: Object.fromEntries(
          CATEGORIES.map((c) => [c, median(runs.map((r) => r.scores[c]))]),
        ) as PageFigures['scores'],
        metrics: Object.fromEntries(
          Object.keys(METRICS).map((m) => [m, median(runs.map((r) => r.metrics[m as keyof typeof METRICS]))]),
        ) as PageFigures['metrics'],
      });
    }
  } finally {
    chrome.kill();
  }
  printLighthouse(figures, pages, loadBefore, loadavg()[0] ?? 0);
  return figures;
}

function printLighthouse(figures: PageFigures[], pages: Record<string, string>, before: number, after: number): void {
  console.info(
    `\nLighthouse 12, mobile preset, Debian Chromium, median of ${RUNS} runs` +
      ` (1-minute load average ${before.toFixed(1)} before, ${after.toFixed(1)} after: on a busy machine the` +
      ' performance figures are only indicative)',
  );
  const score = (n: number) => n.toFixed(2);
  const rows = [
    ['page', 'path', 'perf', 'a11y', 'best pr.', 'SEO', 'FCP s', 'LCP s', 'TBT ms', 'CLS', 'budget', 'verdict'],
    ...figures.map(({ page, scores, metrics }) => {
      const ok =
        scores.performance >= LIGHTHOUSE_BUDGET.performance &&
        scores.accessibility >= LIGHTHOUSE_BUDGET.other &&
        scores['best-practices'] >= LIGHTHOUSE_BUDGET.other &&
        scores.seo >= LIGHTHOUSE_BUDGET.other;
      return [
        page,
        pages[page] ?? '',
        score(scores.performance),
        score(scores.accessibility),
        score(scores['best-practices']),
        score(scores.seo),
        (metrics.FCP / 1000).toFixed(2),
        (metrics.LCP / 1000).toFixed(2),
        metrics.TBT.toFixed(0),
        metrics.CLS.toFixed(3),
        `perf ≥ ${LIGHTHOUSE_BUDGET.performance}, others ${LIGHTHOUSE_BUDGET.other}`,
        ok ? 'ok' : 'under',
      ];
    }),
  ];
  const widths = rows[0]?.map((_, i) => Math.max(...rows.map((r) => r[i]?.length ?? 0))) ?? [];
  for (const row of rows) console.info(row.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join('  '));
}
