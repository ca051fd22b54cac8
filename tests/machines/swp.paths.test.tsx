// @vitest-environment happy-dom
/**
 * Every path of the SWP machine through the rendered SWP wizard: folio, the SWP amount step
 * (amount, calendar start date, withdrawals, the 001 §5 checks in order), review, OTP (the
 * portfolio button hidden) and Confirm, each call settled by the test.
 */
import { screen } from '@testing-library/react';
import { expect } from 'vitest';
import type { SwpRules } from '../../domain/transfer-wizards';
import { swpMachine } from '../../machines/swp.machine';
import { ApiRequestError } from '../../src/api/client';
import { wholeNumberMessages } from '../../src/components/whole-number-input';
import { SwpWizard } from '../../src/features/transfers/swp-wizard';
import {
  button,
  EMAIL,
  ensureValue,
  FUND_ID,
  main,
  ORDER_ID,
  pasteStartDate,
  retype,
  settle,
  stepLabel,
  TODAY,
} from '../features/transfers/harness';
import {
  chooseAnotherFolio,
  renderWizardPath,
  type SharedStepsOptions,
  sharedStepEvents,
  sharedStepStates,
} from '../features/transfers/wizard-paths';
import { describeModelPaths, type PathInfo } from '../support/model';

const RULES: SwpRules = {
  status: 'ACTIVE',
  minInstAmt: '500.00',
  maxInstAmt: '100000.00',
  minInstNumbers: 2,
  maxInstNumbers: 60,
  multiplierAmt: '100.00',
  minGap: 0,
  maxGap: 30,
};

const amountField = () => main().getByRole('textbox', { name: 'Amount (₹)' });
const instalmentsField = () => main().getByRole('textbox', { name: 'No of Installment' });
const startDateField = () => main().getByRole<HTMLInputElement>('textbox', { name: 'Start date' });

/** A valid plan, from whatever the walk left in the form. */
async function fillValidPlan(sut: SwpSut) {
  await pasteStartDate(sut.user, '01/12/2026');
  await ensureValue(sut.user, amountField(), '1000');
  await ensureValue(sut.user, instalmentsField(), '6');
}

/** The paths whose Next has been through 001 §5's checks in order (once is enough for a path). */
const orderSeen = new WeakSet<SwpSut>();

const renderSwp = (path: PathInfo) =>
  renderWizardPath(path, {
    route: '/swp',
    machine: swpMachine,
    place: 'placeSwp',
    render: (holdings, createActors) => (
      <SwpWizard holdings={holdings} rules={RULES} email={EMAIL} today={TODAY} createActors={createActors} />
    ),
  });

const SHARED: SharedStepsOptions = {
  route: '/swp',
  steps: 5,
  // 001 §2.15: hidden on the OTP step of SWP.
  portfolioHiddenOn: 'otp',
  // 001 §7: an SWP is confirmed against its source scheme.
  otpFundId: FUND_ID,
  processed: 'Your SWP request for ₹1,000.00 has been successfully processed.',
  refusal: { error: new ApiRequestError(422, { code: 'OTP', message: 'Invalid OTP' }), message: 'Invalid OTP' },
};

type SwpSut = Awaited<ReturnType<typeof renderSwp>>;

describeModelPaths({
  name: 'swp',
  machine: swpMachine,
  paths: 'pairs',
  setup: renderSwp,
  states: {
    folio: () => {
      expect(stepLabel()).toHaveTextContent('STEP 1 / 5');
      expect(main().getByRole('heading', { name: 'Select a folio' })).toBeVisible();
    },
    amount: () => {
      expect(stepLabel()).toHaveTextContent('STEP 2 / 5');
      expect(main().getByRole('textbox', { name: 'Start date' })).toBeInTheDocument();
      expect(main().getByRole('region', { name: 'Summary' })).toHaveTextContent('SWP Date');
    },
    review: () => {
      expect(stepLabel()).toHaveTextContent('STEP 3 / 5');
      const review = main().getByRole('table', { name: 'Review' });
      expect(review).toHaveTextContent('01/12/2026');
      expect(review).toHaveTextContent('₹6,000.00');
      expect(screen.getByRole('button', { name: 'Portfolio' })).toBeVisible();
    },
    'review.placing': async (sut) => {
      // Confirm again clears the last failure while the order is placed.
      expect(main().queryByRole('alert')).not.toBeInTheDocument();
      expect((await sut.own.next('placeSwp')).input).toEqual({
        folio: '222/2',
        amount: '1000',
        instalments: 6,
        startDate: '01-12-2026',
        fundId: FUND_ID,
      });
    },
    ...sharedStepStates(SHARED),
  },
  events: {
    ...sharedStepEvents(SHARED),
    'folio.selected': chooseAnotherFolio,
    'startDate.changed': async (sut) => {
      // On or before today: the same day next month.
      await pasteStartDate(sut.user, '24/11/2026');
      expect(main().getByRole('textbox', { name: 'Start date' })).toHaveValue('24/12/2026');
    },
    'amount.changed': async (sut) => {
      await retype(sut.user, amountField(), '2,500.75');
      expect(amountField()).toHaveValue('2500');
      expect(amountField()).toHaveAccessibleDescription(new RegExp(wholeNumberMessages.rupees));
    },
    'instalments.changed': async (sut) => {
      await retype(sut.user, instalmentsField(), '1o.5');
      expect(instalmentsField()).toHaveValue('1');
      expect(instalmentsField()).toHaveAccessibleDescription(new RegExp(wholeNumberMessages.count));
    },
    'step.next': async (sut, step) => {
      if (step.case === 'hasFolio') {
        await sut.user.click(button('Next'));
        // A fresh plan each time: Back from SWP Amount resets it.
        expect(startDateField()).toHaveValue('');
        expect(amountField()).toHaveValue('');
        expect(instalmentsField()).toHaveValue('');
        return;
      }
      if (step.case === 'isPlanValid') {
        await fillValidPlan(sut);
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
        expect(amountField()).toHaveAccessibleDescription('Please enter an amount.');
        return;
      }
      orderSeen.add(sut);
      // 001 §5's order: start date, date range (the scheme's gaps), multiple. A date once chosen
      // cannot be unset, so the first check shows only while none has been chosen.
      if (startDateField().value === '') {
        await retype(sut.user, amountField(), '');
        await sut.user.click(button('Next'));
        expect(main().getByRole('alert')).toHaveTextContent('Please select a start date .');
        expect(amountField()).toHaveAccessibleDescription('Please enter an amount.');
      }
      await pasteStartDate(sut.user, '30/12/2026');
      await sut.user.click(button('Next'));
      expect(main().getByRole('alert')).toHaveTextContent(
        'The selected date must be between 0 and 30 days from the current date.',
      );
      await pasteStartDate(sut.user, '01/12/2026');
      await ensureValue(sut.user, amountField(), '1050');
      await ensureValue(sut.user, instalmentsField(), '1');
      await sut.user.click(button('Next'));
      expect(main().getByRole('alert')).toHaveTextContent('The amount should be a multiple of 100.');
      expect(instalmentsField()).toHaveAccessibleDescription('The number of installments must be at least 2.');
    },
    'done.placeSwp': async (sut) => {
      await settle(() => sut.own.resolve('placeSwp', { orderId: ORDER_ID, otp: 'SENT' }));
      sut.failure = '';
    },
    'error.placeSwp': async (sut) => {
      sut.failure = 'An error occurred during the transaction. Please try again.';
      await settle(() => sut.own.reject('placeSwp', new TypeError('Failed to fetch')));
    },
  },
});
