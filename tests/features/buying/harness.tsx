/**
 * Renders the order modal the way the app does (router, session, query client, Mantine) with
 * the calls of every machine settled by the test. The modal lives in the root route, so going
 * to /orderstatus keeps its actor; "Reopen" plays the BUY/SIP button, "Switch type" the other.
 */
import { Button, MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRouteWithContext,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, expect, vi } from 'vitest';
import { netBankingMachine } from '../../../machines/net-banking.machine';
import { type OrderScheme, type OrderType, orderMachine } from '../../../machines/order.machine';
import { codeEntryMachine } from '../../../machines/shared/code-entry.machine';
import { resendCountdownMachine } from '../../../machines/shared/resend-countdown.machine';
import { upiPaymentMachine } from '../../../machines/upi-payment.machine';
import type { BankWindowActions } from '../../../src/api/buying';
import { SessionProvider } from '../../../src/app/session/session-context';
import { createSessionHandle, SIGNED_OUT } from '../../../src/app/session/session-handle';
import { webSessionStore } from '../../../src/app/session/session-storage';
import type { BankWindow } from '../../../src/features/buying/bank-window';
import { OrderModal } from '../../../src/features/buying/order-modal';
import { FakeIdentityProvider } from '../../api/identity/fake-identity-provider';
import { flush } from '../../support/clock';
import { createDeferredActors } from '../../support/model';

export const EMAIL = 'ravi.kumar@example.in';
export const MASKED_EMAIL = 'ra********@example.in';
export const MANDATE_ID = 'MND-0001';
export const ORDER_ID = 42;
/** Sunday 22 November 2026, local time. */
export const TODAY = new Date(2026, 10, 22);

export const SCHEME: OrderScheme = {
  fundId: 'INF0A1B01234',
  schemeCode: 'SNCH-BLUE-GR',
  schemeName: 'Sanchay Bluechip Fund - Growth',
  minimumPurchaseAmount: '5000.00',
  maximumPurchaseAmount: '0.00',
  additionalPurchaseAmount: '1000.00',
  sipDetails: {
    minInstAmt: '500.00',
    maxInstAmt: '200000.00',
    multiplierAmt: '100.00',
    sipMultiplierAmount: null,
    defaultDate: 5,
  },
};

afterEach(() => {
  window.sessionStorage.clear();
  vi.useRealTimers();
});

/** A net-banking window that records what the app writes into it. */
export class FakeBankWindow implements BankWindow {
  static opened: FakeBankWindow[] = [];
  html: string | null = null;
  discarded = false;
  constructor() {
    FakeBankWindow.opened.push(this);
  }
  show(html: string) {
    this.html = html;
  }
  discard() {
    this.discarded = true;
  }
}

export async function renderOrderModal(initialType: OrderType) {
  vi.useFakeTimers();
  FakeBankWindow.opened = [];
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  const order = createDeferredActors(orderMachine, ['placeOrder']);
  const code = createDeferredActors(codeEntryMachine, ['verifyCode']);
  const resend = createDeferredActors(resendCountdownMachine, ['sendCode']);
  const upi = createDeferredActors(upiPaymentMachine, ['makeUpiPayment', 'getPaymentStatus']);
  const netBanking = createDeferredActors(netBankingMachine, ['makeNetBankingPayment']);
  const createActors = (bankWindow: BankWindowActions) => ({
    ...order.actors,
    codeEntry: codeEntryMachine.provide({
      actors: { ...code.actors, resendCountdown: resendCountdownMachine.provide({ actors: resend.actors }) },
    }),
    upiPayment: upiPaymentMachine.provide({ actors: upi.actors }),
    netBanking: netBankingMachine.provide({
      actors: netBanking.actors,
      actions: {
        openBankPage: (_, params) => bankWindow.openBankPage(params.html),
        discardBankWindow: () => bankWindow.discardBankWindow(),
      },
    }),
  });
  const record = { closes: 0, bankPages: [] as number[] };

  function Host() {
    const [type, setType] = useState<OrderType>(initialType);
    const [opened, setOpened] = useState(true);
    return (
      <>
        <Button onClick={() => setOpened(true)}>Reopen</Button>
        <Button onClick={() => setType((was) => (was === 'SIP' ? 'LUMP_SUM' : 'SIP'))}>Switch type</Button>
        <OrderModal
          type={type}
          scheme={SCHEME}
          email={EMAIL}
          mandateId={MANDATE_ID}
          today={TODAY}
          opened={opened}
          onClose={() => {
            record.closes += 1;
            setOpened(false);
          }}
          onBankPageOpened={(orderId) => record.bankPages.push(orderId)}
          createActors={createActors}
          openWindow={() => new FakeBankWindow()}
        />
        <Outlet />
      </>
    );
  }

  const identity = new FakeIdentityProvider();
  const store = webSessionStore(window.sessionStorage);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const session = createSessionHandle(SIGNED_OUT);
  const rootRoute = createRootRouteWithContext<{ loadQueryClient: () => Promise<QueryClient> }>()({ component: Host });
  const detailsRoute = createRoute({
    getParentRoute: () => rootRoute,
    path: '/details/$isin',
    component: () => <p>Scheme details</p>,
  });
  const orderStatusRoute = createRoute({
    getParentRoute: () => rootRoute,
    path: '/orderstatus',
    component: () => <p>Order Status page</p>,
  });
  const dashboardRoute = createRoute({
    getParentRoute: () => rootRoute,
    path: '/dashboard',
    component: () => <p>Dashboard page</p>,
  });
  const router = createRouter({
    routeTree: rootRoute.addChildren([detailsRoute, orderStatusRoute, dashboardRoute]),
    history: createMemoryHistory({ initialEntries: [`/details/${SCHEME.fundId}`] }),
    context: { loadQueryClient: async () => queryClient },
    defaultPendingMinMs: 0,
  });
  render(
    <MantineProvider env="test">
      <SessionProvider value={{ actor: session, identity, store }}>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </SessionProvider>
    </MantineProvider>,
  );
  await flush();
  expect(screen.getByRole('dialog')).toBeVisible();
  return {
    user,
    router,
    order,
    code,
    resend,
    upi,
    netBanking,
    record,
    type: initialType,
    /** Set when the OTP step's resend lock starts, so a step can wait it out. */
    otpShownAt: 0,
    /** Set whenever the UPI child starts waiting for its next poll or for the give-up. */
    waitingSince: 0,
    pollingSince: 0,
    /** The failure panel's expected text. */
    failure: '',
  };
}

export type OrderSut = Awaited<ReturnType<typeof renderOrderModal>>;

export const dialog = () => screen.getByRole('dialog');
export const inDialog = () => within(dialog());
export const amountField = () => inDialog().getByRole('textbox', { name: /^Amount/ });
export const otpField = () => inDialog().getByLabelText(/^OTP/);
export const upiIdField = () => inDialog().getByRole('textbox', { name: /^UPI ID/ });

/**
 * Settles an actor call inside act and lets what follows from it run to rest (the clock stays
 * where it is), so the next assertion can be synchronous.
 */
export async function settle(run: () => Promise<void>) {
  await act(run);
  await flush();
}

/** Brings the modal back after it closed, as pressing BUY/SIP again would. */
export async function reopen(sut: OrderSut) {
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  await sut.user.click(screen.getByRole('button', { name: 'Reopen' }));
  await flush();
  expect(screen.getByRole('dialog')).toBeVisible();
}

/** The harness's other order type, as the page would open it. */
export async function switchType(sut: OrderSut) {
  sut.type = sut.type === 'SIP' ? 'LUMP_SUM' : 'SIP';
  await act(async () => {
    screen.getByRole('button', { name: 'Switch type', hidden: true }).click();
  });
}

export async function ensureType(sut: OrderSut, type: OrderType) {
  if (sut.type !== type) await switchType(sut);
}
