// @vitest-environment happy-dom
/**
 * Every pair of consecutive transitions of the order machine through the rendered order modal:
 * the real amount form, OTP step with the shared resend countdown (60 s under fake timers, to the
 * millisecond), failure panel, payment choice and both payment children, with every call settled
 * by the test. Each path opens the modal for the type it starts with and follows the form's
 * context (machines/order.spec-table.ts): each step leaves the amount valid, empty or short, or
 * over the maximum as the path goes on, so no executor edits the form behind a step's back.
 */
import { act, screen } from '@testing-library/react';
import { expect, vi } from 'vitest';
import { ORDER_RESEND_SECONDS, type OrderType, orderMachine } from '../../machines/order.machine';
import { orderPathContext } from '../../machines/order.spec-table';
import { ApiRequestError } from '../../src/api/client';
import { wholeNumberMessages } from '../../src/components/whole-number-input';
import {
  amountField,
  dialog,
  FakeBankWindow,
  inDialog,
  MANDATE_ID,
  MASKED_EMAIL,
  ORDER_ID,
  type OrderSut,
  otpField,
  renderOrderModal,
  reopen,
  SCHEME,
  settle,
  switchType,
  upiIdField,
} from '../features/buying/harness';
import { flush } from '../support/clock';
import { describeModelPaths } from '../support/model';
import { type PathTrace, traceOf, tracing } from '../support/model/path-trace';
import { namedButton } from '../support/named-button';

/** The order modal with the form as the path has filled it. */
type Sut = OrderSut & {
  trace: PathTrace;
  amount: string;
  consent: boolean;
  sipDay: number;
  incompleteCodesTried: boolean;
};

/** What the context says of the amount: valid (`ok`), over the maximum, or empty or short. */
const amountKind = (sut: Sut) => (/\+(ok|over)\b/.exec(sut.trace.value)?.[1] ?? 'short') as 'ok' | 'over' | 'short';

/** The form as Close, a change of type and every way back leave it: nothing typed, the 5th, no consent. */
function freshForm(sut: Sut) {
  sut.amount = '';
  sut.consent = false;
  sut.sipDay = 5;
}

/** What each amount typed here becomes, and the message Invest shows for it (000 §5). */
const TYPED = {
  LUMP_SUM: {
    ok: ['5a000', '5000'],
    short: ['4a000.5', '4000', 'The minimum amount is ₹5,000.'],
    over: ['100000001', '100000001', 'The maximum amount is ₹10,00,00,000.'],
  },
  SIP: {
    ok: ['5a000', '5000'],
    short: ['55a0.5', '550', 'The amount should be a multiple of ₹100.'],
    over: ['200100', '200100', 'The maximum amount is ₹2,00,000.'],
  },
} as const;

/** 000 §4.3 from Sunday 22 November 2026: a day on or before today is first paid in two months. */
const SIP_DAYS: Record<number, { ordinal: string; first: string }> = {
  5: { ordinal: '5th', first: '05-01-2027' },
  25: { ordinal: '25th', first: '25-12-2026' },
};

const escaped = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));

/** Replaces what a field holds with `value` in one input, as pasting over it does (typing it is several times slower). */
async function enter(sut: Sut, field: HTMLElement, value: string) {
  if (value === '') return sut.user.clear(field);
  await sut.user.tripleClick(field);
  await sut.user.paste(value);
}

const button = (name: string | RegExp) => namedButton(dialog(), name);
const consentBox = () =>
  inDialog().getByRole<HTMLInputElement>('checkbox', { name: /^I have read the scheme documents/ });

/** Types the whole OTP (a seventh character is not taken) and presses Verify: Processing shows. */
async function confirmWithOtp(sut: Sut) {
  await enter(sut, otpField(), '1234567');
  expect(otpField()).toHaveValue('123456');
  await sut.user.click(button('Verify'));
  expect(inDialog().getByRole('status')).toHaveTextContent('Processing...');
  expect((await sut.code.next('verifyCode')).input).toEqual({
    code: '123456',
    payload: { orderId: String(ORDER_ID), fundId: SCHEME.fundId },
  });
}
/** The fake clock's animation frame (sinon's requestAnimationFrame runs every 16 ms). */
const ANIMATION_FRAME_MS = 16;

// Typed here: the traced executors (tracing) hide the handles' type from inference.
describeModelPaths<typeof orderMachine, Sut>({
  name: 'order',
  machine: orderMachine,
  paths: 'pairs',
  setup: async (path): Promise<Sut> => {
    const trace = traceOf(orderPathContext, path);
    const sut = await renderOrderModal(trace.value.split('+')[0] as OrderType);
    return { ...sut, trace, amount: '', consent: false, sipDay: 5, incompleteCodesTried: false };
  },
  states: {
    amountForm: (sut) => {
      expect(screen.getByRole('form', { name: 'Order amount' })).toBeVisible();
      expect(screen.getByRole('heading', { name: sut.type === 'SIP' ? 'SIP' : 'One-Time' })).toBeVisible();
      expect(amountField()).toHaveValue(sut.amount);
      expect(button('Invest')).toBeEnabled();
      if (sut.type === 'SIP') {
        expect(() => button('+1 lakh')).toThrow('0 buttons named');
        expect(consentBox().checked).toBe(sut.consent);
        expect(button(/^SIP date/)).toHaveTextContent(`${SIP_DAYS[sut.sipDay]?.ordinal} of every month`);
      } else {
        expect(button('+1 lakh')).toBeVisible();
        expect(
          inDialog().queryByRole('checkbox', { name: /^I have read the scheme documents/ }),
        ).not.toBeInTheDocument();
      }
    },
    placing: async (sut) => {
      expect(button('Invest')).toBeDisabled();
      expect((await sut.order.next('placeOrder')).input).toEqual({
        type: sut.type,
        fundId: SCHEME.fundId,
        schemeCode: SCHEME.schemeCode,
        amount: sut.amount,
        mandateId: MANDATE_ID,
        sipDay: sut.type === 'SIP' ? sut.sipDay : null,
        stepUp: null,
      });
    },
    otpEntry: (sut) => {
      expect(screen.getByRole('form', { name: 'Verify your order' })).toBeVisible();
      expect(inDialog().getByText(`Enter the OTP sent to ${MASKED_EMAIL}`)).toBeVisible();
      expect(otpField()).toHaveAttribute('type', 'password');
      expect(otpField()).toHaveAttribute('maxlength', '6');
      expect(button('Previous')).toBeEnabled();
      expect(button('Verify')).toBeEnabled();
      // One second off the 60-s resend lock for every whole second since the OTP step opened.
      expect(button('Resend OTP')).toBeDisabled();
      expect(inDialog().getByTestId('resend-time-left')).toHaveTextContent(
        `in ${ORDER_RESEND_SECONDS - Math.floor((Date.now() - sut.otpShownAt) / 1000)} seconds`,
      );
    },
    failure: (sut) => {
      expect(inDialog().getByRole('heading', { name: 'failed !' })).toBeVisible();
      expect(inDialog().getByRole('alert')).toHaveTextContent(sut.failure);
      expect(button('Close')).toBeEnabled();
      expect(button('Retry')).toBeEnabled();
      expect(inDialog().getByRole('link', { name: 'view details' })).toHaveAttribute('href', '/orderstatus');
    },
    paymentChoice: () => {
      expect(button('UPI Payment')).toBeVisible();
      expect(button('Net Banking')).toBeVisible();
    },
    upi: () => {
      expect(screen.getByRole('form', { name: 'UPI Payment' })).toBeVisible();
      const orderId = inDialog().getByRole('textbox', { name: 'Order ID' });
      expect(orderId).toHaveValue(String(ORDER_ID));
      expect(orderId).toHaveAttribute('readonly');
      expect(upiIdField()).toHaveAccessibleDescription('Please use the UPI ID linked to your registered bank account');
    },
    netBanking: () => {
      expect(inDialog().getByRole('heading', { name: 'Net Banking' })).toBeVisible();
    },
    sipRegistered: (sut) => {
      const day = SIP_DAYS[sut.sipDay];
      expect(inDialog().getByRole('heading', { name: 'SIP Registered!' })).toBeVisible();
      expect(dialog()).toHaveTextContent(
        `Your SIP of ₹5,000.00 on the ${day?.ordinal} of every month is registered. Your autopay mandate pays each instalment; the first on ${day?.first}.`,
      );
      expect(() => button('UPI Payment')).toThrow('0 buttons named');
      expect(button('Done')).toBeEnabled();
    },
    paid: () => {
      expect(inDialog().getByRole('heading', { name: 'Payment Successful!' })).toBeVisible();
      expect(button('Done')).toBeEnabled();
      expect(button('Close')).toBeEnabled();
    },
  },
  events: tracing({
    'orderType.changed': async (sut: Sut) => {
      await switchType(sut);
      freshForm(sut);
      expect(screen.getByRole('heading', { name: sut.type === 'SIP' ? 'SIP' : 'One-Time' })).toBeVisible();
    },
    'amount.changed': async (sut: Sut) => {
      // Non-digits go silently; a point is refused with its paise and the field says so (issue 26).
      const [typed, kept] = TYPED[sut.type][amountKind(sut)];
      await enter(sut, amountField(), typed);
      sut.amount = kept;
      expect(amountField()).toHaveValue(kept);
      if (typed.includes('.')) {
        expect(amountField()).toHaveAccessibleDescription(new RegExp(wholeNumberMessages.rupees));
      }
    },
    'amount.added': async (sut: Sut) => {
      await sut.user.click(button('+2 lakh'));
      sut.amount = String(BigInt(sut.amount || '0') + 200_000n);
      expect(amountField()).toHaveValue(sut.amount);
    },
    'sipDay.changed': async (sut: Sut) => {
      const day = sut.sipDay === 5 ? 25 : 5;
      await sut.user.click(button(/^SIP date/));
      // The day grid unfolds over two animation frames (Mantine's Collapse).
      await act(() => vi.advanceTimersByTimeAsync(2 * ANIMATION_FRAME_MS));
      await sut.user.click(button(String(day)));
      expect(button('29 (not available)')).toBeDisabled();
      await sut.user.click(button('UPDATE'));
      sut.sipDay = day;
      expect(button(/^SIP date/)).toHaveTextContent(`${SIP_DAYS[day]?.ordinal} of every month`);
    },
    'stepUp.changed': async (sut: Sut) => {
      await sut.user.click(inDialog().getByRole('checkbox', { name: /^Step up my SIP every year/ }));
      await sut.user.click(inDialog().getByText('Percentage'));
      // Turned on again, the step-up shows what was typed before.
      await enter(sut, inDialog().getByRole('textbox', { name: /^Yearly rise \(%\)/ }), '1x0.5');
      expect(inDialog().getByRole('textbox', { name: /^Yearly rise \(%\)/ })).toHaveValue('10');
      // Turned off again, the SIP is placed without a step-up (the placing state checks it).
      await sut.user.click(inDialog().getByRole('checkbox', { name: /^Step up my SIP every year/ }));
      expect(inDialog().queryByRole('textbox', { name: /^Yearly rise/ })).not.toBeInTheDocument();
    },
    'consent.changed': async (sut: Sut) => {
      await sut.user.click(consentBox());
      sut.consent = !sut.consent;
    },
    'order.invest': async (sut: Sut, step) => {
      await sut.user.click(button('Invest'));
      if (step.case === 'isFormComplete') return;
      // Every message of the form shows once Invest was pressed (000 §5).
      const kind = amountKind(sut);
      const message = sut.amount === '' ? 'Please enter an amount.' : kind === 'ok' ? null : TYPED[sut.type][kind][2];
      if (message) {
        expect(amountField()).toHaveAttribute('aria-invalid', 'true');
        expect(amountField()).toHaveAccessibleDescription(escaped(message));
      } else {
        expect(amountField()).not.toHaveAttribute('aria-invalid');
      }
      if (sut.type === 'SIP') {
        expect(inDialog().queryByText('You must provide consent') !== null).toBe(!sut.consent);
      }
    },
    'done.placeOrder': async (sut: Sut) => {
      await settle(() => sut.order.resolve('placeOrder', { orderId: ORDER_ID, otp: 'SENT' }));
      sut.otpShownAt = Date.now();
    },
    'error.placeOrder': async (sut: Sut) => {
      sut.failure = 'Your mandate is not active yet.';
      await settle(() =>
        sut.order.reject('placeOrder', new ApiRequestError(409, { code: 'CONFLICT', message: sut.failure })),
      );
    },
    'done.codeEntry': async (sut: Sut) => {
      if (!sut.incompleteCodesTried) {
        // Verify without six characters stays on the step with the order's texts (once a path).
        sut.incompleteCodesTried = true;
        await enter(sut, otpField(), '12');
        await sut.user.click(button('Verify'));
        expect(otpField()).toHaveAccessibleDescription('The OTP has 6 characters.');
        await enter(sut, otpField(), '');
        await sut.user.click(button('Verify'));
        expect(otpField()).toHaveAccessibleDescription('Please enter the OTP.');
      }
      await confirmWithOtp(sut);
      await settle(() => sut.code.resolve('verifyCode', { orderId: ORDER_ID, status: 'AUTHENTICATED' }));
    },
    'error.codeEntry': () => {
      throw new Error('unused: the code entry never fails, it tells the order a code was refused');
    },
    'code.refused': async (sut: Sut) => {
      await confirmWithOtp(sut);
      // The server's message while the path has shown no failure yet; later none, and the spec's default.
      const first = sut.failure === '';
      sut.failure = first ? 'The OTP is incorrect.' : 'An error occurred during the transaction. Please try again.';
      await settle(() =>
        sut.code.reject(
          'verifyCode',
          first
            ? new ApiRequestError(422, { code: 'OTP_INVALID', message: sut.failure })
            : new TypeError('Failed to fetch'),
        ),
      );
    },
    'step.previous': async (sut: Sut) => {
      if (inDialog().queryByRole('heading', { name: 'Net Banking' })) {
        // Going back is offered once the gateway has answered; here it refuses.
        await settle(() =>
          sut.netBanking.resolve('makeNetBankingPayment', { statuscode: '101', responsestring: 'Bank unavailable' }),
        );
        expect(inDialog().getByRole('alert')).toHaveTextContent('Bank unavailable');
        expect(FakeBankWindow.opened.at(-1)?.discarded).toBe(true);
        await sut.user.click(button('Choose another method'));
        return;
      }
      await sut.user.click(button('Previous'));
    },
    'otp.resendFailed': async (sut: Sut) => {
      const resend = () => button('Resend OTP');
      expect(resend()).toBeDisabled();
      // Locked until the last millisecond of the 60 s, open exactly at their end.
      await act(() => vi.advanceTimersByTimeAsync(sut.otpShownAt + ORDER_RESEND_SECONDS * 1000 - 1 - Date.now()));
      expect(resend()).toBeDisabled();
      await act(() => vi.advanceTimersByTimeAsync(1));
      expect(resend()).toBeEnabled();
      await sut.user.click(resend());
      expect((await sut.resend.next('sendCode')).input).toEqual({ orderId: String(ORDER_ID), fundId: SCHEME.fundId });
      sut.failure = 'OTP limit reached. Please try again later.';
      await settle(() =>
        sut.resend.reject('sendCode', new ApiRequestError(429, { code: 'LIMIT', message: sut.failure })),
      );
    },
    'order.retry': (sut: Sut) => sut.user.click(button('Retry')),
    'dialog.close': async (sut: Sut) => {
      const closesBefore = sut.record.closes;
      const paid = inDialog().queryByRole('heading', { name: /Payment Successful!|SIP Registered!/ }) !== null;
      await sut.user.click(button('Close order'));
      await flush();
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(sut.record.closes).toBe(closesBefore + 1);
      if (paid) {
        expect(sut.router.state.location.pathname).toBe('/orderstatus');
        expect(screen.getByText('Order Status page')).toBeInTheDocument();
      }
      await reopen(sut);
      freshForm(sut);
    },
    'orderStatus.view': async (sut: Sut) => {
      await sut.user.click(inDialog().getByRole('link', { name: 'view details' }));
      await flush();
      expect(sut.router.state.location.pathname).toBe('/orderstatus');
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      await reopen(sut);
      freshForm(sut);
    },
    'payment.upiChosen': (sut: Sut) => sut.user.click(button('UPI Payment')),
    'payment.netBankingChosen': async (sut: Sut) => {
      await sut.user.click(button('Net Banking'));
      expect(FakeBankWindow.opened.length).toBeGreaterThan(0);
    },
    'done.upiPayment': async (sut: Sut) => {
      await enter(sut, upiIdField(), 'ravi@okbank');
      await sut.user.click(button('Proceed'));
      expect((await sut.upi.next('makeUpiPayment')).input).toEqual({ orderId: ORDER_ID, upiId: 'ravi@okbank' });
      await settle(() => sut.upi.resolve('makeUpiPayment', { statuscode: '100', responsestring: 'Collect sent' }));
      expect(button('Processing...')).toBeDisabled();
      await act(() => vi.advanceTimersByTimeAsync(10_000));
      await settle(() => sut.upi.resolve('getPaymentStatus', { status: '100', remarks: null }));
    },
    'error.upiPayment': () => {
      throw new Error('unused: the UPI child never fails');
    },
    'error.netBanking': () => {
      throw new Error('unused: the net-banking child never fails');
    },
    'done.netBanking': async (sut: Sut) => {
      await settle(() =>
        sut.netBanking.resolve('makeNetBankingPayment', {
          statuscode: '100',
          responsestring: '<h1>Sandbox Bank</h1>',
        }),
      );
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(FakeBankWindow.opened.at(-1)?.html).toBe('<h1>Sandbox Bank</h1>');
      // The page is told, and keeps the notice (the order-entry machine's: order-entry.paths).
      expect(sut.record.bankPages.at(-1)).toBe(ORDER_ID);
      await reopen(sut);
      freshForm(sut);
    },
  }),
});
