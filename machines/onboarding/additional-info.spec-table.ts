/**
 * Additional Info's transitions as 001 §2.8, §7 and §8 give them (the oracle the machine and its
 * suites are held to: machines/model/spec-table.ts).
 */
import type { SpecTable } from '../model/spec-table';

export const additionalInfoSpecTable: SpecTable = {
  machine: 'additionalInfo',
  rows: [
    [
      'editing',
      'additionalInfo.submit',
      'saving',
      '001 §2.8, §7',
      'Proceed saves the additional information (PATCH /users/detail)',
    ],
    [
      'editing',
      'additionalInfo.previous',
      null,
      '001 §2.8',
      "Its 'previous' target is /basicInfo: the onboarding goes there",
    ],
    ['saving', 'done.saveAdditionalInfo', 'saved', '001 §2.8', 'Success goes to /nomineedetails'],
    [
      'saving',
      'error.saveAdditionalInfo',
      'failed',
      '001 §8',
      "Additional info failure: message, else 'An issue has occurred, please try again.'",
    ],
    [
      'failed',
      'additionalInfo.submit',
      'saving',
      '001 §8',
      "'An issue has occurred, please try again.': Proceed saves again",
    ],
    [
      'failed',
      'additionalInfo.previous',
      null,
      '001 §2.8',
      "Its 'previous' target is /basicInfo: the onboarding goes there",
    ],
  ],
};
