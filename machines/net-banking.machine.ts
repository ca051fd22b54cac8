/**
 * Net banking payment of a confirmed order (000 §4.3, §8): the payment goes to the gateway as
 * NODAL; statuscode '100' brings the bank's page, which opens in a new window, and the order
 * modal closes. Any other statuscode shows the gateway's responsestring; a failed request
 * 'An error occurred while processing payment'.
 *
 * Browsers only let a page open a window during the user's click, and the page arrives later,
 * so the app opens an empty window on the click that chose net banking and gives it the page
 * here (`openBankPage`), or shuts it again (`discardBankWindow`). Both are app actions.
 */
import { assign, fromPromise, setup } from 'xstate';
import { PAYMENT_OK, type PaymentAnswer, upiMessages } from './upi-payment.machine';

interface NetBankingInput {
  orderId: number;
}

interface NetBankingContext {
  orderId: number;
  message: string | null;
}

const meta = (description: string, spec = '000 §4.3') => ({ description, spec });

export const netBankingMachine = setup({
  types: {
    context: {} as NetBankingContext,
    input: {} as NetBankingInput,
  },
  actors: {
    makeNetBankingPayment: fromPromise<PaymentAnswer, { orderId: number }>(async () => {
      throw new Error('makeNetBankingPayment not provided');
    }),
  },
  guards: {
    isAccepted: (_, params: { answer: PaymentAnswer }) => params.answer.statuscode === PAYMENT_OK,
  },
  actions: {
    showMessage: assign({ message: (_, params: { message: string }) => params.message }),
    // Placeholders the app provides: the window was opened on the user's click.
    openBankPage: (_, _params: { html: string }) => {},
    discardBankWindow: () => {},
  },
}).createMachine({
  id: 'netBanking',
  description: "Paying a confirmed order by net banking: the bank's page opens in a new window.",
  context: ({ input }) => ({ orderId: input.orderId, message: null }),
  initial: 'requesting',
  states: {
    requesting: {
      // Entered once, at the start: each choice of net banking runs a fresh child with no message.
      meta: meta('The net banking payment is being set up with the gateway.'),
      invoke: {
        src: 'makeNetBankingPayment',
        input: ({ context }) => ({ orderId: context.orderId }),
        onDone: [
          {
            guard: { type: 'isAccepted', params: ({ event }) => ({ answer: event.output }) },
            target: 'opened',
            actions: { type: 'openBankPage', params: ({ event }) => ({ html: event.output.responsestring }) },
          },
          {
            target: 'refused',
            actions: [
              'discardBankWindow',
              { type: 'showMessage', params: ({ event }) => ({ message: event.output.responsestring }) },
            ],
          },
        ],
        onError: {
          target: 'refused',
          actions: ['discardBankWindow', { type: 'showMessage', params: { message: upiMessages.exception } }],
        },
      },
    },
    refused: {
      meta: meta("The gateway's responsestring, or 'An error occurred while processing payment'.", '000 §8'),
    },
    opened: {
      type: 'final',
      meta: meta("The bank's page is open in its own window; the order modal closes."),
    },
  },
});
