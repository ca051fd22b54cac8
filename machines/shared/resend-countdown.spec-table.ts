/**
 * The shared resend lock's transitions as 000 §2.6, §4.3 and 001 §2.10, §4.4, §8, §9 give them
 * (the oracle the machine and its suites are held to: machines/model/spec-table.ts).
 */
import type { SpecTable } from '../model/spec-table';

export const resendCountdownSpecTable: SpecTable = {
  machine: 'resendCountdown',
  rows: [
    [
      'locked',
      'after.RESEND_WAIT',
      'available',
      '001 §4.4, §9',
      'a 60-second countdown disables resend; at 0 resend is enabled',
    ],
    [
      'locked.counting',
      'after.COUNTDOWN_TICK',
      'locked.counting',
      '001 §2.10',
      "'Resend OTP' with a countdown 'in N seconds'",
    ],
    ['available', 'resend', 'sending', '000 §7; 001 §4.5', 'Resend requests a new code (PATCH …: resend OTP)'],
    [
      'sending',
      'done.sendCode',
      'locked',
      '000 §4.3; 001 §4.4',
      'The resend timer ... re-arms on resend; a successful resend restarts the countdown',
    ],
    [
      'sending',
      'error.sendCode',
      'available',
      '001 §8',
      "'Failed to resend OTP. Please try again.': Resend stays available",
    ],
  ],
  infeasiblePairs: {
    'sending --done.sendCode--> locked ⇒ locked --after.RESEND_WAIT--> available':
      'the lock starts again: its first one-second tick comes before it runs out',
  },
  // Whether the countdown has ticked since Resend was locked: a lock of whole seconds runs out only
  // after its one-second ticks.
  walkContext: {
    initial: 'fresh',
    step: (context, transition) => {
      if (transition.includes('--after.COUNTDOWN_TICK-->')) return 'ticked';
      if (transition.includes('--done.sendCode-->')) return 'fresh';
      if (transition.includes('--after.RESEND_WAIT-->')) return context === 'ticked' ? context : null;
      return context;
    },
  },
};
