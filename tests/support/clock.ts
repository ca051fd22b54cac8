/**
 * Fake-clock helpers for DOM tests that run under plain `vi.useFakeTimers()`: time moves only
 * when a test says so, so delays and countdowns are asserted to the millisecond.
 */
import { act } from '@testing-library/react';
import { vi } from 'vitest';

/**
 * Lets pending promises, timers due now and React's renders run to rest without moving the
 * clock, so the next assertion can be synchronous (a findBy* that has to wait polls the clock
 * forward in 50 ms steps). A zero-delay timer set while the fake clock is ticking is due one
 * millisecond later (the fake clock's guard against endless loops), so it waits for the next
 * advance.
 */
export async function flush(): Promise<void> {
  await act(() => vi.advanceTimersByTimeAsync(0));
}
