// @vitest-environment happy-dom
/**
 * Every path of the SWP machine through the rendered SWP wizard: folio, the SWP amount step
 * (amount, calendar start date, withdrawals, the 001 §5 checks in order), review, OTP (the
 * portfolio button hidden) and Confirm, each call settled by the test.
 */
import { act, screen } from '@testing-library/react';
import { expect, vi } from 'vitest';
import type { SwpRules } from '../../domain/transfer-wizards';
import { swpMachine } from '../../machines/swp.machine';
import { ApiRequestError } from '../../src/api/client';
import { SwpWizard } from '../../src/features/transfers/swp-wizard';
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
  retype,
  settle,
  stepLabel,
  TODAY,
  typeStartDate,
} from '../features/transfers/harness';
import { flush } from '../support/clock';
import { createDeferredActors, describeModelPaths, type PathInfo } from '../support/model';

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

async function fillValidPlan(sut: SwpSut) {
  await typeStartDate(sut.user, '01/12/2026');
  await retype(sut.user, amountField(), '1000');
  await retype(sut.user, instalmentsField(), '6');
}

async function enterCode(sut: SwpSut) {
  await sut.user.type(main().getByLabelText(/^OTP/), '123456');
  await sut.user.click(button('Verify'));
  // 001 §7: an SWP is confirmed against its source scheme.
  expect((await sut.children.code.next('verifyCode')).input.payload).toEqual({
    orderId: String(ORDER_ID),
    fundId: FUND_ID,
  });
}

async function renderSwp(path: PathInfo) {
  const children = childActors();
  const own = createDeferredActors(swpMachine, ['placeSwp']);
  const [first] = path.steps;
  const holdings = first?.eventKey === 'step.next' && first.case === 'else' ? LOCKED_HOLDINGS : HOLDINGS;
  const sut = await renderWizard('/swp', () => (
    <SwpWizard
      holdings={holdings}
      rules={RULES}
      email={EMAIL}
      today={TODAY}
      createActors={() => ({ ...own.actors, codeEntry: children.actors.codeEntry }) as never}
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

type SwpSut = Awaited<ReturnType<typeof renderSwp>>;

describeModelPaths({
  name: 'swp',
  machine: swpMachine,
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
    'review.reading': (sut) => {
      expect(button('Confirm')).toBeEnabled();
      if (sut.failure) expect(main().getByRole('alert')).toHaveTextContent(sut.failure);
    },
    'review.placing': async (sut) => {
      expect((await sut.own.next('placeSwp')).input).toEqual({
        folio: '222/2',
        amount: '1000',
        instalments: 6,
        startDate: '01-12-2026',
        fundId: FUND_ID,
      });
    },
    otp: () => {
      expect(stepLabel()).toHaveTextContent('STEP 4 / 5');
      expect(screen.getByTestId('otp-address')).toHaveTextContent(MASKED_EMAIL);
      // 001 §2.15: hidden on the OTP step of SWP.
      expect(screen.queryByRole('button', { name: 'Portfolio' })).not.toBeInTheDocument();
    },
    confirm: (sut) => {
      if (sut.redirected) {
        expect(screen.getByText('Order Status page')).toBeInTheDocument();
        return;
      }
      expect(stepLabel()).toHaveTextContent('STEP 5 / 5');
      expect(screen.getByRole('button', { name: 'Portfolio' })).toBeVisible();
      if (sut.outcome === 'SUCCESS') {
        expect(main().getByText('Your SWP request for ₹1,000.00 has been successfully processed.')).toBeVisible();
      } else {
        expect(main().getByRole('heading', { name: 'failed !' })).toBeVisible();
        expect(main().getByRole('alert')).toHaveTextContent('Invalid OTP');
      }
    },
  },
  events: {
    'folio.selected': async (sut) => {
      await sut.user.click(main().getByRole('radio', { name: /Folio 111\/1/ }));
      await sut.user.click(main().getByRole('radio', { name: /Folio 222\/2/ }));
      expect(main().getByRole('radio', { name: /Folio 222\/2/ })).toBeChecked();
    },
    'startDate.changed': async (sut) => {
      // On or before today: the same day next month.
      await typeStartDate(sut.user, '24/11/2026');
      expect(main().getByRole('textbox', { name: 'Start date' })).toHaveValue('24/12/2026');
    },
    'amount.changed': async (sut) => {
      await retype(sut.user, amountField(), '2,500');
      expect(amountField()).toHaveValue('2500');
    },
    'instalments.changed': async (sut) => {
      await retype(sut.user, instalmentsField(), '1o');
      expect(instalmentsField()).toHaveValue('1');
    },
    'step.next': async (sut, step) => {
      if (step.case === 'hasFolio') return sut.user.click(button('Next'));
      if (step.case === 'isPlanValid') {
        await fillValidPlan(sut);
        return sut.user.click(button('Next'));
      }
      await sut.user.click(button('Next'));
      if (main().queryByRole('heading', { name: 'Select a folio' })) {
        expect(main().getByText('Please select a folio before proceeding.')).toBeVisible();
        return;
      }
      // 001 §5's order: start date, date range (the scheme's gaps), multiple.
      expect(main().getByRole('alert')).toHaveTextContent('Please select a start date .');
      expect(amountField()).toHaveAccessibleDescription('Please enter an amount.');
      await typeStartDate(sut.user, '30/12/2026');
      await sut.user.click(button('Next'));
      expect(main().getByRole('alert')).toHaveTextContent(
        'The selected date must be between 0 and 30 days from the current date.',
      );
      await typeStartDate(sut.user, '01/12/2026');
      await retype(sut.user, amountField(), '1050');
      await retype(sut.user, instalmentsField(), '1');
      await sut.user.click(button('Next'));
      expect(main().getByRole('alert')).toHaveTextContent('The amount should be a multiple of 100.');
      expect(instalmentsField()).toHaveAccessibleDescription('The number of installments must be at least 2.');
    },
    'step.previous': async (sut) => {
      await sut.user.click(button('Previous'));
      sut.failure = '';
    },
    'order.place': (sut) => sut.user.click(button('Confirm')),
    'done.placeSwp': async (sut) => {
      await settle(() => sut.own.resolve('placeSwp', { orderId: ORDER_ID }));
      sut.failure = '';
    },
    'error.placeSwp': async (sut) => {
      sut.failure = 'An error occurred during the transaction. Please try again.';
      await settle(() => sut.own.reject('placeSwp', new TypeError('Failed to fetch')));
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
      expect(sut.router.state.location.pathname).toBe('/swp');
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
  },
});
