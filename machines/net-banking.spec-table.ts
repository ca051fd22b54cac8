/**
 * Net banking's transitions as 000 §4.3 and §8 give them (the oracle the machine and its suites
 * are held to: machines/model/spec-table.ts).
 */
import type { SpecTable } from './model/spec-table';

export const netBankingSpecTable: SpecTable = {
  machine: 'netBanking',
  rows: [
    [
      'requesting',
      'done.makeNetBankingPayment[isAccepted]',
      'opened',
      '000 §4.3',
      "statuscode '100' opens a new window with the returned page content and closes the modal",
    ],
    [
      'requesting',
      'done.makeNetBankingPayment[else]',
      'refused',
      '000 §4.3, §8',
      'otherwise the message is shown: non-100 statuscode shows responsestring',
    ],
    [
      'requesting',
      'error.makeNetBankingPayment',
      'refused',
      '000 §8',
      "exception shows 'An error occurred while processing payment'",
    ],
  ],
};
