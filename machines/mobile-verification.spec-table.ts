/**
 * Mobile Verification's transitions as 001 §2.4 and §4.1 give them (the oracle the machine and its
 * suites are held to: machines/model/spec-table.ts). The code, its failures and the 300-s resend
 * lock (001 §9; 000 §9's 'Resent email countdown 300 s (link disabled 5 minutes)') are the shared
 * code-entry child's, held to its own table.
 */
import type { SpecTable } from './model/spec-table';

export const mobileVerificationSpecTable: SpecTable = {
  machine: 'mobileVerification',
  rows: [
    [
      'verification',
      'done.codeEntry',
      'verified',
      '001 §2.4, §4.1',
      'Mobile OTP success goes to Sign In with message userCreated',
    ],
  ],
};
