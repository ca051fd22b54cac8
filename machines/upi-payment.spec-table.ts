/**
 * The UPI dialog's transitions as 000 §2.6, §4.3, §5, §8 and §9 give them (the oracle the
 * machine and its suites are held to: machines/model/spec-table.ts).
 */
import type { SpecTable } from './model/spec-table';

export const upiPaymentSpecTable: SpecTable = {
  machine: 'upiPayment',
  rows: [
    ['form', 'upiId.changed', null, '000 §2.6, §5', 'UPI ID input; UPI ID required'],
    [
      'form',
      'upi.proceed[hasUpiId]',
      'requesting',
      '000 §2.6, §5',
      'Proceed, Processing...; Proceed disabled when empty',
    ],
    [
      'requesting',
      'done.makeUpiPayment[isAccepted]',
      'polling',
      '000 §4.3',
      "statuscode '100' starts processing and polling",
    ],
    [
      'requesting',
      'done.makeUpiPayment[else]',
      'refused',
      '000 §4.3, §8',
      "any other statuscode shows the server's responsestring",
    ],
    [
      'requesting',
      'error.makeUpiPayment',
      'refused',
      '000 §8',
      "exception shows 'An error occurred while processing payment'",
    ],
    [
      'polling',
      'after.UPI_GIVE_UP',
      'timedOut',
      '000 §4.3, §8, §9',
      "timeout after 3 minutes: 'Payment status check timeout. Please check your order status later.'",
    ],
    ['polling.waiting', 'after.UPI_POLL_EVERY', 'polling.checking', '000 §9', 'UPI polling every 10 s up to 180 s'],
    ['polling.checking', 'done.getPaymentStatus[isPaid]', 'paid', '000 §4.3', "poll status '100' means success"],
    [
      'polling.checking',
      'done.getPaymentStatus[else]',
      'polling.waiting',
      '000 §4.3, §9',
      'not paid yet: polling goes on every 10 s up to 180 s',
    ],
    [
      'polling.checking',
      'error.getPaymentStatus',
      'polling.waiting',
      '000 §8',
      'poll request errors are only logged and polling continues',
    ],
    ['refused', 'upiId.changed', 'form', 'beyond spec', 'a refused payment can be tried again with a corrected UPI ID'],
    [
      'refused',
      'upi.proceed[hasUpiId]',
      'requesting',
      'beyond spec',
      'Proceed again after a refusal, without reopening the dialog',
    ],
  ],
  infeasiblePairs: {
    'requesting --done.makeUpiPayment[isAccepted]--> polling ⇒ polling --after.UPI_GIVE_UP--> timedOut':
      'both clocks start with the polling: the first check, at 10 s, comes before the give-up at 180 s',
  },
  // Whether a status check has started since the polling began: the give-up can come only after
  // one (a check still running, or the last answer within its final 10 s).
  walkContext: {
    initial: 'unchecked',
    step: (context, transition) => {
      if (transition.includes('--done.makeUpiPayment[isAccepted]-->')) return 'unchecked';
      if (transition.includes('--after.UPI_POLL_EVERY-->')) return 'checked';
      if (transition.includes('--after.UPI_GIVE_UP-->')) return context === 'checked' ? context : null;
      return context;
    },
  },
};
