// @vitest-environment happy-dom
/**
 * The portfolio's Redeem address (`/portfolio?redeem=…&folio=…`): the dialog opens for a fund
 * the investor holds, on FOLIO with the asked-for folio chosen; a fund not held or an account
 * not yet verified has nothing to redeem, and the address is dropped.
 */
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type Holding, portfolioKeys } from '../../../src/api/portfolio';
import { SessionProvider } from '../../../src/app/session/session-context';
import { createSessionHandle, SIGNED_OUT } from '../../../src/app/session/session-handle';
import { webSessionStore } from '../../../src/app/session/session-storage';
import { PortfolioRedemption } from '../../../src/features/redemption';
import { FakeIdentityProvider } from '../../api/identity/fake-identity-provider';
import { flush } from '../../support/clock';
import { EMAIL, FUND_ID, HOLDINGS, SCHEME_NAME } from './harness';

afterEach(() => vi.useRealTimers());

/** The dialog's holdings as GET /portfolios answers them. */
const HELD: Holding[] = HOLDINGS.map((holding) => ({
  ...holding,
  schemeName: SCHEME_NAME,
  schemeType: 'EQUITY',
  isin: FUND_ID,
  type: 'LUMP_SUM',
  amount: holding.currentValue,
  returns: '0.00',
  gainLoss: '0.00',
  lockInAmount: '0.00',
  bankName: 'HDFC Bank',
  ifsc: 'HDFC0000001',
  accountType: 'SAVINGS_BANK',
  accountNo: '50100012345678',
  minimumRedemptionAmount: '500.00',
  maximumRedemptionAmount: '0.00',
  redemptionAmountMultiple: '1.00',
  switchFlag: 'Y',
  redemptionAllowed: 'Y',
  amcCode: 'SANCHAY',
  lockinPeriodFlag: holding.lockInQuantity === '0.0000' ? 'N' : 'Y',
  lockinPeriod: 1095,
  xirr: null,
  returnFigure: { kind: 'ABSOLUTE', percent: null },
}));

async function renderAt({
  fundId,
  folio = null,
  accountActive = true,
}: {
  fundId: string;
  folio?: string | null;
  accountActive?: boolean;
}) {
  vi.useFakeTimers();
  const onClose = vi.fn();
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } },
  });
  queryClient.setQueryData(portfolioKeys.holdings(), HELD);
  const rootRoute = createRootRoute({
    component: () => (
      <PortfolioRedemption
        fundId={fundId}
        folio={folio}
        email={EMAIL}
        accountActive={accountActive}
        onClose={onClose}
      />
    ),
  });
  const router = createRouter({
    routeTree: rootRoute.addChildren([createRoute({ getParentRoute: () => rootRoute, path: '/portfolio' })]),
    history: createMemoryHistory({ initialEntries: ['/portfolio'] }),
    defaultPendingMinMs: 0,
  });
  render(
    <MantineProvider env="test">
      <SessionProvider
        value={{
          actor: createSessionHandle(SIGNED_OUT),
          identity: new FakeIdentityProvider(),
          store: webSessionStore(window.sessionStorage),
        }}
      >
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </SessionProvider>
    </MantineProvider>,
  );
  await flush();
  return { onClose };
}

describe('the portfolio’s Redeem', () => {
  it('opens the dialog on FOLIO for a fund held, with the asked-for folio chosen', async () => {
    const { onClose } = await renderAt({ fundId: FUND_ID, folio: '1001/11' });
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByRole('heading', { name: `Redeem ${SCHEME_NAME}` })).toBeVisible();
    expect(within(dialog).getByRole('radio', { name: /^Folio 1001\/11/ })).toBeChecked();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('does not choose a locked folio even when asked for it', async () => {
    await renderAt({ fundId: FUND_ID, folio: '3003/33' });
    expect(within(screen.getByRole('dialog')).queryByRole('radio', { checked: true })).not.toBeInTheDocument();
  });

  it('drops the address of a fund not held', async () => {
    const { onClose } = await renderAt({ fundId: 'INF0Z9Z99999' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('offers nothing to an account not yet verified', async () => {
    const { onClose } = await renderAt({ fundId: FUND_ID, accountActive: false });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
