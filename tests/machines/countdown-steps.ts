/**
 * Exact steps through the verification modals' 10-second countdowns (000 §9), for suites that
 * fake only setTimeout: the machine's delays move only when a step advances them, while Testing
 * Library's own polling (setInterval) keeps real time.
 */
import { act, fireEvent, screen } from '@testing-library/react';
import { expect, vi } from 'vitest';
import { COUNTDOWN_SECONDS } from '../../domain/verification/verification';

export const fakeTimeouts = () => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });

/** The seconds the countdown (role timer) shows. */
export const secondsLeft = () => Number(/in (\d+) seconds?/.exec(screen.getByRole('timer').textContent ?? '')?.[1]);

/** A plain click: user-event's own delays would wait on the faked setTimeout. */
export const click = (name: string | RegExp) => act(() => fireEvent.click(screen.getByRole('button', { name })));

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

/**
 * The countdown child's end (`done.countdown`, the shared countdown machine) as the modal shows
 * it: from 10, one less each second (a millisecond later, not a millisecond sooner) down to 1,
 * then exactly 10 s after it started the end, with `notYet` checked a millisecond before.
 */
export async function stepCountdownToEnd(notYet: () => void): Promise<void> {
  expect(secondsLeft()).toBe(COUNTDOWN_SECONDS);
  for (let left = COUNTDOWN_SECONDS; left > 1; left--) {
    await advance(999);
    expect(secondsLeft()).toBe(left);
    await advance(1);
    expect(secondsLeft()).toBe(left - 1);
  }
  await advance(999);
  notYet();
  await advance(1);
}
