/**
 * Email Verification's transitions as 001 §2.12, §4.2, §7 and §8 give them (the oracle the
 * machine and its suites are held to: machines/model/spec-table.ts). The code itself, its
 * refusal and its resend are the shared code-entry child's (machines/shared/code-entry). The
 * success modal opens only with an authentication URL (§4.2), so §8's 'Unable to proceed.
 * Authentication URL is missing.' (Proceed finding none) has no moment left here.
 */
import type { SpecTable } from '../model/spec-table';

export const emailVerificationSpecTable: SpecTable = {
  machine: 'emailVerification',
  rows: [
    [
      'sendingCode',
      'done.sendEmailCode',
      'codeEntry',
      '001 §2.12, §7',
      'OTP entry, once the e-mail OTP is sent (PATCH users/email)',
    ],
    [
      'sendingCode',
      'error.sendEmailCode',
      'sendFailed',
      'beyond spec',
      "no code went out: the server's message, and a button to send it again",
    ],
    ['sendFailed', 'code.send', 'sendingCode', 'beyond spec', 'the button sends the code again'],
    [
      'codeEntry',
      'done.codeEntry[hasAuthUrl]',
      'verified',
      '001 §4.2',
      'an OTP success response with an authurl opens a success modal',
    ],
    [
      'codeEntry',
      'done.codeEntry[else]',
      'noAuthUrl',
      '001 §8',
      "Email: no auth URL: 'Authentication URL not received. Please try again or contact support.'",
    ],
    [
      'noAuthUrl',
      'code.send',
      'sendingCode',
      '001 §8',
      "'Please try again': a new code is sent, to verify again and receive the URL",
    ],
    ['verified.ready', 'auth.proceed', 'verified.opening', '001 §4.2', 'proceeding opens the auth URL in a new tab'],
    [
      'verified.opening',
      'done.openAuthPage',
      'done',
      '001 §4.2',
      'opens the auth URL in a new tab and updates the user status',
    ],
    [
      'verified.opening',
      'error.openAuthPage',
      'verified.popupBlocked',
      '001 §8',
      "'Popup was blocked. Please allow popups for this site and try again.'",
    ],
    [
      'verified.popupBlocked',
      'auth.proceed',
      'verified.opening',
      '001 §8',
      "'… allow popups for this site and try again.': Proceed opens the page again",
    ],
  ],
};
