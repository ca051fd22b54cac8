/**
 * `npm run test:paths -- <machine>… [--kind K] --browser`: the machines' generated paths driven
 * through the built app in Chromium (e2e/paths/<machine>.paths.spec.ts), then their coverage.
 * Builds first when anything the build reads changed (scripts/build.ts --if-changed), runs
 * Playwright on those files alone (E2E_PATHS=1; the journeys stay out), merges each path's visits
 * into a coverage record in test-results/paths/browser/<machine>.json, with its HTML page beside
 * it (apart from the vitest records the atlas reads), and prints the machine's row. Outside CI's budget: about 30 s of a
 * worker per path.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { BROWSER_COVERAGE_DIR, mergeBrowserCoverage } from '../e2e/support/browser-coverage';
import { buildMachineReport } from '../machines/model/coverage-report';
import { deriveTestModel } from '../machines/model/derive';
import { machineOf } from '../machines/model/module-machine';
import type { PathKind } from '../machines/model/paths';
import { specTableOf } from '../machines/model/spec-table-file';
import { COVERAGE_DIR } from '../tests/support/model/coverage';
import { formatReportTable, machineReportHtml } from './path-report';

const BROWSER_RECORDS = join(COVERAGE_DIR, 'browser');

/** The browser suite of a machine: e2e/paths/<slug>.paths.spec.ts. */
const browserSuiteOf = (slug: string): string => join('e2e', 'paths', `${slug}.paths.spec.ts`);

function run(command: string, args: string[], env: Record<string, string> = {}): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
    child.on('close', (code) => resolve(code ?? 1));
  });
}

export async function runBrowserPaths(slugs: readonly string[], kind: PathKind | undefined): Promise<number> {
  const without = slugs.filter((slug) => !existsSync(browserSuiteOf(slug)));
  if (without.length > 0) {
    console.error(`No browser paths for ${without.join(', ')}: e2e/paths/ has a <machine>.paths.spec.ts per machine.`);
    return 2;
  }
  const built = await run('node', ['--import', 'tsx', 'scripts/build.ts', '--if-changed']);
  if (built !== 0) return built;
  for (const slug of slugs) await rm(join(BROWSER_COVERAGE_DIR, slug), { recursive: true, force: true });
  const code = await run('npx', ['playwright', 'test', ...slugs.map(browserSuiteOf)], {
    E2E_PATHS: '1',
    ...(kind ? { SANCHAY_PATH_KIND: kind } : {}),
  });
  const reports = [];
  await mkdir(BROWSER_RECORDS, { recursive: true });
  for (const slug of slugs) {
    const machine = machineOf(slug, (await import(`../machines/${slug}.machine.ts`)) as Record<string, unknown>);
    const record = await mergeBrowserCoverage(slug, deriveTestModel(machine));
    if (!record) {
      console.error(`${slug}: no path ran in the browser.`);
      continue;
    }
    await writeFile(join(BROWSER_RECORDS, `${slug}.json`), `${JSON.stringify(record, null, 2)}\n`);
    const report = buildMachineReport(slug, machine, [record], (await specTableOf(slug))?.infeasiblePairs);
    // The page the table's note points to: every pair, with a path that fires it.
    await writeFile(join(BROWSER_RECORDS, `${slug}.html`), machineReportHtml(report));
    reports.push(report);
  }
  if (reports.length > 0) {
    console.info(`\nIn the browser (${kind ?? 'shortest'} paths):\n${formatReportTable(reports)}`);
    console.info(`\nReport: ${BROWSER_RECORDS}/<machine>.html (and .json)`);
  }
  return code === 0 && reports.length === slugs.length ? 0 : code || 1;
}
