/**
 * The flow atlas's reports (sandbox mode only, read-only, beyond the spec): what `npm run
 * test:paths` and `npm run test:paths -- --mutate` last wrote under `config.pathReportsDir`
 * (test-results/paths/). Read from disk on every request, never at build or start, so a server
 * started before a report was written serves it; absent, the answer is a 404 that says which
 * command writes it. The files are the scripts' own JSON, passed on as they are.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { components } from '../../domain/contract/sandbox';
import { notFound } from '../contract/api-error';
import type { HandlerMap } from '../contract/types';

type Schemas = components['schemas'];

const NO_COVERAGE_REPORT = 'No coverage report yet: run npm run test:paths';
const NO_MUTATION_REPORT = 'No mutation report yet: run npm run test:paths -- --mutate';

/** The file's JSON, or undefined when there is no such file (a report not written yet). */
async function readReport<T>(file: string): Promise<T | undefined> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  return JSON.parse(text) as T;
}

export function pathReportHandlers({
  dir,
}: {
  dir: string;
}): HandlerMap<'getPathCoverage' | 'getMachineCoverage' | 'getMutationScores'> {
  return {
    getPathCoverage: async () => {
      const index = await readReport<Schemas['PathCoverageSummary'][]>(join(dir, 'report', 'index.json'));
      if (!index) throw notFound(NO_COVERAGE_REPORT);
      return { status: 200, body: index };
    },

    // The slug's pattern (contract) has no dots or backslashes, so it cannot leave report/.
    getMachineCoverage: async ({ query }) => {
      const report = await readReport<Schemas['MachineCoverage']>(join(dir, 'report', `${query.machine}.json`));
      if (!report) throw notFound(`No coverage report for the machine "${query.machine}": run npm run test:paths`);
      return { status: 200, body: report };
    },

    getMutationScores: async () => {
      const reports = await readReport<Schemas['MutationReport'][]>(join(dir, 'mutation', 'index.json'));
      if (!reports) throw notFound(NO_MUTATION_REPORT);
      return { status: 200, body: reports };
    },
  };
}
