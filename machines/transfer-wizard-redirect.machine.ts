/**
 * The Confirm step's countdown of the Switch, STP and SWP wizards (001 §2.15, §9 "Post-order
 * redirect countdown: 10 seconds"): 'Redirecting to the order status page in {n} seconds',
 * counting down from 10 each second; at 0 the child ends and the wizard goes to /orderstatus.
 * A click on the navbar cancels it (`redirect.cancel`). One child for the three wizards.
 */
import { assign, setup } from 'xstate';

/** 001 §9: the countdown starts at 10 seconds. */
export const REDIRECT_SECONDS = 10;

interface RedirectCountdownContext {
  secondsLeft: number;
}

type RedirectCountdownEvent = { type: 'redirect.cancel' };

const meta = (description: string, spec = '001 §2.15') => ({ description, spec });

export const transferRedirectMachine = setup({
  types: {
    context: {} as RedirectCountdownContext,
    events: {} as RedirectCountdownEvent,
  },
  delays: {
    COUNTDOWN_TICK: 1000,
  },
  guards: {
    isLastSecond: ({ context }) => context.secondsLeft <= 1,
  },
  actions: {
    tick: assign({ secondsLeft: ({ context }) => context.secondsLeft - 1 }),
  },
}).createMachine({
  id: 'transferRedirect',
  description: 'The 10-second countdown to Order Status after a Switch, STP or SWP is confirmed.',
  context: { secondsLeft: REDIRECT_SECONDS },
  initial: 'counting',
  states: {
    counting: {
      meta: meta('The seconds left until the order status page opens count down from 10.'),
      after: {
        COUNTDOWN_TICK: [
          { guard: 'isLastSecond', target: 'redirecting', actions: 'tick' },
          { target: 'counting', reenter: true, actions: 'tick' },
        ],
      },
      on: { 'redirect.cancel': 'cancelled' },
    },
    cancelled: {
      meta: meta('The navbar was clicked: no redirect.'),
    },
    redirecting: {
      type: 'final',
      meta: meta('The countdown reached 0: the wizard goes to /orderstatus.'),
    },
  },
});
