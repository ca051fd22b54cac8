/**
 * The dashboard figures' load and retry as 000 §2.7, §8 and §9 give them (the oracle the machine
 * and its suites are held to: machines/model/spec-table.ts).
 */
import type { SpecTable } from './model/spec-table';

const FAILED = "Portfolio fetch failure: 'Failed to fetch portfolio. Please try again after 15 seconds.'";
const FIGURES =
  'Four counters: Invested Value, Current Value, Total P & L, Returns %; two doughnuts, shown only when total value is non-zero';

export const dashboardFiguresSpecTable: SpecTable = {
  machine: 'dashboardFigures',
  rows: [
    ['loading', 'done.loadFigures', 'shown', '000 §2.7', FIGURES],
    ['loading', 'error.loadFigures', 'failed', '000 §8', FAILED],
    [
      'failed.waiting',
      'after.PORTFOLIO_RETRY_WAIT',
      'failed.retryable',
      '000 §8, §9',
      `${FAILED}; Portfolio retry wait 15 s`,
    ],
    ['failed.retryable', 'figures.retry', 'failed.retrying', '000 §8', 'Please try again after 15 seconds: Retry'],
    ['failed.retrying', 'done.loadFigures', 'shown', '000 §2.7', FIGURES],
    ['failed.retrying', 'error.loadFigures', 'failed.waiting', '000 §8, §9', `${FAILED}, and its wait again`],
  ],
};
