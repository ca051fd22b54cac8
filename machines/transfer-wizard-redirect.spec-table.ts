/**
 * The Confirm step's redirect countdown of the Switch, STP and SWP wizards as 001 §2.15 and §9
 * give it (the oracle the machine and its suites are held to: machines/model/spec-table.ts).
 */
import type { SpecTable } from './model/spec-table';

export const transferWizardRedirectSpecTable: SpecTable = {
  machine: 'transferRedirect',
  rows: [
    ['counting', 'redirect.cancel', 'cancelled', '001 §2.15', 'Clicking the navbar cancels the countdown'],
    [
      'counting',
      'after.COUNTDOWN_TICK[isLastSecond]',
      'redirecting',
      '001 §2.15',
      'At 0 the user goes to /orderstatus',
    ],
    [
      'counting',
      'after.COUNTDOWN_TICK[else]',
      'counting',
      '001 §2.15, §9',
      "'Redirecting to the order status page in {n} seconds' counting from 10",
    ],
  ],
};
