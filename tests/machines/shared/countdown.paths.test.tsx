// @vitest-environment happy-dom
/**
 * Every path of the shared countdown child through the rendered Confirm step of the transfer
 * wizards (the one countdown a user can cancel), invoked by a small parent as every flow does, so
 * what the parent hears at the end is checked too: 10 down to 1 a second at a time and the end at
 * exactly 10 s (to the millisecond under fake timers), and a click on the navbar cancelling it.
 */
import { act, screen, within } from '@testing-library/react';
import { useActorRef, useSelector } from '@xstate/react';
import { expect, vi } from 'vitest';
import { assign, setup as setupMachine } from 'xstate';
import { countdownMachine } from '../../../machines/shared/countdown.machine';
import { ConfirmStep, type RedirectActor } from '../../../src/features/transfers/confirm-step';
import { renderWizard } from '../../features/transfers/harness';
import { describeModelPaths } from '../../support/model';

const SECONDS = 10;

const parent = setupMachine({
  types: { context: {} as { ends: number } },
  actors: { countdown: countdownMachine },
}).createMachine({
  context: { ends: 0 },
  invoke: {
    id: 'countdown',
    src: 'countdown',
    input: { seconds: SECONDS },
    onDone: { actions: assign({ ends: ({ context }) => context.ends + 1 }) },
  },
});

const status = () => within(screen.getByRole('main')).getByRole('status');
const ends = () => Number(screen.getByTestId('countdown-ends').textContent);

async function renderConfirm() {
  function Host() {
    const actor = useActorRef(parent);
    const child = useSelector(actor, (s) => s.children.countdown as RedirectActor | undefined);
    const heard = useSelector(actor, (s) => s.context.ends);
    return (
      <>
        <ConfirmStep
          outcome={{ workFlow: 'SUCCESS', errorMessage: null }}
          flow="Switch"
          amount="5000"
          orderId={7}
          redirect={child}
        />
        <span data-testid="countdown-ends">{heard}</span>
      </>
    );
  }
  const sut = await renderWizard('/switch', () => <Host />);
  return { ...sut, startedAt: Date.now() };
}

type CountdownSut = Awaited<ReturnType<typeof renderConfirm>>;

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const secondsLeft = (sut: CountdownSut) => SECONDS - Math.floor((Date.now() - sut.startedAt) / 1000);

describeModelPaths({
  name: 'countdown',
  machine: countdownMachine,
  paths: 'pairs',
  setup: renderConfirm,
  states: {
    counting: (sut) => {
      expect(screen.getByRole('heading', { name: 'Order successful' })).toBeVisible();
      expect(status()).toHaveTextContent(`Redirecting to the order status page in ${secondsLeft(sut)} seconds`);
      expect(within(status()).getByRole('link', { name: 'click here' })).toHaveAttribute('href', '/orderstatus');
      expect(ends()).toBe(0);
    },
    'counting.ticking': (sut) => expect(secondsLeft(sut)).toBeGreaterThanOrEqual(1),
    cancelled: () => {
      expect(status()).toHaveTextContent('Redirect cancelled.');
      expect(ends()).toBe(0);
    },
    ended: () => expect(ends()).toBe(1),
  },
  events: {
    'after.COUNTDOWN_TICK': async (sut) => {
      const before = secondsLeft(sut);
      // The tenth second is the end's, not a tick's.
      expect(before).toBeGreaterThan(1);
      await advance(sut.startedAt + (SECONDS - before + 1) * 1000 - 1 - Date.now());
      expect(status()).toHaveTextContent(`in ${before} seconds`);
      await advance(1);
      expect(status()).toHaveTextContent(`in ${before - 1} seconds`);
    },
    'after.COUNTDOWN_END': async (sut) => {
      await advance(sut.startedAt + SECONDS * 1000 - 1 - Date.now());
      expect(status()).toHaveTextContent('in 1 seconds');
      expect(ends()).toBe(0);
      await advance(1);
    },
    'countdown.cancel': async (sut) => {
      const before = secondsLeft(sut);
      await sut.user.click(screen.getByRole('button', { name: 'Navbar' }));
      await advance(SECONDS * 1000);
      expect(ends()).toBe(0);
      expect(screen.queryByText(`in ${before - 1} seconds`, { exact: false })).not.toBeInTheDocument();
    },
  },
});
