// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { deleteAccountMessages as text } from '../../../src/features/account';
import { renderShell } from '../../app/shell/render-shell';
import { withDesktopViewport } from '../../support/viewport';

// These steps use the header's menus, shown from 1200 px.
withDesktopViewport();

const deleteButton = () => screen.getByRole('button', { name: text.button });

describe('/deleteaccount (001 §2.17, §4.6, §8)', () => {
  it("shows 'Failed to delete account' when the server gives no message, and lets the investor try again", async () => {
    let attempts = 0;
    const { user, router } = await renderShell('/deleteaccount', {
      signupStatus: 'USER_CREATED',
      userService: {
        'PUT /users/delete': () => {
          attempts += 1;
          return attempts === 1 ? new Response('gateway down', { status: 502 }) : Response.json({ status: 'success' });
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: text.button }));
    expect(await screen.findByText(text.failed)).toBeVisible();
    expect(deleteButton()).toBeEnabled();
    expect(router.state.location.pathname).toBe('/deleteaccount');

    await user.click(deleteButton());
    expect(await screen.findByRole('status')).toHaveTextContent(text.deleted);
    expect(attempts).toBe(2);
  });

  it("treats an answer other than status 'success' as a failure", async () => {
    const { user } = await renderShell('/deleteaccount', {
      signupStatus: 'USER_CREATED',
      userService: {
        'PUT /users/delete': () => Response.json({ status: 'pending', message: 'Deletion is queued' }),
      },
    });
    await user.click(await screen.findByRole('button', { name: text.button }));
    expect(await screen.findByText('Deletion is queued')).toBeVisible();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('goes back to / with Go Back', async () => {
    const { user, router } = await renderShell('/deleteaccount', { signupStatus: 'VERIFIED' });
    await user.click(await screen.findByRole('link', { name: text.goBack }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    // Leaving the page brings the navbar back.
    expect(await screen.findByRole('navigation', { name: 'Main' })).toBeVisible();
  });

  it('is reached from the footer link', async () => {
    const { user, router } = await renderShell('/privacypolicy', { signupStatus: 'VERIFIED' });
    const footer = screen.getByRole('contentinfo');
    const link = footer.querySelector('a[href="/deleteaccount"]');
    expect(link).not.toBeNull();
    if (link) await user.click(link);
    expect(await screen.findByRole('heading', { level: 1, name: text.title })).toBeVisible();
    expect(router.state.location.pathname).toBe('/deleteaccount');
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    expect(screen.queryByText('Your account verification is being processed')).not.toBeInTheDocument();
  });
});
