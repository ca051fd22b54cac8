/**
 * The shared one-time-code entry's transitions as 000 §2.6, §4.3, §5 and 001 §4.4, §4.5, §5, §8,
 * §9 give them (the oracle the machine and its suites are held to: machines/model/spec-table.ts).
 */
import type { SpecTable } from '../model/spec-table';

export const codeEntrySpecTable: SpecTable = {
  machine: 'codeEntry',
  rows: [
    ['', 'otp.resent', null, '001 §4.5', 'Resend clears the error and requests a new code'],
    [
      '',
      'otp.resendFailed',
      null,
      '000 §4.3; 001 §8',
      "a failed resend is reported: the order's failure panel, else the step's message",
    ],
    [
      'entering',
      'code.changed',
      null,
      '000 §5; 001 §5',
      'OTP: max 6 characters (digits only, non-digits stripped, where the step says so)',
    ],
    ['entering', 'code.submit[isCodeComplete]', 'verifying', '000 §4.3; 001 §4.3', 'OTP step -> Verify -> confirm'],
    [
      'entering',
      'code.submit[else]',
      'incomplete',
      '000 §5; 001 §5, §9',
      'OTP required; OTP length: 6 digits everywhere',
    ],
    [
      'incomplete',
      'code.changed',
      'entering',
      '000 §5; 001 §5',
      'OTP: max 6 characters (digits only, non-digits stripped, where the step says so)',
    ],
    ['incomplete', 'code.submit[isCodeComplete]', 'verifying', '000 §4.3; 001 §4.3', 'OTP step -> Verify -> confirm'],
    [
      'incomplete',
      'code.submit[else]',
      'incomplete',
      '000 §5; 001 §5, §9',
      'OTP required; OTP length: 6 digits everywhere',
    ],
    ['verifying', 'done.verifyCode', 'verified', '000 §4.3; 001 §4.3', 'OTP goes to SUCCESS after confirmation'],
    [
      'verifying',
      'error.verifyCode',
      'failed',
      '000 §8; 001 §8',
      "a refused code: the server's message, else the step's default",
    ],
    [
      'failed',
      'code.changed',
      'entering',
      '001 §8',
      "'OTP validation failed, please request a new one…': the step takes another code",
    ],
    [
      'failed',
      'code.submit[isCodeComplete]',
      'verifying',
      '001 §8',
      "'OTP verification failed. Please resend the OTP…': the code is sent again",
    ],
    [
      'failed',
      'code.submit[else]',
      'incomplete',
      '000 §5; 001 §5, §9',
      'OTP required; OTP length: 6 digits everywhere',
    ],
  ],
};
