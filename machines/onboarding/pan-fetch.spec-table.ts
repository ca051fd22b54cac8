/**
 * PAN fetch's transitions as 001 §2.6, §3, §5 and §8 give them (the oracle the machine and its
 * suites are held to: machines/model/spec-table.ts).
 */
import type { SpecTable } from '../model/spec-table';

export const panFetchSpecTable: SpecTable = {
  machine: 'panFetch',
  rows: [
    [
      'editing',
      'pan.submit',
      'downloading',
      '001 §2.6, §3',
      'Proceed with PAN, date of birth and consent sends the CKYC request',
    ],
    [
      'downloading',
      'done.downloadCkyc',
      'fetched',
      '001 §2.6, §3',
      'Success goes on with the full name (kept in session storage as name)',
    ],
    [
      'downloading',
      'error.downloadCkyc',
      'failed',
      '001 §8',
      "first error message of the response list, else 'The provided PAN details are not KYC compliant. …'",
    ],
    [
      'failed',
      'pan.submit',
      'downloading',
      'beyond spec',
      'the message stays on the form; Proceed with corrected details downloads again',
    ],
  ],
};
