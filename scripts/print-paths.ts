/**
 * `npm run test:paths` (after the model-based suites ran): one row per machine with the states
 * and transitions its executed paths covered, the number of generated paths and the share
 * covered, then every state or transition no path reached. Exits 1 when there is nothing to
 * print, so a run that wrote no records cannot pass for full coverage.
 */
import { COVERAGE_DIR, formatCoverageTable, readCoverageRecords } from '../tests/support/model/coverage';

const records = await readCoverageRecords();
if (records.length === 0) {
  console.error(`No path coverage records in ${COVERAGE_DIR}: run the *.paths.test.tsx suites first.`);
  process.exit(1);
}
console.info(formatCoverageTable(records));
