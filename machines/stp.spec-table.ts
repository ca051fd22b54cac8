/**
 * The STP wizard's transitions as 001 §2.15, §4.4, §5 "STP flow", "Date-range check" and §8 give
 * them (the oracle the machine and its suites are held to: machines/model/spec-table.ts).
 */
import type { SpecTable } from './model/spec-table';
import { TRANSFER_WIZARD_INFEASIBLE_PAIRS } from './shared/transfer-wizard-pairs';

export const stpSpecTable: SpecTable = {
  machine: 'stp',
  rows: [
    ['folio', 'folio.selected', null, '001 §4.4', 'choose a folio; a fully locked one has its radio disabled'],
    [
      'folio',
      'step.next[hasFolio]',
      'amount',
      '001 §2.15, §4.4',
      'the step moves forward one at a time: 0 Folio, 1 STP Amount',
    ],
    [
      'folio',
      'step.next[else]',
      null,
      '001 §5',
      "Folio step: 'Please select a folio before proceeding.' when none is chosen",
    ],
    [
      'amount',
      'frequency.changed',
      null,
      '001 §4.4',
      'DAILY sets installment to 0 and disables the field; changing frequency resets the date',
    ],
    [
      'amount',
      'weekday.changed',
      null,
      '001 §5',
      'Weekly dates: Monday to Friday only, the next such weekday at least one day ahead',
    ],
    ['amount', 'startDate.changed', null, '001 §5', 'Monthly or daily dates on or before today move to the next month'],
    ['amount', 'amount.changed', null, '001 §5', 'Amount: digits only; once touched, required, within the min and max'],
    ['amount', 'instalments.changed', null, '001 §5', 'Installment: required, within its min and max'],
    [
      'amount',
      'step.next[isPlanValid]',
      'targets',
      '001 §2.15, §4.4, §5',
      'forward one step to 2 target scheme once the submit checks pass',
    ],
    [
      'amount',
      'step.next[else]',
      null,
      '001 §5',
      "Submit checks in this order: 'Please select a frequency.'; … 'Total Transfer amount should not exceed existing total amount'",
    ],
    [
      'amount',
      'step.previous',
      'folio',
      '001 §4.4',
      'back one at a time; Back from Amount resets the amount, date, installment, frequency',
    ],
    [
      'targets',
      'target.selected[isTargetAllowed]',
      null,
      '001 §5',
      "Target eligibility; disabled rows show 'STP is currently not allowed in this scheme.'",
    ],
    ['targets', 'step.next[hasTarget]', 'review', '001 §2.15, §4.4', 'forward one step: 2 target scheme, 3 Review'],
    ['targets', 'step.previous', 'amount', '001 §4.4', 'Back from target selection clears the target and list state'],
    ['review.reading', 'order.place', 'review.placing', '001 §4.4', 'Review places the order'],
    ['review.reading', 'step.previous', 'targets', '001 §4.4', 'back one at a time: 3 Review to 2 target scheme'],
    ['review.placing', 'done.placeStp', 'otp', '001 §4.4', 'Review places the order and only then goes to OTP'],
    [
      'review.placing',
      'error.placeStp',
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
