// @vitest-environment happy-dom
/**
 * Every path of the STP machine through the rendered STP wizard: folio, the STP amount step
 * (frequency, weekday or calendar start date, amount, instalments, the 001 §5 checks in order),
 * the target list of the frequency, review, OTP and Confirm, each call settled by the test.
 */
import { screen } from '@testing-library/react';
import { expect } from 'vitest';
import type { StpOutOption } from '../../domain/transfer-wizards';
import { stpMachine } from '../../machines/stp.machine';
import { ApiRequestError } from '../../src/api/client';
import { wholeNumberMessages } from '../../src/components/whole-number-input';
import { StpWizard } from '../../src/features/transfers/stp-wizard';
import {
  button,
  chooseOption,
  EMAIL,
  ensureValue,
  FUND_ID,
  main,
  ORDER_ID,
  pasteStartDate,
  retype,
  settle,
  stepLabel,
  TARGET_PAGE,
  TODAY,
} from '../features/transfers/harness';
import {
  chooseAnotherFolio,
  renderWizardPath,
  type SharedStepsOptions,
  sharedStepEvents,
  sharedStepStates,
  targetListEnds,
} from '../features/transfers/wizard-paths';
import { describeModelPaths, type PathInfo } from '../support/model';

const option = (frequency: StpOutOption['frequency'], overrides: Partial<StpOutOption> = {}): StpOutOption => ({
  frequency,
  outMinInstAmt: '500.00',
  outMaxInstAmt: '100000.00',
  minInstNumbers: 6,
  maxInstNumbers: 120,
  regOut: 'Y',
  status: true,
  outMultiplierAmt: '100.00',
  ...overrides,
});
const OPTIONS = [option('DAILY'), option('WEEKLY'), option('MONTHLY', { outMinInstAmt: '1000.00' })];

const amountField = () => main().getByRole('textbox', { name: 'Amount (₹)' });
const instalmentsField = () => main().getByRole('textbox', { name: 'No of Installment' });
const frequencyField = () => main().getByRole<HTMLInputElement>('combobox', { name: 'Frequency' });

/** The paths whose Next has been through 001 §5's checks in order (once is enough for a path). */
const orderSeen = new WeakSet<StpSut>();

/** A valid monthly plan, from whatever the walk left in the form. */
async function fillValidPlan(sut: StpSut) {
  if (frequencyField().value !== 'Monthly') await chooseOption(sut.user, 'Frequency', 'Monthly');
  await pasteStartDate(sut.user, '29/11/2026');
  await ensureValue(sut.user, amountField(), '1000');
  await ensureValue(sut.user, instalmentsField(), '6');
}

async function chooseTarget(sut: StpSut) {
  if (sut.children.targets.pending('loadTargets') > 0) {
    const call = await sut.children.targets.next('loadTargets');
    expect(call.input.frequency).toBe('MONTHLY');
    await settle(() => sut.children.targets.resolve('loadTargets', TARGET_PAGE));
  }
  const allowed = main().getByRole('radio', { name: /Sanchay Liquid Fund/ });
  if (!(allowed as HTMLInputElement).checked) await sut.user.click(allowed);
}

const renderStp = (path: PathInfo) =>
  renderWizardPath(path, {
    route: '/stp',
    machine: stpMachine,
    place: 'placeStp',
    render: (holdings, createActors) => (
      <StpWizard holdings={holdings} options={OPTIONS} email={EMAIL} today={TODAY} createActors={createActors} />
    ),
  });

const SHARED: SharedStepsOptions = {
  route: '/stp',
  steps: 6,
  portfolioHiddenOn: 'confirm',
  // An STP is confirmed against its target scheme.
  otpFundId: 'INF0A1B09999',
  processed: 'Your STP request for ₹1,000.00 has been successfully processed.',
  refusal: {
    error: new TypeError('Failed to fetch'),
    message: 'An error occurred during the transaction. Please try again.',
  },
};

type StpSut = Awaited<ReturnType<typeof renderStp>>;

describeModelPaths({
  name: 'stp',
  machine: stpMachine,
  paths: 'pairs',
  setup: renderStp,
  states: {
    folio: () => {
      expect(stepLabel()).toHaveTextContent('STEP 1 / 6');
      expect(main().getByRole('heading', { name: 'Select a folio' })).toBeVisible();
    },
    amount: () => {
      expect(stepLabel()).toHaveTextContent('STEP 2 / 6');
      expect(main().getByRole('combobox', { name: 'Frequency' })).toBeInTheDocument();
      expect(main().getByRole('region', { name: 'Summary' })).toHaveTextContent('No of Installment');
    },
    targets: () => {
      expect(stepLabel()).toHaveTextContent('STEP 3 / 6');
      expect(main().getByRole('heading', { name: 'Select the scheme to move to' })).toBeVisible();
    },
    review: () => {
      expect(stepLabel()).toHaveTextContent('STEP 4 / 6');
      const review = main().getByRole('table', { name: 'Review' });
      expect(review).toHaveTextContent('Monthly');
      expect(review).toHaveTextContent('29/11/2026');
      expect(review).toHaveTextContent('₹6,000.00');
    },
    'review.placing': async (sut) => {
      // Confirm again clears the last failure while the order is placed.
      expect(main().queryByRole('alert')).not.toBeInTheDocument();
      expect((await sut.own.next('placeStp')).input).toEqual({
        folio: '222/2',
        amount: '1000',
        instalments: 6,
        startDate: '29/11/2026',
        frequency: 'MONTHLY',
        fromFundId: FUND_ID,
        toFundId: 'INF0A1B09999',
      });
    },
    ...sharedStepStates(SHARED),
  },
  events: {
    ...sharedStepEvents(SHARED),
    ...targetListEnds,
    'folio.selected': chooseAnotherFolio,
    'frequency.changed': async (sut, step) => {
      const from = frequencyField().value;
      if (step.next?.eventKey === 'instalments.changed' || from === 'Daily') {
        // A frequency the instalments can follow (or the way out of DAILY): the field opens again.
        await chooseOption(sut.user, 'Frequency', from === 'Monthly' ? 'Weekly' : 'Monthly');
        expect(instalmentsField()).toBeEnabled();
      } else {
        await retype(sut.user, instalmentsField(), '12');
        await chooseOption(sut.user, 'Frequency', 'Daily');
        // 001 §4.4: DAILY sets the instalments to 0 and disables the field.
        expect(instalmentsField()).toHaveValue('0');
        expect(instalmentsField()).toBeDisabled();
      }
      // A new frequency clears the start date.
      expect(main().getByRole('region', { name: 'Summary' })).toHaveTextContent('STP Date—No of Installment');
    },
    'weekday.changed': async (sut) => {
      if (frequencyField().value !== 'Weekly') await chooseOption(sut.user, 'Frequency', 'Weekly');
      // Tuesday 24 November: the next Wednesday (or Thursday) at least a day ahead.
      const [day, date] =
        main().getByRole<HTMLInputElement>('combobox', { name: 'Day of the week' }).value === 'Wednesday'
          ? ['Thursday', '26/11/2026']
          : ['Wednesday', '25/11/2026'];
      await chooseOption(sut.user, 'Day of the week', day);
      expect(screen.getByTestId('plan-start-date')).toHaveTextContent(`First instalment on ${date}`);
    },
    'startDate.changed': async (sut) => {
      // The calendar is there for every frequency but WEEKLY.
      if (frequencyField().value === 'Weekly') await chooseOption(sut.user, 'Frequency', 'Monthly');
      // On or before today: the same day next month.
      await pasteStartDate(sut.user, '20/11/2026');
      expect(main().getByRole('textbox', { name: 'Start date' })).toHaveValue('20/12/2026');
    },
    'amount.changed': async (sut) => {
      await retype(sut.user, amountField(), '1x5.5');
      expect(amountField()).toHaveValue('15');
      expect(amountField()).toHaveAccessibleDescription(/The minimum amount is ₹/);
      expect(amountField()).toHaveAccessibleDescription(new RegExp(wholeNumberMessages.rupees));
    },
    'instalments.changed': async (sut) => {
      // DAILY fixes them at 0: another frequency opens the field.
      if (frequencyField().value === 'Daily') await chooseOption(sut.user, 'Frequency', 'Monthly');
      await retype(sut.user, instalmentsField(), '9a.5');
      expect(instalmentsField()).toHaveValue('9');
      expect(instalmentsField()).toHaveAccessibleDescription(new RegExp(wholeNumberMessages.count));
    },
    'step.next': async (sut, step) => {
      if (step.case === 'hasFolio') {
        await sut.user.click(button('Next'));
        // A fresh plan each time: Back from STP Amount resets it.
        expect(frequencyField()).toHaveValue('');
        expect(amountField()).toHaveValue('');
        expect(instalmentsField()).toHaveValue('');
        return;
      }
      if (step.case === 'isPlanValid') {
        await fillValidPlan(sut);
        await sut.user.click(button('Next'));
        // No scheme is chosen on arrival: Back from the target list cleared the last one.
        expect(button('Next')).toBeDisabled();
        return;
      }
      if (step.case === 'hasTarget') {
        await chooseTarget(sut);
        return sut.user.click(button('Next'));
      }
      if (main().queryByRole('heading', { name: 'Select a folio' })) {
        await sut.user.click(button('Next'));
        expect(main().getByText('Please select a folio before proceeding.')).toBeVisible();
        return;
      }
      if (orderSeen.has(sut)) {
        // The walk has seen 001 §5's order already: Next with the amount emptied stays and says so.
        await retype(sut.user, amountField(), '');
        await sut.user.click(button('Next'));
        expect(amountField()).toHaveAccessibleDescription(/Please enter an amount\./);
        return;
      }
      orderSeen.add(sut);
      // 001 §5's order: frequency, start date, date range, multiple, total.
      if (frequencyField().value === '') {
        await sut.user.click(button('Next'));
        expect(main().getByRole('alert')).toHaveTextContent('Please select a frequency.');
        await chooseOption(sut.user, 'Frequency', 'Monthly');
      } else {
        // Whatever the walk left here: a new frequency clears the start date, ending on MONTHLY.
        if (frequencyField().value === 'Monthly') await chooseOption(sut.user, 'Frequency', 'Weekly');
        await chooseOption(sut.user, 'Frequency', 'Monthly');
        await ensureValue(sut.user, amountField(), '1000');
        await ensureValue(sut.user, instalmentsField(), '6');
      }
      await sut.user.click(button('Next'));
      expect(main().getByRole('alert')).toHaveTextContent('Please select a start date .');
      await pasteStartDate(sut.user, '20/02/2027');
      await sut.user.click(button('Next'));
      expect(main().getByRole('alert')).toHaveTextContent(
        'The selected date must be between 0 and 60 days from the current date.',
      );
      await pasteStartDate(sut.user, '29/11/2026');
      await ensureValue(sut.user, amountField(), '1050');
      await ensureValue(sut.user, instalmentsField(), '6');
      await sut.user.click(button('Next'));
      expect(main().getByRole('alert')).toHaveTextContent('The amount should be a multiple of 100.');
      await ensureValue(sut.user, amountField(), '9000');
      // 9,000 × 6 exceeds the ₹40,000 free in the folio: Next is disabled.
      expect(button('Next')).toBeDisabled();
    },
    'target.selected': async (sut) => {
      await chooseTarget(sut);
      expect(main().getByText('STP is currently not allowed in this scheme.')).toBeVisible();
    },
    'done.placeStp': async (sut) => {
      await settle(() => sut.own.resolve('placeStp', { orderId: ORDER_ID, otp: 'SENT' }));
      sut.failure = '';
    },
    'error.placeStp': async (sut) => {
      sut.failure = 'STP is currently not allowed in this scheme.';
      await settle(() =>
        sut.own.reject('placeStp', new ApiRequestError(422, { code: 'TARGET', message: sut.failure })),
      );
    },
  },
});
