/**
 * UPI payment of a confirmed order (000 §2.6 step 6, §4.3, §8, §9): the dialog shows the order
 * id read-only and asks for the UPI ID (required; Proceed is disabled while it is empty). Proceed
 * sends the payment; statuscode '100' means the collect request is on the investor's phone, so
 * the payment status is polled every 10 s for up to 180 s. Poll status '100' is success; a poll
 * that fails is only logged and the next one still runs; after 180 s the dialog gives up with
 * 'Payment status check timeout. Please check your order status later.'. Any other statuscode
 * shows the gateway's responsestring; a failed request 'An error occurred while processing
 * payment'. Closing the dialog stops this child, which clears its polling and its form.
 */
import { assign, fromPromise, setup } from 'xstate';

/** 000 §9 "UPI polling: every 10 s up to 180 s". */
export const UPI_POLL_EVERY_MS = 10_000;
export const UPI_GIVE_UP_MS = 180_000;

/** The gateway's "accepted" / "paid" code (000 §4.3). */
export const PAYMENT_OK = '100';

export const upiMessages = {
  exception: 'An error occurred while processing payment',
  timeout: 'Payment status check timeout. Please check your order status later.',
} as const;

interface UpiPaymentInput {
  orderId: number;
}

export interface PaymentAnswer {
  statuscode: string;
  responsestring: string;
}

export interface PaymentStatusAnswer {
  status: string;
  remarks: string | null;
}

interface UpiPaymentContext {
  orderId: number;
  upiId: string;
  /** What the dialog says went wrong (gateway text, exception or timeout). */
  message: string | null;
}

type UpiPaymentEvent = { type: 'upiId.changed'; value: string } | { type: 'upi.proceed' };

const meta = (description: string, spec = '000 §4.3') => ({ description, spec });

const proceed = { guard: 'hasUpiId', target: 'requesting' } as const;

export const upiPaymentMachine = setup({
  types: {
    context: {} as UpiPaymentContext,
    events: {} as UpiPaymentEvent,
    input: {} as UpiPaymentInput,
    output: {} as { orderId: number },
  },
  actors: {
    makeUpiPayment: fromPromise<PaymentAnswer, { orderId: number; upiId: string }>(async () => {
      throw new Error('makeUpiPayment not provided');
    }),
    getPaymentStatus: fromPromise<PaymentStatusAnswer, { orderId: number }>(async () => {
      throw new Error('getPaymentStatus not provided');
    }),
  },
  delays: {
    UPI_POLL_EVERY: UPI_POLL_EVERY_MS,
    UPI_GIVE_UP: UPI_GIVE_UP_MS,
  },
  guards: {
    hasUpiId: ({ context }) => context.upiId.trim() !== '',
    isAccepted: (_, params: { answer: PaymentAnswer }) => params.answer.statuscode === PAYMENT_OK,
    isPaid: (_, params: { answer: PaymentStatusAnswer }) => params.answer.status === PAYMENT_OK,
  },
  actions: {
    recordUpiId: assign({ upiId: (_, params: { value: string }) => params.value.trim() }),
    showMessage: assign({ message: (_, params: { message: string }) => params.message }),
    clearMessage: assign({ message: null }),
    // 000 §8 "poll request errors are only logged and polling continues".
    logPollError: (_, params: { error: unknown }) => {
      console.warn('UPI payment status check failed; polling continues.', params.error);
    },
  },
}).createMachine({
  id: 'upiPayment',
  description: 'Paying a confirmed order by UPI: the UPI ID, then the payment status polled until it settles.',
  context: ({ input }) => ({ orderId: input.orderId, upiId: '', message: null }),
  initial: 'form',
  output: ({ context }) => ({ orderId: context.orderId }),
  states: {
    form: {
      meta: meta(
        'The UPI dialog: read-only Order ID, the UPI ID field and its hint; Proceed needs a UPI ID.',
        '000 §2.6, §5',
      ),
      on: {
        'upiId.changed': { actions: { type: 'recordUpiId', params: ({ event }) => ({ value: event.value }) } },
        'upi.proceed': proceed,
      },
    },
    requesting: {
      meta: meta("Proceed reads 'Processing...' while the collect request goes to the gateway."),
      entry: 'clearMessage',
      invoke: {
        src: 'makeUpiPayment',
        input: ({ context }) => ({ orderId: context.orderId, upiId: context.upiId }),
        onDone: [
          {
            guard: { type: 'isAccepted', params: ({ event }) => ({ answer: event.output }) },
            target: 'polling',
          },
          {
            target: 'refused',
            actions: { type: 'showMessage', params: ({ event }) => ({ message: event.output.responsestring }) },
          },
        ],
        onError: {
          target: 'refused',
          actions: { type: 'showMessage', params: { message: upiMessages.exception } },
        },
      },
    },
    polling: {
      meta: meta('Waiting for the investor to approve on the phone; the status is checked every 10 s.', '000 §4.3, §9'),
      after: {
        UPI_GIVE_UP: { target: 'timedOut', actions: { type: 'showMessage', params: { message: upiMessages.timeout } } },
      },
      initial: 'waiting',
      states: {
        waiting: {
          meta: meta('Between two status checks.', '000 §9'),
          after: { UPI_POLL_EVERY: 'checking' },
        },
        checking: {
          meta: meta('A payment status check is running.', '000 §7'),
          invoke: {
            src: 'getPaymentStatus',
            input: ({ context }) => ({ orderId: context.orderId }),
            onDone: [
              {
                guard: { type: 'isPaid', params: ({ event }) => ({ answer: event.output }) },
                target: '#upiPayment.paid',
              },
              { target: 'waiting' },
            ],
            onError: {
              target: 'waiting',
              actions: { type: 'logPollError', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
      },
    },
    refused: {
      meta: meta(
        "The gateway's responsestring, or 'An error occurred while processing payment'; the UPI ID can be corrected.",
        '000 §8',
      ),
      on: {
        'upiId.changed': {
          target: 'form',
          actions: ['clearMessage', { type: 'recordUpiId', params: ({ event }) => ({ value: event.value }) }],
        },
        'upi.proceed': proceed,
      },
    },
    timedOut: {
      meta: meta("'Payment status check timeout. Please check your order status later.'", '000 §8'),
    },
    paid: {
      type: 'final',
      meta: meta("The payment went through: 'Payment Successful!'.", '000 §2.6'),
    },
  },
});
