/**
 * The shared one-time-code entry's transitions as 000 §2.6, §4.3, §5 and 001 §4.4, §4.5, §5, §8,
 * §9 give them (the oracle the machine and its suites are held to: machines/model/spec-table.ts).
 */
import { type PathContext, walkContextOf } from '../model/path-context';
import type { SpecTable } from '../model/spec-table';

/**
 * Whether the step clears a refused code (`clear`, the plan change) or keeps it for correcting
 * (`keep`), and whether the code typed is whole: Verify confirms a whole code and asks for the
 * rest of a short one; a refused code stays whole where it is kept and is empty where cleared.
 */
export const codeEntryPathContext: PathContext = {
  initial: ['keep short', 'clear short'],
  after: (value, step) => {
    const [mode, code] = value.split(' ');
    switch (step) {
      case 'code.changed':
        return [`${mode} short`, `${mode} whole`];
      case 'code.submit[isCodeComplete]':
        return code === 'whole' ? undefined : [];
      case 'code.submit[else]':
      case 'code.submit':
        return code === 'short' ? undefined : [];
      case 'error.verifyCode':
        return mode === 'clear' ? ['clear short'] : undefined;
      default:
        return undefined;
    }
  },
};

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
    // The code here is the short one Verify refused: typing leaves, so Verify again refuses it again.
    ['incomplete', 'code.submit', 'incomplete', '000 §5; 001 §5, §9', 'OTP required; OTP length: 6 digits everywhere'],
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
  walkContext: walkContextOf(codeEntryPathContext),
};
