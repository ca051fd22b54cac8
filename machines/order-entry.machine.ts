/**
 * What BUY and SIP open (000 §2.5, §2.6, §6, §8), on the scheme details and NFO pages.
 *
 * An anonymous visitor goes to Sign In with the way back. For a signed-in investor the app
 * loads the order dialogs' code and reads the investor's standing afresh (`prepareEntry`: the
 * mandates and the server's signup status, today on the app's clock, the SIP rules of an NFO);
 * meanwhile the pressed button spins. Then the mandate gating of 000 §6: the order modal when the
 * signup status is VERIFIED and the mandate APPROVED; otherwise the mandate modal ('Order
 * Placement failed !') for a SIP, and for a One-Time order while neither the registration nor
 * the nominee/ELOG approval is ACTIVE; the order modal in every other case.
 *
 * The reads stand in for what they cannot read, so only the code can fail to load (a dropped
 * connection, or a release that replaced the files): that says 'Loading chunk failed' (000 §8)
 * and offers Try again, where it once only logged and showed nothing.
 *
 * Once net banking has opened the bank's page and the order modal closed (000 §4.3), the page
 * keeps a notice to finish the payment there, until it is dismissed or another order is opened.
 */
import { assign, fromPromise, setup } from 'xstate';
import {
  type InvestorStanding,
  isBeforeLumpSumApproval,
  isClearedToOrder,
  type MandateNotice,
  mandateNotice,
  type OrderAction,
  orderTypeOf,
} from '../domain/order-entry';
import type { OrderScheme, OrderType } from './order.machine';

/** Who pressed the button: the session's user, whose token may lag behind the server. */
interface Investor {
  email: string;
  /** The token's signup status: the stand-in when the server's cannot be read. */
  signupStatus: string | null;
}

/** A click on BUY or SIP by a signed-in investor: what `prepareEntry` reads for. */
export interface OrderEntryRequest {
  action: OrderAction;
  scheme: OrderScheme;
  investor: Investor;
}

/** What the decision reads, and what the order modal needs besides. */
export interface PreparedEntry {
  standing: InvestorStanding;
  /** Today on the app's clock (the sandbox clock in sandbox builds), for the SIP dates. */
  today: Date;
  /** The scheme with the SIP rules an NFO entry lacks. */
  scheme: OrderScheme;
}

/** The dialog the decision opened. */
export type OrderEntryDialog =
  | { kind: 'orderModal'; type: OrderType; mandateId: string | null; email: string; today: Date }
  | { kind: 'mandateModal'; notice: MandateNotice };

interface OrderEntryContext {
  request: OrderEntryRequest | null;
  /** The scheme and dialog last opened; kept once closed, so the dialog can animate out. */
  scheme: OrderScheme | null;
  dialog: OrderEntryDialog | null;
  /** The order whose payment goes on in the bank's window. */
  bankOrderId: number | null;
}

type OrderEntryEvent =
  | {
      type: 'entry.open';
      action: OrderAction;
      scheme: OrderScheme;
      /** Null for an anonymous visitor. */
      investor: Investor | null;
      /** The page to come back to after signing in: its full path. */
      returnTo: string;
    }
  | { type: 'entry.retry' }
  | { type: 'entry.close' }
  | { type: 'bank.pageOpened'; orderId: number }
  | { type: 'notice.dismiss' };

const meta = (description: string, spec = '000 §6') => ({ description, spec });

type Prepared = { request: OrderEntryRequest; prepared: PreparedEntry };

export const orderEntryMachine = setup({
  types: {
    context: {} as OrderEntryContext,
    events: {} as OrderEntryEvent,
  },
  actors: {
    prepareEntry: fromPromise<PreparedEntry, OrderEntryRequest>(async () => {
      throw new Error('prepareEntry not provided');
    }),
  },
  guards: {
    isAnonymous: ({ event }) => event.type === 'entry.open' && event.investor === null,
    isClearedToOrder: (_, { prepared }: Prepared) => isClearedToOrder(prepared.standing),
    isSip: (_, { request }: Prepared) => request.action === 'SIP',
    isBeforeLumpSumApproval: (_, { prepared }: Prepared) => isBeforeLumpSumApproval(prepared.standing),
  },
  actions: {
    // Placeholder the app provides: the router lives in the app.
    goToSignIn: (_, _params: { action: OrderAction; fundId: string; returnTo: string }) => {},
    storeRequest: assign({
      request: ({ event }) =>
        event.type === 'entry.open' && event.investor
          ? { action: event.action, scheme: event.scheme, investor: event.investor }
          : null,
    }),
    openOrderModal: assign((_, { request, prepared }: Prepared) => ({
      scheme: prepared.scheme,
      dialog: {
        kind: 'orderModal' as const,
        type: orderTypeOf(request.action),
        mandateId: prepared.standing.mandate?.mandateCfmId ?? null,
        email: request.investor.email,
        today: prepared.today,
      },
    })),
    openMandateModal: assign((_, { request, prepared }: Prepared) => ({
      scheme: prepared.scheme,
      dialog: { kind: 'mandateModal' as const, notice: mandateNotice(request.action, prepared.standing) },
    })),
    storeBankOrder: assign({
      bankOrderId: ({ event }) => (event.type === 'bank.pageOpened' ? event.orderId : null),
    }),
  },
}).createMachine({
  id: 'orderEntry',
  description: 'What BUY and START SIP open: the autopay mandate check, then the order or mandate dialog.',
  context: { request: null, scheme: null, dialog: null, bankOrderId: null },
  initial: 'ready',
  states: {
    ready: {
      meta: meta('BUY and SIP wait for a click.', '000 §2.4, §2.5'),
      initial: 'idle',
      on: {
        'entry.open': [
          {
            guard: 'isAnonymous',
            actions: {
              type: 'goToSignIn',
              params: ({ event }) => ({ action: event.action, fundId: event.scheme.fundId, returnTo: event.returnTo }),
            },
          },
          { target: 'opening', actions: 'storeRequest' },
        ],
      },
      states: {
        idle: {
          meta: meta('Nothing is open over the page.', '000 §2.5'),
        },
        bankPayment: {
          meta: meta(
            "The bank's page opened and the order modal closed: a notice says to finish the payment in the bank's window and links to Order Status.",
            '000 §4.3',
          ),
          on: { 'notice.dismiss': 'idle' },
        },
      },
    },
    opening: {
      meta: meta(
        "The pressed button spins while the order dialogs' code loads and the investor's standing is read afresh.",
      ),
      invoke: {
        src: 'prepareEntry',
        input: ({ context }) => {
          if (!context.request) throw new Error('opening without a request');
          return context.request;
        },
        onDone: [
          {
            guard: { type: 'isClearedToOrder', params: ({ context, event }) => prepared(context, event.output) },
            target: 'orderModal',
            actions: { type: 'openOrderModal', params: ({ context, event }) => prepared(context, event.output) },
          },
          {
            guard: { type: 'isSip', params: ({ context, event }) => prepared(context, event.output) },
            target: 'mandateModal',
            actions: { type: 'openMandateModal', params: ({ context, event }) => prepared(context, event.output) },
          },
          {
            guard: { type: 'isBeforeLumpSumApproval', params: ({ context, event }) => prepared(context, event.output) },
            target: 'mandateModal',
            actions: { type: 'openMandateModal', params: ({ context, event }) => prepared(context, event.output) },
          },
          {
            target: 'orderModal',
            actions: { type: 'openOrderModal', params: ({ context, event }) => prepared(context, event.output) },
          },
        ],
        onError: 'loadFailed',
      },
    },
    loadFailed: {
      meta: meta("The order form's code could not be loaded: 'Loading chunk failed' with Try again.", '000 §8'),
      on: { 'entry.retry': 'opening', 'entry.close': 'ready' },
    },
    orderModal: {
      meta: meta('The order modal, titled One-Time or SIP, is open.', '000 §2.6, §6'),
      on: {
        'entry.close': 'ready',
        'bank.pageOpened': { target: 'ready.bankPayment', actions: 'storeBankOrder' },
      },
    },
    mandateModal: {
      meta: meta("The mandate modal 'Order Placement failed !' says why the order cannot be placed yet.", '000 §6, §8'),
      on: { 'entry.close': 'ready' },
    },
  },
});

function prepared(context: OrderEntryContext, output: PreparedEntry): Prepared {
  if (!context.request) throw new Error('a prepared entry without its request');
  return { request: context.request, prepared: output };
}
