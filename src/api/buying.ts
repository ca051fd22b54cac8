/**
 * The order modal's calls (000 §7: POST /orders/{type}, PUT and PATCH /orders/{orderId}/{fundId},
 * POST /payments, GET /orders/paymentStatus) and what the opening rules read (GET /users/mandates,
 * GET /customers/status), plus the actors the order, UPI and net-banking machines run.
 *
 * Failures reject with the ApiRequestError of the client, so the order machine can show the
 * server's message, else its default text (000 §8).
 */
import { queryOptions } from '@tanstack/react-query';
import { fromPromise } from 'xstate';
import type { components } from '../../domain/contract/user';
import { toWireAmount } from '../../domain/order-amount';
import { SIP_FREQUENCY } from '../../domain/sip-dates';
import { netBankingMachine } from '../../machines/net-banking.machine';
import type { PlacedOrder, PlaceOrderInput } from '../../machines/order.machine';
import { codeEntryMachine, type VerifyCodeInput } from '../../machines/shared/code-entry.machine';
import { resendCountdownMachine } from '../../machines/shared/resend-countdown.machine';
import { type PaymentAnswer, type PaymentStatusAnswer, upiPaymentMachine } from '../../machines/upi-payment.machine';
import { unwrap, userApi } from './client';

type Schemas = components['schemas'];
type Mandate = Schemas['Mandate'];
type VerificationStatus = Schemas['VerificationStatus'];
type OrderConfirmation = Schemas['OrderConfirmation'];

/** The header that makes one submission place one order, however often it reaches the server. */
const IDEMPOTENCY_HEADER = 'Idempotency-Key' as const;

function newSubmissionKey(): string {
  return globalThis.crypto.randomUUID();
}

/**
 * Places a lump sum or a SIP (000 §3 order requests). Each call is one submission with its own
 * idempotency key: a request repeated by the network makes one order, while Retry after a
 * failure is a new submission (000 §4.3 "Retry resubmits the order").
 */
export async function placeOrder(order: PlaceOrderInput, signal?: AbortSignal): Promise<PlacedOrder> {
  const header = { [IDEMPOTENCY_HEADER]: newSubmissionKey() };
  const amount = toWireAmount(order.amount);
  if (order.type === 'SIP') {
    if (order.sipDay === null || order.mandateId === null) {
      throw new Error('A SIP needs a start day and an approved mandate.');
    }
    return unwrap(
      await userApi.POST('/orders/{type}', {
        params: { path: { type: 'SIP' }, header },
        body: {
          type: 'SIP',
          amount,
          fundId: order.fundId,
          frequencyType: SIP_FREQUENCY,
          mandateId: order.mandateId,
          sipStartDate: order.sipDay,
          schemeCode: order.schemeCode,
          stepUp: order.stepUp,
        },
        signal,
      }),
    );
  }
  return unwrap(
    await userApi.POST('/orders/{type}', {
      params: { path: { type: 'LUMP_SUM' }, header },
      body: {
        type: 'LUMP_SUM',
        amount,
        schemeCode: order.schemeCode,
        fundId: order.fundId,
        mandateId: order.mandateId,
      },
      signal,
    }),
  );
}

/** Confirms an order with the e-mailed OTP (000 §3 "OTP confirm: orderId, fundId, otp"). */
export async function confirmOrder(
  input: { orderId: number; fundId: string; otp: string },
  signal?: AbortSignal,
): Promise<OrderConfirmation> {
  return unwrap(
    await userApi.PUT('/orders/{orderId}/{fundId}', {
      params: { path: { orderId: input.orderId, fundId: input.fundId } },
      body: { otp: input.otp },
      signal,
    }),
  );
}

/** Sends the order's OTP again (000 §3 "OTP resend: orderId, fundId"). */
export async function resendOrderOtp(input: { orderId: number; fundId: string }, signal?: AbortSignal): Promise<void> {
  unwrap(
    await userApi.PATCH('/orders/{orderId}/{fundId}', {
      params: { path: { orderId: input.orderId, fundId: input.fundId } },
      signal,
    }),
  );
}

/** 000 §3 payment request: UPI with the investor's UPI ID, or NODAL for net banking. */
export async function makePayment(
  payment: { mode: 'UPI'; orderId: number; upiId: string } | { mode: 'NODAL'; orderId: number },
  signal?: AbortSignal,
): Promise<PaymentAnswer> {
  const body =
    payment.mode === 'UPI'
      ? { modeofpayment: 'UPI' as const, id: payment.orderId, vpaid: payment.upiId }
      : { modeofpayment: 'NODAL' as const, id: payment.orderId };
  return unwrap(await userApi.POST('/payments', { body, signal }));
}

/** 000 §3 "Payment status request: orderId; response status, remarks". */
export async function getPaymentStatus(orderId: number, signal?: AbortSignal): Promise<PaymentStatusAnswer> {
  return unwrap(await userApi.GET('/orders/paymentStatus', { params: { query: { orderId } }, signal }));
}

export async function listMandates(signal?: AbortSignal): Promise<Mandate[]> {
  return unwrap(await userApi.GET('/users/mandates', { signal }));
}

export async function getVerificationStatus(signal?: AbortSignal): Promise<VerificationStatus> {
  return unwrap(await userApi.GET('/customers/status', { signal }));
}

const orderKeys = {
  mandates: ['users', 'mandates'] as const,
  verificationStatus: ['customers', 'status'] as const,
};

/** Mandates change when the investor authorises one elsewhere: always read afresh on opening. */
export const mandatesQueryOptions = () =>
  queryOptions({ queryKey: orderKeys.mandates, queryFn: ({ signal }) => listMandates(signal), staleTime: 0 });

export const verificationStatusQueryOptions = () =>
  queryOptions({
    queryKey: orderKeys.verificationStatus,
    queryFn: ({ signal }) => getVerificationStatus(signal),
    staleTime: 0,
  });

/** The app's part of net banking: the window opened on the user's click (see the machine). */
export interface BankWindowActions {
  openBankPage: (html: string) => void;
  discardBankWindow: () => void;
}

/** The order the OTP step's payload names (the order machine puts both in). */
function orderOf(payload: Readonly<Record<string, string>>): { orderId: number; fundId: string } {
  return { orderId: Number(payload.orderId), fundId: payload.fundId ?? '' };
}

/** The actors of the order machine and its children, calling the user service. */
export function orderActors(netBanking: BankWindowActions) {
  return {
    placeOrder: fromPromise<PlacedOrder, PlaceOrderInput>(({ input, signal }) => placeOrder(input, signal)),
    codeEntry: codeEntryMachine.provide({
      actors: {
        verifyCode: fromPromise<unknown, VerifyCodeInput>(({ input, signal }) =>
          confirmOrder({ ...orderOf(input.payload), otp: input.code }, signal),
        ),
        resendCountdown: resendCountdownMachine.provide({
          actors: {
            sendCode: fromPromise<void, Readonly<Record<string, string>>>(({ input, signal }) =>
              resendOrderOtp(orderOf(input), signal),
            ),
          },
        }),
      },
    }),
    upiPayment: upiPaymentMachine.provide({
      actors: {
        makeUpiPayment: fromPromise<PaymentAnswer, { orderId: number; upiId: string }>(({ input, signal }) =>
          makePayment({ mode: 'UPI', orderId: input.orderId, upiId: input.upiId }, signal),
        ),
        getPaymentStatus: fromPromise<PaymentStatusAnswer, { orderId: number }>(({ input, signal }) =>
          getPaymentStatus(input.orderId, signal),
        ),
      },
    }),
    netBanking: netBankingWithPayment(netBanking),
  };
}

/** The net-banking child with its call; the screen adds the window actions. */
function netBankingWithPayment(actions: BankWindowActions) {
  return netBankingMachine.provide({
    actors: {
      makeNetBankingPayment: fromPromise<PaymentAnswer, { orderId: number }>(({ input, signal }) =>
        makePayment({ mode: 'NODAL', orderId: input.orderId }, signal),
      ),
    },
    actions: {
      openBankPage: (_, params) => actions.openBankPage(params.html),
      discardBankWindow: () => actions.discardBankWindow(),
    },
  });
}
