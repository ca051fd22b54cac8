// @vitest-environment happy-dom
/**
 * BUY and SIP for a signed-in investor (000 §6, §8): the standing is read afresh on the click
 * (mandates, verification status with the server's signup status), then the order modal or the
 * mandate modal opens, loaded on demand. Scheme details and NFO pages both.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { SessionView } from '../../../src/app/session/session-handle';
import { ISIN, navHistory, nfo, schemeDetails } from './fixtures';
import { renderRoutes } from './harness';

const fake = await vi.hoisted(async () => (await import('./fake-catalogue')).createFakeCatalogue());
const { ok } = await import('./fake-catalogue');

const userService = vi.hoisted(() => ({
  mandates: [] as unknown[],
  verification: null as unknown,
  calls: [] as string[],
}));

vi.mock('../../../src/api/client', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../../src/api/client')>();
  const answer = (data: unknown) => ({ data, response: new Response(null, { status: 200 }) });
  return {
    ...real,
    catalogueApi: { GET: fake.GET },
    userApi: {
      GET: async (path: string) => {
        userService.calls.push(path);
        if (path === '/users/mandates') return answer(userService.mandates);
        if (path === '/customers/status') return answer(userService.verification);
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

function signedIn(signupStatus: string): SessionView {
  return {
    signedIn: true,
    user: {
      email: 'verified.investor@sanchay.example',
      'custom:user_signup_status': signupStatus,
      exp: 4_102_444_800,
      iat: 1_700_000_000,
    },
    externalPortfolio: null,
  };
}

function standing(approvalStatus: string | null, regStatus = 'ACTIVE', approval = 'ACTIVE', userStatus = 'VERIFIED') {
  userService.mandates =
    approvalStatus === null
      ? []
      : [{ mandateCfmId: 'MND-1', approvalStatus, accountNumber: '1234567890', bankName: 'HDFC Bank' }];
  userService.verification = {
    active: true,
    regStatus,
    approvalStatus: approval,
    taxStatus: 'INDIVIDUAL',
    chequeUpload: null,
    userStatus,
    mandateStatus: 'ACTIVE',
    actionButton: null,
    clientCode: 'UCC1',
    modifiedDate: null,
  };
}

beforeEach(() => {
  fake.reset();
  userService.calls = [];
  fake.on('/bo/schemes/{fundId}', () => ok(schemeDetails()));
  fake.on('/bo/navs/{id}', () => ok({ navValue: '123.4567', lastModifiedDate: '2024-06-28' }));
  fake.on('/bo/navs/{id}/history', () => ok(navHistory('2024-06-28', 30)));
});

async function openDetails(session: SessionView) {
  const view = renderRoutes(`/details/${ISIN}`, { session });
  await screen.findByRole('heading', { level: 1 });
  return view;
}

describe('opening an order when signed in', () => {
  it('BUY opens the One-Time order modal for a verified investor with an approved mandate', async () => {
    standing('APPROVED');
    await openDetails(signedIn('VERIFIED'));
    await userEvent.click(screen.getByRole('button', { name: /^Buy / }));
    const dialog = await screen.findByRole('dialog', {}, { timeout: 5000 });
    expect(within(dialog).getByRole('heading', { name: 'One-Time' })).toBeVisible();
    expect(within(dialog).getByRole('form', { name: 'Order amount' })).toBeVisible();
    expect(within(dialog).getByRole('button', { name: '+1 lakh' })).toBeVisible();
    expect(userService.calls.sort()).toEqual(['/customers/status', '/users/mandates']);
  });

  it('SIP opens the SIP order modal with the scheme default day', async () => {
    standing('APPROVED');
    await openDetails(signedIn('VERIFIED'));
    await userEvent.click(screen.getByRole('button', { name: /SIP/ }));
    const dialog = await screen.findByRole('dialog', {}, { timeout: 5000 });
    expect(within(dialog).getByRole('heading', { name: 'SIP' })).toBeVisible();
    expect(within(dialog).getByRole('button', { name: /^SIP date/ })).toHaveTextContent('5th of every month');
  });

  it('SIP with a mandate waiting for approval shows the pending text', async () => {
    standing('WAITING_FOR_MANDATE_APPROVAL');
    await openDetails(signedIn('VERIFIED'));
    await userEvent.click(screen.getByRole('button', { name: /SIP/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Order Placement failed !' }, { timeout: 5000 });
    expect(dialog).toHaveTextContent('Mandate approval is still pending; please try again later.');
  });

  it('SIP opens the order modal right after the approval that made the account VERIFIED, whatever the token says', async () => {
    // The bank approved the last step moments ago: the server says VERIFIED, the session's token not yet.
    standing('APPROVED');
    await openDetails(signedIn('BSE_USER_MANDATE_INITIATED'));
    await userEvent.click(screen.getByRole('button', { name: /SIP/ }));
    const dialog = await screen.findByRole('dialog', {}, { timeout: 5000 });
    expect(within(dialog).getByRole('heading', { name: 'SIP' })).toBeVisible();
  });

  it('SIP with an approved mandate but verification not complete on the server shows the mandate modal', async () => {
    standing('APPROVED', 'ACTIVE', 'IN_PROGRESS', 'BSE_USER_MANDATE_COMPLETED');
    await openDetails(signedIn('VERIFIED'));
    await userEvent.click(screen.getByRole('button', { name: /SIP/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Order Placement failed !' }, { timeout: 5000 });
    expect(dialog).toHaveTextContent('Mandate not approved, Click here to activate your autopay .');
  });

  it('SIP without an approved mandate links to the dashboard to activate autopay', async () => {
    standing(null, 'ACTIVE', 'ACTIVE', 'BSE_USER_MANDATE_INITIATED');
    await openDetails(signedIn('BSE_USER_MANDATE_INITIATED'));
    await userEvent.click(screen.getByRole('button', { name: /SIP/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Order Placement failed !' }, { timeout: 5000 });
    expect(dialog).toHaveTextContent('Mandate not approved, Click here to activate your autopay .');
    expect(within(dialog).getByRole('link', { name: 'Click here to activate your autopay' })).toHaveAttribute(
      'href',
      '/dashboard?openModal=true',
    );
  });

  it('a lump sum before registration and approval shows the lump-sum text', async () => {
    standing(null, 'IN_PROGRESS', 'IN_PROGRESS', 'EMAIL_VERIFIED');
    await openDetails(signedIn('EMAIL_VERIFIED'));
    await userEvent.click(screen.getByRole('button', { name: /^Buy / }));
    const dialog = await screen.findByRole('dialog', { name: 'Order Placement failed !' }, { timeout: 5000 });
    expect(dialog).toHaveTextContent(
      'Please complete the UCC, ELOG and nominee authentication before placing a lumpsum order.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('BUY on an NFO opens the order modal for that offer', async () => {
    standing('APPROVED');
    fake.on('/bo/nfos', () => ok([nfo('Sanchay Innovation Fund', '2030-07-10')]));
    renderRoutes('/NFO', { session: signedIn('VERIFIED') });
    await userEvent.click(await screen.findByRole('button', { name: 'Buy Sanchay Innovation Fund' }));
    const dialog = await screen.findByRole('dialog', {}, { timeout: 5000 });
    expect(within(dialog).getByText('Sanchay Innovation Fund')).toBeVisible();
    expect(within(dialog).getByRole('textbox', { name: /^Amount/ })).toHaveAccessibleDescription(
      'Minimum ₹5,000.00, maximum ₹10,00,00,000.00',
    );
  });

  it('SIP on an NFO reads the SIP rules from the scheme details for its limits', async () => {
    standing('APPROVED');
    fake.on('/bo/nfos', () => ok([nfo('Sanchay Innovation Fund', '2030-07-10')]));
    renderRoutes('/NFO', { session: signedIn('VERIFIED') });
    await userEvent.click(await screen.findByRole('button', { name: 'Start a SIP in Sanchay Innovation Fund' }));
    const dialog = await screen.findByRole('dialog', {}, { timeout: 5000 });
    expect(within(dialog).getByRole('heading', { name: 'SIP' })).toBeVisible();
    expect(within(dialog).getByRole('textbox', { name: /^Amount/ })).toHaveAccessibleDescription(
      'Minimum ₹500.00, maximum ₹1,00,000.00',
    );
  });
});
