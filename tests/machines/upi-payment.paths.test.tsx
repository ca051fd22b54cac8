// @vitest-environment happy-dom
/**
 * Every path of the UPI payment child through the rendered UPI dialog of the order modal: the
 * modal is driven to the dialog first, then the UPI ID, Proceed, the gateway's answer and the
 * 10-s status polls up to the 180-s give-up run under fake timers, each checked to the
 * millisecond.
 */
import { act, screen } from '@testing-library/react';
import { expect, vi } from 'vitest';
import { UPI_GIVE_UP_MS, UPI_POLL_EVERY_MS, upiPaymentMachine } from '../../machines/upi-payment.machine';
import { ApiRequestError } from '../../src/api/client';
import {
  amountField,
  inDialog,
  ORDER_ID,
  type OrderSut,
  otpField,
  renderOrderModal,
  settle,
  upiIdField,
} from '../features/buying/harness';
import { describeModelPaths, type ModelStep } from '../support/model';

const button = (name: string | RegExp) => inDialog().getByRole('button', { name });

/** Amount, OTP, confirmation and 'UPI Payment': the dialog this suite is about. */
async function openUpiDialog() {
  const sut = await renderOrderModal('LUMP_SUM');
  await sut.user.type(amountField(), '5000');
  await sut.user.click(button('Invest'));
  await settle(() => sut.order.resolve('placeOrder', { orderId: ORDER_ID, otp: 'SENT' }));
  await sut.user.type(inDialog().getByLabelText(/^OTP/), '123456');
  expect(otpField()).toHaveValue('123456');
  await sut.user.click(button('Verify'));
  await settle(() => sut.code.resolve('verifyCode', { orderId: ORDER_ID, status: 'AUTHENTICATED' }));
  await sut.user.click(inDialog().getByRole('button', { name: 'UPI Payment' }));
  expect(screen.getByRole('form', { name: 'UPI Payment' })).toBeVisible();
  return { ...sut, upiId: '', message: '' };
}

type Sut = OrderSut & { upiId: string; message: string };

/** Moves the fake clock to `at` (a Date.now() value), then lets the machine react. */
async function advanceTo(at: number) {
  await act(() => vi.advanceTimersByTimeAsync(Math.max(0, at - Date.now())));
}

/**
 * A status check answered while the next step is the give-up comes late, within the polling's last
 * 10 s, so the give-up is what follows it (machines/upi-payment.spec-table.ts).
 */
async function answerCheck(sut: Sut, step: ModelStep, answer: () => Promise<void>) {
  if (step.next?.eventKey === 'after.UPI_GIVE_UP') await advanceTo(sut.pollingSince + UPI_GIVE_UP_MS - 5_000);
  expect(inDialog().queryByRole('alert')).not.toBeInTheDocument();
  await settle(answer);
  sut.waitingSince = Date.now();
}

describeModelPaths({
  name: 'upi-payment',
  machine: upiPaymentMachine,
  paths: 'pairs',
  setup: openUpiDialog,
  states: {
    form: (sut: Sut) => {
      expect(inDialog().getByRole('textbox', { name: 'Order ID' })).toHaveValue(String(ORDER_ID));
      expect(upiIdField()).toBeEnabled();
      expect(upiIdField()).toHaveValue(sut.upiId);
      expect(button('Proceed')).toHaveProperty('disabled', sut.upiId.trim() === '');
      expect(inDialog().queryByRole('alert')).not.toBeInTheDocument();
    },
    requesting: async (sut: Sut) => {
      expect(button('Processing...')).toBeDisabled();
      // A refusal's message goes as the payment is asked for again.
      expect(inDialog().queryByRole('alert')).not.toBeInTheDocument();
      expect((await sut.upi.next('makeUpiPayment')).input).toEqual({ orderId: ORDER_ID, upiId: sut.upiId });
    },
    polling: () => {
      expect(inDialog().getByRole('status')).toHaveTextContent('Approve the payment request in your UPI app.');
      expect(button('Processing...')).toBeDisabled();
      expect(upiIdField()).toBeDisabled();
    },
    'polling.waiting': (sut: Sut) => expect(sut.upi.pending('getPaymentStatus')).toBe(0),
    'polling.checking': async (sut: Sut) => {
      expect((await sut.upi.next('getPaymentStatus')).input).toEqual({ orderId: ORDER_ID });
    },
    refused: (sut: Sut) => {
      expect(inDialog().getByRole('alert')).toHaveTextContent(sut.message);
      expect(upiIdField()).toBeEnabled();
      expect(button('Proceed')).toBeEnabled();
    },
    timedOut: () => {
      expect(inDialog().getByRole('alert')).toHaveTextContent(
        'Payment status check timeout. Please check your order status later.',
      );
      expect(inDialog().queryByRole('button', { name: /Proceed|Processing/ })).not.toBeInTheDocument();
      expect(button('Close')).toBeEnabled();
    },
    paid: () => {
      expect(inDialog().getByRole('heading', { name: 'Payment Successful!' })).toBeVisible();
    },
  },
  events: {
    'upiId.changed': async (sut: Sut) => {
      // A blank pasted over what the field holds: one change, which leaves no UPI ID.
      await sut.user.tripleClick(upiIdField());
      await sut.user.paste(' ');
      sut.upiId = '';
    },
    'upi.proceed': async (sut: Sut) => {
      // Pasted over what the field holds: one change, as typing it would be eleven.
      await sut.user.tripleClick(upiIdField());
      await sut.user.paste('ravi@okbank');
      sut.upiId = 'ravi@okbank';
      await sut.user.click(button('Proceed'));
    },
    'done.makeUpiPayment': async (sut: Sut, step) => {
      if (step.case === 'isAccepted') {
        await settle(() => sut.upi.resolve('makeUpiPayment', { statuscode: '100', responsestring: 'Collect sent' }));
        sut.pollingSince = Date.now();
        sut.waitingSince = sut.pollingSince;
        return;
      }
      sut.message = 'Invalid VPA. Please check the UPI ID.';
      await settle(() => sut.upi.resolve('makeUpiPayment', { statuscode: '101', responsestring: sut.message }));
    },
    'error.makeUpiPayment': async (sut: Sut) => {
      sut.message = 'An error occurred while processing payment';
      await settle(() =>
        sut.upi.reject('makeUpiPayment', new ApiRequestError(500, { code: 'INTERNAL', message: 'Gateway down' })),
      );
    },
    'after.UPI_POLL_EVERY': async (sut: Sut) => {
      // Nothing is asked a millisecond before the 10 s are up; at 10 s exactly one check starts.
      await advanceTo(sut.waitingSince + UPI_POLL_EVERY_MS - 1);
      expect(sut.upi.pending('getPaymentStatus')).toBe(0);
      await advanceTo(sut.waitingSince + UPI_POLL_EVERY_MS);
      expect(sut.upi.pending('getPaymentStatus')).toBe(1);
    },
    'done.getPaymentStatus': (sut: Sut, step) =>
      answerCheck(sut, step, () =>
        sut.upi.resolve('getPaymentStatus', {
          status: step.case === 'isPaid' ? '100' : '102',
          remarks: 'Awaiting approval',
        }),
      ),
    'error.getPaymentStatus': async (sut: Sut, step) => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      await answerCheck(sut, step, () =>
        sut.upi.reject('getPaymentStatus', new ApiRequestError(503, { code: 'UNAVAILABLE', message: 'Try later' })),
      );
      // Logged only: nothing on screen, and polling goes on.
      expect(warn).toHaveBeenCalled();
      warn.mockRestore();
      expect(inDialog().queryByRole('alert')).not.toBeInTheDocument();
    },
    'after.UPI_GIVE_UP': async (sut: Sut) => {
      // The give-up follows a check still running or the last answer directly: no check starts meanwhile.
      const checks = sut.upi.calls('getPaymentStatus').length;
      await advanceTo(sut.pollingSince + UPI_GIVE_UP_MS - 1);
      expect(inDialog().queryByText(/Payment status check timeout/)).not.toBeInTheDocument();
      await advanceTo(sut.pollingSince + UPI_GIVE_UP_MS);
      expect(sut.upi.calls('getPaymentStatus')).toHaveLength(checks);
    },
  },
});
