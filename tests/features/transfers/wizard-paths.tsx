/**
 * What the Switch, STP and SWP path suites share, as their screens share the steps: the wizard
 * rendered for a path with every call settled by the test, and the assertions and executors of
 * the shared steps (Review's reading, OTP, Confirm and its redirect, the code's answer). Each
 * suite keeps its amount and target steps, its placing call, its failure and anything it checks
 * beyond these; a key it writes after spreading these replaces the shared one.
 */
import { act, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { expect, vi } from 'vitest';
import type { AnyStateMachine } from 'xstate';
import type { WizardHolding } from '../../../domain/transfer-wizards';
import { flush } from '../../support/clock';
import { createDeferredActors, type PathInfo } from '../../support/model';
import type { ActorSrcOf } from '../../support/model/types';
import {
  button,
  childActors,
  HOLDINGS,
  LOCKED_HOLDINGS,
  MASKED_EMAIL,
  main,
  ORDER_ID,
  renderWizard,
  settle,
  stepLabel,
} from './harness';

/** The path presses Next on the Folio step with no folio chosen: only possible when every folio is locked. */
function needsLockedFolios(path: PathInfo): boolean {
  const [first] = path.steps;
  return first?.eventKey === 'step.next' && first.case === 'else';
}

/**
 * Renders a wizard for `path`: its own placing call (`place`) and its children's calls deferred,
 * the holdings the path needs, and what the path has done so far (the failure Review shows, the
 * code's outcome, when Confirm appeared, whether the redirect happened).
 */
export async function renderWizardPath<M extends AnyStateMachine, const K extends ActorSrcOf<M>>(
  path: PathInfo,
  wizard: {
    route: string;
    machine: M;
    place: K;
    render: (holdings: WizardHolding[], createActors: () => never) => ReactNode;
  },
) {
  const children = childActors();
  const own = createDeferredActors(wizard.machine, [wizard.place]);
  const holdings = needsLockedFolios(path) ? LOCKED_HOLDINGS : HOLDINGS;
  const sut = await renderWizard(wizard.route, () =>
    wizard.render(holdings, () => ({ ...own.actors, ...children.actors }) as never),
  );
  return {
    ...sut,
    children,
    own,
    failure: '',
    outcome: 'SUCCESS' as 'SUCCESS' | 'FAILED',
    confirmShownAt: 0,
    redirected: false,
  };
}

type WizardPathSut = Omit<Awaited<ReturnType<typeof renderWizardPath>>, 'own'>;

export interface SharedStepsOptions {
  route: string;
  /** The wizard's step count, as 'STEP n / N' shows it. */
  steps: number;
  /** 001 §2.15: SWP hides the Portfolio button on its OTP step, Switch and STP on Confirm. */
  portfolioHiddenOn: 'otp' | 'confirm';
  /** The fund the code is verified against. */
  otpFundId: string;
  /** Confirm's line for a placed order. */
  processed: string;
  /** How the server refuses the code, and what Confirm then says. */
  refusal: { error: unknown; message: string };
}

function expectPortfolio(shown: boolean) {
  if (shown) expect(screen.getByRole('button', { name: 'Portfolio' })).toBeVisible();
  else expect(screen.queryByRole('button', { name: 'Portfolio' })).not.toBeInTheDocument();
}

/** The shared steps' state assertions: Review while reading, OTP and Confirm. */
export function sharedStepStates(options: SharedStepsOptions) {
  return {
    'review.reading': (sut: WizardPathSut) => {
      expect(button('Confirm')).toBeEnabled();
      // The last failure shows until Previous or Confirm again.
      if (sut.failure) expect(main().getByRole('alert')).toHaveTextContent(sut.failure);
      else expect(main().queryByRole('alert')).not.toBeInTheDocument();
    },
    otp: () => {
      expect(stepLabel()).toHaveTextContent(`STEP ${options.steps - 1} / ${options.steps}`);
      expect(main().getByText('Please enter the 6-digit OTP sent to')).toBeVisible();
      expect(screen.getByTestId('otp-address')).toHaveTextContent(MASKED_EMAIL);
      expect(main().getByLabelText(/^OTP/)).toHaveAttribute('type', 'password');
      expect(button('Resend OTP')).toBeDisabled();
      expectPortfolio(options.portfolioHiddenOn !== 'otp');
    },
    confirm: (sut: WizardPathSut) => {
      if (sut.redirected) {
        // The countdown ended: the wizard is gone, Order Status is shown.
        expect(screen.getByText('Order Status page')).toBeInTheDocument();
        return;
      }
      expect(stepLabel()).toHaveTextContent(`STEP ${options.steps} / ${options.steps}`);
      expectPortfolio(options.portfolioHiddenOn !== 'confirm');
      if (sut.outcome === 'SUCCESS') {
        expect(main().getByRole('heading', { name: 'Order successful' })).toBeVisible();
        expect(main().getByText(options.processed)).toBeVisible();
        expect(main().getByText(`Ref: OS-${ORDER_ID}`)).toBeVisible();
      } else {
        expect(main().getByRole('heading', { name: 'failed !' })).toBeVisible();
        expect(main().getByRole('alert')).toHaveTextContent(options.refusal.message);
      }
      const seconds = 10 - Math.floor((Date.now() - sut.confirmShownAt) / 1000);
      expect(main().getByRole('status')).toHaveTextContent(
        `Redirecting to the order status page in ${seconds} seconds`,
      );
      expect(main().getByRole('link', { name: 'click here' })).toHaveAttribute('href', '/orderstatus');
    },
  };
}

/** The shared steps' executors: Previous, Confirm, the code's answer and the redirect. */
export function sharedStepEvents(options: SharedStepsOptions) {
  async function enterCode(sut: WizardPathSut) {
    await sut.user.type(main().getByLabelText(/^OTP/), '123456');
    await sut.user.click(button('Verify'));
    expect((await sut.children.code.next('verifyCode')).input).toEqual({
      code: '123456',
      payload: { orderId: String(ORDER_ID), fundId: options.otpFundId },
    });
  }
  return {
    'step.previous': async (sut: WizardPathSut) => {
      await sut.user.click(button('Previous'));
      sut.failure = '';
    },
    'order.place': (sut: WizardPathSut) => sut.user.click(button('Confirm')),
    'done.codeEntry': async (sut: WizardPathSut) => {
      await enterCode(sut);
      sut.outcome = 'SUCCESS';
      await settle(() => sut.children.code.resolve('verifyCode', { orderId: ORDER_ID, status: 'AUTHENTICATED' }));
      sut.confirmShownAt = Date.now();
    },
    'code.refused': async (sut: WizardPathSut) => {
      await enterCode(sut);
      sut.outcome = 'FAILED';
      await settle(() => sut.children.code.reject('verifyCode', options.refusal.error));
      sut.confirmShownAt = Date.now();
    },
    'done.redirect': async (sut: WizardPathSut) => {
      await act(() => vi.advanceTimersByTimeAsync(sut.confirmShownAt + 10_000 - 1 - Date.now()));
      expect(main().getByRole('status')).toHaveTextContent('in 1 seconds');
      expect(sut.router.state.location.pathname).toBe(options.route);
      await act(() => vi.advanceTimersByTimeAsync(1));
      await flush();
      expect(sut.router.state.location.pathname).toBe('/orderstatus');
      sut.redirected = true;
    },
    'error.codeEntry': () => {
      throw new Error('unused: the code entry never fails, it tells the wizard a code was refused');
    },
    'error.redirect': () => {
      throw new Error('unused: the countdown never fails');
    },
    'otp.resendFailed': () => {
      throw new Error('unused: the wizard shows a failed resend inline');
    },
  };
}

/** The target list's ends, which the Switch and STP suites never reach. */
export const targetListEnds = {
  'done.targetList': () => {
    throw new Error('unused: the target list never ends');
  },
  'error.targetList': () => {
    throw new Error('unused: the target list never fails');
  },
};

/** Chooses folio 111/1 and then 222/2 again (STP and SWP; Switch checks more on the way). */
export async function chooseAnotherFolio(sut: WizardPathSut) {
  await sut.user.click(main().getByRole('radio', { name: /Folio 111\/1/ }));
  expect(main().getByRole('radio', { name: /Folio 111\/1/ })).toBeChecked();
  await sut.user.click(main().getByRole('radio', { name: /Folio 222\/2/ }));
  expect(main().getByRole('radio', { name: /Folio 222\/2/ })).toBeChecked();
}
