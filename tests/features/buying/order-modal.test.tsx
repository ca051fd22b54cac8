// @vitest-environment happy-dom
/**
 * What the order modal and the fund page say around the code and the bank's window (issue 13,
 * items 11 and 12): Invest pressed again for the same order within 10 minutes, where the server
 * sent no new code, and the page told once net banking has opened the bank's page.
 * And a decimal point that never multiplies the amount (issue 26 item 5).
 */
import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { wholeNumberMessages } from '../../../src/components/whole-number-input';
import {
  amountField,
  inDialog,
  MASKED_EMAIL,
  ORDER_ID,
  type OrderSut,
  otpField,
  renderOrderModal,
  settle,
} from './harness';

const button = (name: string) => inDialog().getByRole('button', { name });

async function invest(sut: OrderSut, otp: 'SENT' | 'STILL_VALID') {
  await sut.user.clear(amountField());
  await sut.user.type(amountField(), '5000');
  await sut.user.click(button('Invest'));
  await settle(() => sut.order.resolve('placeOrder', { orderId: ORDER_ID, otp }));
}

/** A lump sum placed and confirmed with its code: the payment choice is next. */
async function confirmedLumpSum(): Promise<OrderSut> {
  const sut = await renderOrderModal('LUMP_SUM');
  await invest(sut, 'SENT');
  await sut.user.type(inDialog().getByLabelText(/^OTP/), '123456');
  await sut.user.click(button('Verify'));
  await settle(() => sut.code.resolve('verifyCode', { orderId: ORDER_ID, status: 'AUTHENTICATED' }));
  return sut;
}

describe('the amount in whole rupees (issue 26)', () => {
  it('refuses a typed point with its paise: "5000.5" is ₹5,000, never ₹50,005, and places 5000', async () => {
    const sut = await renderOrderModal('LUMP_SUM');
    await sut.user.clear(amountField());
    await sut.user.type(amountField(), '5000.5');
    expect(amountField()).toHaveValue('5000');
    expect(amountField()).toHaveAccessibleDescription(new RegExp(wholeNumberMessages.rupees));
    expect(inDialog().getByRole('status')).toHaveTextContent(wholeNumberMessages.rupees);
    await sut.user.click(button('Invest'));
    expect((await sut.order.next('placeOrder')).input).toMatchObject({ amount: '5000' });
  });

  it('keeps the whole rupees of a pasted "1,500.75"', async () => {
    const sut = await renderOrderModal('SIP');
    await sut.user.clear(amountField());
    await sut.user.paste('1,500.75');
    expect(amountField()).toHaveValue('1500');
    expect(inDialog().getByRole('status')).toHaveTextContent(wholeNumberMessages.rupees);
  });
});

describe('the OTP step', () => {
  it('says the earlier code is still valid when the server answered the same order without sending one', async () => {
    const sut = await renderOrderModal('LUMP_SUM');
    await invest(sut, 'STILL_VALID');
    expect(
      inDialog().getByText(
        `You placed this order a few minutes ago. The OTP we sent then to ${MASKED_EMAIL} is still valid: please enter it.`,
      ),
    ).toBeVisible();
    expect(inDialog().queryByText(`Enter the OTP sent to ${MASKED_EMAIL}`)).not.toBeInTheDocument();

    await sut.user.click(button('Previous'));
    await invest(sut, 'SENT');
    expect(inDialog().getByText(`Enter the OTP sent to ${MASKED_EMAIL}`)).toBeVisible();
  });
});

describe('focus between the steps (issue 29 item 1)', () => {
  it('moves to the OTP field on Invest and back to the amount on Previous, never to <body>', async () => {
    const sut = await renderOrderModal('LUMP_SUM');
    await invest(sut, 'SENT');
    expect(otpField()).toHaveFocus();
    await sut.user.click(button('Previous'));
    expect(amountField()).toHaveFocus();
  });
});

describe('after net banking opened the bank’s page', () => {
  it('closes and tells the page which order is paid in the bank’s window, which keeps the notice', async () => {
    const sut = await confirmedLumpSum();
    await sut.user.click(button('Net Banking'));
    await settle(() => sut.netBanking.resolve('makeNetBankingPayment', { statuscode: '100', responsestring: '<p/>' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(sut.record).toEqual({ closes: 1, bankPages: [ORDER_ID] });
    // The notice is the page's (the order-entry machine's), not the closed modal's.
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});

describe('the payment steps (issue 29)', () => {
  it('say what is paid and the order reference Order Status shows', async () => {
    const sut = await confirmedLumpSum();
    const summary = `₹5,000.00 for order OS-${String(ORDER_ID).padStart(2, '0')}`;
    expect(inDialog().getByText(summary)).toBeVisible();
    await sut.user.click(button('UPI Payment'));
    expect(inDialog().getByText(summary)).toBeVisible();
    expect(inDialog().getByRole('textbox', { name: 'Order ID' })).toHaveValue(String(ORDER_ID));
  });
});

describe('waiting for the UPI approval (issue 29)', () => {
  it('says how long of the 180 s is left, second by second, without announcing every tick', async () => {
    const sut = await confirmedLumpSum();
    await sut.user.click(button('UPI Payment'));
    await sut.user.type(inDialog().getByRole('textbox', { name: /^UPI ID/ }), 'investor@upi');
    await sut.user.click(button('Proceed'));
    await settle(() => sut.upi.resolve('makeUpiPayment', { statuscode: '100', responsestring: 'Accepted' }));

    const timer = inDialog().getByRole('timer');
    expect(timer).toHaveTextContent('3:00 left to approve');
    expect(timer.closest('[aria-live="polite"]')).toBeNull();
    await act(async () => vi.advanceTimersByTime(65_000));
    expect(inDialog().getByRole('timer')).toHaveTextContent('1:55 left to approve');
  });
});
