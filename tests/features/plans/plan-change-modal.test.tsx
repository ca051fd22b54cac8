// @vitest-environment happy-dom
/**
 * A mistyped code in the skip/cancel modal (001 §2.16, §4.5, §8; issue 26): while the server says
 * attempts remain the investor stays on the code entry with its message and an empty field, a
 * resend clears the message, and the right code then skips; the last wrong attempt ends on
 * 'failed !'.
 */
import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FLOW_OTP_RESEND_SECONDS } from '../../../machines/shared/flow-otp';
import { ApiRequestError } from '../../../src/api/client';
import { flush } from '../../support/clock';
import { cardActions, dialog, inDialog, otpField, type PlanCardsSut, renderPlanCards, SIP, viewOf } from './harness';

const ORDER_ID = 91;
const button = (name: string) => inDialog().getByRole('button', { name });

async function openCodeEntry(sut: PlanCardsSut) {
  await sut.user.click(cardActions(SIP.schemeName).getByRole('button', { name: 'Skip' }));
  await flush();
  await sut.user.click(button('Skip'));
  await sut.plan.next('requestChange');
  await act(() => sut.plan.resolve('requestChange', { orderId: ORDER_ID }));
  await flush();
}

async function sendCode(sut: PlanCardsSut, code: string) {
  await sut.user.clear(otpField());
  await sut.user.type(otpField(), code);
  await sut.user.click(button('Verify'));
  return (await sut.code.next('verifyCode')).input;
}

const wrong = (left: number) =>
  new ApiRequestError(422, {
    code: 'OTP_INVALID',
    message: `The OTP you entered is incorrect. ${left} attempts left.`,
    errors: [{ field: 'body.otp', message: `The OTP you entered is incorrect. ${left} attempts left.` }],
  });

describe('a mistyped code in the skip/cancel modal', () => {
  it('keeps the code entry with the message and an empty field; a resend clears it; the right code skips', async () => {
    const sut = await renderPlanCards([viewOf(SIP)]);
    await openCodeEntry(sut);
    await sendCode(sut, '111111');
    await act(() => sut.code.reject('verifyCode', wrong(4)));
    await flush();
    expect(inDialog().getByRole('alert')).toHaveTextContent('The OTP you entered is incorrect. 4 attempts left.');
    expect(inDialog().queryByRole('heading', { name: 'failed !' })).not.toBeInTheDocument();
    expect(otpField()).toHaveValue('');
    expect(button('Back')).toBeEnabled();

    // A new code clears the message of the old one (001 §4.5 "Resend clears the error").
    await act(() => vi.advanceTimersByTimeAsync(FLOW_OTP_RESEND_SECONDS * 1000));
    await sut.user.click(button('Resend OTP'));
    await sut.resend.next('sendCode');
    await act(() => sut.resend.resolve('sendCode', undefined));
    await flush();
    expect(inDialog().queryByRole('alert')).not.toBeInTheDocument();

    expect(await sendCode(sut, '246810')).toMatchObject({ code: '246810' });
    await act(() => sut.code.resolve('verifyCode', { orderId: ORDER_ID, status: 'COMPLETED' }));
    await flush();
    expect(inDialog().getByRole('heading', { name: 'SIP Skipped' })).toBeVisible();
    expect(dialog()).toHaveTextContent(`OS-${ORDER_ID}`);
  });

  it('ends on failed ! when the last attempt is wrong', async () => {
    const sut = await renderPlanCards([viewOf(SIP)]);
    await openCodeEntry(sut);
    await sendCode(sut, '111111');
    await act(() => sut.code.reject('verifyCode', wrong(1)));
    await flush();
    await sendCode(sut, '222222');
    await act(() =>
      sut.code.reject(
        'verifyCode',
        new ApiRequestError(422, {
          code: 'OTP_ATTEMPTS_EXCEEDED',
          message: 'Too many incorrect attempts. Please resend the OTP.',
        }),
      ),
    );
    await flush();
    expect(inDialog().getByRole('heading', { name: 'failed !' })).toBeVisible();
    expect(inDialog().getByRole('alert')).toHaveTextContent('Too many incorrect attempts. Please resend the OTP.');
  });
});

describe('Cancel SIP by keyboard (issue 29 item 1)', () => {
  /** Past Mantine's focus trap, its own return (10 ms) and the dialog's exit transition. */
  const settle = () => act(() => vi.advanceTimersByTimeAsync(500));

  async function tabTo(sut: PlanCardsSut, target: HTMLElement) {
    for (let presses = 0; presses < 20 && document.activeElement !== target; presses++) await sut.user.tab();
    expect(target).toHaveFocus();
  }

  async function openCancel(sut: PlanCardsSut) {
    const cancel = cardActions(SIP.schemeName).getByRole('button', { name: 'Cancel' });
    act(() => cancel.focus());
    await sut.user.keyboard('{Enter}');
    await settle();
    return cancel;
  }

  it('focuses the first reason, then the code, then Done; Done gives focus back to Cancel', async () => {
    const sut = await renderPlanCards([viewOf(SIP)]);
    const cancel = await openCancel(sut);
    const first = inDialog().getByRole('radio', { name: 'Goal Achieved' });
    expect(first).toHaveFocus();
    await sut.user.keyboard(' ');
    expect(first).toBeChecked();
    await tabTo(sut, button('Proceed'));
    await sut.user.keyboard('{Enter}');
    await sut.plan.next('requestChange');
    await act(() => sut.plan.resolve('requestChange', { orderId: ORDER_ID }));
    await settle();
    expect(otpField()).toHaveFocus();
    await sut.user.keyboard('246810{Enter}');
    await sut.code.next('verifyCode');
    await act(() => sut.code.resolve('verifyCode', { orderId: ORDER_ID, status: 'COMPLETED' }));
    await settle();
    expect(button('Done')).toHaveFocus();
    await sut.user.keyboard('{Enter}');
    await settle();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(cancel).toHaveFocus();
  });

  it('Escape on the reasons and Back on the code step keep focus where the investor is', async () => {
    const sut = await renderPlanCards([viewOf(SIP)]);
    const cancel = await openCancel(sut);
    await sut.user.keyboard('{Escape}');
    await settle();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(cancel).toHaveFocus();

    await openCancel(sut);
    await sut.user.keyboard(' ');
    await tabTo(sut, button('Proceed'));
    await sut.user.keyboard('{Enter}');
    await sut.plan.next('requestChange');
    await act(() => sut.plan.resolve('requestChange', { orderId: ORDER_ID }));
    await settle();
    await tabTo(sut, button('Back'));
    await sut.user.keyboard('{Enter}');
    await settle();
    expect(inDialog().getByRole('radio', { name: 'Goal Achieved' })).toHaveFocus();
    await sut.user.keyboard('{Escape}');
    await settle();
    expect(cancel).toHaveFocus();
  });
});
