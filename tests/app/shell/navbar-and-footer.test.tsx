// @vitest-environment happy-dom
import { act, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { config } from '../../../src/app/config';
import { shellMessages } from '../../../src/app/shell/messages';
import { renderApp } from '../render-app';

const navbar = () => screen.getByRole('navigation', { name: shellMessages.navigationLabel });

describe('logged-out navbar (000 §2.2)', () => {
  it('links the brand logo to the home route and offers NFO, Explore and Sign In', async () => {
    await renderApp('/privacypolicy');
    const banner = screen.getByRole('banner');
    expect(within(banner).getByRole('link', { name: config.brand.name })).toHaveAttribute('href', '/sanchay-home');
    expect(within(navbar()).getByRole('link', { name: 'NFO' })).toHaveAttribute('href', '/NFO');
    expect(within(navbar()).getByRole('link', { name: 'Explore' })).toHaveAttribute('href', '/explore');
    expect(within(navbar()).getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/signin');
  });

  it('hides Sign In on the sign-in page and keeps Explore', async () => {
    await renderApp('/signin');
    expect(within(navbar()).queryByRole('link', { name: 'Sign In' })).not.toBeInTheDocument();
    expect(within(navbar()).getByRole('link', { name: 'Explore' })).toBeVisible();
  });

  it('is replaced by the landing header on the landing page and comes back when leaving it', async () => {
    const { router } = await renderApp('/sanchay-home');
    expect(screen.queryByRole('navigation', { name: shellMessages.navigationLabel })).not.toBeInTheDocument();
    const landingNav = screen.getByRole('navigation', { name: 'Landing' });
    expect(within(landingNav).getByRole('link', { name: 'Explore' })).toHaveAttribute('href', '/explore');
    expect(within(landingNav).getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/signin');

    await act(() => router.navigate({ to: '/termsconditions' }));
    expect(await screen.findByRole('navigation', { name: shellMessages.navigationLabel })).toBeVisible();
    expect(screen.queryByRole('navigation', { name: 'Landing' })).not.toBeInTheDocument();
  });

  it('starts with a skip link to the main content, reachable by the first Tab', async () => {
    const { user } = await renderApp('/privacypolicy');
    await user.tab();
    const skip = screen.getByRole('link', { name: 'Skip to main content' });
    expect(skip).toHaveFocus();
    expect(skip).toHaveAttribute('href', '#main-content');
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main-content');
  });

  it('lets the keyboard reach every navbar control in order', async () => {
    const { user } = await renderApp('/privacypolicy');
    const order = [];
    for (let i = 0; i < 5; i += 1) {
      await user.tab();
      order.push(document.activeElement?.textContent);
    }
    expect(order).toEqual(['Skip to main content', config.brand.name, 'NFO', 'Explore', 'Sign In']);
  });

  it('scrolls to the top on every navigation', async () => {
    const { router } = await renderApp('/privacypolicy');
    const scrollTo = vi.spyOn(window, 'scrollTo');
    await act(() => router.navigate({ to: '/termsconditions' }));
    await vi.waitFor(() => expect(scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 0, left: 0 })));
    scrollTo.mockClear();
    await act(() => router.navigate({ to: '/signin' }));
    await vi.waitFor(() => expect(scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 0, left: 0 })));
  });
});

describe('footer (000 §1)', () => {
  it('carries the regulatory disclaimers without an invented registration number', async () => {
    await renderApp('/privacypolicy');
    const footer = screen.getByRole('contentinfo');
    expect(
      within(footer).getByText(
        'Mutual fund investments are subject to market risks. Read all scheme-related documents carefully before investing.',
      ),
    ).toBeVisible();
    expect(within(footer).getByText(/AMFI-registered mutual fund distributor/)).toBeVisible();
    expect(within(footer).getByText(/do not give investment advice/)).toBeVisible();
    expect(footer.textContent).not.toMatch(/ARN-?\s*\d/);
  });

  it('links to exchanges, regulators and social pages in a new tab without an opener', async () => {
    await renderApp('/privacypolicy');
    const footer = screen.getByRole('contentinfo');
    const expected = {
      BSE: 'https://www.bseindia.com',
      NSE: 'https://www.nseindia.com',
      SEBI: 'https://www.sebi.gov.in',
      AMFI: 'https://www.amfiindia.com',
      X: 'https://x.com/sanchay',
      LinkedIn: 'https://www.linkedin.com/company/sanchay',
      Instagram: 'https://www.instagram.com/sanchay',
      YouTube: 'https://www.youtube.com/@sanchay',
    };
    for (const [label, href] of Object.entries(expected)) {
      const link = within(footer).getByRole('link', { name: `${label} (opens in a new tab)` });
      expect(link).toHaveAttribute('href', href);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link.getAttribute('rel')).toContain('noopener');
    }
  });

  it('links to the privacy policy, terms and account deletion, and shows version and credit', async () => {
    await renderApp('/signin');
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacypolicy');
    expect(within(footer).getByRole('link', { name: 'Terms & Conditions' })).toHaveAttribute(
      'href',
      '/termsconditions',
    );
    expect(within(footer).getByRole('link', { name: 'Delete Account' })).toHaveAttribute('href', '/deleteaccount');
    expect(within(footer).getByText('Version 3.0.1')).toBeVisible();
    expect(within(footer).getByText('Designed and built by the Sanchay product team')).toBeVisible();
  });

  it('follows the footer links inside the app', async () => {
    const { user, router } = await renderApp('/signin');
    await user.click(within(screen.getByRole('contentinfo')).getByRole('link', { name: 'Privacy Policy' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/privacypolicy');
  });

  it('shows the promotional banner inviting visitors to explore funds', async () => {
    await renderApp('/privacypolicy');
    const promo = screen.getByRole('region', { name: shellMessages.promo.title });
    expect(within(promo).getByRole('link', { name: 'Explore Funds' })).toHaveAttribute('href', '/explore');
  });
});
