// @vitest-environment happy-dom
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  type AnyRoute,
  createMemoryHistory,
  createRootRouteWithContext,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SipBean, StpBean, SwpBean } from '../../../src/api/plans';
import { SessionProvider } from '../../../src/app/session/session-context';
import { createSessionHandle } from '../../../src/app/session/session-handle';
import { webSessionStore } from '../../../src/app/session/session-storage';
import { theme } from '../../../src/app/theme';
import type { RouterContext } from '../../../src/routes/__root';
import { Route as myInvestmentRoute } from '../../../src/routes/_authed/myInvestment';
import { FakeIdentityProvider } from '../../api/identity/fake-identity-provider';

const userApi = await vi.hoisted(async () => (await import('../../support/fake-api')).createFakeApi());
const catalogueApi = await vi.hoisted(async () => (await import('../../support/fake-api')).createFakeApi());
const sandboxApi = await vi.hoisted(async () => (await import('../../support/fake-api')).createFakeApi());
const { ok, serverError } = await import('../../support/fake-api');

vi.mock('../../../src/api/client', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../../src/api/client')>();
  return {
    ...real,
    userApi: { GET: userApi.GET },
    catalogueApi: { GET: catalogueApi.GET },
    sandboxApi: { GET: sandboxApi.GET },
  };
});

const originalZone = process.env.TZ;
beforeAll(() => {
  process.env.TZ = 'Asia/Kolkata';
});
afterAll(() => {
  process.env.TZ = originalZone;
});

const BLUECHIP = 'INF0A1B01234';
const LIQUID = 'INF0A1B05678';
const FLEXI = 'INF0A1B09999';
const SCHEMES: Record<string, { schemeName: string; schemeType: string; sipDetails?: unknown }> = {
  [BLUECHIP]: {
    schemeName: 'Aarohan Bluechip Fund Growth',
    schemeType: 'EQUITY',
    sipDetails: { pauseFlag: 'Y', pauseModCount: 2 },
  },
  [LIQUID]: {
    schemeName: 'Aarohan Liquid Fund',
    schemeType: 'LIQUID',
    sipDetails: { pauseFlag: 'N', pauseModCount: 0 },
  },
  [FLEXI]: { schemeName: 'Aarohan Flexi Cap Fund', schemeType: 'EQUITY' },
};

/** The sandbox clock's today (a Sunday); the browser's clock is a year ahead, so 'Due in' follows the sandbox. */
const SANDBOX_NOW = '2026-11-22T04:30:00Z';

/** Days from the sandbox clock's today as yyyy-MM-dd. */
function inDays(days: number): string {
  const date = new Date(2026, 10, 22);
  date.setDate(date.getDate() + days);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
const slash = (iso: string) => iso.split('-').reverse().join('/');

function sip(overrides: Partial<SipBean> = {}): SipBean {
  return {
    id: 1,
    fundId: BLUECHIP,
    amount: '5000.00',
    status: 'ACTIVE',
    dueDate: inDays(3),
    pausedCount: 0,
    pauseEnabled: true,
    cancelEnabled: true,
    createdDate: '2026-11-01T10:00:00Z',
    nextAmount: '5000.00',
    stepUp: null,
    nextStepUpDate: null,
    failedDebits: 0,
    ...overrides,
  };
}

const stp = (overrides: Partial<StpBean> = {}): StpBean => ({
  id: 31,
  fromFundId: LIQUID,
  toFundId: FLEXI,
  amount: '2000.00',
  frequency: 'MONTHLY',
  status: 'ACTIVE',
  dueDate: inDays(10),
  pausedCount: 0,
  pauseEnabled: false,
  cancelEnabled: true,
  createdDate: '2026-11-01T10:00:00Z',
  ...overrides,
});

const swp = (overrides: Partial<SwpBean> = {}): SwpBean => ({
  id: 41,
  fundId: FLEXI,
  amount: '1500.00',
  status: 'CANCEL_INITIATED',
  dueDate: inDays(2),
  cancelEnabled: false,
  createdDate: '2026-11-01T10:00:00Z',
  ...overrides,
});

function renderMyInvestments(address = '/myInvestment') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const rootRoute = createRootRouteWithContext<RouterContext>()({ component: () => <Outlet /> });
  const route = myInvestmentRoute.update({
    id: '/myInvestment',
    path: '/myInvestment',
    getParentRoute: () => rootRoute,
  } as never) as AnyRoute;
  const router = createRouter({
    routeTree: rootRoute.addChildren([route]),
    history: createMemoryHistory({ initialEntries: [address] }),
    context: { loadQueryClient: async () => queryClient, session: null as never },
    defaultPendingMinMs: 0,
  });
  const now = Math.floor(Date.now() / 1000);
  render(
    <MantineProvider theme={theme} env="test">
      <SessionProvider
        value={{
          actor: createSessionHandle({
            signedIn: true,
            user: { email: 'ravi@example.in', exp: now + 3600, iat: now },
            externalPortfolio: null,
          }),
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
  return { router, user: userEvent.setup() };
}

const cards = () => within(screen.getByRole('list')).getAllByRole('listitem');

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2027, 10, 22));
  userApi.reset();
  catalogueApi.reset();
  sandboxApi.reset();
  sandboxApi.on('/clock', () => ok({ now: SANDBOX_NOW, offsetMs: 0 }));
  catalogueApi.on('/bo/schemes/{fundId}', ({ path }) => {
    const scheme = SCHEMES[path?.fundId ?? ''];
    return scheme ? ok(scheme) : { status: 404, body: { code: 'NOT_FOUND', message: 'not found' } };
  });
  userApi.on('/sips', () => ok({ sipBeans: [], totalElements: 0 }));
  userApi.on('/stps', () => ok({ stpBeans: [], totalElements: 0 }));
  userApi.on('/swps', () => ok({ swpBeans: [], totalElements: 0 }));
});

afterEach(() => {
  vi.useRealTimers();
});

describe('My Investments (001 §2.16)', () => {
  it('opens on the SIP tab and asks for the first 5, newest first', async () => {
    userApi.on('/sips', () => ok({ sipBeans: [sip()], totalElements: 1 }));
    renderMyInvestments();
    expect(await screen.findByRole('heading', { name: 'SIP Investments' })).toBeVisible();
    expect(screen.getByRole('tab', { name: 'SIP' })).toHaveAttribute('aria-selected', 'true');
    await screen.findByText('Aarohan Bluechip Fund Growth');
    expect(userApi.calls('/sips')[0]?.query).toEqual({
      pageNo: 0,
      pageSize: 5,
      sortBy: 'createdDate',
      direction: 'DESC',
    });
  });

  it('shows the empty text of the tab', async () => {
    renderMyInvestments('/myInvestment?tab=SWP');
    expect(
      await screen.findByText(
        'At the moment, there are no investments available under SWP. Please check back later or explore other options.',
      ),
    ).toBeVisible();
  });

  it('reads a failed list as empty, and logs it', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    userApi.on('/sips', () => serverError());
    renderMyInvestments();
    expect(await screen.findByText(/no investments available under SIP/)).toBeVisible();
    expect(log).toHaveBeenCalled();
    log.mockRestore();
  });

  it('shows a card: scheme, amount, due date while ACTIVE, badge and due soon', async () => {
    userApi.on('/sips', () =>
      ok({
        sipBeans: [
          sip({ id: 3, dueDate: inDays(1) }),
          sip({ id: 2, status: 'PAUSED', dueDate: inDays(12), pausedCount: 1 }),
          sip({
            id: 1,
            fundId: 'INF9Z9Z99999',
            status: 'WHATEVER' as SipBean['status'],
            dueDate: inDays(7),
            amount: '123456.5',
          }),
        ],
        totalElements: 3,
      }),
    );
    renderMyInvestments();
    await screen.findAllByText('Aarohan Bluechip Fund Growth');
    const [dueTomorrow, paused, unknown] = cards();
    expect(dueTomorrow).toHaveTextContent('₹5,000.00');
    expect(dueTomorrow).toHaveTextContent(`Due date${slash(inDays(1))}`);
    expect(dueTomorrow).toHaveTextContent('Due in 1 day.');
    expect(within(dueTomorrow as HTMLElement).getByText('Active')).toBeVisible();
    // A skipped SIP shows no due date and 'Skipped'.
    expect(paused).not.toHaveTextContent('Due date');
    expect(within(paused as HTMLElement).getByText('Skipped')).toBeVisible();
    // An unknown scheme and an unknown status show as they are; 7 days is not due soon.
    expect(await within(unknown as HTMLElement).findByText('Unknown')).toBeVisible();
    expect(within(unknown as HTMLElement).getByText('WHATEVER')).toBeVisible();
    expect(unknown).toHaveTextContent('₹1,23,456.50');
    expect(unknown).not.toHaveTextContent('Due in');
  });

  it('offers Skip only where the scheme allows pausing, disabled by 001 §4.5, and a disabled action opens nothing', async () => {
    userApi.on('/sips', () =>
      ok({
        sipBeans: [
          sip({ id: 4 }),
          sip({ id: 3, pausedCount: 2 }),
          sip({ id: 2, fundId: LIQUID, pauseEnabled: false }),
          sip({ id: 1, status: 'CANCEL_INITIATED', cancelEnabled: true }),
        ],
        totalElements: 4,
      }),
    );
    const { user } = renderMyInvestments();
    await screen.findAllByText('Aarohan Liquid Fund');
    const [open, usedUp, noPause, cancelling] = cards().map((card) => within(card));
    expect(open?.getByRole('button', { name: 'Skip' })).toBeEnabled();
    expect(open?.getByRole('button', { name: 'Cancel' })).toBeEnabled();
    expect(usedUp?.getByRole('button', { name: 'Skip' })).toBeDisabled();
    expect(noPause?.queryByRole('button', { name: 'Skip' })).not.toBeInTheDocument();
    expect(cancelling?.getByRole('button', { name: 'Skip' })).toBeDisabled();
    expect(cancelling?.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    expect(cancelling?.getByText('Cancelling')).toBeVisible();
    // 'Due in N days.' is not shown while cancelling.
    expect(cards()[3]).not.toHaveTextContent('Due in');
    await user.click(cancelling?.getByRole('button', { name: 'Cancel' }) as HTMLElement);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows the step-up and the next instalment on a SIP card (issue 15)', async () => {
    userApi.on('/sips', () =>
      ok({
        sipBeans: [
          sip({
            id: 2,
            nextAmount: '5500.00',
            stepUp: { type: 'AMOUNT', value: '500.00', cap: '10000.00' },
            nextStepUpDate: '2027-11-05',
          }),
          sip({ id: 1, stepUp: { type: 'PERCENTAGE', value: '10.00', cap: '20000.00' }, nextStepUpDate: null }),
        ],
        totalElements: 2,
      }),
    );
    renderMyInvestments();
    await screen.findAllByText('Aarohan Bluechip Fund Growth');
    const [fixed, percent] = cards();
    expect(fixed).toHaveTextContent('Next installment₹5,500.00');
    expect(fixed).toHaveTextContent('Yearly step-up+₹500.00 a year, up to ₹10,000.00next from 05/11/2027');
    expect(percent).toHaveTextContent('+10% a year, up to ₹20,000.00');
  });

  it('shows From and To on an STP, and only Cancel', async () => {
    userApi.on('/stps', () => ok({ stpBeans: [stp()], totalElements: 1 }));
    renderMyInvestments('/myInvestment?tab=STP');
    expect(await screen.findByRole('heading', { name: 'STP Investments' })).toBeVisible();
    await screen.findByText('Aarohan Flexi Cap Fund');
    const card = cards()[0] as HTMLElement;
    expect(card).toHaveTextContent('From:Aarohan Liquid Fund');
    expect(card).toHaveTextContent('To:Aarohan Flexi Cap Fund');
    expect(within(card).queryByRole('button', { name: 'Skip' })).not.toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Cancel' })).toBeEnabled();
    expect(card).toHaveTextContent('Amount₹2,000.00');
    expect(card).not.toHaveTextContent('every business day');
  });

  it('says a daily STP moves its amount every business day until cancelled or the folio runs out (issue 26)', async () => {
    userApi.on('/stps', () => ok({ stpBeans: [stp({ frequency: 'DAILY', amount: '500.00' })], totalElements: 1 }));
    renderMyInvestments('/myInvestment?tab=STP');
    await screen.findByText('Aarohan Flexi Cap Fund');
    const card = cards()[0] as HTMLElement;
    expect(card).toHaveTextContent('Amount₹500.00 per instalment');
    expect(within(card).getByText('Runs every business day until you cancel it or the folio runs out.')).toBeVisible();
  });

  it('pages 5 at a time with a pager only beyond one page; a tab change goes back to page 1', async () => {
    userApi.on('/sips', ({ query }) => {
      const pageNo = Number(query?.pageNo ?? 0);
      const ids = [7, 6, 5, 4, 3, 2, 1].slice(pageNo * 5, pageNo * 5 + 5);
      return ok({ sipBeans: ids.map((id) => sip({ id, amount: `${id}000.00` })), totalElements: 7 });
    });
    userApi.on('/swps', () => ok({ swpBeans: [swp()], totalElements: 1 }));
    const { router, user } = renderMyInvestments();
    await screen.findByText('₹7,000.00');
    expect(cards()).toHaveLength(5);
    const pager = screen.getByRole('navigation', { name: 'SIP Investments pages' });
    await user.click(within(pager).getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByText('₹2,000.00')).toBeVisible();
    expect(cards()).toHaveLength(2);
    expect(userApi.calls('/sips').at(-1)?.query?.pageNo).toBe(1);
    expect(router.state.location.search).toEqual({ page: 2 });

    await user.click(screen.getByRole('tab', { name: 'SWP' }));
    expect(await screen.findByRole('heading', { name: 'SWP Investments' })).toBeVisible();
    expect(router.state.location.search).toEqual({ tab: 'SWP' });
    expect(userApi.calls('/swps').at(-1)?.query?.pageNo).toBe(0);
    await screen.findByText('₹1,500.00');
    expect(screen.queryByRole('navigation', { name: /pages/ })).not.toBeInTheDocument();
  });
});
