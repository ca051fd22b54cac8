import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, setup } from 'xstate';
import { createDeferredActors } from './deferred';

const loader = setup({
  types: { events: {} as { type: 'cancel' } | { type: 'load' } },
  actors: {
    load: fromPromise<string, number>(async () => {
      throw new Error('load not provided');
    }),
  },
}).createMachine({
  initial: 'loading',
  states: {
    idle: { on: { load: 'loading' } },
    loading: {
      invoke: { src: 'load', input: () => 7, onDone: 'loaded', onError: 'failed' },
      on: { cancel: 'idle' },
    },
    loaded: {},
    failed: {},
  },
});

function start(timeoutMs = 100) {
  const deferred = createDeferredActors(loader, ['load'], { timeoutMs });
  const actor = createActor(loader.provide({ actors: deferred.actors })).start();
  return { deferred, actor };
}

describe('createDeferredActors', () => {
  it('lets the test settle each invocation: resolve reaches onDone with the output', async () => {
    const { deferred, actor } = start();
    expect(deferred.pending('load')).toBe(1);
    expect(deferred.calls('load')).toEqual([7]);
    await deferred.resolve('load', 'ok');
    await Promise.resolve();
    expect(actor.getSnapshot().value).toBe('loaded');
    expect(deferred.pending('load')).toBe(0);
  });

  it('reject reaches onError', async () => {
    const { deferred, actor } = start();
    await deferred.reject('load');
    await Promise.resolve();
    expect(actor.getSnapshot().value).toBe('failed');
  });

  it('waits for an invocation that starts after the call to resolve', async () => {
    const { deferred, actor } = start();
    actor.send({ type: 'cancel' });
    const settled = deferred.resolve('load', 'late');
    actor.send({ type: 'load' });
    await settled;
    await Promise.resolve();
    expect(actor.getSnapshot().value).toBe('loaded');
    expect(deferred.calls('load')).toEqual([7, 7]);
  });

  it('drops calls the machine abandoned, and says so when nothing is pending in time', async () => {
    const { deferred, actor } = start(30);
    actor.send({ type: 'cancel' });
    expect(deferred.pending('load')).toBe(0);
    await expect(deferred.resolve('load', 'stale')).rejects.toThrow(/No pending call of "load" within 30 ms/);
  });

  it('refuses a name the machine does not declare', () => {
    // @ts-expect-error 'save' is not an actor of the machine
    expect(() => createDeferredActors(loader, ['save'])).toThrow(/not an actor/);
  });
});
