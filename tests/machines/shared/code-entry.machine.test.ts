/** The rules of the shared code-entry child: what a code may hold, when Verify calls, and the resend lock. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type ActorRefFrom, assign, createActor, fromPromise, setup } from 'xstate';
import {
  type CodeEntryInput,
  codeEntryMachine,
  isCompleteCode,
  OTP_LENGTH,
  toCode,
} from '../../../machines/shared/code-entry.machine';
import { resendCountdownMachine } from '../../../machines/shared/resend-countdown.machine';

afterEach(() => {
  vi.useRealTimers();
});

describe('code rules (001 §5, 000 §5)', () => {
  it('keeps digits only, at most 6, where only digits are allowed', () => {
    expect(OTP_LENGTH).toBe(6);
    expect(toCode('12a-3 4', 'digits')).toBe('1234');
    expect(toCode('1234567890', 'digits')).toBe('123456');
    expect(isCompleteCode('123456', 'digits')).toBe(true);
    expect(isCompleteCode('12345', 'digits')).toBe(false);
    expect(isCompleteCode('12345a', 'digits')).toBe(false);
  });

  it('keeps any 6 characters, trimmed, where the spec allows them (order and flow OTP)', () => {
    expect(toCode(' 1234567 ', 'any')).toBe('123456');
    expect(toCode('ab12', 'any')).toBe('ab12');
    expect(isCompleteCode('ab12cd', 'any')).toBe(true);
    expect(isCompleteCode('ab12c', 'any')).toBe(false);
  });
});

function start(input: Partial<CodeEntryInput> = {}, verify: (input: unknown) => Promise<unknown> = async () => 'ok') {
  const sent: unknown[] = [];
  const verified: unknown[] = [];
  const machine = codeEntryMachine.provide({
    actors: {
      verifyCode: fromPromise(async ({ input }) => {
        verified.push(input);
        return verify(input);
      }),
      resendCountdown: resendCountdownMachine.provide({
        actors: {
          sendCode: fromPromise(async ({ input }) => {
            sent.push(input);
          }),
        },
      }),
    },
  });
  // Under a parent, as every step runs it: the child tells its parent about refusals.
  const heard: string[] = [];
  const parent = createActor(
    setup({ actors: { codeEntry: machine } }).createMachine({
      invoke: {
        id: 'codeEntry',
        src: 'codeEntry',
        input: { resendSeconds: 60, payload: { email: 'asha@example.in' }, ...input },
      },
      on: { '*': { actions: assign(({ event }) => void heard.push(event.type)) } },
    }),
  ).start();
  const actor = parent.getSnapshot().children.codeEntry as ActorRefFrom<typeof codeEntryMachine>;
  return { actor, sent, verified, heard, stop: () => parent.stop() };
}

const settle = () => vi.advanceTimersByTimeAsync(0);

describe('code-entry child', () => {
  it('Verify without a whole code calls nothing', () => {
    const { actor, verified, stop } = start();
    actor.send({ type: 'code.changed', value: '12 34x5' });
    actor.send({ type: 'code.submit' });
    expect(actor.getSnapshot().value).toBe('incomplete');
    expect(actor.getSnapshot().context.code).toBe('12345');
    expect(verified).toEqual([]);
    stop();
  });

  it('sends the code with the payload and ends with the answer as its output', async () => {
    vi.useFakeTimers();
    const { actor, verified } = start({ characters: 'any' }, async () => ({ authurl: 'https://x.example' }));
    actor.send({ type: 'code.changed', value: ' ab12cd9 ' });
    actor.send({ type: 'code.submit' });
    await settle();
    expect(verified).toEqual([{ code: 'ab12cd', payload: { email: 'asha@example.in' } }]);
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().output).toEqual({ authurl: 'https://x.example' });
  });

  it('keeps a refusal until the next code is sent', async () => {
    vi.useFakeTimers();
    let answer: () => Promise<unknown> = async () => {
      throw new Error('Incorrect code');
    };
    const { actor, heard, stop } = start({}, () => answer());
    actor.send({ type: 'code.changed', value: '123456' });
    actor.send({ type: 'code.submit' });
    await settle();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.failure).toEqual(new Error('Incorrect code'));
    expect(heard).toEqual(['code.refused']);
    answer = () => new Promise(() => {});
    actor.send({ type: 'code.submit' });
    expect(actor.getSnapshot().value).toBe('verifying');
    expect(actor.getSnapshot().context.failure).toBeNull();
    stop();
  });

  it('keeps a refused code to correct, or clears it where the step asks (a hidden field)', async () => {
    vi.useFakeTimers();
    const refuse = async () => {
      throw new Error('Incorrect code');
    };
    const kept = start({}, refuse);
    kept.actor.send({ type: 'code.changed', value: '123456' });
    kept.actor.send({ type: 'code.submit' });
    await settle();
    expect(kept.actor.getSnapshot().context.code).toBe('123456');
    kept.stop();

    const cleared = start({ clearRefusedCode: true }, refuse);
    cleared.actor.send({ type: 'code.changed', value: '123456' });
    cleared.actor.send({ type: 'code.submit' });
    await settle();
    expect(cleared.actor.getSnapshot().value).toBe('failed');
    expect(cleared.actor.getSnapshot().context).toMatchObject({ code: '', failure: new Error('Incorrect code') });
    cleared.stop();
  });

  it('a new code clears the refusal of the old one', async () => {
    vi.useFakeTimers();
    const { actor, stop } = start({ resendSeconds: 1 }, async () => {
      throw new Error('Incorrect code');
    });
    actor.send({ type: 'code.changed', value: '123456' });
    actor.send({ type: 'code.submit' });
    await settle();
    expect(actor.getSnapshot().context.failure).toEqual(new Error('Incorrect code'));
    await vi.advanceTimersByTimeAsync(1000);
    actor.getSnapshot().children.resend?.send({ type: 'resend' });
    await settle();
    expect(actor.getSnapshot().context.failure).toBeNull();
    stop();
  });

  it('locks Resend for exactly the given seconds after each code (001 §9)', async () => {
    vi.useFakeTimers();
    const { actor, sent, stop } = start({ resendSeconds: 300 });
    const resend = () => actor.getSnapshot().children.resend;
    const left = () => resend()?.getSnapshot().context.secondsLeft;
    expect(left()).toBe(300);
    await vi.advanceTimersByTimeAsync(999);
    expect(left()).toBe(300);
    await vi.advanceTimersByTimeAsync(1);
    expect(left()).toBe(299);
    await vi.advanceTimersByTimeAsync(299_000 - 1);
    expect(resend()?.getSnapshot().matches('locked')).toBe(true);
    expect(left()).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(resend()?.getSnapshot().matches('available')).toBe(true);

    resend()?.send({ type: 'resend' });
    await settle();
    expect(sent).toEqual([{ email: 'asha@example.in' }]);
    // A new code locks Resend again, for the whole wait.
    expect(left()).toBe(300);
    await vi.advanceTimersByTimeAsync(300_000 - 1);
    expect(resend()?.getSnapshot().matches('locked')).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    expect(resend()?.getSnapshot().matches('available')).toBe(true);
    stop();
  });
});
