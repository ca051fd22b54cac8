/**
 * The verification modal's Statement Upload as 000 §4.4, §5 and §8 give it (the oracle the
 * machine and its suites are held to: machines/model/spec-table.ts).
 */
import type { SpecTable } from './model/spec-table';

export const statementUploadSpecTable: SpecTable = {
  machine: 'statementUpload',
  rows: [
    [
      'choosing',
      'file.chosen[isValidFile]',
      'uploading',
      '000 §4.4, §5',
      'file chosen, validated, uploaded: PDF with .pdf extension, at most 10 MB',
    ],
    [
      'choosing',
      'file.chosen[else]',
      'choosing',
      '000 §5',
      "'Please select a valid PDF file only.', '… with .pdf extension only.', 'File size should not exceed 10MB.'",
    ],
    ['uploading', 'done.uploadStatement', 'exchanging', '000 §4.4', "uploaded, then an 'Upload to the exchange' step"],
    [
      'uploading',
      'error.uploadStatement[isPasswordProtected]',
      'password',
      '000 §4.4, §8',
      "Code 8009: the message or 'The uploaded PDF is password protected' and ask for a password",
    ],
    [
      'uploading',
      'error.uploadStatement[else]',
      'choosing',
      '000 §8',
      "Other upload failures: the message or 'Failed to upload statement. Please try again.'",
    ],
    [
      'password',
      'password.changed',
      null,
      '000 §5',
      'The password Submit button is disabled while the password is empty',
    ],
    [
      'password',
      'password.submit[hasPassword]',
      'uploading',
      '000 §4.4',
      'A password-protected PDF prompts for a password and a retry',
    ],
    [
      'password',
      'file.chosen[isValidFile]',
      'uploading',
      'beyond spec',
      'another file may be chosen instead of typing the password',
    ],
    [
      'password',
      'file.chosen[else]',
      'choosing',
      'beyond spec',
      'another file chosen instead is refused with the file rule it breaks',
    ],
    [
      'exchanging',
      'done.uploadToExchange[isUploaded]',
      'done',
      '000 §4.4, §8',
      "result 0 means success; 'Cheque uploaded to BSE successfully.' by default",
    ],
    [
      'exchanging',
      'done.uploadToExchange[else]',
      'choosing',
      '000 §4.4, §8',
      "anything else failure: 'Failed to upload cheque to BSE. Please try again.'",
    ],
    [
      'exchanging',
      'error.uploadToExchange',
      'choosing',
      '000 §8',
      "Upload to exchange failure: 'Failed to upload cheque to BSE. Please try again.'",
    ],
  ],
};
