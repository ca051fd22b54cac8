/**
 * A countdown the user watches (000 §2.7, §4.5, §9; 001 §2.15, §9): the seconds left start at
 * `seconds` and go down by one every second; `seconds` after it started the child ends, and its
 * parent's `onDone` does what the spec says happens then. One child machine for the timed ends
 * the spec names instead of a copy per flow: the verification modal closing itself after 10 s
 * ('You're good to go!'), the redirect notice opening the bank's page after 10 s, the transfer
 * wizards' Confirm step going to /orderstatus after 10 s, and the external portfolio's Retry
 * unlocked after 15 s.
 *
 * The end is its own named delay (`COUNTDOWN_END`), not the last tick: it comes exactly `seconds`
 * after the start however the ticks drift. `countdown.cancel` stops the count where it is (the
 * wizards' navbar click, 001 §2.15); the parent's state leaving stops it too (Close, Redirect).
 */
import { assign, setup } from 'xstate';

interface CountdownInput {
  /** How long it runs: 10 s for the redirects and the auto-close (000 §9, 001 §9), 15 s for a retry. */
  seconds: number;
}

interface CountdownContext {
  seconds: number;
  secondsLeft: number;
}

type CountdownEvent = { type: 'countdown.cancel' };

const meta = (description: string, spec = '000 §9') => ({ description, spec });

export const countdownMachine = setup({
  types: {
    context: {} as CountdownContext,
    events: {} as CountdownEvent,
    input: {} as CountdownInput,
  },
  delays: {
    COUNTDOWN_END: ({ context }) => context.seconds * 1000,
    COUNTDOWN_TICK: 1000,
  },
  actions: {
    tick: assign({ secondsLeft: ({ context }) => context.secondsLeft - 1 }),
  },
}).createMachine({
  id: 'countdown',
  description: 'A countdown on screen, then one step on: the 10 s redirects and auto-close, the 15 s retry.',
  context: ({ input }) => ({ seconds: input.seconds, secondsLeft: input.seconds }),
  initial: 'counting',
  states: {
    counting: {
      meta: meta('The seconds left are shown; the countdown ends when they run out.', '000 §2.7, §9; 001 §2.15'),
      after: { COUNTDOWN_END: 'ended' },
      on: { 'countdown.cancel': 'cancelled' },
      initial: 'ticking',
      states: {
        ticking: {
          meta: meta('One second less is shown every second.', '001 §2.15'),
          after: { COUNTDOWN_TICK: { target: 'ticking', reenter: true, actions: 'tick' } },
        },
      },
    },
    cancelled: {
      meta: meta('The countdown was cancelled: nothing happens at its end.', '001 §2.15'),
    },
    ended: {
      meta: meta('The time is up: the parent does what the end means.'),
      type: 'final',
    },
  },
});
