/**
 * The shared countdown's transitions as 000 §2.7, §4.5, §9 and 001 §2.15, §9 give them (the
 * oracle the machine and its suites are held to: machines/model/spec-table.ts).
 */
import type { SpecTable } from '../model/spec-table';

export const countdownSpecTable: SpecTable = {
  machine: 'countdown',
  rows: [
    [
      'counting',
      'after.COUNTDOWN_END',
      'ended',
      '000 §2.7, §9; 001 §2.15, §9',
      'Redirect and auto-close countdowns: 10 s each; at 0 the user goes to /orderstatus',
    ],
    ['counting', 'countdown.cancel', 'cancelled', '001 §2.15', 'Clicking the navbar cancels the countdown'],
    [
      'counting.ticking',
      'after.COUNTDOWN_TICK',
      'counting.ticking',
      '001 §2.15',
      "'Redirecting to the order status page in {n} seconds' counting from 10",
    ],
  ],
};
