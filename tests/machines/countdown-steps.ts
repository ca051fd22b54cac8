/**
 * Exact steps through the verification modals' 10-second countdowns (000 §9), for suites that
 * fake only setTimeout: the machine's delays move only when a step advances them, while Testing
 * Library's own polling (setInterval) keeps real time.
 */
import { act, fireEvent, screen } from '@testing-library/react';
import { expect, vi } from 'vitest';

export const fakeTimeouts = () => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });

/** The seconds the countdown (role timer) shows. */
export const secondsLeft = () => Number(/in (\d+) seconds?/.exec(screen.getByRole('timer').textContent ?? '')?.[1]);

/** A plain click: user-event's own delays would wait on the faked setTimeout. */
export const click = (name: string | RegExp) => act(() => fireEvent.click(screen.getByRole('button', { name })));

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

/**
 * One `after.SECOND` step: a tick (one less a millisecond later, not a millisecond sooner), or
 * with `last` down to 1 and then exactly one more second, checking `notYet` just before it.
 */
export async function stepCountdown(last: boolean, notYet: () => void): Promise<void> {
  const left = secondsLeft();
  if (last) {
    await advance((left - 1) * 1000);
    expect(secondsLeft()).toBe(1);
    await advance(999);
    notYet();
    await advance(1);
    return;
  }
  await advance(999);
  expect(secondsLeft()).toBe(left);
  await advance(1);
  expect(secondsLeft()).toBe(left - 1);
}
