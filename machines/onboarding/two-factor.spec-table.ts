/**
 * Two Factor Authentication's transitions as 001 §2.10, §3, §4.2 and §8 give them (the oracle
 * the machine and its suites are held to: machines/model/spec-table.ts). The code itself, its
 * refusal and its resend are the shared code-entry child's (machines/shared/code-entry).
 */
import type { SpecTable } from '../model/spec-table';

export const twoFactorSpecTable: SpecTable = {
  machine: 'twoFactor',
  rows: [
    [
      'loadingNominees',
      'done.loadNomineeData',
      'codeEntry',
      '001 §3',
      'Nominee submission payload: nomineeData (from session storage) and otp',
    ],
    [
      'loadingNominees',
      'error.loadNomineeData',
      'noNomineeData',
      '001 §8',
      "'No nominee data found. …' or 'There was an error loading your nominee data. …'",
    ],
    [
      'noNomineeData',
      'step.previous',
      null,
      '001 §8',
      "'Please go back and submit nominee details first.': the onboarding goes there",
    ],
    [
      'codeEntry',
      'step.previous',
      null,
      'beyond spec',
      'Back to Nominee Details, to change the nominees before the code',
    ],
    [
      'codeEntry',
      'done.codeEntry',
      'verified',
      '001 §2.10, §4.2',
      'On a verified code it goes to /bankaccountregister and the nominee data is removed',
    ],
  ],
};
