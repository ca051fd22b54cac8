/**
 * The mutation score as data: what `npm run test:paths -- --mutate` measured for a machine (each
 * mechanical mutant killed by a named test, or surviving with a reason). The script writes it to
 * test-results/paths/mutation/index.json; the flow atlas shows it.
 */
export interface MutantOutcome {
  index: number;
  kind: string;
  description: string;
  /** `stillborn`: the mutated config does not make a machine, so it is not scored. */
  verdict: 'killed' | 'survived' | 'stillborn';
  /** The test that killed it, or why a survivor is harmless (or 'no reason recorded'). */
  by: string;
}

export interface MutationReport {
  slug: string;
  machine: string;
  moneyMoving: boolean;
  suites: string[];
  /** Whether the machine has its spec table. */
  table: boolean;
  /** Scored mutants (stillborn ones left out). */
  mutants: number;
  killed: number;
  outcomes: MutantOutcome[];
}
