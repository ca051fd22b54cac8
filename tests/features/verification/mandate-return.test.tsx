// @vitest-environment happy-dom
/**
 * The bank's return to /dashboard?status&message (000 §2.7, §4.4) in the real routes: the
 * mandate result modal opens, sends the mapped status for the first mandate, and Done leaves a
 * plain /dashboard. An unknown status opens nothing.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderShell } from '../../app/shell/render-shell';

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
    const { user, router, requests } = await renderShell('/dashboard', {
      signupStatus: 'BSE_USER_MANDATE_INITIATED',
      userService: {
        'GET /users/mandates': () => Response.json(MANDATES),
        'PATCH /users/mandates/MDT-SAN00000007-2/MANDATE_REGISTRATION_FAILED': () =>
          Response.json({ status: 'success', message: 'Mandate status recorded.' }),
      },
    });
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

  it('ignores a status the bank never sends', async () => {
    await renderShell('/dashboard?status=approved&message=hello', { signupStatus: 'BSE_USER_MANDATE_INITIATED' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Investment Overview' })).toBeVisible();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
