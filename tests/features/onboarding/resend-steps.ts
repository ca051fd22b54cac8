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
 * Moves the fake clock to the end of the lock that began at `lockedAt`: at its last millisecond
 * Resend is still locked with one second left, and exactly at its end Resend opens.
 */
export async function advanceUntilResendOpens(lockedAt: number, lockSeconds: number) {
  await act(() => vi.advanceTimersByTimeAsync(lockedAt + lockSeconds * 1000 - 1 - Date.now()));
  expect(resendButton()).toBeDisabled();
  expect(shownSeconds()).toBe(1);
  await act(() => vi.advanceTimersByTimeAsync(1));
  expect(resendButton()).toBeEnabled();
  expect(screen.queryByTestId('resend-time-left')).not.toBeInTheDocument();
}
