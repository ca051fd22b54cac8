// @vitest-environment happy-dom
/**
 * Every path of the external portfolio machine through the rendered dashboard flow: the PAN
 * form with its calendar, the review with Get OTP, the OTP step with the shared resend
 * countdown (660 s), 'No Funds Purchased' on '8003', the partial-data notice, 'Get Your
 * Portfolio' and the 15-second retry after a failed fetch, and closing at any step. Plain fake
 * timers: every delay is advanced exactly, and checked just before and at its end.
 */
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, vi } from 'vitest';
import { EXTERNAL_OTP_RESEND_SECONDS, PORTFOLIO_RETRY_SECONDS } from '../../domain/external-portfolio';
import { externalPortfolioMachine } from '../../machines/external-portfolio.machine';
import { resendCountdownMachine } from '../../machines/shared/resend-countdown.machine';
import { ExternalPortfolioFlow } from '../../src/features/external-portfolio';
import { renderWithTheme } from '../features/onboarding/step-host';
import { createDeferredActors, describeModelPaths } from '../support/model';

const PAN = 'BQKPM4821L';
const DOB = '1986-03-14';
const REFERENCE = { reqId: 'req-1', clientRefNo: 'SNCH01', otpRef: 'otp-1' };
const PHONE = '1800 200 3000';

afterEach(() => {
  vi.useRealTimers();
  delete (globalThis as { jest?: unknown }).jest;
});

/**
 * Fake timers without shouldAdvanceTime. Testing Library flushes each user action by awaiting a
 * 0 ms timeout, which it advances only when it sees Jest's fake timers: `jest.advanceTimersByTime`
 * routed to vitest lets it do so, so time still moves only when a test advances it.
 */
function installExactFakeTimers() {
  vi.useFakeTimers();
  (globalThis as { jest?: unknown }).jest = { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) };
}

function setup(path: { steps: readonly { case?: string | undefined }[] }) {
  installExactFakeTimers();
  vi.setSystemTime(new Date('2026-11-24T10:00:00+05:30'));
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  const deferred = createDeferredActors(externalPortfolioMachine, ['requestOtp', 'verifyOtp', 'fetchPortfolio']);
  const resendCalls = createDeferredActors(resendCountdownMachine, ['sendCode']);
  const onFetched = vi.fn();
  const onClose = vi.fn();
  renderWithTheme(
    <ExternalPortfolioFlow
      machine={externalPortfolioMachine.provide({
        actors: { ...deferred.actors, resendCountdown: resendCountdownMachine.provide({ actors: resendCalls.actors }) },
      })}
      reloadFlag={path.steps[0]?.case === 'reloadFlagSet'}
      supportPhone={PHONE}
      onFetched={onFetched}
      onClose={onClose}
    />,
  );
  return {
    user,
    deferred,
    resendCalls,
    onFetched,
    onClose,
    failure: '',
    otpInvalid: false,
    lockedAt: 0,
    failedAt: 0,
  };
}

type Sut = ReturnType<typeof setup>;

/** The flow's modal (the date picker's calendar is a dialog too, without a name). */
const dialog = () =>
  screen.getByRole('dialog', {
    name: /^(Import your external portfolio|Get Your Portfolio|No Funds Purchased|Some data is delayed)$/,
  });
const inDialog = () => within(dialog());
const button = (name: string | RegExp) => inDialog().getByRole('button', { name });
const flush = () => act(async () => {});
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const resendButton = () => button('Resend OTP');
const retryButton = () => button(/^Try again/);

/** Picks 14 March 1986 in the calendar, the second dialog while the modal is open. */
async function pickBirthDate(user: Sut['user']) {
  await user.click(inDialog().getByRole('button', { name: /^Date of birth/ }));
  const calendar = () => {
    const found = screen.getAllByRole('dialog').find((element) => element !== dialog());
    if (!found) throw new Error('The calendar did not open');
    return within(found);
  };
  for (let back = 0; back < 10 && !calendar().queryByRole('button', { name: '1986' }); back += 1) {
    await user.click(calendar().getByRole('button', { name: 'Previous decade' }));
  }
  await user.click(calendar().getByRole('button', { name: '1986' }));
  await user.click(calendar().getByRole('button', { name: 'Mar' }));
  await user.click(calendar().getByRole('button', { name: '14 March 1986' }));
}

/** The visible failure, or none. */
function expectFailure(failure: string) {
  if (failure) expect(inDialog().getByRole('alert')).toHaveTextContent(failure);
  else expect(inDialog().queryByRole('alert')).not.toBeInTheDocument();
}

describeModelPaths({
  name: 'external-portfolio',
  machine: externalPortfolioMachine,
  setup,
  states: {
    starting: () => {
      // Decided on entry by the reload flag; nothing shows here.
    },
    pan: () => {
      expect(screen.getByRole('dialog', { name: 'Import your external portfolio' })).toBeVisible();
      expect(inDialog().getByRole('textbox', { name: /^PAN/ })).toHaveAttribute('maxlength', '10');
      expect(inDialog().getByRole('checkbox')).toBeInTheDocument();
    },
    review: (sut) => {
      expect(inDialog().getByText('Check your details')).toBeVisible();
      expect(inDialog().getByText(PAN)).toBeVisible();
      expect(inDialog().getByText('14-03-1986')).toBeVisible();
      expect(button('Get OTP')).toBeEnabled();
      expectFailure(sut.failure);
    },
    requestingOtp: ({ deferred }) => {
      expect(button('Get OTP')).toHaveAttribute('data-loading', 'true');
      expect(deferred.calls('requestOtp').at(-1)).toEqual({ pan: PAN, dob: DOB });
      // Asking again clears the last request's failure.
      expectFailure('');
    },
    otp: () => {
      expect(inDialog().getByText('Enter the OTP')).toBeVisible();
      expect(inDialog().getByRole('form', { name: 'MF Central OTP' })).toBeVisible();
      expect(inDialog().getByRole('button', { name: 'Resend OTP' })).toBeInTheDocument();
    },
    'otp.entering': (sut) => {
      expect(button('Verify')).toBeEnabled();
      if (sut.otpInvalid) expect(inDialog().getByText('Please enter a valid 6-digit OTP')).toBeVisible();
      else expect(inDialog().queryByText('Please enter a valid 6-digit OTP')).not.toBeInTheDocument();
      expectFailure(sut.failure);
    },
    'otp.verifying': (sut) => {
      const { deferred } = sut;
      expect(button('Verify')).toHaveAttribute('data-loading', 'true');
      expectFailure(sut.failure);
      expect(deferred.calls('verifyOtp').at(-1)).toEqual({ pan: PAN, dob: DOB, ...REFERENCE, enteredOtp: '123456' });
    },
    noFunds: () => {
      expect(screen.getByRole('dialog', { name: 'No Funds Purchased' })).toBeVisible();
      expect(dialog()).toHaveTextContent(`please call our support team on ${PHONE}`);
      expect(screen.queryByRole('form', { name: 'MF Central OTP' })).not.toBeInTheDocument();
    },
    partialNotice: () => {
      expect(screen.getByRole('dialog', { name: 'Some data is delayed' })).toHaveTextContent(
        'Some of your portfolio data is delayed from a partner.',
      );
    },
    confirm: () => {
      expect(screen.getByRole('dialog', { name: 'Get Your Portfolio' })).toBeVisible();
      expect(button('Get Portfolio')).toBeEnabled();
    },
    fetching: ({ deferred }) => {
      expect(button('Get Portfolio')).toHaveAttribute('data-loading', 'true');
      expect(deferred.pending('fetchPortfolio')).toBe(1);
    },
    fetchFailed: () => {
      expect(screen.getByRole('dialog', { name: 'Get Your Portfolio' })).toBeVisible();
      expect(inDialog().getByRole('alert')).toHaveTextContent(
        'Failed to fetch portfolio. Please try again after 15 seconds.',
      );
    },
    'fetchFailed.waiting': (sut) => {
      expect(retryButton()).toBeDisabled();
      const elapsed = Math.floor((Date.now() - sut.failedAt) / 1000);
      expect(retryButton()).toHaveTextContent(`Try again in ${PORTFOLIO_RETRY_SECONDS - elapsed} seconds`);
    },
    'fetchFailed.ready': () => expect(button('Try again')).toBeEnabled(),
    fetched: (sut) => {
      expect(sut.onFetched).toHaveBeenCalledTimes(1);
      expect(sut.onClose).not.toHaveBeenCalled();
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    },
    closed: (sut) => {
      expect(sut.onClose).toHaveBeenCalledTimes(1);
      expect(sut.onFetched).not.toHaveBeenCalled();
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    },
  },
  events: {
    always: () => {},
    'pan.submitted': async ({ user }) => {
      // Nothing filled in: the spec's message, and the flow stays.
      await user.click(button('Next'));
      expect(inDialog().getAllByText('Please fill in all required fields').length).toBeGreaterThan(0);
      await user.type(inDialog().getByRole('textbox', { name: /^PAN/ }), PAN.toLowerCase());
      expect(inDialog().getByRole('textbox', { name: /^PAN/ })).toHaveValue(PAN);
      await pickBirthDate(user);
      await user.click(inDialog().getByRole('checkbox'));
      await user.click(button('Next'));
    },
    'review.back': async ({ user }) => {
      await user.click(button('Back'));
      // The details come back filled in.
      expect(inDialog().getByRole('textbox', { name: /^PAN/ })).toHaveValue(PAN);
    },
    'otp.requested': ({ user }) => user.click(button('Get OTP')),
    'done.requestOtp': async (sut) => {
      await act(() => sut.deferred.resolve('requestOtp', REFERENCE));
      sut.lockedAt = Date.now();
      sut.failure = '';
    },
    'error.requestOtp': async (sut, step) => {
      if (step.case === 'isNoFunds') {
        await act(() =>
          sut.deferred.reject('requestOtp', { code: '8003', message: 'No funds were found for this PAN.' }),
        );
        return;
      }
      sut.failure = 'Please enter the PAN and date of birth of your own account.';
      await act(() => sut.deferred.reject('requestOtp', { code: 'PAN_MISMATCH', message: sut.failure }));
    },
    'otp.submitted': async (sut, step) => {
      const field = inDialog().getByLabelText(/^OTP/);
      await sut.user.clear(field);
      await sut.user.type(field, step.case === 'hasSixDigits' ? '12a3456' : '123');
      expect(field).toHaveValue(step.case === 'hasSixDigits' ? '123456' : '123');
      await sut.user.click(button('Verify'));
      sut.otpInvalid = step.case !== 'hasSixDigits';
      sut.failure = '';
    },
    'done.verifyOtp': ({ deferred }, step) =>
      act(() => deferred.resolve('verifyOtp', { partial: step.case === 'isPartial' })),
    'error.verifyOtp': async (sut) => {
      sut.failure = 'OTP verification failed. Please try again.';
      await act(() => sut.deferred.reject('verifyOtp', new Error('Request failed with status 502')));
    },
    'otp.resent': async (sut) => {
      const lockEnds = sut.lockedAt + EXTERNAL_OTP_RESEND_SECONDS * 1000;
      await advance(lockEnds - 1 - Date.now());
      expect(resendButton()).toBeDisabled();
      await advance(1);
      expect(resendButton()).toBeEnabled();
      await sut.user.click(resendButton());
      expect(sut.resendCalls.calls('sendCode').at(-1)).toEqual({ pan: PAN, dob: DOB });
      await act(() => sut.resendCalls.resolve('sendCode', undefined));
      sut.lockedAt = Date.now();
      sut.failure = '';
      expect(resendButton()).toBeDisabled();
    },
    'otp.resendFailed': async (sut, step) => {
      await advance(Math.max(0, sut.lockedAt + EXTERNAL_OTP_RESEND_SECONDS * 1000 - Date.now()));
      await sut.user.click(resendButton());
      if (step.case === 'isNoFunds') {
        await act(() =>
          sut.resendCalls.reject('sendCode', { code: '8003', message: 'No funds were found for this PAN.' }),
        );
        return;
      }
      sut.failure = 'A code was sent moments ago. Please wait 5 seconds before asking for another one.';
      await act(() => sut.resendCalls.reject('sendCode', { code: 'TOO_MANY_CODES', message: sut.failure }));
      sut.otpInvalid = false;
    },
    'notice.acknowledged': ({ user }) => user.click(button('OK')),
    'portfolio.requested': ({ user }) =>
      user.click(inDialog().queryByRole('button', { name: 'Try again' }) ?? button('Get Portfolio')),
    'done.fetchPortfolio': async ({ deferred }) => {
      await act(() => deferred.resolve('fetchPortfolio', undefined));
      await flush();
    },
    'error.fetchPortfolio': async (sut) => {
      await act(() => sut.deferred.reject('fetchPortfolio', new Error('network down')));
      sut.failedAt = Date.now();
    },
    // The shared countdown child (its own suite steps each tick): from 15 one less each second,
    // Try again still locked a millisecond before the 15 s are over and offered at 15 s.
    'done.retryCountdown': async (sut) => {
      for (let left = PORTFOLIO_RETRY_SECONDS; left > 1; left--) {
        await advance(sut.failedAt + (PORTFOLIO_RETRY_SECONDS - left + 1) * 1000 - 1 - Date.now());
        expect(retryButton()).toHaveTextContent(`Try again in ${left} seconds`);
        await advance(1);
      }
      await advance(sut.failedAt + PORTFOLIO_RETRY_SECONDS * 1000 - 1 - Date.now());
      expect(retryButton()).toBeDisabled();
      expect(retryButton()).toHaveTextContent('Try again in 1 second');
      await advance(1);
    },
    'error.retryCountdown': () => {
      throw new Error('unused: the countdown never fails');
    },
    'flow.closed': async ({ user }) => {
      await user.click(screen.getByRole('button', { name: 'Close dialog' }));
      await flush();
    },
    'done.resendCountdown': () => {
      throw new Error('unused: the countdown child never finishes');
    },
    'error.resendCountdown': () => {
      throw new Error('unused: the countdown child never fails');
    },
  },
});
