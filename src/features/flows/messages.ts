/** The atlas's own texts (a tester's and product owner's tool: no spec texts). */

export const COVERAGE_COMMAND = 'npm run test:paths';
export const MUTATION_COMMAND = 'npm run test:paths -- --mutate';

export const flowsMessages = {
  index: {
    heading: 'Every flow',
    caption:
      'What each flow does, the spec sections its transitions answer to, what the model-based tests covered and the share of mechanical mutants they killed. Choose a flow to see its diagram.',
    columns: {
      flow: 'Flow',
      description: 'What it does',
      sections: 'Spec sections',
      states: 'States',
      transitions: 'Transitions',
      pairs: 'Transition pairs',
      mutation: 'Mutation score',
    },
    loading: 'Reading every flow',
    failed: 'The flows could not be read.',
    noDescription: 'No description: give the machine a root description.',
    noSections: 'No spec section cited',
    beyondSpec: (rows: number) => (rows === 1 ? '1 row beyond the spec' : `${rows} rows beyond the spec`),
    noCoverage: `No coverage report yet: run ${COVERAGE_COMMAND}, then open this page again.`,
    noMutation: `No mutation report yet: run ${MUTATION_COMMAND} (a few minutes per machine), then open this page again.`,
    reportFailed: 'The reports could not be read from the sandbox.',
  },
  hints: {
    noCoverage: `Not measured: run ${COVERAGE_COMMAND}`,
    notInCoverage: `Not in the last coverage report: run ${COVERAGE_COMMAND}`,
    notRun: (slug: string) => `Not measured by the last run: run ${COVERAGE_COMMAND} -- ${slug}`,
    noMutation: `Not measured: run ${MUTATION_COMMAND}`,
    notInMutation: (slug: string) => `Not measured: run ${MUTATION_COMMAND} ${slug}`,
    noMutants: 'No mutant to score',
    loading: 'Reading the report',
  },
  covered: (covered: number, total: number) => `${covered} of ${total}`,
  mutationScore: (killed: number, mutants: number) =>
    `${Math.floor((killed / mutants) * 100)}% (${killed} of ${mutants} killed)`,
  export: {
    heading: 'Export',
    intro: 'Open this machine in the Stately editor (Import, then paste) or in any Mermaid viewer.',
    statelyDownload: 'Download Stately JSON',
    statelyCopy: 'Copy for Stately',
    mermaidDownload: 'Download Mermaid',
    mermaidCopy: 'Copy Mermaid',
    copied: 'Copied',
    copyFailed: 'Copy failed',
  },
  mutation: {
    heading: 'Mutation score',
    none: `No mutation report for this machine: run ${MUTATION_COMMAND}`,
    survivors: (count: number) => `Surviving mutants (${count})`,
  },
} as const;
