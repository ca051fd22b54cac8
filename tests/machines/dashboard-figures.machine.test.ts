/**
 * The dashboard figures' rules on their own (000 §8, §9): Retry exactly 15 s after each failure,
 * never sooner, each Retry one fetch, and the figures as soon as a fetch succeeds.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { dashboardFiguresMachine } from '../../machines/dashboard-figures.machine';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

/** An actor whose fetches succeed or fail as `outcomes` says, in turn. */
function start(outcomes: boolean[]) {
  let fetches = 0;
  const actor = createActor(
    dashboardFiguresMachine.provide({
      actors: {
        loadFigures: fromPromise(async () => {
          fetches += 1;
          if (!outcomes.shift()) throw new Error('500');
        }),
      },
    }),
  ).start();
  return { actor, fetches: () => fetches };
}

describe('the dashboard figures (000 §8, §9)', () => {
  it('are shown as soon as the first fetch succeeds', async () => {
    const sut = start([true]);
    expect(sut.actor.getSnapshot().value).toBe('loading');
    await vi.advanceTimersByTimeAsync(0);
    expect(sut.actor.getSnapshot().value).toBe('shown');
    expect(sut.fetches()).toBe(1);
  });

  it('offer Retry 15 s after a failure and not before; a Retry pressed sooner does nothing', async () => {
    const sut = start([false, true]);
    await vi.advanceTimersByTimeAsync(0);
    expect(sut.actor.getSnapshot().value).toEqual({ failed: 'waiting' });
    await vi.advanceTimersByTimeAsync(14_999);
    sut.actor.send({ type: 'figures.retry' });
    expect(sut.actor.getSnapshot().value).toEqual({ failed: 'waiting' });
    expect(sut.fetches()).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(sut.actor.getSnapshot().value).toEqual({ failed: 'retryable' });
    sut.actor.send({ type: 'figures.retry' });
    expect(sut.actor.getSnapshot().value).toEqual({ failed: 'retrying' });
    await vi.advanceTimersByTimeAsync(0);
    expect(sut.actor.getSnapshot().value).toBe('shown');
    expect(sut.fetches()).toBe(2);
  });

  it('wait the 15 s again after a Retry that fails too', async () => {
    const sut = start([false, false]);
    await vi.advanceTimersByTimeAsync(15_000);
    sut.actor.send({ type: 'figures.retry' });
    await vi.advanceTimersByTimeAsync(0);
    expect(sut.actor.getSnapshot().value).toEqual({ failed: 'waiting' });
    await vi.advanceTimersByTimeAsync(14_999);
    expect(sut.actor.getSnapshot().value).toEqual({ failed: 'waiting' });
    await vi.advanceTimersByTimeAsync(1);
    expect(sut.actor.getSnapshot().value).toEqual({ failed: 'retryable' });
  });
});
