/**
 * The resend lock beside every one-time-code entry (001 §2.10, §4.4, §9; 000 §2.6, §4.3): after
 * each code is sent, Resend stays locked for a fixed number of seconds while the time left counts
 * down; when it reaches zero the user may ask for a new code, which locks it again. One child
 * machine for every OTP step (nominee two-factor, e-mail verification, order, redemption,
 * transfers, plans) instead of a copy per flow.
 *
 * The parent invokes it in its code-entry state and passes the data the resend call needs as
 * `payload`; the app provides `sendCode`. The parent hears `otp.resent` after a new code went out
 * and `otp.resendFailed` when sending failed, and reacts as its own spec says (the order modal
 * shows its failure panel; the two-factor screen shows the message inline). Re-entering the
 * parent's state restarts the child, so the lock re-arms whenever the step is shown again.
 */
import { assign, fromPromise, sendParent, setup } from 'xstate';

interface ResendCountdownInput {
  /** How long Resend stays locked after each code: 60 s for most codes, 300 s for the mobile one. */
  seconds: number;
  /** Whatever the resend call needs (order id, fund id, e-mail…), handed to `sendCode` as is. */
  payload: Readonly<Record<string, string>>;
}

interface ResendCountdownContext {
  seconds: number;
  /** What the lock shows; read only while locked, and set afresh each time it locks. */
  secondsLeft: number;
  payload: Readonly<Record<string, string>>;
}

type ResendCountdownEvent = { type: 'resend' };

/** What the child tells its parent. */
export type ResendCountdownParentEvent = { type: 'otp.resent' } | { type: 'otp.resendFailed'; error: unknown };

const meta = (description: string, spec = '001 §9') => ({ description, spec });

export const resendCountdownMachine = setup({
  types: {
    context: {} as ResendCountdownContext,
    events: {} as ResendCountdownEvent,
    input: {} as ResendCountdownInput,
  },
  actors: {
    sendCode: fromPromise<void, Readonly<Record<string, string>>>(async () => {
      throw new Error('sendCode not provided');
    }),
  },
  delays: {
    RESEND_WAIT: ({ context }) => context.seconds * 1000,
    COUNTDOWN_TICK: 1000,
  },
  actions: {
    lock: assign({ secondsLeft: ({ context }) => context.seconds }),
    tick: assign({ secondsLeft: ({ context }) => Math.max(0, context.secondsLeft - 1) }),
    tellResent: sendParent({ type: 'otp.resent' } satisfies ResendCountdownParentEvent),
    tellFailed: sendParent(
      (_, params: { error: unknown }) =>
        ({ type: 'otp.resendFailed', error: params.error }) satisfies ResendCountdownParentEvent,
    ),
  },
}).createMachine({
  id: 'resendCountdown',
  description: 'The resend lock beside every code entry: a countdown, then Resend.',
  context: ({ input }) => ({ seconds: input.seconds, secondsLeft: input.seconds, payload: input.payload }),
  initial: 'locked',
  states: {
    locked: {
      meta: meta('Resend is locked; the seconds left are shown and count down.'),
      entry: 'lock',
      after: { RESEND_WAIT: 'available' },
      initial: 'counting',
      states: {
        counting: {
          meta: meta('The countdown moves on every second.'),
          after: { COUNTDOWN_TICK: { target: 'counting', reenter: true, actions: 'tick' } },
        },
      },
    },
    available: {
      // The parent keeps a failed resend's error and shows it here, in its spec's words.
      meta: meta('Resend OTP can be pressed; a failed resend comes back here.'),
      on: { resend: 'sending' },
    },
    sending: {
      meta: meta('A new code is on its way; Resend is busy.'),
      invoke: {
        src: 'sendCode',
        input: ({ context }) => context.payload,
        onDone: { target: 'locked', actions: 'tellResent' },
        onError: {
          target: 'available',
          actions: { type: 'tellFailed', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
  },
});
