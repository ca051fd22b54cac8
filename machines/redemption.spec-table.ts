/**
 * The redemption dialog's transitions as 001 §2.13, §4.3, §5 and §8 give them (the oracle the
 * machine and its suites are held to: machines/model/spec-table.ts).
 */
import type { SpecTable } from './model/spec-table';

export const redemptionSpecTable: SpecTable = {
  machine: 'redemption',
  rows: [
    [
      '',
      'dialog.close',
      'folio',
      '001 §4.3',
      'Close resets to FOLIO; opening resets to FOLIO with units cleared and redeem-all on',
    ],
    [
      'folio',
      'folio.selected[isSelectable]',
      null,
      '001 §4.3',
      "FOLIO: choose a folio; a fully locked one is 'Locked', not selectable",
    ],
    ['folio', 'folio.confirm[hasFolio]', 'details', '001 §4.3', 'FOLIO goes to DETAILS after the Redeem button'],
    [
      'folio',
      'folio.confirm[else]',
      null,
      'beyond spec',
      'Redeem with no folio chosen stays on FOLIO and says to choose one',
    ],
    [
      'details',
      'redeemAll.changed',
      null,
      '001 §4.3',
      'ticking redeem-all sets units to 0; un-ticking sets them to the folio’s quantity',
    ],
    ['details', 'units.changed', null, '001 §5', 'Redemption units: digits only, within the minimum and maximum'],
    ['details', 'redemption.submit[isRedeemable]', 'placing', '001 §4.3, §7', 'Submit sends the redeem request'],
    [
      'details',
      'redemption.submit[else]',
      null,
      '001 §5',
      "the units' message, or 'Insufficient quantity in the selected folio. Please choose another folio.'",
    ],
    ['details', 'step.previous', 'folio', 'beyond spec', 'Back from DETAILS returns to FOLIO to choose another folio'],
    ['placing', 'done.placeRedemption', 'otp', '001 §4.3', 'DETAILS goes to OTP after the redeem request succeeds'],
    ['placing', 'error.placeRedemption', 'error', '001 §4.3, §8', 'any failure goes to ERROR'],
    ['otp', 'step.previous', 'details', '001 §4.3', 'Back from OTP returns to DETAILS'],
    ['otp', 'code.refused', 'error', '001 §4.3, §8', 'any failure goes to ERROR'],
    ['otp', 'otp.resendFailed', 'error', '001 §4.3, §8', 'any failure goes to ERROR'],
    ['otp', 'done.codeEntry', 'success', '001 §4.3', 'OTP goes to SUCCESS after confirmation'],
    ['error', 'redemption.retry', 'placing', '001 §4.3', 'Retry resubmits'],
  ],
  infeasiblePairs: {
    // A folio once chosen stays chosen (a radio cannot be un-ticked; Back keeps it): only Close,
    // which resets the dialog, empties the choice.
    'folio --folio.selected[isSelectable]--> (no target) ⇒ folio --folio.confirm[else]--> (no target)':
      'a folio was just chosen: Redeem cannot find none',
    'details --step.previous--> folio ⇒ folio --folio.confirm[else]--> (no target)':
      'DETAILS is reached only with a folio chosen, and Back keeps it',
  },
};
