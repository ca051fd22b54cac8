// @vitest-environment happy-dom
/**
 * BUY when the order dialogs' code cannot be downloaded (issue 28; 000 §8 'Loading chunk
 * failed'): it once only logged, the spinner stopped and nothing was shown. A file of its own: a
 * module once loaded stays loaded for the rest of a file, so the failure must come first.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { SessionView } from '../../../src/app/session/session-handle';
import { ISIN, navHistory, schemeDetails } from './fixtures';
import { renderRoutes } from './harness';

const fake = await vi.hoisted(async () => (await import('./fake-catalogue')).createFakeCatalogue());
const { ok } = await import('./fake-catalogue');

// The order dialogs' code, loaded on the first click, fails to download while `codeLoad.failing`.
const codeLoad = vi.hoisted(() => ({ failing: true }));
vi.mock('../../../src/features/buying/order-dialogs', async (importOriginal) => {
  if (codeLoad.failing) {
    throw new TypeError('Failed to fetch dynamically imported module: /assets/order-dialogs-Bx1.js');
  }
  return importOriginal();
});

vi.mock('../../../src/api/client', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../../src/api/client')>();
  const answer = (data: unknown) => ({ data, response: new Response(null, { status: 200 }) });
  return {
    ...real,
    catalogueApi: { GET: fake.GET },
    userApi: {
      GET: async (path: string) => {
        if (path === '/users/mandates') {
          return answer([{ mandateCfmId: 'MND-1', approvalStatus: 'APPROVED', accountNumber: '1234567890' }]);
        }
        if (path === '/customers/status')
          return answer({ regStatus: 'ACTIVE', approvalStatus: 'ACTIVE', userStatus: 'VERIFIED' });
        throw new Error(`No fake answer for GET ${path}`);
      },
    },
    sandboxApi: { GET: async () => answer({ now: '2026-11-22T06:00:00.000Z', offsetMs: 0 }) },
  };
});

vi.mock('../../../src/features/catalogue/charts/echarts-charts', () => ({
  NavLineChart: () => <div />,
  SectorDoughnut: () => <div />,
}));

const VERIFIED: SessionView = {
  signedIn: true,
  user: {
    email: 'verified.investor@sanchay.example',
    'custom:user_signup_status': 'VERIFIED',
    exp: 4_102_444_800,
    iat: 1_700_000_000,
  },
  externalPortfolio: null,
};

beforeEach(() => {
  fake.reset();
  fake.on('/bo/schemes/{fundId}', () => ok(schemeDetails()));
  fake.on('/bo/navs/{id}', () => ok({ navValue: '123.4567', lastModifiedDate: '2024-06-28' }));
  fake.on('/bo/navs/{id}/history', () => ok(navHistory('2024-06-28', 30)));
});

describe('BUY when the order form cannot be downloaded', () => {
  it("says 'Loading chunk failed' instead of nothing; Close leaves the page, Try again opens the order", async () => {
    renderRoutes(`/details/${ISIN}`, { session: VERIFIED });
    await screen.findByRole('heading', { level: 1 });
    const buy = screen.getByRole('button', { name: /^Buy / });

    await userEvent.click(buy);
    let failed = await screen.findByRole('dialog', { name: 'Loading chunk failed' }, { timeout: 5000 });
    expect(failed).toHaveTextContent('The order form could not be downloaded. Check your connection and try again.');
    expect(buy).not.toHaveAttribute('data-loading');
    await userEvent.click(within(failed).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await userEvent.click(buy);
    failed = await screen.findByRole('dialog', { name: 'Loading chunk failed' }, { timeout: 5000 });
    codeLoad.failing = false;
    await userEvent.click(within(failed).getByRole('button', { name: 'Try again' }));
    const dialog = await screen.findByRole('dialog', { name: 'One-Time' }, { timeout: 5000 });
    expect(within(dialog).getByRole('form', { name: 'Order amount' })).toBeVisible();
    expect(screen.queryByRole('dialog', { name: 'Loading chunk failed' })).not.toBeInTheDocument();
  });
});
