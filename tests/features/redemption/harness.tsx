/**
 * Renders the redemption dialog the way the portfolio does (router, session, query client,
 * Mantine) with the calls of its machine and code entry settled by the test. The page mounts a
 * fresh dialog for every opening; "Reopen" plays the row action Redeem.
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
import type { RedemptionHolding } from '../../../domain/redemption';
import { redemptionMachine } from '../../../machines/redemption.machine';
import { codeEntryMachine } from '../../../machines/shared/code-entry.machine';
import { resendCountdownMachine } from '../../../machines/shared/resend-countdown.machine';
import { SessionProvider } from '../../../src/app/session/session-context';
import { createSessionHandle, SIGNED_OUT } from '../../../src/app/session/session-handle';
import { webSessionStore } from '../../../src/app/session/session-storage';
import { RedemptionDialog } from '../../../src/features/redemption';
import { FakeIdentityProvider } from '../../api/identity/fake-identity-provider';
import { flush } from '../../support/clock';
import { createDeferredActors } from '../../support/model';
import { FUND_ID, HOLDINGS, SCHEME_NAME } from './holdings';

export { FUND_ID, HOLDINGS, SCHEME_NAME };

export const EMAIL = 'ravi.kumar@example.in';
export const MASKED_EMAIL = 'rxxx@example.in';
export const ORDER_ID = 77;
afterEach(() => {
  window.sessionStorage.clear();
  vi.useRealTimers();
});

/** The dialog over `holdings` (by default the three folios of ./holdings.ts). */
export async function renderRedemptionDialog(holdings: readonly RedemptionHolding[] = HOLDINGS) {
  vi.useFakeTimers();
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  const redemption = createDeferredActors(redemptionMachine, ['placeRedemption']);
  const code = createDeferredActors(codeEntryMachine, ['verifyCode']);
  const resend = createDeferredActors(resendCountdownMachine, ['sendCode']);
  const createActors = () => ({
    ...redemption.actors,
    codeEntry: codeEntryMachine.provide({
      actors: { ...code.actors, resendCountdown: resendCountdownMachine.provide({ actors: resend.actors }) },
    }),
  });
  const record = { closes: 0 };

  function Host() {
    const [openings, setOpenings] = useState(1);
    const [opened, setOpened] = useState(true);
    return (
      <>
        <Button
          onClick={() => {
            setOpenings((count) => count + 1);
            setOpened(true);
          }}
        >
          Reopen
        </Button>
        {opened && (
          <RedemptionDialog
            key={openings}
            fundId={FUND_ID}
            schemeName={SCHEME_NAME}
            holdings={holdings}
            folio={null}
            email={EMAIL}
            onClose={() => {
              record.closes += 1;
              setOpened(false);
            }}
            createActors={createActors}
          />
        )}
        <Outlet />
      </>
    );
  }

  const identity = new FakeIdentityProvider();
  const store = webSessionStore(window.sessionStorage);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const session = createSessionHandle(SIGNED_OUT);
  const rootRoute = createRootRouteWithContext<{ loadQueryClient: () => Promise<QueryClient> }>()({ component: Host });
  const portfolioRoute = createRoute({
    getParentRoute: () => rootRoute,
    path: '/portfolio',
    component: () => <p>Portfolio page</p>,
  });
  const orderStatusRoute = createRoute({
    getParentRoute: () => rootRoute,
    path: '/orderstatus',
    component: () => <p>Order Status page</p>,
  });
  const router = createRouter({
    routeTree: rootRoute.addChildren([portfolioRoute, orderStatusRoute]),
    history: createMemoryHistory({ initialEntries: ['/portfolio'] }),
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
    redemption,
    code,
    resend,
    record,
    /** The quantity Submit is expected to send. */
    quantity: '',
    /** What the server says of the code: a repeated redemption answers STILL_VALID. */
    otpNotice: 'SENT' as 'SENT' | 'STILL_VALID',
    /** Set when the OTP step's resend lock starts, so a step can wait it out. */
    otpShownAt: 0,
    /** ERROR's expected text. */
    failure: '',
  };
}

export type RedemptionSut = Awaited<ReturnType<typeof renderRedemptionDialog>>;

export const dialog = () => screen.getByRole('dialog');
export const inDialog = () => within(dialog());
export const unitsField = () => inDialog().getByRole('textbox', { name: /^Units/ });
export const redeemAllBox = () => inDialog().getByRole<HTMLInputElement>('checkbox', { name: 'Redeem all units' });
export const otpField = () => inDialog().getByLabelText(/^OTP/);
export const button = (name: string | RegExp) => inDialog().getByRole('button', { name });

/** Settles an actor call inside act and lets what follows run to rest (the clock stays put). */
export async function settle(run: () => Promise<void>) {
  await act(run);
  await flush();
}

/** Opens the dialog again after it closed, as the row action Redeem would. */
export async function reopen(sut: RedemptionSut) {
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  await sut.user.click(screen.getByRole('button', { name: 'Reopen' }));
  await flush();
  expect(screen.getByRole('dialog')).toBeVisible();
}
