// @vitest-environment happy-dom
/**
 * Every path of the order machine through the rendered order modal: the real amount form,
 * OTP step with the shared resend countdown (60 s under fake timers, to the millisecond), failure panel, payment
 * choice and both payment children, with every call settled by the test.
 */
import { act, screen, within } from '@testing-library/react';
import { expect, vi } from 'vitest';
import { ORDER_RESEND_SECONDS, type OrderType, orderMachine } from '../../machines/order.machine';
import { ApiRequestError } from '../../src/api/client';
import { wholeNumberMessages } from '../../src/components/whole-number-input';
import {
  amountField,
  dialog,
  ensureType,
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

async function typeAmount(sut: OrderSut, value: string) {
  await sut.user.clear(amountField());
  if (value) await sut.user.type(amountField(), value);
}

async function typeOtp(sut: OrderSut, value: string) {
  await sut.user.clear(otpField());
  if (value) await sut.user.type(otpField(), value);
}

const button = (name: string | RegExp) => inDialog().getByRole('button', { name });
const consentBox = () =>
  inDialog().getByRole<HTMLInputElement>('checkbox', { name: /^I have read the scheme documents/ });

/** Types the whole OTP (a seventh character is not taken) and presses Verify: Processing shows. */
async function confirmWithOtp(sut: OrderSut) {
  await typeOtp(sut, '1234567');
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

for (const initialType of ['LUMP_SUM', 'SIP'] as const) {
  describeModelPaths({
    name: initialType === 'SIP' ? 'order-sip' : 'order-lump-sum',
    machine: orderMachine,
    setup: async (path) => {
      const sut = await renderOrderModal(initialType);
      // Whether a confirmed order asks for payment depends on its type, chosen before Invest.
      const confirmed = path.steps.find((step) => step.eventKey === 'done.codeEntry');
      const needs = confirmed === undefined ? null : confirmed.case === 'isSipOrder' ? 'SIP' : 'LUMP_SUM';
      return { ...sut, needs: needs as OrderType | null };
    },
    states: {
      amountForm: (sut) => {
        expect(screen.getByRole('form', { name: 'Order amount' })).toBeVisible();
        expect(screen.getByRole('heading', { name: sut.type === 'SIP' ? 'SIP' : 'One-Time' })).toBeVisible();
        expect(button('Invest')).toBeEnabled();
        if (sut.type === 'SIP') {
          expect(inDialog().queryByRole('button', { name: '+1 lakh' })).not.toBeInTheDocument();
          expect(consentBox()).toBeInTheDocument();
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
          amount: '5000',
          mandateId: MANDATE_ID,
          sipDay: sut.type === 'SIP' ? 5 : null,
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
        expect(inDialog().getByRole('button', { name: 'UPI Payment' })).toBeVisible();
        expect(button('Net Banking')).toBeVisible();
      },
      upi: () => {
        expect(screen.getByRole('form', { name: 'UPI Payment' })).toBeVisible();
        const orderId = inDialog().getByRole('textbox', { name: 'Order ID' });
        expect(orderId).toHaveValue(String(ORDER_ID));
        expect(orderId).toHaveAttribute('readonly');
        expect(upiIdField()).toHaveAccessibleDescription(
          'Please use the UPI ID linked to your registered bank account',
        );
      },
      netBanking: () => {
        expect(inDialog().getByRole('heading', { name: 'Net Banking' })).toBeVisible();
      },
      sipRegistered: () => {
        expect(inDialog().getByRole('heading', { name: 'SIP Registered!' })).toBeVisible();
        expect(dialog()).toHaveTextContent(
          'Your SIP of ₹5,000.00 on the 5th of every month is registered. Your autopay mandate pays each instalment; the first on 05-01-2027.',
        );
        expect(inDialog().queryByRole('button', { name: 'UPI Payment' })).not.toBeInTheDocument();
        expect(button('Done')).toBeEnabled();
      },
      paid: () => {
        expect(inDialog().getByRole('heading', { name: 'Payment Successful!' })).toBeVisible();
        expect(button('Done')).toBeEnabled();
        expect(button('Close')).toBeEnabled();
      },
    },
    events: {
      'orderType.changed': async (sut) => {
        await switchType(sut);
        expect(screen.getByRole('heading', { name: sut.type === 'SIP' ? 'SIP' : 'One-Time' })).toBeVisible();
      },
      'amount.changed': async (sut) => {
        // Non-digits go silently; a point is refused with its paise and the field says so (issue 26).
        await typeAmount(sut, '12a3.5');
        expect(amountField()).toHaveValue('123');
        expect(amountField()).toHaveAccessibleDescription(new RegExp(wholeNumberMessages.rupees));
      },
      'amount.added': async (sut) => {
        await ensureType(sut, 'LUMP_SUM');
        await typeAmount(sut, '5000');
        await sut.user.click(button('+2 lakh'));
        expect(amountField()).toHaveValue('205000');
      },
      'sipDay.changed': async (sut) => {
        await ensureType(sut, 'SIP');
        await sut.user.click(button(/^SIP date/));
        // The day grid unfolds over two animation frames (Mantine's Collapse).
        await act(() => vi.advanceTimersByTimeAsync(2 * ANIMATION_FRAME_MS));
        await sut.user.click(button('12'));
        expect(button('29 (not available)')).toBeDisabled();
        await sut.user.click(button('UPDATE'));
        expect(button(/^SIP date/)).toHaveTextContent('12th of every month');
      },
      'stepUp.changed': async (sut) => {
        await ensureType(sut, 'SIP');
        await sut.user.click(inDialog().getByRole('checkbox', { name: /^Step up my SIP every year/ }));
        await sut.user.click(inDialog().getByText('Percentage'));
        await sut.user.type(inDialog().getByRole('textbox', { name: /^Yearly rise \(%\)/ }), '1x0.5');
        expect(inDialog().getByRole('textbox', { name: /^Yearly rise \(%\)/ })).toHaveValue('10');
        // Turned off again, the SIP is placed without a step-up (the placing state checks it).
        await sut.user.click(inDialog().getByRole('checkbox', { name: /^Step up my SIP every year/ }));
        expect(inDialog().queryByRole('textbox', { name: /^Yearly rise/ })).not.toBeInTheDocument();
      },
      'consent.changed': async (sut) => {
        await ensureType(sut, 'SIP');
        await sut.user.click(consentBox());
      },
      'order.invest': async (sut, step) => {
        if (step.case === 'isFormComplete') {
          if (sut.needs) await ensureType(sut, sut.needs);
          await typeAmount(sut, '5000');
          if (sut.type === 'SIP') {
            expect(button(/^SIP date/)).toHaveTextContent('5th of every month');
            if (!consentBox().checked) await sut.user.click(consentBox());
          }
          await sut.user.click(button('Invest'));
          return;
        }
        await typeAmount(sut, sut.type === 'SIP' ? '550' : '4000');
        if (sut.type === 'SIP' && consentBox().checked) await sut.user.click(consentBox());
        await sut.user.click(button('Invest'));
        expect(amountField()).toHaveAttribute('aria-invalid', 'true');
        if (sut.type === 'SIP') {
          expect(amountField()).toHaveAccessibleDescription(/The amount should be a multiple of ₹100\./);
          expect(inDialog().getByText('You must provide consent')).toBeVisible();
        } else {
          expect(amountField()).toHaveAccessibleDescription(/The minimum amount is ₹5,000\./);
        }
      },
      'done.placeOrder': async (sut) => {
        await settle(() => sut.order.resolve('placeOrder', { orderId: ORDER_ID, otp: 'SENT' }));
        sut.otpShownAt = Date.now();
      },
      'error.placeOrder': async (sut) => {
        sut.failure = 'Your mandate is not active yet.';
        await settle(() =>
          sut.order.reject('placeOrder', new ApiRequestError(409, { code: 'CONFLICT', message: sut.failure })),
        );
      },
      'done.codeEntry': async (sut) => {
        await typeOtp(sut, '12');
        // Verify without six characters stays on the step with the order's texts.
        await sut.user.click(button('Verify'));
        expect(otpField()).toHaveAccessibleDescription('The OTP has 6 characters.');
        await typeOtp(sut, '');
        await sut.user.click(button('Verify'));
        expect(otpField()).toHaveAccessibleDescription('Please enter the OTP.');
        await confirmWithOtp(sut);
        await settle(() => sut.code.resolve('verifyCode', { orderId: ORDER_ID, status: 'AUTHENTICATED' }));
      },
      'error.codeEntry': () => {
        throw new Error('unused: the code entry never fails, it tells the order a code was refused');
      },
      'code.refused': async (sut) => {
        await confirmWithOtp(sut);
        // No message from the server: the spec's default text.
        sut.failure = 'An error occurred during the transaction. Please try again.';
        await settle(() => sut.code.reject('verifyCode', new TypeError('Failed to fetch')));
      },
      'step.previous': async (sut) => {
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
      'otp.resendFailed': async (sut) => {
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
      'order.retry': (sut) => sut.user.click(button('Retry')),
      'dialog.close': async (sut) => {
        const closesBefore = sut.record.closes;
        const paid = inDialog().queryByRole('heading', { name: /Payment Successful!|SIP Registered!/ }) !== null;
        await sut.user.click(inDialog().getByRole('button', { name: 'Close order' }));
        await flush();
        expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
        expect(sut.record.closes).toBe(closesBefore + 1);
        if (paid) {
          expect(sut.router.state.location.pathname).toBe('/orderstatus');
          expect(screen.getByText('Order Status page')).toBeInTheDocument();
        }
        await reopen(sut);
      },
      'orderStatus.view': async (sut) => {
        await sut.user.click(inDialog().getByRole('link', { name: 'view details' }));
        await flush();
        expect(sut.router.state.location.pathname).toBe('/orderstatus');
        expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
        await reopen(sut);
      },
      'payment.upiChosen': (sut) => sut.user.click(button('UPI Payment')),
      'payment.netBankingChosen': async (sut) => {
        await sut.user.click(button('Net Banking'));
        expect(FakeBankWindow.opened.length).toBeGreaterThan(0);
      },
      'done.upiPayment': async (sut) => {
        await sut.user.type(upiIdField(), 'ravi@okbank');
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
      'done.netBanking': async (sut) => {
        await settle(() =>
          sut.netBanking.resolve('makeNetBankingPayment', {
            statuscode: '100',
            responsestring: '<h1>Sandbox Bank</h1>',
          }),
        );
        expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
        expect(FakeBankWindow.opened.at(-1)?.html).toBe('<h1>Sandbox Bank</h1>');
        // The page says where the payment goes on, and where to follow the order.
        const notice = screen.getByRole('status');
        expect(notice).toHaveTextContent('Finish your payment in the bank’s window');
        expect(notice).toHaveTextContent(
          `Order OS-${ORDER_ID} is waiting for your payment. Complete it in the window with your bank’s page; once paid, the order is processed and you can follow it in Order Status.`,
        );
        expect(within(notice).getByRole('link', { name: 'Order Status' })).toHaveAttribute('href', '/orderstatus');
        await reopen(sut);
      },
      'error.netBanking': () => {
        throw new Error('unused: the net-banking child never fails');
      },
    },
  });
}
