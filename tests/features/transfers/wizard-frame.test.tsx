// @vitest-environment happy-dom
/**
 * What every wizard page shares: 'STEP n / N', the back control and Portfolio button asking
 * 'Confirm Exit..!!!' (Cancel stays, Ok goes to /portfolio), the 'Need Help?' modal, and the
 * redirect to /portfolio when the source scheme is not held.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HeldFund } from '../../../src/features/transfers/held-fund';
import { WizardFrame } from '../../../src/features/transfers/wizard-frame';
import { flush } from '../../support/clock';
import { withPhoneViewport } from '../../support/viewport';
import { renderWizard } from './harness';

describe('the wizard frame', () => {
  it('asks before leaving: Cancel stays, Ok goes to the portfolio', async () => {
    const { user, router } = await renderWizard('/switch', () => (
      <WizardFrame kind="SWITCH" step={1} steps={6} showPortfolio>
        <p>Amount step</p>
      </WizardFrame>
    ));
    expect(screen.getByRole('heading', { level: 1, name: 'Switch Funds' })).toBeVisible();
    expect(screen.getByTestId('wizard-step')).toHaveTextContent('STEP 2 / 6');

    await user.click(screen.getByRole('button', { name: 'Back to portfolio' }));
    const modal = screen.getByRole('dialog', { name: 'Confirm Exit..!!!' });
    expect(modal).toHaveTextContent('You are about to exit this page. Are you sure you want to proceed?');
    await user.click(within(modal).getByRole('button', { name: 'Cancel' }));
    await flush();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/switch');

    await user.click(screen.getByRole('button', { name: 'Portfolio' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Confirm Exit..!!!' })).getByRole('button', { name: 'Ok' }),
    );
    await flush();
    expect(router.state.location.pathname).toBe('/portfolio');
    expect(screen.getByText('Portfolio page')).toBeInTheDocument();
  });

  it('opens the help modal and hides the Portfolio button where the step says', async () => {
    const { user } = await renderWizard('/stp', () => (
      <WizardFrame kind="STP" step={5} steps={6} showPortfolio={false}>
        <p>Confirm step</p>
      </WizardFrame>
    ));
    expect(screen.queryByRole('button', { name: 'Portfolio' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Need Help?' }));
    const help = screen.getByRole('dialog', { name: 'Need Help?' });
    expect(help).toHaveTextContent('Having trouble with your STP? Our support team is here to help.');
    await user.click(within(help).getByRole('button', { name: 'Close' }));
    await flush();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('the exit and help modals by keyboard (issue 29 item 1)', () => {
  /** Enter on the control: the modal takes focus; `close` shuts it and focus is back on the control. */
  async function roundTrip(
    user: Awaited<ReturnType<typeof renderWizard>>['user'],
    name: string,
    dialogName: string,
    close: (dialog: HTMLElement) => Promise<void>,
  ) {
    const control = screen.getByRole('button', { name });
    act(() => control.focus());
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: dialogName });
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await close(dialog);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(control).toHaveFocus());
  }

  it('Confirm Exit..!!! and Need Help? return focus to the control that opened them', async () => {
    const { user } = await renderWizard('/switch', () => (
      <WizardFrame kind="SWITCH" step={1} steps={6} showPortfolio>
        <p>Amount step</p>
      </WizardFrame>
    ));
    const pressEscape = async () => user.keyboard('{Escape}');
    const press = (button: string) => async (dialog: HTMLElement) => {
      act(() => within(dialog).getByRole('button', { name: button }).focus());
      await user.keyboard('{Enter}');
    };
    await roundTrip(user, 'Back to portfolio', 'Confirm Exit..!!!', pressEscape);
    await roundTrip(user, 'Back to portfolio', 'Confirm Exit..!!!', press('Cancel'));
    await roundTrip(user, 'Portfolio', 'Confirm Exit..!!!', pressEscape);
    await roundTrip(user, 'Need Help?', 'Need Help?', pressEscape);
    await roundTrip(user, 'Need Help?', 'Need Help?', press('Close'));
  });
});

describe('moving between steps on a phone', () => {
  withPhoneViewport();
  afterEach(() => vi.restoreAllMocks());

  /** A wizard whose Next button, at the foot of a long step, moves to the following step. */
  function Stepping() {
    const [step, setStep] = useState(0);
    return (
      <WizardFrame kind="SWITCH" step={step} steps={6} showPortfolio>
        <button type="button" onClick={() => setStep(step + 1)}>
          Next step
        </button>
      </WizardFrame>
    );
  }

  it.each([
    ['after a scroll past the top of the frame', -600, 1],
    ['(already there) while the top of the frame is in view', 120, 0],
  ])('opens the next step at its top %s', async (_, top, scrolls) => {
    const scrolled = vi.spyOn(HTMLElement.prototype, 'scrollIntoView').mockImplementation(() => {});
    const { user } = await renderWizard('/switch', () => <Stepping />);
    expect(scrolled).not.toHaveBeenCalled();
    // The investor has scrolled down the step to its Next button (happy-dom lays nothing out).
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue(new DOMRect(0, top, 390, 2000));
    await user.click(screen.getByRole('button', { name: 'Next step' }));
    expect(screen.getByTestId('wizard-step')).toHaveTextContent('STEP 2 / 6');
    expect(scrolled).toHaveBeenCalledTimes(scrolls);
    if (scrolls > 0) {
      // The frame's top, its title first: the sticky navbar's height is kept free by the page's scroll padding.
      expect(scrolled).toHaveBeenCalledWith({ block: 'start' });
      expect(scrolled.mock.contexts[0]).toContainElement(
        screen.getByRole('heading', { level: 1, name: 'Switch Funds' }),
      );
    }
  });
});

describe('the held fund', () => {
  const holdings = [{ fundId: 'INF0A1B01234', folio: '1' }];

  async function renderHeld(fundId: string | undefined) {
    const queryClient = new QueryClient({
      defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } },
    });
    queryClient.setQueryData(['portfolio', 'holdings'], holdings);
    const children = vi.fn(() => <p>Wizard</p>);
    const sut = await renderWizard('/switch', () => (
      <QueryClientProvider client={queryClient}>
        <HeldFund fundId={fundId}>{children}</HeldFund>
      </QueryClientProvider>
    ));
    await flush();
    return { ...sut, children };
  }

  it('hands the folios of the fund to the wizard', async () => {
    const { children } = await renderHeld('INF0A1B01234');
    expect(screen.getByText('Wizard')).toBeInTheDocument();
    expect(children).toHaveBeenLastCalledWith(holdings);
  });

  it.each([
    ['not held', 'INF0A1B09999'],
    ['not named', undefined],
  ])('goes to the portfolio when the fund is %s (001 §2.15)', async (_, fundId) => {
    const { router, children } = await renderHeld(fundId);
    expect(router.state.location.pathname).toBe('/portfolio');
    expect(children).not.toHaveBeenCalled();
  });
});
