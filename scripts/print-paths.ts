/**
 * `npm run test:paths` (after the model-based suites ran): writes the path-coverage report for
 * every machine in machines/ to test-results/paths/report/ (`<machine>.json` and `.html`, an
 * `index.html` and `index.json` over all of them; the flow atlas shows the JSON), then prints one
 * row per machine and every state or transition no path reached. Exits 1 when there are no
 * records, so a run that wrote none cannot pass for full coverage.
 */
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { buildMachineReport } from '../machines/model/coverage-report';
import { machineOf } from '../machines/model/module-machine';
import { specTableOf } from '../machines/model/spec-table-file';
import { COVERAGE_DIR, readCoverageRecords } from '../tests/support/model/coverage';
import { formatReportTable, type MutationScore, machineReportHtml, machineSlugs, reportIndexHtml } from './path-report';

const REPORT_DIR = join(COVERAGE_DIR, 'report');

const records = await readCoverageRecords();
if (records.length === 0) {
  console.error(`No path coverage records in ${COVERAGE_DIR}: run the *.paths.test.tsx suites first.`);
  process.exit(1);
}

const reports = await Promise.all(
  machineSlugs().map(async (slug) => {
    const module = (await import(`../machines/${slug}.machine.ts`)) as Record<string, unknown>;
    const table = await specTableOf(slug);
    return buildMachineReport(slug, machineOf(slug, module), records, table?.infeasiblePairs);
  }),
);

await rm(REPORT_DIR, { recursive: true, force: true });
for (const report of reports) {
  const base = join(REPORT_DIR, report.slug);
  await mkdir(dirname(base), { recursive: true });
  await writeFile(`${base}.json`, `${JSON.stringify(report, null, 2)}\n`);
  await writeFile(`${base}.html`, machineReportHtml(report));
}
await writeFile(join(REPORT_DIR, 'index.html'), reportIndexHtml(reports));
await writeFile(
  join(REPORT_DIR, 'index.json'),
  `${JSON.stringify(
    reports.map(({ slug, suites, paths, states, transitions, pairs }) => ({
      slug,
      suites,
      paths,
      states: { covered: states.covered, total: states.total },
      transitions: { covered: transitions.covered, total: transitions.total },
      pairs: { covered: pairs.covered, total: pairs.total },
    })),
    null,
    2,
  )}\n`,
);

/** The mutation run's scores by machine, when `npm run test:paths -- --mutate` has written them. */
async function mutationScores(): Promise<Map<string, MutationScore>> {
  try {
    const reports = JSON.parse(await readFile(join(COVERAGE_DIR, 'mutation', 'index.json'), 'utf8')) as Array<
      { slug: string } & MutationScore
    >;
    return new Map(reports.map(({ slug, killed, mutants }) => [slug, { killed, mutants }]));
  } catch {
    return new Map();
  }
}

// `print-paths.ts order redemption` prints those machines' rows only (the report keeps them all).
const only = process.argv.slice(2);
console.info(
  formatReportTable(
    only.length > 0 ? reports.filter((report) => only.includes(report.slug)) : reports,
    await mutationScores(),
  ),
);
console.info(`\nReport: ${join(REPORT_DIR, 'index.html')}`);
