// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderShell } from '../../app/shell/render-shell';

const accountSection = () => screen.getByRole('region', { name: 'Your account' });

describe('/dashboard account home (000 §2.7, §4.1)', () => {
  it('greets the investor and shows the status the server reports, with the next step', async () => {
    const { user, router } = await renderShell('/dashboard', {
      signupStatus: 'USER_CREATED',
      name: 'asha rao',
      userService: { 'GET /users/status': () => Response.json({ userStatus: 'PAN_SAVED' }) },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Investment Overview' })).toBeVisible();
    expect(screen.getByText('Welcome, Asha Rao')).toBeVisible();
    expect(await within(accountSection()).findByText('PAN saved')).toBeVisible();
    expect(within(accountSection()).getByText('Basic information')).toBeVisible();
    await user.click(within(accountSection()).getByRole('button', { name: 'Continue onboarding' }));
    expect(await screen.findByRole('heading', { name: 'Stand-in /basicInfo' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/basicInfo');
  });

  it('tells a verified investor they can invest, with no onboarding step', async () => {
    await renderShell('/dashboard', { signupStatus: 'VERIFIED' });
    expect(
      await within(accountSection()).findByText('Your account is verified. You can invest in any fund.'),
    ).toBeVisible();
    expect(within(accountSection()).queryByRole('button', { name: 'Continue onboarding' })).not.toBeInTheDocument();
  });

  it('says verification is being processed while the exchange has the account', async () => {
    await renderShell('/dashboard', { signupStatus: 'BSE_MANDATE_WAITING_APPROVAL' });
    expect(await within(accountSection()).findByText('Your account verification is being processed')).toBeVisible();
    expect(within(accountSection()).queryByRole('button', { name: 'Continue onboarding' })).not.toBeInTheDocument();
  });

  it("falls back to the token's status when the server cannot answer", async () => {
    await renderShell('/dashboard', {
      signupStatus: 'ADDITIONAL_INFO',
      userService: { 'GET /users/status': () => new Response(null, { status: 503 }) },
    });
    expect(await within(accountSection()).findByText('Additional information saved')).toBeVisible();
    expect(within(accountSection()).getByText('Nominee details')).toBeVisible();
  });

  it('invents no figures: no counters or charts before holdings exist', async () => {
    await renderShell('/dashboard', { signupStatus: 'VERIFIED' });
    await screen.findByRole('heading', { level: 1, name: 'Investment Overview' });
    expect(screen.queryByText(/₹/)).not.toBeInTheDocument();
  });
});
