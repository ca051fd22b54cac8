/**
 * The dashboard's verification status modal's transitions as 000 §2.7, §4.4, §7, §8 and §9 give
 * them (the oracle the machine and its suites are held to: machines/model/spec-table.ts).
 */
import type { SpecTable } from './model/spec-table';

export const verificationSpecTable: SpecTable = {
  machine: 'verification',
  rows: [
    [
      'loading',
      'done.loadStatus[isActive]',
      'completing',
      '000 §4.4, §7',
      'When verification becomes active, the stored signup status is set to VERIFIED; PATCH /customers/kyc',
    ],
    [
      'loading',
      'done.loadStatus[else]',
      'showing',
      '000 §2.7, §4.4',
      'rows Verify, Autopay, Nominee & ELOG with the highlighted section',
    ],
    [
      'loading',
      'error.loadStatus',
      'showing',
      'beyond spec',
      'a failed status read says so, with Refresh to read it again',
    ],
    ['showing', 'verification.refresh', 'loading', '000 §2.7', 'buttons Refresh, Authorize, Try Again'],
    ['showing', 'verification.retry', 'retrying', '000 §2.7, §7', 'Try Again: PATCH /users/mandates (retry)'],
    ['showing', 'mandate.authorize', 'authorising', '000 §2.7', 'Authorize; the redirect notice modal'],
    [
      'showing',
      'elog.start[popupBlocked]',
      null,
      '000 §8',
      "ELOG: 'Popup was blocked. Please allow popups for this site and try again.'",
    ],
    ['showing', 'elog.start[else]', 'startingElog', '000 §7', 'GET users/elog: ELOG initiation'],
    [
      'showing',
      'verification.close',
      'closed',
      'beyond spec',
      'the investor may dismiss the modal before verification is complete',
    ],
    [
      'retrying',
      'done.retryMandate',
      'loading',
      'beyond spec',
      'after Try Again the status is read again, so the rows show the new standing',
    ],
    [
      'retrying',
      'error.retryMandate',
      'showing',
      'beyond spec',
      "a failed Try Again brought no mandates back: 'Unable to fetch mandates. Please contact support.'",
    ],
    [
      'startingElog',
      'done.initiateElog[elogStarted]',
      'showing',
      '000 §7',
      'GET users/elog: statuscode (100 = OK), authurl',
    ],
    [
      'startingElog',
      'done.initiateElog[else]',
      'showing',
      '000 §8',
      "ELOG: 'Unable to initiate ELOG. Please try again.'",
    ],
    ['startingElog', 'error.initiateElog', 'showing', '000 §8', "ELOG: 'Failed to initiate ELOG.'"],
    [
      'authorising',
      'mandate.back',
      'showing',
      'beyond spec',
      'the investor may leave the redirect notice (or its failure) for the rows',
    ],
    [
      'completing',
      'done.completeVerification',
      'active',
      '000 §2.7, §4.4',
      "When active it shows 'You're good to go!'",
    ],
    [
      'completing',
      'error.completeVerification',
      'active',
      '000 §4.4, §8',
      'the stored status is set to VERIFIED when active; most other errors are only logged',
    ],
    ['active', 'verification.close', 'closed', 'beyond spec', 'the investor need not wait for the 10-second countdown'],
    [
      'active.counting',
      'after.SECOND[isLastSecond]',
      'closed',
      '000 §2.7, §9',
      'closes itself after a 10-second countdown',
    ],
    ['active.counting', 'after.SECOND[else]', 'active.counting', '000 §2.7, §9', 'a 10-second countdown'],
  ],
};
