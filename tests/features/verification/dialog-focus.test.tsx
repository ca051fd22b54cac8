// @vitest-environment happy-dom
/**
 * Focus in the verification status modal and the mandate result modal (issue 29 item 1, WCAG
 * 2.4.3): each new step takes focus (its heading, else the dialog's title), a step whose content
 * replaces the focused control hands focus back, and closing returns focus to the control that
 * opened the modal, or to the page's h1 when that control is gone (verified at once) or there
 * never was one (the bank's return is a fresh page load).
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { watchFocusOrigin } from '../../../src/components/focus-origin';
import { dashboardMessages } from '../../../src/features/dashboard';
import { fakeSession } from '../../api/identity/fake-identity-provider';
import { INVESTOR_EMAIL, renderShell } from '../../app/shell/render-shell';

// main.tsx starts this in the app.
watchFocusOrigin();

const REGISTERED = {
  active: false,
  regStatus: 'ACTIVE',
  approvalStatus: 'ACTIVE',
  taxStatus: 'INDIVIDUAL',
  chequeUpload: null,
  userStatus: 'BSE_CLIENT_CREATION_COMPLETED',
  mandateStatus: 'IN_PROGRESS',
  actionButton: 'AUTHORIZE',
  clientCode: 'SAN00000007',
  modifiedDate: null,
};
const ACTIVE = { ...REGISTERED, active: true, mandateStatus: 'ACTIVE', actionButton: null, userStatus: 'VERIFIED' };
const MANDATE = {
  mandateCfmId: 'MDT-SAN00000007-1',
  approvalStatus: 'PENDING',
  accountNumber: '50100123456789',
  bankName: 'HDFC Bank',
};

const h1 = () => screen.getByRole('heading', { level: 1, name: 'Investment Overview' });
const opener = () => screen.getByRole('button', { name: dashboardMessages.openVerification });
const verification = () => screen.findByRole('dialog', { name: 'Account verification' });
const gone = () => waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

/** The dashboard of an investor the exchange has, 'Open account verification' pressed by keyboard. */
async function openByKeyboard(status: object) {
  let signupStatus = 'BSE_CLIENT_CREATION_COMPLETED';
  const sut = await renderShell('/dashboard', {
    signupStatus,
    userService: {
      'GET /users/status': () => Response.json({ userStatus: signupStatus }),
      'GET /customers/status': () => Response.json(status),
      'GET /users/mandates': () => Response.json([MANDATE]),
      'GET /users/mandates/MDT-SAN00000007-1': () => Response.json({ url: 'http://localhost/bank/mandate' }),
      'PATCH /customers/kyc': () => {
        signupStatus = 'VERIFIED';
        return Response.json({ status: 'success' });
      },
    },
  });
  vi.spyOn(sut.identity, 'refresh').mockImplementation(async () =>
    fakeSession(INVESTOR_EMAIL, { signupStatus: 'VERIFIED' }),
  );
  const button = await screen.findByRole('button', { name: dashboardMessages.openVerification });
  act(() => button.focus());
  await sut.user.keyboard('{Enter}');
  return sut;
}

describe('the verification status modal', () => {
  it('Escape returns focus to Open account verification', async () => {
    const { user } = await openByKeyboard(REGISTERED);
    const dialog = await verification();
    await within(dialog).findByRole('button', { name: 'Authorize Autopay' });
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await user.keyboard('{Escape}');
    await gone();
    await waitFor(() => expect(opener()).toHaveFocus());
  });

  it('Authorize moves focus to the redirect notice, Back to Refresh, Close to the opener', async () => {
    const { user } = await openByKeyboard(REGISTERED);
    const dialog = await verification();
    const authorize = await within(dialog).findByRole('button', { name: 'Authorize Autopay' });
    act(() => authorize.focus());
    await user.keyboard('{Enter}');
    const notice = await within(dialog).findByRole('heading', { name: /redirect/i });
    await waitFor(() => expect(notice).toHaveFocus());
    await user.click(within(dialog).getByRole('button', { name: 'Back' }));
    await within(dialog).findByRole('button', { name: 'Authorize Autopay' });
    // Back to the status rows: focus is on their own choice, Refresh, not on <body>.
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Refresh' })).toHaveFocus());
    const close = within(dialog)
      .getAllByRole('button', { name: 'Close' })
      .find((button) => !button.closest('header')) as HTMLElement;
    act(() => close.focus());
    await user.keyboard('{Enter}');
    await gone();
    await waitFor(() => expect(opener()).toHaveFocus());
  });

  it("moves focus to 'You're good to go!', and closing it gives focus to the h1 once the opener is gone", async () => {
    const { user } = await openByKeyboard(ACTIVE);
    const dialog = await verification();
    const heading = await within(dialog).findByRole('heading', { name: "You're good to go!" });
    await waitFor(() => expect(heading).toHaveFocus());
    // Verified at once: the dashboard no longer offers the verification.
    await waitFor(() => expect(screen.queryByText(dashboardMessages.authoriseIntro)).not.toBeInTheDocument());
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await gone();
    await waitFor(() => expect(h1()).toHaveFocus());
  });
});

describe('the mandate result modal (mounted open by the bank’s return)', () => {
  it('moves focus to the result, and Done gives focus to the h1', async () => {
    const { user, router, identity } = await renderShell('/dashboard', {
      signupStatus: 'BSE_USER_MANDATE_INITIATED',
      userService: {
        'GET /users/mandates': () => Response.json([MANDATE]),
        'PATCH /users/mandates/MDT-SAN00000007-1/MANDATE_REGISTRATION_COMPLETED': () =>
          Response.json({ status: 'success', message: 'Mandate status recorded.' }),
      },
    });
    vi.spyOn(identity, 'refresh').mockImplementation(async () =>
      fakeSession(INVESTOR_EMAIL, { signupStatus: 'BSE_USER_MANDATE_INITIATED' }),
    );
    await screen.findByText(dashboardMessages.authoriseIntro);
    await act(() => router.navigate({ to: '/dashboard', search: { status: 'success', message: 'Approved.' } }));
    const dialog = await screen.findByRole('dialog', { name: 'Autopay mandate' });
    const heading = await within(dialog).findByRole('heading', { name: 'Mandate authorised' });
    await waitFor(() => expect(heading).toHaveFocus());
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    await gone();
    await waitFor(() => expect(h1()).toHaveFocus());
  });
});
