// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from './render-app';

const banners = {
  userCreated: 'Thank you for completing the verification! Please log in to continue.',
  createUser: 'Please complete your onboarding process by logging in.',
  linkFailed: 'Invalid session, please sign in to continue.',
} as const;

describe('/signin banners (001 §2.3, 000 §8)', () => {
  it.each(Object.entries(banners))('message=%s shows its banner verbatim', async (message, text) => {
    await renderApp(`/signin?message=${message}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent(text);
    for (const other of Object.values(banners).filter((t) => t !== text)) {
      expect(screen.queryByText(other)).not.toBeInTheDocument();
    }
    expect(screen.queryByText('Token Expired')).not.toBeInTheDocument();
  });

  it("error=Expired shows 'Token Expired'", async () => {
    await renderApp('/signin?error=Expired');
    expect(await screen.findByRole('alert')).toHaveTextContent('Token Expired');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows both when both are given', async () => {
    await renderApp('/signin?error=Expired&message=linkFailed');
    expect(await screen.findByRole('alert')).toHaveTextContent('Token Expired');
    expect(screen.getByRole('status')).toHaveTextContent(banners.linkFailed);
  });

  it('shows no banner without parameters, and ignores values it does not know', async () => {
    await renderApp('/signin?message=somethingElse&error=Nope');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says honestly that accounts are not open yet, and offers Explore and the way back', async () => {
    await renderApp(`/signin?redirect=${encodeURIComponent('/privacypolicy?from=buy')}`);
    const main = screen.getByRole('main');
    expect(await within(main).findByText('Investor accounts are not open yet')).toBeVisible();
    expect(within(main).queryByRole('textbox')).not.toBeInTheDocument();
    expect(within(main).queryByLabelText(/password/i)).not.toBeInTheDocument();
    expect(within(main).getByRole('link', { name: 'Explore funds' })).toHaveAttribute('href', '/explore');
    expect(within(main).getByRole('link', { name: 'Go back to the page you were on' })).toHaveAttribute(
      'href',
      '/privacypolicy?from=buy',
    );
  });

  it('follows the way back inside the app', async () => {
    const { user, router } = await renderApp(`/signin?redirect=${encodeURIComponent('/termsconditions')}`);
    await user.click(await screen.findByRole('link', { name: 'Go back to the page you were on' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Terms & Conditions' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/termsconditions');
  });

  it.each(['//evil.example/phish', 'https://evil.example/', 'javascript:alert(1)', '/\\evil.example'])(
    'drops a redirect that leaves the app: %s',
    async (redirect) => {
      await renderApp(`/signin?redirect=${encodeURIComponent(redirect)}`);
      expect(await screen.findByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible();
      expect(screen.queryByRole('link', { name: 'Go back to the page you were on' })).not.toBeInTheDocument();
    },
  );
});
