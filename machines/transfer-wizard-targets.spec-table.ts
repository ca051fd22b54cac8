/**
 * The target-scheme list of the Switch and STP wizards as 001 §4.4 "Target list", §8 and §9 give
 * it (the oracle the machine and its suites are held to: machines/model/spec-table.ts).
 */
import type { SpecTable } from './model/spec-table';

export const transferWizardTargetsSpecTable: SpecTable = {
  machine: 'transferTargets',
  rows: [
    ['', 'targets.search', 'loading', '001 §4.4', 'A search restarts from page 1'],
    [
      'loading',
      'done.loadTargets[isLastPage]',
      'complete',
      '001 §4.4',
      'it ends when the loaded count reaches the total or a page returns fewer than 10 items',
    ],
    ['loading', 'done.loadTargets[else]', 'more', '001 §4.4, §9', 'loads page by page, page size 10'],
    ['loading', 'error.loadTargets', 'complete', '001 §8', 'target loading failures: only logged; no message'],
    [
      'more',
      'targets.nextPage',
      'loading',
      '001 §4.4, §9',
      'the next page loads when scrolled within 50 px of the bottom',
    ],
  ],
};
