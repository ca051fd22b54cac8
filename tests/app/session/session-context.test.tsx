// @vitest-environment happy-dom
import { MantineProvider } from '@mantine/core';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { createSession } from '../../../src/app/session/app-session';
import {
  SessionProvider,
  useCloseOnSessionEnd,
  useExternalPortfolioStatus,
  useIsSignedIn,
  useSessionActions,
  useSessionUser,
} from '../../../src/app/session/session-context';
import { handleForActor, isSignedIn } from '../../../src/app/session/session-handle';
import { webSessionStore } from '../../../src/app/session/session-storage';
import { FakeIdentityProvider, fakeSession } from '../../api/identity/fake-identity-provider';

afterEach(() => {
  window.sessionStorage.clear();
  window.localStorage.clear();
});

function Probe() {
  const user = useSessionUser();
  const signedIn = useIsSignedIn();
  const status = useExternalPortfolioStatus();
  const { start, logout } = useSessionActions();
  const [open, setOpen] = useState(true);
  useCloseOnSessionEnd(() => setOpen(false));
  return (
    <div>
      <p>{signedIn ? `in as ${user?.email}` : 'signed out'}</p>
      <p>{status ? `reload locked: ${status.reloadLocked}` : 'status unknown'}</p>
      {open && <p role="dialog">A modal</p>}
      <button type="button" onClick={() => start(fakeSession('asha@example.in'))}>
        Start
      </button>
      <button type="button" onClick={logout}>
        Log out
      </button>
    </div>
  );
}

describe('session hooks', () => {
  it('give who is signed in, the external status, and close modals when the session ends', async () => {
    const identity = new FakeIdentityProvider();
    const store = webSessionStore(window.sessionStorage);
    const navigations: unknown[] = [];
    const actor = createSession({
      identity,
      store,
      localStorage: window.localStorage,
      navigation: {
        location: () => ({ pathname: '/portfolio', href: '/portfolio' }),
        goToSignIn: (s) => navigations.push(s),
      },
      loadExternalPortfolioStatus: async () => ({
        hasExternalPortfolio: true,
        reloadLocked: true,
        nextReloadDate: null,
      }),
    });
    const handle = handleForActor(actor);
    actor.start();
    render(
      <MantineProvider env="test">
        <SessionProvider value={{ actor: handle, identity, store }}>
          <Probe />
        </SessionProvider>
      </MantineProvider>,
    );
    const user = userEvent.setup();
    expect(screen.getByText('signed out')).toBeVisible();
    expect(isSignedIn(handle)).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Start' }));
    expect(await screen.findByText('in as asha@example.in')).toBeVisible();
    expect(await screen.findByText('reload locked: true')).toBeVisible();
    expect(isSignedIn(handle)).toBe(true);
    expect(screen.getByRole('dialog')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Log out' }));
    expect(await screen.findByText('signed out')).toBeVisible();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(navigations).toEqual([{}]);
    expect(identity.signedOut).toHaveLength(1);
    act(() => actor.stop());
  });

  it('are used inside the provider only', () => {
    expect(() => render(<Probe />)).toThrow('outside <SessionProvider>');
  });
});
