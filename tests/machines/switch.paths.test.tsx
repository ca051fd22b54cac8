// @vitest-environment happy-dom
/**
 * Every path of the switch machine through the rendered Switch wizard: folio, amount, target
 * list, review (placing and staying on failure), the OTP step with the shared code entry, and
 * Confirm with its 10-second redirect, each call settled by the test.
 */
import { act, screen } from '@testing-library/react';
import { expect, vi } from 'vitest';
import { switchMachine } from '../../machines/switch.machine';
import { ApiRequestError } from '../../src/api/client';
import { SwitchWizard } from '../../src/features/transfers/switch-wizard';
import {
  button,
  childActors,
  EMAIL,
  FUND_ID,
  HOLDINGS,
  LOCKED_HOLDINGS,
  MASKED_EMAIL,
  main,
  ORDER_ID,
  renderWizard,
  settle,
  stepLabel,
  TARGET_PAGE,
} from '../features/transfers/harness';
import { flush } from '../support/clock';
import { createDeferredActors, describeModelPaths, type PathInfo } from '../support/model';

/** The path presses Next on the Folio step with no folio chosen: only possible when every folio is locked. */
function needsLockedFolios(path: PathInfo): boolean {
  const [first] = path.steps;
  return first?.eventKey === 'step.next' && first.case === 'else';
}

const amountField = () => main().getByRole('textbox', { name: 'Amount (₹)' });

async function typeAmount(sut: SwitchSut, value: string) {
  await sut.user.clear(amountField());
  if (value) await sut.user.type(amountField(), value);
}

async function loadTargets(sut: SwitchSut) {
  if (sut.children.targets.pending('loadTargets') > 0) {
    await settle(() => sut.children.targets.resolve('loadTargets', TARGET_PAGE));
  }
}

async function chooseTarget(sut: SwitchSut) {
  await loadTargets(sut);
  const allowed = main().getByRole('radio', { name: /Sanchay Liquid Fund/ });
  if (!(allowed as HTMLInputElement).checked) await sut.user.click(allowed);
}

async function enterCode(sut: SwitchSut) {
  await sut.user.type(main().getByLabelText(/^OTP/), '123456');
  await sut.user.click(button('Verify'));
  expect((await sut.children.code.next('verifyCode')).input).toEqual({
    code: '123456',
    payload: { orderId: String(ORDER_ID), fundId: 'INF0A1B09999' },
  });
}

async function renderSwitch(path: PathInfo) {
  const children = childActors();
  const own = createDeferredActors(switchMachine, ['placeSwitch']);
  const holdings = needsLockedFolios(path) ? LOCKED_HOLDINGS : HOLDINGS;
  const sut = await renderWizard('/switch', () => (
    <SwitchWizard
      holdings={holdings}
      email={EMAIL}
      createActors={() => ({ ...own.actors, ...children.actors }) as never}
    />
  ));
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

type SwitchSut = Awaited<ReturnType<typeof renderSwitch>>;

describeModelPaths({
  name: 'switch',
  machine: switchMachine,
  setup: renderSwitch,
  states: {
    folio: () => {
      expect(stepLabel()).toHaveTextContent('STEP 1 / 6');
      expect(main().getByRole('heading', { name: 'Select a folio' })).toBeVisible();
      expect(main().getByRole('region', { name: 'Summary' })).toBeVisible();
      expect(screen.getByRole('button', { name: 'Portfolio' })).toBeVisible();
    },
    amount: () => {
      expect(stepLabel()).toHaveTextContent('STEP 2 / 6');
      expect(main().getByRole('checkbox', { name: 'Enter the amount to switch' })).toBeInTheDocument();
      expect(main().getByText('Minimum ₹500.00, maximum ₹40,000.00')).toBeVisible();
    },
    targets: () => {
      expect(stepLabel()).toHaveTextContent('STEP 3 / 6');
      expect(main().getByRole('heading', { name: 'Select the scheme to move to' })).toBeVisible();
    },
    review: () => {
      expect(stepLabel()).toHaveTextContent('STEP 4 / 6');
      expect(main().getByRole('table', { name: 'Review' })).toHaveTextContent('Sanchay Liquid Fund - Growth');
      expect(main().queryByRole('region', { name: 'Summary' })).not.toBeInTheDocument();
    },
    'review.reading': (sut) => {
      expect(button('Confirm')).toBeEnabled();
      if (sut.failure) expect(main().getByRole('alert')).toHaveTextContent(sut.failure);
    },
    'review.placing': async (sut) => {
      expect(main().queryByRole('alert')).not.toBeInTheDocument();
      expect((await sut.own.next('placeSwitch')).input).toEqual({
        folio: '222/2',
        amount: '5000',
        fromFundId: FUND_ID,
        toFundId: 'INF0A1B09999',
      });
    },
    otp: () => {
      expect(stepLabel()).toHaveTextContent('STEP 5 / 6');
      expect(main().getByText('Please enter the 6-digit OTP sent to')).toBeVisible();
      expect(screen.getByTestId('otp-address')).toHaveTextContent(MASKED_EMAIL);
      expect(main().getByLabelText(/^OTP/)).toHaveAttribute('type', 'password');
      expect(button('Resend OTP')).toBeDisabled();
    },
    confirm: (sut) => {
      if (sut.redirected) {
        // The countdown ended: the wizard is gone, Order Status is shown.
        expect(screen.getByText('Order Status page')).toBeInTheDocument();
        return;
      }
      expect(stepLabel()).toHaveTextContent('STEP 6 / 6');
      expect(screen.queryByRole('button', { name: 'Portfolio' })).not.toBeInTheDocument();
      if (sut.outcome === 'SUCCESS') {
        expect(main().getByRole('heading', { name: 'Order successful' })).toBeVisible();
        expect(main().getByText('Your Switch request for ₹5,000.00 has been successfully processed.')).toBeVisible();
        expect(main().getByText('Ref: OS-42')).toBeVisible();
      } else {
        expect(main().getByRole('heading', { name: 'failed !' })).toBeVisible();
        expect(main().getByRole('alert')).toHaveTextContent('Invalid OTP');
      }
      const seconds = 10 - Math.floor((Date.now() - sut.confirmShownAt) / 1000);
      expect(main().getByRole('status')).toHaveTextContent(
        `Redirecting to the order status page in ${seconds} seconds`,
      );
      expect(main().getByRole('link', { name: 'click here' })).toHaveAttribute('href', '/orderstatus');
    },
  },
  events: {
    'folio.selected': async (sut) => {
      // The fully locked folio cannot be chosen; the partly locked one offers what is free.
      expect(main().getByRole('radio', { name: /Folio 333\/3/ })).toBeDisabled();
      expect(main().getByText('₹40,000.00 free of lock-in')).toBeVisible();
      expect(main().getByRole('radio', { name: /Folio 222\/2/ })).toBeChecked();
      await sut.user.click(main().getByRole('radio', { name: /Folio 111\/1/ }));
      expect(main().getByRole('region', { name: 'Summary' })).toHaveTextContent('₹20,000.00');
      await sut.user.click(main().getByRole('radio', { name: /Folio 222\/2/ }));
      expect(main().getByRole('radio', { name: /Folio 222\/2/ })).toBeChecked();
    },
    'switchAll.changed': async (sut) => {
      await sut.user.click(main().getByRole('checkbox', { name: 'Enter the amount to switch' }));
      const ticked = (main().getByRole('checkbox') as HTMLInputElement).checked;
      if (!ticked) {
        expect(amountField()).toBeDisabled();
        expect(amountField()).toHaveValue('40000');
        expect(main().getByText('The whole ₹40,000.00 of this folio will be switched.')).toBeVisible();
      } else {
        expect(amountField()).toBeEnabled();
        expect(amountField()).toHaveValue('');
      }
    },
    'amount.changed': async (sut) => {
      if ((main().getByRole('checkbox') as HTMLInputElement).checked === false) {
        await sut.user.click(main().getByRole('checkbox'));
      }
      await typeAmount(sut, '5a00');
      expect(amountField()).toHaveValue('500');
    },
    'step.next': async (sut, step) => {
      if (step.case === 'hasFolio') {
        await sut.user.click(button('Next'));
      } else if (step.case === 'isAmountValid') {
        if ((main().getByRole('checkbox') as HTMLInputElement).checked === false) {
          await sut.user.click(main().getByRole('checkbox'));
        }
        await typeAmount(sut, '5000');
        await sut.user.click(button('Next'));
      } else if (step.case === 'hasTarget') {
        await chooseTarget(sut);
        await sut.user.click(button('Next'));
      } else if (main().queryByRole('heading', { name: 'Select a folio' })) {
        expect(main().getByRole('radio', { name: /Folio 333\/3/ })).toBeDisabled();
        await sut.user.click(button('Next'));
        expect(main().getByText('Please select a folio before proceeding.')).toBeVisible();
      } else {
        if ((main().getByRole('checkbox') as HTMLInputElement).checked === false) {
          await sut.user.click(main().getByRole('checkbox'));
        }
        await typeAmount(sut, '45000');
        await sut.user.click(button('Next'));
        expect(amountField()).toHaveAccessibleDescription(/The maximum amount is ₹40,000\./);
      }
    },
    'step.previous': async (sut) => {
      await sut.user.click(button('Previous'));
      sut.failure = '';
    },
    'target.selected': async (sut) => {
      await loadTargets(sut);
      expect(main().getByRole('radio', { name: /Sanchay Bluechip Fund/ })).toBeDisabled();
      expect(main().getByText('Switch is currently not allowed in this scheme.')).toBeVisible();
      await chooseTarget(sut);
      expect(button('Next')).toBeEnabled();
    },
    'order.place': (sut) => sut.user.click(button('Confirm')),
    'done.placeSwitch': async (sut) => {
      await settle(() => sut.own.resolve('placeSwitch', { orderId: ORDER_ID }));
      sut.failure = '';
    },
    'error.placeSwitch': async (sut) => {
      sut.failure = 'Insufficient quantity in the selected folio. Please choose another folio.';
      await settle(() =>
        sut.own.reject('placeSwitch', new ApiRequestError(422, { code: 'INSUFFICIENT', message: sut.failure })),
      );
    },
    'done.codeEntry': async (sut) => {
      await enterCode(sut);
      sut.outcome = 'SUCCESS';
      await settle(() => sut.children.code.resolve('verifyCode', { orderId: ORDER_ID, status: 'AUTHENTICATED' }));
      sut.confirmShownAt = Date.now();
    },
    'code.refused': async (sut) => {
      await enterCode(sut);
      sut.outcome = 'FAILED';
      await settle(() =>
        sut.children.code.reject('verifyCode', new ApiRequestError(422, { code: 'OTP', message: 'Invalid OTP' })),
      );
      sut.confirmShownAt = Date.now();
    },
    'done.redirect': async (sut) => {
      await act(() => vi.advanceTimersByTimeAsync(sut.confirmShownAt + 10_000 - 1 - Date.now()));
      expect(main().getByRole('status')).toHaveTextContent('in 1 seconds');
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
    'done.targetList': () => {
      throw new Error('unused: the target list never ends');
    },
    'error.targetList': () => {
      throw new Error('unused: the target list never fails');
    },
    'otp.resendFailed': () => {
      throw new Error('unused: the wizard shows a failed resend inline');
    },
  },
});
