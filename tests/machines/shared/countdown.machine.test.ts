/** The shared countdown child: the seconds it is given, one less each second, its end, and a cancel. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, setup } from 'xstate';
import { countdownMachine } from '../../../machines/shared/countdown.machine';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

const start = (seconds: number) => createActor(countdownMachine, { input: { seconds } }).start();

describe('countdown (000 §2.7, §4.5, §9; 001 §2.15)', () => {
  it('counts the seconds it is given down, one less each second, and ends exactly that many seconds after it started', () => {
    const countdown = start(15);
    for (let left = 15; left > 1; left--) {
      vi.advanceTimersByTime(999);
      expect(countdown.getSnapshot().context.secondsLeft).toBe(left);
      vi.advanceTimersByTime(1);
      expect(countdown.getSnapshot().context.secondsLeft).toBe(left - 1);
    }
    vi.advanceTimersByTime(999);
    expect(countdown.getSnapshot().status).toBe('active');
    expect(countdown.getSnapshot().context.secondsLeft).toBe(1);
    vi.advanceTimersByTime(1);
    expect(countdown.getSnapshot().status).toBe('done');
    // The last second is the end's: 0 is never shown.
    expect(countdown.getSnapshot().context.secondsLeft).toBe(1);
  });

  it('stands still once cancelled, and never ends', () => {
    const countdown = start(10);
    vi.advanceTimersByTime(3000);
    countdown.send({ type: 'countdown.cancel' });
    vi.advanceTimersByTime(60_000);
    expect(countdown.getSnapshot().value).toBe('cancelled');
    expect(countdown.getSnapshot().status).toBe('active');
    expect(countdown.getSnapshot().context.secondsLeft).toBe(7);
  });

  it("tells its parent once, when the time is up: the parent's onDone", () => {
    const ends: number[] = [];
    const parent = createActor(
      setup({ actors: { countdown: countdownMachine } }).createMachine({
        invoke: { src: 'countdown', input: { seconds: 10 }, onDone: { actions: () => ends.push(Date.now()) } },
      }),
    ).start();
    const startedAt = Date.now();
    vi.advanceTimersByTime(9999);
    expect(ends).toEqual([]);
    vi.advanceTimersByTime(60_000);
    expect(ends).toEqual([startedAt + 10_000]);
    parent.stop();
  });
});
