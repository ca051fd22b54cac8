/**
 * Account deletion's transitions as 001 §2.17, §4.6, §8 and §9 give them (the oracle the machine
 * and its suites are held to: machines/model/spec-table.ts).
 */
import type { SpecTable } from './model/spec-table';

export const deleteAccountSpecTable: SpecTable = {
  machine: 'deleteAccount',
  rows: [
    [
      'confirming',
      'delete.requested',
      'deleting',
      '001 §2.17, §7',
      "'Delete Account Permanently' (shows 'Deleting...' while busy); PUT /users/delete",
    ],
    ['deleting', 'done.deleteAccount', 'deleted', '001 §4.6', "success (response status 'success') shows the result"],
    [
      'deleting',
      'error.deleteAccount',
      'failed',
      '001 §4.6, §8',
      "error toast with the server message, else 'Failed to delete account'",
    ],
    [
      'deleted',
      'after.SIGN_IN_REDIRECT_DELAY',
      'signedOut',
      '001 §4.6, §9, 000 §4.2',
      'goes to /signin after 2 seconds; deletion success clears everything',
    ],
    ['failed', 'delete.requested', 'deleting', '001 §4.6, §8', 'on failure the button is re-enabled'],
  ],
};
