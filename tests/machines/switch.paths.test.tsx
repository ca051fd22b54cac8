// @vitest-environment happy-dom
/**
 * Every path of the switch machine through the rendered Switch wizard: folio, amount, target
 * list, review (placing and staying on failure), the OTP step with the shared code entry, and
 * Confirm with its 10-second redirect, each call settled by the test.
 */
import { screen } from '@testing-library/react';
import { expect } from 'vitest';
import { switchMachine } from '../../machines/switch.machine';
import { ApiRequestError } from '../../src/api/client';
import { wholeNumberMessages } from '../../src/components/whole-number-input';
import { SwitchWizard } from '../../src/features/transfers/switch-wizard';
import { button, EMAIL, FUND_ID, main, ORDER_ID, settle, stepLabel, TARGET_PAGE } from '../features/transfers/harness';
import {
  renderWizardPath,
  type SharedStepsOptions,
  sharedStepEvents,
  sharedStepStates,
  targetListEnds,
} from '../features/transfers/wizard-paths';
import { describeModelPaths, type PathInfo } from '../support/model';

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

const renderSwitch = (path: PathInfo) =>
  renderWizardPath(path, {
    route: '/switch',
    machine: switchMachine,
    place: 'placeSwitch',
    render: (holdings, createActors) => <SwitchWizard holdings={holdings} email={EMAIL} createActors={createActors} />,
  });

const SHARED: SharedStepsOptions = {
  route: '/switch',
  steps: 6,
  portfolioHiddenOn: 'confirm',
  // A switch is confirmed against its target scheme.
  otpFundId: 'INF0A1B09999',
  processed: 'Your Switch request for ₹5,000.00 has been successfully processed.',
  refusal: { error: new ApiRequestError(422, { code: 'OTP', message: 'Invalid OTP' }), message: 'Invalid OTP' },
};

type SwitchSut = Awaited<ReturnType<typeof renderSwitch>>;

describeModelPaths({
  name: 'switch',
  machine: switchMachine,
  paths: 'pairs',
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
    'review.placing': async (sut) => {
      expect(main().queryByRole('alert')).not.toBeInTheDocument();
      expect((await sut.own.next('placeSwitch')).input).toEqual({
        folio: '222/2',
        amount: '5000',
        fromFundId: FUND_ID,
        toFundId: 'INF0A1B09999',
        allUnits: false,
      });
    },
    ...sharedStepStates(SHARED),
  },
  events: {
    ...sharedStepEvents(SHARED),
    ...targetListEnds,
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
        expect(
          main().getByText(
            'Every free unit of this folio will be switched, ₹40,000.00 at the last NAV; the NAV of the day it trades decides the final amount.',
          ),
        ).toBeVisible();
      } else {
        expect(amountField()).toBeEnabled();
        expect(amountField()).toHaveValue('');
      }
    },
    'amount.changed': async (sut) => {
      if ((main().getByRole('checkbox') as HTMLInputElement).checked === false) {
        await sut.user.click(main().getByRole('checkbox'));
      }
      await typeAmount(sut, '5a00.50');
      expect(amountField()).toHaveValue('500');
      expect(amountField()).toHaveAccessibleDescription(new RegExp(wholeNumberMessages.rupees));
    },
    'step.next': async (sut, step) => {
      if (step.case === 'hasFolio') {
        await sut.user.click(button('Next'));
        // 001 §4.4: switch-all starts on, and Back from Amount resets what was entered.
        expect(main().getByRole('checkbox', { name: 'Enter the amount to switch' })).toBeChecked();
        expect(amountField()).toHaveValue('');
      } else if (step.case === 'isAmountValid') {
        if ((main().getByRole('checkbox') as HTMLInputElement).checked === false) {
          await sut.user.click(main().getByRole('checkbox'));
        }
        await typeAmount(sut, '5000');
        await sut.user.click(button('Next'));
        // No scheme is chosen on arrival: Back from ToSchemes cleared the last one.
        expect(button('Next')).toBeDisabled();
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
        // Next on an empty amount says it is needed.
        await typeAmount(sut, '');
        await sut.user.click(button('Next'));
        expect(amountField()).toHaveAccessibleDescription(/Please enter an amount\./);
        await typeAmount(sut, '45000');
        await sut.user.click(button('Next'));
        expect(amountField()).toHaveAccessibleDescription(/The maximum amount is ₹40,000\./);
      }
    },
    'target.selected': async (sut) => {
      await loadTargets(sut);
      expect(main().getByRole('radio', { name: /Sanchay Bluechip Fund/ })).toBeDisabled();
      expect(main().getByText('Switch is currently not allowed in this scheme.')).toBeVisible();
      await chooseTarget(sut);
      expect(button('Next')).toBeEnabled();
    },
    'done.placeSwitch': async (sut) => {
      await settle(() => sut.own.resolve('placeSwitch', { orderId: ORDER_ID, otp: 'SENT' }));
      sut.failure = '';
    },
    'error.placeSwitch': async (sut) => {
      sut.failure = 'Insufficient quantity in the selected folio. Please choose another folio.';
      await settle(() =>
        sut.own.reject('placeSwitch', new ApiRequestError(422, { code: 'INSUFFICIENT', message: sut.failure })),
      );
    },
  },
});
