/**
 * The mandate result modal's transitions as 000 §2.7, §4.4 and §8 give them (the oracle the
 * machine and its suites are held to: machines/model/spec-table.ts).
 */
import type { SpecTable } from './model/spec-table';

export const mandateResultSpecTable: SpecTable = {
  machine: 'mandateResult',
  rows: [
    [
      'loading',
      'done.listMandates[hasMandate]',
      'reporting',
      '000 §4.4',
      'mapped to MANDATE_REGISTRATION_…; the new status is sent to the server',
    ],
    [
      'loading',
      'done.listMandates[else]',
      'result',
      'beyond spec',
      'no mandate to report against: the result still shows the bank’s answer',
    ],
    ['loading', 'error.listMandates', 'result', '000 §8', 'Most other errors are only logged and shown nowhere'],
    [
      'reporting',
      'done.reportMandateStatus',
      'result',
      '000 §2.7, §4.4',
      'the new status is sent to the server; Mandate result modal: success or failed',
    ],
    [
      'reporting',
      'error.reportMandateStatus',
      'result',
      '000 §8',
      'Most other errors are only logged and shown nowhere',
    ],
    [
      'result.deciding',
      'always[succeeded]',
      'result.succeeded',
      '000 §2.7, §4.4',
      'Mandate result modal: success (return status success)',
    ],
    [
      'result.deciding',
      'always[else]',
      'result.failed',
      '000 §2.7, §4.4',
      'Mandate result modal: failed (return status cancel or failure)',
    ],
    ['result.succeeded', 'result.done', 'closed', '000 §2.7', 'Try again or Done'],
    ['result.failed', 'result.done', 'closed', 'beyond spec', 'a failed result can be dismissed without trying again'],
    [
      'result.failed',
      'result.retry',
      'authorising',
      '000 §2.7, §8',
      "Try again; 'The mandate got rejected by your bank. Please try again.'",
    ],
    [
      'authorising',
      'mandate.back',
      'result',
      'beyond spec',
      'the investor may leave the redirect notice (or its failure) for the result',
    ],
  ],
  infeasiblePairs: {
    'authorising --mandate.back--> result ⇒ result.deciding --always[succeeded]--> result.succeeded':
      "the bank's return status is fixed when the modal opens, and Try again is offered only when it failed",
  },
};
