/**
 * Basic Info's transitions as 001 §2.7, §7 and §8 give them (the oracle the machine and its
 * suites are held to: machines/model/spec-table.ts).
 */
import type { SpecTable } from '../model/spec-table';

export const basicInfoSpecTable: SpecTable = {
  machine: 'basicInfo',
  rows: [
    [
      'editing',
      'basicInfo.submit',
      'saving',
      '001 §2.7, §7',
      'Proceed saves the basic information (PATCH /users/basicDetail)',
    ],
    [
      'editing',
      'basicInfo.previous',
      null,
      '001 §2.7',
      'Previous (back to /pancardverification): the onboarding goes there',
    ],
    ['saving', 'done.saveBasicInfo', 'saved', '001 §2.7', 'Success goes to /additionalinfo'],
    [
      'saving',
      'error.saveBasicInfo',
      'failed',
      '001 §8',
      "Basic info failure: message, else 'An issue has occurred, please try again.'",
    ],
    [
      'failed',
      'basicInfo.submit',
      'saving',
      '001 §8',
      "'An issue has occurred, please try again.': Proceed saves again",
    ],
    [
      'failed',
      'basicInfo.previous',
      null,
      '001 §2.7',
      'Previous (back to /pancardverification): the onboarding goes there',
    ],
  ],
};
