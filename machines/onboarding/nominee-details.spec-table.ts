/**
 * Nominee Details' transitions as 001 §2.9, §3, §5, §7 and §8 give them (the oracle the machine
 * and its suites are held to: machines/model/spec-table.ts).
 */
import type { SpecTable } from '../model/spec-table';

export const nomineeDetailsSpecTable: SpecTable = {
  machine: 'nomineeDetails',
  rows: [
    [
      'restoring',
      'done.restoreNominees',
      'editing',
      'beyond spec',
      'nominees kept by an earlier Proceed (nomineeData) come back on returning from Two Factor',
    ],
    [
      'restoring',
      'error.restoreNominees',
      'editing',
      'beyond spec',
      'nothing readable was kept: the form starts with one empty nominee',
    ],
    ['editing', 'nominee.changed', null, '001 §5', 'each nominee field with its rule; PANs upper-cased'],
    [
      'editing',
      'nominee.add[canAdd]',
      null,
      '001 §5',
      'A new nominee starts with the remaining share; maximum 3 nominees',
    ],
    [
      'editing',
      'nominee.add[else]',
      null,
      '001 §5',
      "'Please complete all fields for existing nominees before adding a new one.' or 'Total shares have already reached 100%. …'",
    ],
    ['editing', 'nominee.remove[canDelete]', null, '001 §5', 'Delete is offered when there is more than one nominee'],
    [
      'editing',
      'sameAddress.checked',
      'fetchingAddress',
      '001 §3, §7',
      'the same-as-primary option reads the primary holder address (GET /users/primaryAddress)',
    ],
    [
      'editing',
      'sameAddress.cleared',
      null,
      'beyond spec',
      'un-ticking same-as-primary opens the address fields again',
    ],
    [
      'editing',
      'nominees.submit[areNomineesValid]',
      'sendingCode',
      '001 §2.9, §7',
      'Proceed with every rule met requests the nominee-data OTP (POST /users/nominee)',
    ],
    [
      'editing',
      'nominees.submit[else]',
      null,
      '001 §5',
      "every broken rule's message is shown (shares summing to 100, duplicates, guardians, …)",
    ],
    ['editing', 'step.previous', null, 'beyond spec', 'Previous returns to Additional Info: the onboarding goes there'],
    [
      'fetchingAddress',
      'done.fetchPrimaryAddress',
      'editing',
      '001 §3',
      'the primary-holder address fills the nominee’s address',
    ],
    [
      'fetchingAddress',
      'error.fetchPrimaryAddress',
      'editing',
      '001 §8',
      "'Failed to fetch primary holder address.' (the same-as-primary tick is cleared)",
    ],
    [
      'sendingCode',
      'done.sendNomineeCode',
      'codeSent',
      '001 §2.9',
      'Success (the nominee-data OTP being requested) goes to /two-factor-otp',
    ],
    [
      'sendingCode',
      'error.sendNomineeCode',
      'editing',
      '001 §8',
      "Nominee OTP send failure: message, else 'Failed to send verification OTP. Please try again.'",
    ],
  ],
};
