import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { planChangeMachine, type RequestPlanChangeInput } from '../../machines/plan-change.machine';
import { SIP } from '../features/plans/harness';

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the plan-change machine (001 §4.5)', () => {
  it('clears the change and its error on Close ("Closing ... resets to SKIP and clears the error")', async () => {
    const machine = planChangeMachine.provide({
      actors: {
        requestChange: fromPromise<{ orderId: number }, RequestPlanChangeInput>(async () => {
          throw new Error('offline');
        }),
      },
    });
    const actor = createActor(machine, { input: { email: 'a@b.in' } }).start();
    actor.send({ type: 'change.opened', plan: SIP, transaction: 'CANCEL' });
    actor.send({ type: 'change.submit' });
    actor.send({ type: 'reason.changed', reason: 'NCMV' });
    actor.send({ type: 'change.submit' });
    await settled();
    expect(actor.getSnapshot().value).toEqual({ open: 'failed' });
    expect(actor.getSnapshot().context).toMatchObject({ reason: 'NCMV', submitted: true });
    expect(actor.getSnapshot().context.failure).not.toBeNull();

    actor.send({ type: 'dialog.close' });
    expect(actor.getSnapshot().value).toBe('closed');
    expect(actor.getSnapshot().context).toMatchObject({ reason: null, submitted: false, orderId: null, failure: null });
  });
});
