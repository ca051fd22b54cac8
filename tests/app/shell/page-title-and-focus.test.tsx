// @vitest-environment happy-dom
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderShell } from './render-shell';

describe('page titles (WCAG 2.4.2)', () => {
  it("reads '<page> · Sanchay' and follows the route", async () => {
    const { router } = await renderShell('/privacypolicy', { signupStatus: 'VERIFIED' });
    await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' });
    await waitFor(() => expect(document.title).toBe('Privacy Policy · Sanchay'));
    await act(() => router.navigate({ to: '/dashboard' }));
    await screen.findByRole('heading', { level: 1, name: 'Investment Overview' });
    await waitFor(() => expect(document.title).toBe('Dashboard · Sanchay'));
  });
});

describe('focus after a route change (WCAG 2.4.3, 4.1.3)', () => {
  it('stays where it is on the first load', async () => {
    await renderShell('/privacypolicy');
    await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' });
    expect(document.activeElement).toBe(document.body);
  });

  it("moves to the new page's main heading, which announces it", async () => {
    const { user } = await renderShell('/dashboard', { signupStatus: 'VERIFIED' });
    await screen.findByRole('heading', { level: 1, name: 'Investment Overview' });
    const footerLink = within(screen.getByRole('contentinfo')).getByRole('link', { name: 'Privacy Policy' });
    await user.click(footerLink);
    const heading = await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' });
    await waitFor(() => expect(heading).toHaveFocus());
    // Focusable by script only: not a stop in the Tab order.
    expect(heading).toHaveAttribute('tabindex', '-1');
  });

  it('stays in a dialog the new page opens', async () => {
    const { router } = await renderShell('/privacypolicy', { signupStatus: 'REGISTERED' });
    await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' });
    await act(() => router.navigate({ to: '/dashboard', search: { openModal: true } }));
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
  });
});
