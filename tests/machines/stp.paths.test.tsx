// @vitest-environment happy-dom
/**
 * Every path of the STP machine through the rendered STP wizard: folio, the STP amount step
 * (frequency, weekday or calendar start date, amount, instalments, the 001 §5 checks in order),
 * the target list of the frequency, review, OTP and Confirm, each call settled by the test.
 */
import { act, screen } from '@testing-library/react';
import { expect, vi } from 'vitest';
import type { StpOutOption } from '../../domain/transfer-wizards';
import { stpMachine } from '../../machines/stp.machine';
import { ApiRequestError } from '../../src/api/client';
import { StpWizard } from '../../src/features/transfers/stp-wizard';
import {
  button,
  childActors,
  chooseOption,
  EMAIL,
  FUND_ID,
  HOLDINGS,
  LOCKED_HOLDINGS,
  MASKED_EMAIL,
  main,
  ORDER_ID,
  renderWizard,
  retype,
  settle,
  stepLabel,
  TARGET_PAGE,
  TODAY,
  typeStartDate,
} from '../features/transfers/harness';
import { flush } from '../support/clock';
import { createDeferredActors, describeModelPaths, type PathInfo } from '../support/model';

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

async function fillValidPlan(sut: StpSut) {
  await chooseOption(sut.user, 'Frequency', 'Monthly');
  await typeStartDate(sut.user, '29/11/2026');
  await retype(sut.user, amountField(), '1000');
  await retype(sut.user, instalmentsField(), '6');
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

async function enterCode(sut: StpSut) {
  await sut.user.type(main().getByLabelText(/^OTP/), '123456');
  await sut.user.click(button('Verify'));
  expect((await sut.children.code.next('verifyCode')).input.payload).toEqual({
    orderId: String(ORDER_ID),
    fundId: 'INF0A1B09999',
  });
}

async function renderStp(path: PathInfo) {
  const children = childActors();
  const own = createDeferredActors(stpMachine, ['placeStp']);
  const [first] = path.steps;
  const holdings = first?.eventKey === 'step.next' && first.case === 'else' ? LOCKED_HOLDINGS : HOLDINGS;
  const sut = await renderWizard('/stp', () => (
    <StpWizard
      holdings={holdings}
      options={OPTIONS}
      email={EMAIL}
      today={TODAY}
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

type StpSut = Awaited<ReturnType<typeof renderStp>>;

describeModelPaths({
  name: 'stp',
  machine: stpMachine,
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
    'review.reading': (sut) => {
      expect(button('Confirm')).toBeEnabled();
      if (sut.failure) expect(main().getByRole('alert')).toHaveTextContent(sut.failure);
    },
    'review.placing': async (sut) => {
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
    otp: () => {
      expect(stepLabel()).toHaveTextContent('STEP 5 / 6');
      expect(screen.getByTestId('otp-address')).toHaveTextContent(MASKED_EMAIL);
      expect(screen.getByRole('button', { name: 'Portfolio' })).toBeVisible();
    },
    confirm: (sut) => {
      if (sut.redirected) {
        expect(screen.getByText('Order Status page')).toBeInTheDocument();
        return;
      }
      expect(stepLabel()).toHaveTextContent('STEP 6 / 6');
      expect(screen.queryByRole('button', { name: 'Portfolio' })).not.toBeInTheDocument();
      if (sut.outcome === 'SUCCESS') {
        expect(main().getByText('Your STP request for ₹1,000.00 has been successfully processed.')).toBeVisible();
      } else {
        expect(main().getByRole('heading', { name: 'failed !' })).toBeVisible();
        expect(main().getByRole('alert')).toHaveTextContent(
          'An error occurred during the transaction. Please try again.',
        );
      }
    },
  },
  events: {
    'folio.selected': async (sut) => {
      await sut.user.click(main().getByRole('radio', { name: /Folio 111\/1/ }));
      await sut.user.click(main().getByRole('radio', { name: /Folio 222\/2/ }));
      expect(main().getByRole('radio', { name: /Folio 222\/2/ })).toBeChecked();
    },
    'frequency.changed': async (sut) => {
      await retype(sut.user, instalmentsField(), '12');
      await chooseOption(sut.user, 'Frequency', 'Daily');
      // 001 §4.4: DAILY sets the instalments to 0 and disables the field.
      expect(instalmentsField()).toHaveValue('0');
      expect(instalmentsField()).toBeDisabled();
    },
    'weekday.changed': async (sut) => {
      await chooseOption(sut.user, 'Frequency', 'Weekly');
      await chooseOption(sut.user, 'Day of the week', 'Wednesday');
      // Tuesday 24 November: the next Wednesday at least a day ahead.
      expect(screen.getByTestId('plan-start-date')).toHaveTextContent('First instalment on 25/11/2026');
    },
    'startDate.changed': async (sut) => {
      await chooseOption(sut.user, 'Frequency', 'Monthly');
      // On or before today: the same day next month.
      await typeStartDate(sut.user, '20/11/2026');
      expect(main().getByRole('textbox', { name: 'Start date' })).toHaveValue('20/12/2026');
    },
    'amount.changed': async (sut) => {
      await retype(sut.user, amountField(), '1x5');
      expect(amountField()).toHaveValue('15');
      expect(amountField()).toHaveAccessibleDescription(/The minimum amount is ₹/);
    },
    'instalments.changed': async (sut) => {
      await retype(sut.user, instalmentsField(), '9a');
      expect(instalmentsField()).toHaveValue('9');
    },
    'step.next': async (sut, step) => {
      if (step.case === 'hasFolio') return sut.user.click(button('Next'));
      if (step.case === 'isPlanValid') {
        await fillValidPlan(sut);
        return sut.user.click(button('Next'));
      }
      if (step.case === 'hasTarget') {
        await chooseTarget(sut);
        return sut.user.click(button('Next'));
      }
      await sut.user.click(button('Next'));
      if (main().queryByRole('heading', { name: 'Select a folio' })) {
        expect(main().getByText('Please select a folio before proceeding.')).toBeVisible();
        return;
      }
      // 001 §5's order: frequency, start date, date range, multiple, total.
      expect(main().getByRole('alert')).toHaveTextContent('Please select a frequency.');
      await chooseOption(sut.user, 'Frequency', 'Monthly');
      await sut.user.click(button('Next'));
      expect(main().getByRole('alert')).toHaveTextContent('Please select a start date .');
      await typeStartDate(sut.user, '20/02/2027');
      await sut.user.click(button('Next'));
      expect(main().getByRole('alert')).toHaveTextContent(
        'The selected date must be between 0 and 60 days from the current date.',
      );
      await typeStartDate(sut.user, '29/11/2026');
      await retype(sut.user, amountField(), '1050');
      await retype(sut.user, instalmentsField(), '6');
      await sut.user.click(button('Next'));
      expect(main().getByRole('alert')).toHaveTextContent('The amount should be a multiple of 100.');
      await retype(sut.user, amountField(), '9000');
      // 9,000 × 6 exceeds the ₹40,000 free in the folio: Next is disabled.
      expect(button('Next')).toBeDisabled();
    },
    'step.previous': async (sut) => {
      await sut.user.click(button('Previous'));
      sut.failure = '';
    },
    'target.selected': async (sut) => {
      await chooseTarget(sut);
      expect(main().getByText('STP is currently not allowed in this scheme.')).toBeVisible();
    },
    'order.place': (sut) => sut.user.click(button('Confirm')),
    'done.placeStp': async (sut) => {
      await settle(() => sut.own.resolve('placeStp', { orderId: ORDER_ID }));
      sut.failure = '';
    },
    'error.placeStp': async (sut) => {
      sut.failure = 'STP is currently not allowed in this scheme.';
      await settle(() =>
        sut.own.reject('placeStp', new ApiRequestError(422, { code: 'TARGET', message: sut.failure })),
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
      await settle(() => sut.children.code.reject('verifyCode', new TypeError('Failed to fetch')));
      sut.confirmShownAt = Date.now();
    },
    'done.redirect': async (sut) => {
      await act(() => vi.advanceTimersByTimeAsync(sut.confirmShownAt + 10_000 - 1 - Date.now()));
      expect(sut.router.state.location.pathname).toBe('/stp');
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
