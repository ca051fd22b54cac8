// @vitest-environment happy-dom
/**
 * Every path of the Confirm step's countdown through the rendered Confirm step: 10 to 0 a
 * second at a time (to the millisecond under fake timers), the end handed to the wizard, and a
 * click on the navbar cancelling it.
 */
import { act, screen, within } from '@testing-library/react';
import { useActorRef } from '@xstate/react';
import { useEffect } from 'react';
import { expect, vi } from 'vitest';
import { REDIRECT_SECONDS, transferRedirectMachine } from '../../machines/transfer-wizard-redirect.machine';
import { ConfirmStep } from '../../src/features/transfers/confirm-step';
import { renderWizard } from '../features/transfers/harness';
import { describeModelPaths } from '../support/model';

const status = () => within(screen.getByRole('main')).getByRole('status');

async function renderConfirm() {
  const record = { ended: 0, shownAt: 0 };
  function Host() {
    const redirect = useActorRef(transferRedirectMachine);
    useEffect(() => redirect.subscribe({ complete: () => (record.ended += 1) }).unsubscribe, [redirect]);
    return (
      <ConfirmStep
        outcome={{ workFlow: 'SUCCESS', errorMessage: null }}
        flow="Switch"
        amount="5000"
        orderId={7}
        redirect={redirect}
      />
    );
  }
  const sut = await renderWizard('/switch', () => <Host />);
  record.shownAt = Date.now();
  return { ...sut, record };
}

type RedirectSut = Awaited<ReturnType<typeof renderConfirm>>;

const secondsLeft = (sut: RedirectSut) => REDIRECT_SECONDS - Math.floor((Date.now() - sut.record.shownAt) / 1000);

describeModelPaths({
  name: 'transfer-wizard-redirect',
  machine: transferRedirectMachine,
  setup: renderConfirm,
  states: {
    counting: (sut) => {
      expect(screen.getByRole('heading', { name: 'Order successful' })).toBeVisible();
      expect(screen.getByText('Ref: OS-07')).toBeVisible();
      expect(status()).toHaveTextContent(`Redirecting to the order status page in ${secondsLeft(sut)} seconds`);
      expect(within(status()).getByRole('link', { name: 'click here' })).toHaveAttribute('href', '/orderstatus');
    },
    cancelled: () => {
      expect(status()).toHaveTextContent('Redirect cancelled.');
    },
    redirecting: () => {},
  },
  events: {
    'after.COUNTDOWN_TICK': async (sut, step) => {
      const due = sut.record.shownAt + (REDIRECT_SECONDS - secondsLeft(sut) + 1) * 1000;
      await act(() => vi.advanceTimersByTimeAsync(due - 1 - Date.now()));
      const before = secondsLeft(sut);
      expect(status()).toHaveTextContent(`in ${before} seconds`);
      if (step.case === 'isLastSecond') {
        // Run the countdown to its last second first, then see it end exactly at 0.
        await act(() => vi.advanceTimersByTimeAsync(sut.record.shownAt + REDIRECT_SECONDS * 1000 - 1 - Date.now()));
        expect(sut.record.ended).toBe(0);
        await act(() => vi.advanceTimersByTimeAsync(1));
        expect(sut.record.ended).toBe(1);
        return;
      }
      await act(() => vi.advanceTimersByTimeAsync(1));
      expect(status()).toHaveTextContent(`in ${before - 1} seconds`);
    },
    'redirect.cancel': async (sut) => {
      await sut.user.click(screen.getByRole('button', { name: 'Navbar' }));
      await act(() => vi.advanceTimersByTimeAsync(REDIRECT_SECONDS * 1000));
      expect(sut.record.ended).toBe(0);
    },
  },
});
