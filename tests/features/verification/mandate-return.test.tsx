// @vitest-environment happy-dom
/**
 * The bank's return to /dashboard?status&message (000 §2.7, §4.4) in the real routes: the
 * mandate result modal opens, sends the mapped status for the first mandate, reads the account
 * again (the session renewed, so an approval that completed verification shows at once), and
 * Done leaves a plain /dashboard. An unknown status opens nothing.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { dashboardMessages } from '../../../src/features/dashboard';
import { fakeSession } from '../../api/identity/fake-identity-provider';
import { INVESTOR_EMAIL, renderShell } from '../../app/shell/render-shell';

const MANDATES = [
  {
    mandateCfmId: 'MDT-SAN00000007-2',
    approvalStatus: 'REJECTED',
    accountNumber: '50100123456789',
    bankName: 'HDFC Bank',
  },
];

describe('the return from the bank', () => {
  it('shows the failed result with the bank and masked account, and reports MANDATE_REGISTRATION_FAILED', async () => {
    const message = 'The mandate got rejected by your bank. Please try again.';
    const { user, router, requests, identity } = await renderShell('/dashboard', {
      signupStatus: 'BSE_USER_MANDATE_INITIATED',
      userService: {
        'GET /users/mandates': () => Response.json(MANDATES),
        'PATCH /users/mandates/MDT-SAN00000007-2/MANDATE_REGISTRATION_FAILED': () =>
          Response.json({ status: 'success', message: 'Mandate status recorded.' }),
      },
    });
    // The result renews the session; the pool says nothing has changed.
    vi.spyOn(identity, 'refresh').mockImplementation(async () =>
      fakeSession(INVESTOR_EMAIL, { signupStatus: 'BSE_USER_MANDATE_FAILED' }),
    );
    // The bank's page sends the browser back here.
    await act(() => router.navigate({ to: '/dashboard', search: { status: 'failure', message } }));
    const dialog = await screen.findByRole('dialog', { name: 'Autopay mandate' });
    expect(await within(dialog).findByRole('heading', { name: 'Mandate failed' })).toBeVisible();
    expect(within(dialog).getByRole('alert')).toHaveTextContent(message);
    expect(within(dialog).getByText('HDFC Bank')).toBeVisible();
    expect(within(dialog).getByText('XXXXXXXXXX6789')).toBeVisible();
    expect(
      requests.some(
        (request) =>
          request.method === 'PATCH' &&
          request.url.endsWith('/users/mandates/MDT-SAN00000007-2/MANDATE_REGISTRATION_FAILED'),
      ),
    ).toBe(true);
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.search).toEqual({});
  });

  it('after the approval that completed verification, the session and the dashboard say VERIFIED before Done', async () => {
    const approved = [{ ...MANDATES[0], mandateCfmId: 'MDT-SAN00000007-1', approvalStatus: 'APPROVED' }];
    // The bank's approval was the last step: the server has already made the account VERIFIED.
    let serverStatus = 'BSE_USER_MANDATE_INITIATED';
    const { user, router, identity, store } = await renderShell('/dashboard', {
      signupStatus: 'BSE_USER_MANDATE_INITIATED',
      userService: {
        'GET /users/status': () => Response.json({ userStatus: serverStatus }),
        'GET /users/mandates': () => Response.json(approved),
        'PATCH /users/mandates/MDT-SAN00000007-1/MANDATE_REGISTRATION_COMPLETED': () =>
          Response.json({ status: 'success', message: 'Mandate status recorded.' }),
      },
    });
    expect(await screen.findByText(dashboardMessages.authoriseIntro)).toBeVisible();
    const notice = () => screen.queryByRole('region', { name: 'Your account verification is being processed' });
    expect(notice()).toBeInTheDocument();
    // The renewed token carries what the pool now holds.
    const refresh = vi
      .spyOn(identity, 'refresh')
      .mockImplementation(async () => fakeSession(INVESTOR_EMAIL, { signupStatus: 'VERIFIED' }));
    serverStatus = 'VERIFIED';
    const message = 'Your autopay mandate is approved.';
    await act(() => router.navigate({ to: '/dashboard', search: { status: 'success', message } }));
    const dialog = await screen.findByRole('dialog', { name: 'Autopay mandate' });
    expect(await within(dialog).findByRole('heading', { name: 'Mandate authorised' })).toBeVisible();
    await waitFor(() => expect(refresh).toHaveBeenCalled());
    await waitFor(() => expect(notice()).not.toBeInTheDocument());
    expect(store.get('isActive')).toBe('true');
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText(dashboardMessages.verified)).toBeVisible();
    expect(screen.queryByText(dashboardMessages.authoriseIntro)).not.toBeInTheDocument();
  });

  it('ignores a status the bank never sends', async () => {
    await renderShell('/dashboard?status=approved&message=hello', { signupStatus: 'BSE_USER_MANDATE_INITIATED' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Investment Overview' })).toBeVisible();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
