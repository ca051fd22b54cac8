/**
 * The order modal (000 §2.6, §4.3, §5, §8): one machine for a lump sum ('One-Time') and a SIP,
 * the type given as input. The amount form keeps digits only and checks the limits of 000 §5
 * (a SIP also needs a start day 1–28 and the consent tick); Invest places the order, the 6-digit
 * OTP e-mailed for it confirms it, and the investor pays a lump sum by UPI or net banking, each a
 * child machine. A confirmed SIP is registered against the approved mandate, which pays its
 * instalments (the first on the date of 000 §4.3), so it asks for no payment. The OTP step is the
 * shared code-entry child (any 6 characters, Resend locked for 60 s), its verification the order's
 * confirmation. A failed order, confirmation or resend shows the failure panel with the server's
 * message, else 'An error occurred during the transaction. Please try again.'; Retry places the
 * order again, Close resets. The modal starts over when the order type changes.
 *
 * Closing the modal and going to Order Status are app actions (the router lives in the app).
 */
import { assign, fromPromise, setup } from 'xstate';
import { type AmountScheme, addToAmount, toAmountDigits, toWireAmount } from '../domain/order-amount';
import { orderFormSchema } from '../domain/order-form';
import { NO_STEP_UP, type SipStepUp, type StepUpChoice } from '../domain/plans/step-up';
import { defaultSipDay } from '../domain/sip-dates';
import { fieldErrors } from '../domain/validate';
import { netBankingMachine } from './net-banking.machine';
import { type CodeEntryParentEvent, codeEntryMachine } from './shared/code-entry.machine';
import { serverMessageOr } from './shared/server-message';
import { upiPaymentMachine } from './upi-payment.machine';

export type OrderType = 'LUMP_SUM' | 'SIP';

/** 000 §9 "Order OTP length / resend timer: 6 / 60 s" (the length is the code entry's). */
export const ORDER_RESEND_SECONDS = 60;

/** 000 §8: the failure panel's text when the server sent none. */
export const ORDER_FAILED_DEFAULT = 'An error occurred during the transaction. Please try again.';

/** The scheme as the order needs it: scheme details and NFO entries both provide this. */
export interface OrderScheme extends AmountScheme {
  fundId: string;
  schemeCode: string;
  schemeName: string;
  sipDetails?: (NonNullable<AmountScheme['sipDetails']> & { defaultDate: number | null }) | null;
}

interface OrderInput {
  type: OrderType;
  scheme: OrderScheme;
  email: string;
  today: Date;
  /** The first mandate's mandateCfmId (000 §3), null when the investor has none. */
  mandateId?: string | null;
}

export interface PlaceOrderInput {
  type: OrderType;
  fundId: string;
  schemeCode: string;
  /** Digits as typed; the API layer sends two decimals. */
  amount: string;
  mandateId: string | null;
  /** SIP only: the day of the month, 1–28. */
  sipDay: number | null;
  /** SIP only, beyond the spec (issue 15): the yearly step-up, wire amounts; null for none. */
  stepUp: SipStepUp | null;
}

function toStepUp(choice: StepUpChoice): SipStepUp {
  return { type: choice.type, value: toWireAmount(choice.value), cap: toWireAmount(choice.cap) };
}

/**
 * What the server said about the order's code: SENT now, or STILL_VALID when Invest was pressed
 * again for the same order within 10 minutes and the code e-mailed then still works.
 */
type OrderOtpNotice = 'SENT' | 'STILL_VALID';

export interface PlacedOrder {
  orderId: number;
  otp: OrderOtpNotice;
}

interface OrderContext {
  type: OrderType;
  scheme: OrderScheme;
  email: string;
  today: Date;
  mandateId: string | null;
  amount: string;
  sipDay: number | null;
  consent: boolean;
  /** SIP only, beyond the spec (issue 15). */
  stepUp: StepUpChoice;
  /** 000 §5 "Once touched": the amount's message shows after the first edit or Invest. */
  amountTouched: boolean;
  /** Invest was pressed: every message of the form shows. */
  submitted: boolean;
  orderId: number | null;
  otpNotice: OrderOtpNotice;
  failure: string | null;
}

type OrderEvent =
  /** The page opened the modal for the other type; the scheme comes along when its rules were re-read. */
  | { type: 'orderType.changed'; orderType: OrderType; scheme?: OrderScheme }
  | { type: 'amount.changed'; value: string }
  | { type: 'amount.added'; amount: number }
  | { type: 'sipDay.changed'; day: number }
  | { type: 'consent.changed'; checked: boolean }
  | { type: 'stepUp.changed'; change: Partial<StepUpChoice> }
  | { type: 'order.invest' }
  | { type: 'step.previous' }
  | { type: 'order.retry' }
  | { type: 'dialog.close' }
  | { type: 'orderStatus.view' }
  | { type: 'payment.upiChosen' }
  | { type: 'payment.netBankingChosen' }
  | CodeEntryParentEvent;

/** 000 §8: the server's message (error body `message`), else the default text. */
export function orderFailureMessage(error: unknown): string {
  return serverMessageOr(error, ORDER_FAILED_DEFAULT);
}

/**
 * The messages the amount form shows now, from its schema (domain/order-form.ts): the amount's
 * once touched, a SIP's day, consent and step-up once Invest was pressed; empty when nothing is
 * wrong or nothing is due yet.
 */
export function orderFormErrors(context: OrderContext): OrderFormErrors {
  const errors = fieldErrors(orderFormSchema(context.scheme, context.type), context);
  const shown: OrderFormErrors = {};
  if (errors.amount && (context.amountTouched || context.submitted)) shown.amount = errors.amount;
  if (!context.submitted) return shown;
  const sip = {
    sipDay: errors.sipDay,
    consent: errors.consent,
    stepUpValue: errors['stepUp.value'],
    stepUpCap: errors['stepUp.cap'],
  };
  for (const [field, message] of Object.entries(sip)) if (message) shown[field as keyof OrderFormErrors] = message;
  return shown;
}

export interface OrderFormErrors {
  amount?: string;
  sipDay?: string;
  consent?: string;
  stepUpValue?: string;
  stepUpCap?: string;
}

function isFormComplete(context: OrderContext): boolean {
  return Object.keys(fieldErrors(orderFormSchema(context.scheme, context.type), context)).length === 0;
}

function freshForm(type: OrderType, scheme: OrderScheme, today: Date) {
  return {
    type,
    amount: '',
    sipDay: type === 'SIP' ? defaultSipDay(scheme.sipDetails, today) : null,
    consent: false,
    stepUp: NO_STEP_UP,
    amountTouched: false,
    submitted: false,
    orderId: null,
    otpNotice: 'SENT' as OrderOtpNotice,
    failure: null,
  };
}

const meta = (description: string, spec = '000 §2.6') => ({ description, spec });

export const orderMachine = setup({
  types: {
    context: {} as OrderContext,
    events: {} as OrderEvent,
    input: {} as OrderInput,
    children: {} as { codeEntry: 'codeEntry'; upi: 'upiPayment'; netBanking: 'netBanking' },
  },
  actors: {
    placeOrder: fromPromise<PlacedOrder, PlaceOrderInput>(async () => {
      throw new Error('placeOrder not provided');
    }),
    // The app provides `verifyCode` (confirm the order: PUT /orders/{orderId}/{fundId} with the
    // OTP) and the countdown's `sendCode` (PATCH /orders/{orderId}/{fundId}), from the payload.
    codeEntry: codeEntryMachine,
    upiPayment: upiPaymentMachine,
    netBanking: netBankingMachine,
  },
  guards: {
    isFormComplete: ({ context }) => isFormComplete(context),
    isSipOrder: ({ context }) => context.type === 'SIP',
  },
  actions: {
    reset: assign(({ context }) => freshForm(context.type, context.scheme, context.today)),
    changeType: assign(({ context }, params: { type: OrderType }) =>
      freshForm(params.type, context.scheme, context.today),
    ),
    recordAmount: assign({
      amount: (_, params: { value: string }) => toAmountDigits(params.value),
      amountTouched: true,
    }),
    addAmount: assign({
      amount: ({ context }, params: { add: number }) => addToAmount(context.amount, params.add),
      amountTouched: true,
    }),
    recordSipDay: assign({ sipDay: (_, params: { day: number }) => params.day }),
    recordConsent: assign({ consent: (_, params: { checked: boolean }) => params.checked }),
    recordStepUp: assign({
      stepUp: ({ context }, params: { change: Partial<StepUpChoice> }) => {
        const next = { ...context.stepUp, ...params.change };
        return { ...next, value: toAmountDigits(next.value), cap: toAmountDigits(next.cap) };
      },
    }),
    markSubmitted: assign({ submitted: true, amountTouched: true }),
    recordOrder: assign((_, params: { placed: PlacedOrder }) => ({
      orderId: params.placed.orderId,
      otpNotice: params.placed.otp,
    })),
    recordFailure: assign({ failure: (_, params: { error: unknown }) => orderFailureMessage(params.error) }),
    // Placeholders the app provides: the modal's visibility and the router belong to it.
    closeModal: () => {},
    goToOrderStatus: () => {},
    // The page says where the payment goes on once the modal has closed (the bank's window).
    bankPageOpened: (_, _params: { orderId: number }) => {},
  },
}).createMachine({
  id: 'order',
  description:
    'The order modal: a lump sum or SIP amount, Invest, the e-mailed OTP, then payment by UPI or net banking.',
  context: ({ input }) => ({
    scheme: input.scheme,
    email: input.email,
    today: input.today,
    mandateId: input.mandateId ?? null,
    ...freshForm(input.type, input.scheme, input.today),
  }),
  initial: 'amountForm',
  on: {
    'dialog.close': { target: '.amountForm', actions: ['closeModal', 'reset'] },
    'orderType.changed': {
      target: '.amountForm',
      actions: { type: 'changeType', params: ({ event }) => ({ type: event.orderType, scheme: event.scheme }) },
    },
  },
  states: {
    amountForm: {
      meta: meta(
        'The amount (digits only; +1/+2/+5 lakh for a lump sum), for a SIP the start day, consent, an optional yearly step-up (issue 15) and Invest.',
        '000 §2.6, §5',
      ),
      on: {
        'amount.changed': { actions: { type: 'recordAmount', params: ({ event }) => ({ value: event.value }) } },
        'amount.added': { actions: { type: 'addAmount', params: ({ event }) => ({ add: event.amount }) } },
        'sipDay.changed': { actions: { type: 'recordSipDay', params: ({ event }) => ({ day: event.day }) } },
        'consent.changed': { actions: { type: 'recordConsent', params: ({ event }) => ({ checked: event.checked }) } },
        'stepUp.changed': { actions: { type: 'recordStepUp', params: ({ event }) => ({ change: event.change }) } },
        'order.invest': [{ guard: 'isFormComplete', target: 'placing' }, { actions: 'markSubmitted' }],
      },
    },
    placing: {
      meta: meta('Invest was pressed: the order is being placed.', '000 §4.3'),
      invoke: {
        src: 'placeOrder',
        input: ({ context }) => ({
          type: context.type,
          fundId: context.scheme.fundId,
          schemeCode: context.scheme.schemeCode,
          amount: context.amount,
          mandateId: context.mandateId,
          sipDay: context.type === 'SIP' ? context.sipDay : null,
          stepUp: context.type === 'SIP' && context.stepUp.enabled ? toStepUp(context.stepUp) : null,
        }),
        onDone: {
          target: 'otpEntry',
          actions: { type: 'recordOrder', params: ({ event }) => ({ placed: event.output }) },
        },
        onError: {
          target: 'failure',
          actions: { type: 'recordFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    otpEntry: {
      meta: meta(
        'The 6-character OTP sent to the masked e-mail (or: the code sent minutes ago for this same order is still valid); Resend OTP after 60 s; Previous and Verify. While the code is checked (the order confirmed) a Processing spinner shows.',
        '000 §2.6, §4.3',
      ),
      invoke: {
        id: 'codeEntry',
        src: 'codeEntry',
        input: ({ context }) => ({
          resendSeconds: ORDER_RESEND_SECONDS,
          payload: { orderId: String(context.orderId), fundId: context.scheme.fundId },
          characters: 'any' as const,
        }),
        onDone: [{ guard: 'isSipOrder', target: 'sipRegistered' }, { target: 'paymentChoice' }],
      },
      on: {
        'step.previous': 'amountForm',
        'code.refused': {
          target: 'failure',
          actions: { type: 'recordFailure', params: ({ event }) => ({ error: event.error }) },
        },
        'otp.resendFailed': {
          target: 'failure',
          actions: { type: 'recordFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    failure: {
      meta: meta(
        "'failed !' with the server's message or the default; Close, Retry and 'view details'.",
        '000 §2.6, §8',
      ),
      on: {
        'order.retry': 'placing',
        // 'view details' is a link to Order Status: it goes there itself.
        'orderStatus.view': { target: 'amountForm', actions: ['closeModal', 'reset'] },
      },
    },
    paymentChoice: {
      meta: meta('The order is confirmed: pay by UPI Payment or Net Banking.'),
      on: { 'payment.upiChosen': 'upi', 'payment.netBankingChosen': 'netBanking' },
    },
    upi: {
      meta: meta('The UPI dialog (child machine): UPI ID, Proceed, status polling.', '000 §2.6, §4.3'),
      invoke: {
        id: 'upi',
        src: 'upiPayment',
        input: ({ context }) => ({ orderId: context.orderId ?? 0 }),
        onDone: 'paid',
      },
    },
    netBanking: {
      meta: meta(
        "Net banking (child machine): the bank's page opens in a new window; the modal closes and the page says to finish there and where to follow the order.",
        '000 §4.3',
      ),
      invoke: {
        id: 'netBanking',
        src: 'netBanking',
        input: ({ context }) => ({ orderId: context.orderId ?? 0 }),
        onDone: {
          target: 'amountForm',
          actions: [
            { type: 'bankPageOpened', params: ({ context }) => ({ orderId: context.orderId ?? 0 }) },
            'closeModal',
            'reset',
          ],
        },
      },
      on: { 'step.previous': 'paymentChoice' },
    },
    sipRegistered: {
      meta: meta(
        'The SIP is registered; the mandate pays the instalments, the first on the 000 §4.3 date.',
        '000 §4.3',
      ),
      on: { 'dialog.close': { target: 'amountForm', actions: ['goToOrderStatus', 'closeModal', 'reset'] } },
    },
    paid: {
      meta: meta("'Payment Successful!'; Close goes to Order Status.", '000 §2.6, §4.3'),
      on: { 'dialog.close': { target: 'amountForm', actions: ['goToOrderStatus', 'closeModal', 'reset'] } },
    },
  },
});
