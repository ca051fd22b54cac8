// @vitest-environment happy-dom
/**
 * The Resend control's optional props (the model test in tests/machines/shared covers the
 * defaults): the time inside the button label, as the sign-in screens show it, and a press
 * handled by the parent screen instead of the child.
 */
import { MantineProvider } from '@mantine/core';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { resendCountdownMachine } from '../../machines/shared/resend-countdown.machine';
import { ResendCountdown, type ResendCountdownProps } from '../../src/components/resend-countdown';

const running: Array<{ stop: () => void }> = [];

afterEach(() => {
  for (const actor of running.splice(0)) actor.stop();
  vi.useRealTimers();
});

function show(props: Omit<ResendCountdownProps, 'actor'>, seconds = 300) {
  const actor = createActor(resendCountdownMachine, { input: { seconds, payload: { email: 'ravi@example.in' } } });
  running.push(actor);
  actor.start();
  render(
    <MantineProvider env="test">
      <ResendCountdown actor={actor} {...props} />
    </MantineProvider>,
  );
  return actor;
}

describe('ResendCountdown', () => {
  it('shows the time left beside the button by default', () => {
    show({ format: 'clock' });
    expect(screen.getByRole('button', { name: 'Resend OTP' })).toBeDisabled();
    expect(screen.getByTestId('resend-time-left')).toHaveTextContent('in 5:00');
  });

  it('puts the time inside the label when lockedLabel is given, and the plain label once unlocked', async () => {
    vi.useFakeTimers();
    show({ lockedLabel: (left) => `Resend OTP in ${left} s` }, 3);
    expect(screen.getByRole('button', { name: 'Resend OTP in 3 s' })).toBeDisabled();
    expect(screen.queryByTestId('resend-time-left')).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(screen.getByRole('button', { name: 'Resend OTP in 2 s' })).toBeDisabled();
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(screen.getByRole('button', { name: 'Resend OTP' })).toBeEnabled();
  });

  it('lets the parent screen handle the press instead of the child', async () => {
    vi.useFakeTimers();
    const onResend = vi.fn();
    const actor = show({ onResend }, 1);
    await act(() => vi.advanceTimersByTimeAsync(1000));
    await userEvent
      .setup({ advanceTimers: vi.advanceTimersByTime })
      .click(screen.getByRole('button', { name: 'Resend OTP' }));
    expect(onResend).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().value).toBe('available');
  });
});
