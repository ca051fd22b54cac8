/**
 * PAN verification's transitions as 001 §2.6, §4.2, §7 and §8 give them (the oracle the machine
 * and its suites are held to: machines/model/spec-table.ts).
 */
import type { SpecTable } from '../model/spec-table';

export const panVerificationSpecTable: SpecTable = {
  machine: 'panVerification',
  rows: [
    [
      'editing',
      'pan.submit',
      'checking',
      '001 §2.6, §7',
      'PAN plus date of birth go to the KYC status check (POST users/kyc-status)',
    ],
    [
      'checking',
      'done.checkKycStatus[lacksKycStatus]',
      'refused',
      '001 §7',
      "the KYC status response needs kyc_status (without it the form says 'Invalid response format')",
    ],
    ['checking', 'done.checkKycStatus[isValidated]', 'verified', '001 §4.2', 'kyc_status VALIDATED goes to Basic Info'],
    [
      'checking',
      'done.checkKycStatus[isTechnicalIssue]',
      'technicalIssue',
      '001 §4.2, §8',
      "code 8015 opens the 'Technical Issue Detected' dialog",
    ],
    ['checking', 'done.checkKycStatus[hasMessage]', 'refused', '001 §4.2', 'a returned message is shown as an error'],
    [
      'checking',
      'done.checkKycStatus[else]',
      'notValidated',
      '001 §4.2',
      "otherwise the 'KYC not validated or registered' modal is shown",
    ],
    [
      'checking',
      'error.checkKycStatus[isRefusalWithMessage]',
      'refused',
      '001 §4.2',
      'a returned message is shown as an error',
    ],
    [
      'checking',
      'error.checkKycStatus[else]',
      'technicalIssue',
      '001 §8',
      "code 8015 (or no answer): 'Technical Issue Detected', default 'An error occurred while checking your KYC status. Please try again.'",
    ],
    [
      'refused',
      'pan.submit',
      'checking',
      'beyond spec',
      'the error stays on the form; Proceed with corrected details checks again',
    ],
    ['technicalIssue', 'dialog.close', 'editing', 'beyond spec', 'closing the dialog returns to the form to try again'],
    [
      'notValidated',
      'dialog.close',
      'editing',
      'beyond spec',
      'closing the modal returns to the form to correct the PAN or date of birth',
    ],
  ],
};
