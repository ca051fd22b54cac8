/**
 * The SWP wizard's transitions as 001 §2.15, §4.4, §5 "SWP flow", "Date-range check" and §8 give
 * them (the oracle the machine and its suites are held to: machines/model/spec-table.ts).
 */
import type { SpecTable } from './model/spec-table';
import { TRANSFER_WIZARD_INFEASIBLE_PAIRS } from './shared/transfer-wizard-pairs';

export const swpSpecTable: SpecTable = {
  machine: 'swp',
  rows: [
    ['folio', 'folio.selected', null, '001 §4.4', 'choose a folio; a fully locked one has its radio disabled'],
    [
      'folio',
      'step.next[hasFolio]',
      'amount',
      '001 §2.15, §4.4',
      'the step moves forward one at a time: 0 Folio, 1 SWP Amount',
    ],
    [
      'folio',
      'step.next[else]',
      null,
      '001 §5',
      "Folio step: 'Please select a folio before proceeding.' when none is chosen",
    ],
    ['amount', 'startDate.changed', null, '001 §5', 'dates on or before today move to the next month'],
    [
      'amount',
      'amount.changed',
      null,
      '001 §5',
      'Amount: required, within aswpMinInstallmentAmount and the lesser of the folio amount and the max',
    ],
    [
      'amount',
      'instalments.changed',
      null,
      '001 §5',
      'Installment: required, min aswpMinInstallment (default 1), max aswpMaxInstallment (default 100)',
    ],
    [
      'amount',
      'step.next[isPlanValid]',
      'review',
      '001 §2.15, §4.4, §5',
      'forward one step to 2 Review once the submit checks pass',
    ],
    [
      'amount',
      'step.next[else]',
      null,
      '001 §5',
      "Submit checks: 'Please select a start date .'; the date range; 'The amount should be a multiple of {multiplier}.'",
    ],
    ['amount', 'step.previous', 'folio', '001 §4.4', 'back one at a time; Back from Amount resets the entered amount'],
    ['review.reading', 'order.place', 'review.placing', '001 §4.4', 'Review places the order'],
    ['review.reading', 'step.previous', 'amount', '001 §4.4', 'back one at a time: 2 Review to 1 SWP Amount'],
    ['review.placing', 'done.placeSwp', 'otp', '001 §4.4', 'Review places the order and only then goes to OTP'],
    [
      'review.placing',
      'error.placeSwp',
      'review.reading',
      '001 §4.4, §8',
      "If placement fails the user stays on Review, with the server's message or the default",
    ],
    ['otp', 'code.refused', 'confirm', '001 §4.4, §8', 'the OTP step sets outcome FAILED and always moves to Confirm'],
    ['otp', 'step.previous', 'review', '001 §4.4', 'back one at a time, OTP to Review; Back from OTP clears the OTP'],
    [
      'otp',
      'done.codeEntry',
      'confirm',
      '001 §4.4',
      'the OTP step on confirm sets outcome SUCCESS and moves to Confirm',
    ],
    ['confirm', 'done.redirect', null, '001 §2.15', 'At 0 the user goes to /orderstatus'],
  ],
  infeasiblePairs: TRANSFER_WIZARD_INFEASIBLE_PAIRS,
};
