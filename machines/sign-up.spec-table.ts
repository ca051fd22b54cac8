/**
 * Sign Up's transitions as 001 §2.2, §4.1 and §8 give them (the oracle the machine and its suites
 * are held to: machines/model/spec-table.ts).
 */
import type { SpecTable } from './model/spec-table';

export const signUpSpecTable: SpecTable = {
  machine: 'signUp',
  rows: [
    [
      'editing',
      'submit',
      'signingUp',
      '001 §2.2, §7',
      'Fields: email, phone number, password, terms; signup: email, phoneNumber, password',
    ],
    ['signingUp', 'done.signUp', 'codeSent', '001 §2.2, §4.1', 'sign-up success goes to Mobile Verification'],
    [
      'signingUp',
      'error.signUp[isExistingUser]',
      'checkingPhone',
      '001 §4.1, §8',
      "if the server says 'User already exists', a phone-info check decides",
    ],
    ['signingUp', 'error.signUp[else]', 'failed', '001 §8', 'other server messages are displayed'],
    [
      'checkingPhone',
      'done.getPhoneInfo[isPhoneConfirmed]',
      'alreadyRegistered',
      '001 §4.1',
      "confirmed: 'It looks like you already have an account with us! Please log in to continue.'",
    ],
    [
      'checkingPhone',
      'done.getPhoneInfo[else]',
      'resendingCode',
      '001 §4.1',
      'not confirmed means the verification code is resent and the user goes to Mobile Verification',
    ],
    [
      'checkingPhone',
      'error.getPhoneInfo',
      'resendingCode',
      '001 §4.1',
      'if the phone-info call fails, the code is resent and the user goes to verification',
    ],
    [
      'resendingCode',
      'done.resendConfirmationCode',
      'codeSent',
      '001 §4.1',
      'the code is resent and the user goes to Mobile Verification',
    ],
    [
      'resendingCode',
      'error.resendConfirmationCode',
      'failed',
      'beyond spec',
      'no code went out: the message shows on the form to try again, not a wait for a code that never comes',
    ],
    [
      'alreadyRegistered',
      'submit',
      'signingUp',
      '001 §2.2',
      'the message shows above the same form, which signs up again',
    ],
    ['failed', 'submit', 'signingUp', '001 §2.2, §8', 'the message shows above the same form, which signs up again'],
  ],
};
