/**
 * What the atlas's index shows in a machine's measured columns: covered of total from the
 * coverage report, the mutation score from the mutation report, or '—' with the command that
 * measures it when the report is missing (none written yet, or written before the machine was
 * measured). `undefined` report: still being read.
 */
import type { MutationScore, PathCoverageSummary } from '../../api/sandbox';
import { flowsMessages as text } from './messages';

export interface Measure {
  text: string;
  /** Why there is no figure, and how to get one. */
  hint?: string;
}

const NOT_MEASURED = '—';

type CoverageKind = 'states' | 'transitions' | 'pairs';

export function coverageMeasure(
  slug: string,
  report: readonly PathCoverageSummary[] | null | undefined,
  kind: CoverageKind,
): Measure {
  if (report === undefined) return { text: '…', hint: text.hints.loading };
  if (report === null) return { text: NOT_MEASURED, hint: text.hints.noCoverage };
  const summary = report.find((entry) => entry.slug === slug);
  if (!summary) return { text: NOT_MEASURED, hint: text.hints.notInCoverage };
  // In the report for completeness only: none of its suites ran (a run of other machines).
  if (summary.suites.length === 0) return { text: NOT_MEASURED, hint: text.hints.notRun(slug) };
  return { text: text.covered(summary[kind].covered, summary[kind].total) };
}

export function mutationMeasure(slug: string, report: readonly MutationScore[] | null | undefined): Measure {
  if (report === undefined) return { text: '…', hint: text.hints.loading };
  if (report === null) return { text: NOT_MEASURED, hint: text.hints.noMutation };
  const score = report.find((entry) => entry.slug === slug);
  if (!score) return { text: NOT_MEASURED, hint: text.hints.notInMutation(slug) };
  if (score.mutants === 0) return { text: NOT_MEASURED, hint: text.hints.noMutants };
  return { text: text.mutationScore(score.killed, score.mutants) };
}
