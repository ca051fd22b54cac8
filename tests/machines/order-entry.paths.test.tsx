// @vitest-environment happy-dom
/**
 * Every path of the order-entry machine through the rendered BUY and SIP buttons of a fund page
 * (000 §2.5, §6, §8): a visitor sent to Sign In, the spinner while the standing is read, the
 * mandate gating into the order modal or the mandate modal with its text, 'Loading chunk failed'
 * with Try again and Close, and the notice the page keeps once net banking has opened the bank's
 * page, until it is dismissed. The reads are settled by the test; the order modal is the real one,
 * its calls settled by the test too.
 */
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, vi } from 'vitest';
import type { InvestorStanding, OrderAction } from '../../domain/order-entry';
import { netBankingMachine } from '../../machines/net-banking.machine';
import { orderMachine } from '../../machines/order.machine';
import { orderEntryMachine } from '../../machines/order-entry.machine';
import { codeEntryMachine } from '../../machines/shared/code-entry.machine';
import { resendCountdownMachine } from '../../machines/shared/resend-countdown.machine';
import type { SessionView } from '../../src/app/session/session-handle';
import { mandateModalMessages } from '../../src/features/buying/messages';
// Loaded here, so the page's lazy import of the dialogs finds them without waiting on the disk.
import '../../src/features/buying/order-dialogs';
import { orderEntryMessages } from '../../src/features/buying/order-entry-messages';
import { OrderButtons } from '../../src/features/catalogue/components/order-buttons';
import { EMAIL, ORDER_ID, SCHEME, TODAY } from '../features/buying/harness';
import { renderRoutes } from '../features/catalogue/harness';
import { flush } from '../support/clock';
import { createDeferredActors, describeModelPaths, type ModelStep, type PathInfo } from '../support/model';

/** The order modal's calls, settled by the test (the app's `orderActors` stands aside). */
const orderCalls = vi.hoisted(() => ({ create: undefined as undefined | (() => unknown) }));
vi.mock('../../src/api/buying', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../src/api/buying')>()),
  orderActors: () => orderCalls.create?.(),
}));
vi.mock('../../src/features/buying/bank-window', () => ({
  openBankWindow: () => ({ show: () => {}, discard: () => {} }),
}));

afterEach(() => vi.useRealTimers());

const SIGNED_IN: SessionView = {
  signedIn: true,
  user: { email: EMAIL, 'custom:user_signup_status': 'VERIFIED', exp: 4_102_444_800, iat: 1_700_000_000 },
  externalPortfolio: null,
};
const SIGNED_OUT: SessionView = { signedIn: false, user: null, externalPortfolio: null };

/** The standing that makes the machine take each branch after the reads (000 §6). */
const STANDINGS: Record<string, InvestorStanding> = {
  isClearedToOrder: {
    signupStatus: 'VERIFIED',
    mandate: { mandateCfmId: 'MND-0001', approvalStatus: 'APPROVED' },
    regStatus: 'ACTIVE',
    approvedStatus: 'ACTIVE',
  },
  isSip: { signupStatus: 'BSE_USER_MANDATE_INITIATED', mandate: null, regStatus: 'ACTIVE', approvedStatus: 'ACTIVE' },
  isBeforeLumpSumApproval: {
    signupStatus: 'EMAIL_VERIFIED',
    mandate: null,
    regStatus: 'IN_PROGRESS',
    approvedStatus: 'IN_PROGRESS',
  },
  else: { signupStatus: 'EMAIL_VERIFIED', mandate: null, regStatus: 'ACTIVE', approvedStatus: 'IN_PROGRESS' },
};

/**
 * Which button each `entry.open` of the path presses: the branch taken after the reads decides
 * (a SIP for `isSip`, a One-Time order for the lump-sum rules), a One-Time order when net banking
 * follows; a SIP otherwise, so both titles are seen.
 */
function buttonsFor(steps: PathInfo['steps']): OrderAction[] {
  return steps.flatMap((step, index) => {
    if (step.eventKey !== 'entry.open') return [];
    const later = steps.slice(index + 1);
    const nextOpen = later.findIndex((s) => s.eventKey === 'entry.open');
    const until = nextOpen === -1 ? later : later.slice(0, nextOpen);
    const decided = until.find((s) => s.eventKey === 'done.prepareEntry')?.case;
    if (decided === 'isSip') return ['SIP'];
    if (decided === 'isClearedToOrder' && !until.some((s) => s.eventKey === 'bank.pageOpened')) return ['SIP'];
    return ['BUY'];
  });
}

async function renderFundPage(path: PathInfo) {
  vi.useFakeTimers();
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  const entry = createDeferredActors(orderEntryMachine, ['prepareEntry']);
  const order = createDeferredActors(orderMachine, ['placeOrder']);
  const code = createDeferredActors(codeEntryMachine, ['verifyCode']);
  const resend = createDeferredActors(resendCountdownMachine, ['sendCode']);
  const netBanking = createDeferredActors(netBankingMachine, ['makeNetBankingPayment']);
  orderCalls.create = () => ({
    ...order.actors,
    codeEntry: codeEntryMachine.provide({
      actors: { ...code.actors, resendCountdown: resendCountdownMachine.provide({ actors: resend.actors }) },
    }),
    netBanking: netBankingMachine.provide({ actors: netBanking.actors }),
  });
  const anonymous = path.steps.some((step) => step.eventKey === 'entry.open' && step.case === 'isAnonymous');
  const machine = orderEntryMachine.provide({ actors: entry.actors });
  const view = renderRoutes('/explore-test?from=paths', {
    session: anonymous ? SIGNED_OUT : SIGNED_IN,
    element: () => <OrderButtons scheme={SCHEME} canBuy canSip entryMachine={machine} />,
  });
  await flush();
  return {
    ...view,
    user,
    entry,
    order,
    code,
    netBanking,
    buttons: buttonsFor(path.steps),
    /** The button pressed last, and what the dialogs should then say. */
    action: 'BUY' as OrderAction,
    decided: '',
    /** A signed-out visitor pressed a button. */
    anonymousClick: false,
  };
}

const buyButton = () => screen.getByRole('button', { name: `Buy ${SCHEME.schemeName}` });
const sipButton = () => screen.getByRole('button', { name: `Start a SIP in ${SCHEME.schemeName}` });
const buttonOf = (action: OrderAction) => (action === 'SIP' ? sipButton() : buyButton());
const dialogNamed = (name: string) => screen.getByRole('dialog', { name });
const noticeTitle = 'Finish your payment in the bank’s window';

/** Settles a call inside act and lets what follows run, the clock standing still. */
async function settle(run: () => Promise<void>) {
  await act(run);
  await flush();
}

describeModelPaths({
  name: 'order-entry',
  machine: orderEntryMachine,
  setup: renderFundPage,
  states: {
    ready: (sut) => {
      if (sut.anonymousClick) {
        // 000 §2.5: the visitor is on Sign In with the message parameter and the way back.
        expect(JSON.parse(screen.getByTestId('signin').textContent ?? '{}')).toEqual({
          message: 'createUser',
          redirect: '/explore-test?from=paths',
        });
        return;
      }
      expect(buyButton()).not.toHaveAttribute('data-loading');
      expect(sipButton()).not.toHaveAttribute('data-loading');
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    },
    'ready.idle': () => {
      expect(screen.queryByText(noticeTitle)).not.toBeInTheDocument();
    },
    'ready.bankPayment': () => {
      const notice = screen.getByRole('status');
      expect(notice).toHaveTextContent(noticeTitle);
      expect(notice).toHaveTextContent(
        `Order OS-${ORDER_ID} is waiting for your payment. Complete it in the window with your bank’s page; once paid, the order is processed and you can follow it in Order Status.`,
      );
      expect(within(notice).getByRole('link', { name: 'Order Status' })).toHaveAttribute('href', '/orderstatus');
    },
    opening: async (sut) => {
      expect(buttonOf(sut.action)).toHaveAttribute('data-loading');
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(screen.queryByText(noticeTitle)).not.toBeInTheDocument();
      // The standing is read afresh for this click, with the token's status as the stand-in.
      expect((await sut.entry.next('prepareEntry')).input).toEqual({
        action: sut.action,
        scheme: SCHEME,
        investor: { email: EMAIL, signupStatus: 'VERIFIED' },
      });
    },
    loadFailed: (sut) => {
      const failed = dialogNamed(orderEntryMessages.loadFailedTitle);
      expect(failed).toHaveTextContent(orderEntryMessages.loadFailedBody);
      expect(within(failed).getByRole('button', { name: orderEntryMessages.tryAgain })).toBeEnabled();
      expect(within(failed).getByRole('button', { name: orderEntryMessages.close })).toBeEnabled();
      expect(buttonOf(sut.action)).not.toHaveAttribute('data-loading');
    },
    orderModal: (sut) => {
      const dialog = dialogNamed(sut.action === 'SIP' ? 'SIP' : 'One-Time');
      expect(within(dialog).getByRole('form', { name: 'Order amount' })).toBeVisible();
      expect(screen.queryByText(noticeTitle)).not.toBeInTheDocument();
    },
    mandateModal: (sut) => {
      const dialog = dialogNamed(mandateModalMessages.title);
      expect(dialog).toHaveTextContent(
        sut.decided === 'isSip'
          ? 'Mandate not approved, Click here to activate your autopay .'
          : mandateModalMessages.lumpSumNotReady,
      );
    },
  },
  events: {
    'entry.open': async (sut, step: ModelStep) => {
      const action = sut.buttons.shift();
      if (!action) throw new Error('no button planned for this entry.open');
      sut.action = action;
      await sut.user.click(buttonOf(action));
      await flush();
      if (step.case === 'isAnonymous') {
        sut.anonymousClick = true;
        expect(sut.entry.pending('prepareEntry')).toBe(0);
      }
    },
    'done.prepareEntry': async (sut, step: ModelStep) => {
      const decided = step.case ?? 'else';
      const standing = STANDINGS[decided];
      if (!standing) throw new Error(`no standing for ${decided}`);
      sut.decided = decided;
      await settle(() => sut.entry.resolve('prepareEntry', { standing, today: TODAY, scheme: SCHEME }));
    },
    'error.prepareEntry': async (sut) => {
      await settle(() =>
        sut.entry.reject(
          'prepareEntry',
          new TypeError('Failed to fetch dynamically imported module: /assets/order-dialogs-Bx1.js'),
        ),
      );
    },
    'entry.retry': async (sut) => {
      await sut.user.click(
        within(dialogNamed(orderEntryMessages.loadFailedTitle)).getByRole('button', {
          name: orderEntryMessages.tryAgain,
        }),
      );
      await flush();
    },
    'entry.close': async (sut) => {
      const dialog = screen.getByRole('dialog');
      const name = dialog.getAttribute('aria-labelledby');
      const title = name ? document.getElementById(name)?.textContent : null;
      const close =
        title === 'One-Time' || title === 'SIP'
          ? within(dialog).getByRole('button', { name: 'Close order' })
          : within(dialog).getByRole('button', { name: 'Close' });
      await sut.user.click(close);
      await flush();
    },
    'bank.pageOpened': async (sut) => {
      const dialog = within(dialogNamed('One-Time'));
      await sut.user.type(dialog.getByRole('textbox', { name: /^Amount/ }), '5000');
      await sut.user.click(dialog.getByRole('button', { name: 'Invest' }));
      await settle(() => sut.order.resolve('placeOrder', { orderId: ORDER_ID, otp: 'SENT' }));
      await sut.user.type(dialog.getByLabelText(/^OTP/), '123456');
      await sut.user.click(dialog.getByRole('button', { name: 'Verify' }));
      await settle(() => sut.code.resolve('verifyCode', { orderId: ORDER_ID, status: 'AUTHENTICATED' }));
      await sut.user.click(dialog.getByRole('button', { name: 'Net Banking' }));
      await settle(() =>
        sut.netBanking.resolve('makeNetBankingPayment', { statuscode: '100', responsestring: '<h1>Bank</h1>' }),
      );
    },
    'notice.dismiss': async (sut) => {
      await sut.user.click(within(screen.getByRole('status')).getByRole('button', { name: 'Dismiss' }));
      await flush();
    },
  },
});
