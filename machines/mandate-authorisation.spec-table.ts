/**
 * Mandate authorisation's transitions as 000 §2.7, §3, §4.4, §7, §8 and §9 give them (the oracle
 * the machine and its suites are held to: machines/model/spec-table.ts).
 */
import type { SpecTable } from './model/spec-table';

export const mandateAuthorisationSpecTable: SpecTable = {
  machine: 'mandateAuthorisation',
  rows: [
    [
      'loading',
      'done.listMandates[hasMandate]',
      'linking',
      '000 §3, §7',
      'Mandate (first of the list is used); GET /users/mandates/{mandateId}: mandate link',
    ],
    ['loading', 'done.listMandates[else]', 'retrying', '000 §4.4', 'Automatic mandate retries: at most 1'],
    [
      'loading',
      'error.listMandates',
      'failed',
      '000 §8',
      "fetch failure 'Unable to fetch mandates. Please contact support.'",
    ],
    [
      'retrying',
      'done.retryMandate[hasMandate]',
      'linking',
      '000 §4.4, §7',
      'the one automatic retry (PATCH /users/mandates), then the mandate link',
    ],
    [
      'retrying',
      'done.retryMandate[else]',
      'failed',
      '000 §8',
      "none found after retry 'No mandates found. Please contact support or try again later.'",
    ],
    [
      'retrying',
      'error.retryMandate',
      'failed',
      'beyond spec',
      "a failed retry brought no mandates back: 'Unable to fetch mandates. Please contact support.'",
    ],
    [
      'linking',
      'done.getMandateLink',
      'notice',
      '000 §2.7',
      'Redirect notice modal: 10-second countdown and a Redirect button',
    ],
    [
      'linking',
      'error.getMandateLink',
      'failed',
      '000 §8',
      "link failure 'Mandate is under processing. Please retry after 5 minutes.'",
    ],
    ['notice', 'redirect.go', 'redirecting', '000 §2.7', 'a Redirect button'],
    [
      'notice',
      'done.countdown',
      'redirecting',
      '000 §2.7, §9',
      'Redirect notice modal: 10-second countdown; Redirect and auto-close countdowns: 10 s each',
    ],
    [
      'failed',
      'mandate.retry',
      'loading',
      'beyond spec',
      "the failure offers Try again ('retry after 5 minutes', 'try again later'), which starts over",
    ],
  ],
};
