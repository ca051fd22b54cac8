/** Driving the shared resend countdown on a rendered OTP step under fake timers. */
import { act, screen } from '@testing-library/react';
import { expect, vi } from 'vitest';

export const resendButton = () => screen.getByRole('button', { name: 'Resend OTP' });

/** The seconds the countdown shows ('in 42 seconds'). */
export function shownSeconds(): number {
  const text = screen.getByTestId('resend-time-left').textContent ?? '';
  const match = /^in (\d+) seconds?$/.exec(text);
  if (!match) throw new Error(`No countdown shown: "${text}"`);
  return Number(match[1]);
}

/**
 * Moves the fake clock to the end of the lock that began at `lockedAt`: well short of it Resend
 * is still locked (a wide margin, as real time leaks into the fake clock under load), then it
 * steps on until Resend opens.
 */
export async function advanceUntilResendOpens(lockedAt: number, lockSeconds: number) {
  await act(() => vi.advanceTimersByTimeAsync(Math.max(0, lockedAt + (lockSeconds - 15) * 1000 - Date.now())));
  expect(resendButton()).toBeDisabled();
  expect(screen.getByTestId('resend-time-left')).toHaveTextContent(/^in \d+ seconds?$/);
  for (let waited = 0; waited < 25_000 && resendButton().hasAttribute('disabled'); waited += 250) {
    await act(() => vi.advanceTimersByTimeAsync(250));
  }
  expect(resendButton()).toBeEnabled();
  expect(screen.queryByTestId('resend-time-left')).not.toBeInTheDocument();
}
