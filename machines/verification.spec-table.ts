/**
 * The dashboard's verification status modal's transitions as 000 §2.7, §4.4, §7, §8 and §9 give
 * them (the oracle the machine and its suites are held to: machines/model/spec-table.ts).
 */
import type { SpecTable } from './model/spec-table';

const eventOf = (transition: string) => /--(.+?)-->/.exec(transition)?.[1] ?? '';

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
      'active',
      'done.countdown',
      'closed',
      '000 §2.7, §9',
      "When active it shows 'You're good to go!' and closes itself after a 10-second countdown",
    ],
  ],
  infeasiblePairs: {
    // The Autopay row offers Authorize for actionButton AUTHORIZE and Try Again for RETRY, and
    // only a status read changes which: after one of them the other is not on screen.
    'authorising --mandate.back--> showing ⇒ showing --verification.retry--> retrying':
      'Authorize was offered, so the status said AUTHORIZE: no Try Again until a read says RETRY',
    'retrying --error.retryMandate--> showing ⇒ showing --mandate.authorize--> authorising':
      'Try Again was offered, so the status said RETRY: no Authorize until a read says AUTHORIZE',
  },
  // Which Autopay button the rows can offer: none before the first status read (a failed read
  // keeps the rows of the last good one); after a read either, and once one was pressed only it,
  // until the next read.
  walkContext: {
    initial: 'unread',
    step: (context, transition) => {
      const event = eventOf(transition);
      if (event === 'done.loadStatus[else]') return 'read';
      if (event === 'verification.retry') return context === 'read' || context === 'RETRY' ? 'RETRY' : null;
      if (event === 'mandate.authorize') return context === 'read' || context === 'AUTHORIZE' ? 'AUTHORIZE' : null;
      if (event.startsWith('elog.start')) return context === 'unread' ? null : context;
      return context;
    },
  },
};
