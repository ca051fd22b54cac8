/**
 * Sign In's transitions as 001 §2.3, §4.1, §8 and 000 §4.2, §8 give them (the oracle the machine
 * and its suites are held to: machines/model/spec-table.ts).
 */
import type { SpecTable } from './model/spec-table';

export const signInSpecTable: SpecTable = {
  machine: 'signIn',
  rows: [
    ['editing', 'submit', 'signingIn', '001 §2.3, §7', 'Fields: email and password; signIn: email, password'],
    [
      'signingIn',
      'done.signIn',
      'signedIn',
      '001 §2.3',
      'after login the user goes to the redirect query value if present, otherwise /dashboard',
    ],
    [
      'signingIn',
      'error.signIn[isUserNotConfirmed]',
      'sendingCode',
      '001 §4.1, §8',
      "'User is not confirmed.' stores the e-mail, resends the confirmation code",
    ],
    [
      'signingIn',
      'error.signIn[else]',
      'failed',
      '001 §8, 000 §4.2, §8',
      "other messages are displayed ('Invalid username/password combination', 'Mfa required', 'New password required')",
    ],
    [
      'sendingCode',
      'done.resendConfirmationCode',
      'verifyingPhone',
      '001 §4.1',
      '… resends the confirmation code and goes to /mobileverification',
    ],
    [
      'sendingCode',
      'error.resendConfirmationCode',
      'failed',
      'beyond spec',
      'no code went out: the message shows on the form to try again, not a wait for a code that never comes',
    ],
    ['failed', 'submit', 'signingIn', '001 §2.3, §8', 'the message shows above the same form, which signs in again'],
  ],
};
