// @vitest-environment happy-dom
/**
 * Every path of the delete-account machine, driven through the real /deleteaccount route in
 * the real shell: the button is pressed for real, the request goes out through the real
 * `userApi` client (bearer token included) to a fake user service whose answer the test
 * settles, and the 2-s redirect runs on fake timers, checked to the millisecond.
 */
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, vi } from 'vitest';
import { deleteAccountMachine, SIGN_IN_REDIRECT_DELAY_MS } from '../../machines/delete-account.machine';
import { deleteAccountMessages as text } from '../../src/features/account';
import { renderShell } from '../app/shell/render-shell';
import { flush } from '../support/clock';
import { describeModelPaths } from '../support/model';

afterEach(() => vi.useRealTimers());

const button = () => screen.getByRole('button', { name: /Delete Account Permanently|Deleting\.\.\./ });

/** The pending PUT /users/delete calls, settled by the test. */
function deleteCalls() {
  const pending: Array<{ request: Request; answer: (response: Response) => void }> = [];
  return {
    handler: (request: Request) =>
      new Promise<Response>((answer) => {
        pending.push({ request, answer });
      }),
    async next() {
      await flush();
      const call = pending.shift();
      if (!call) throw new Error('no pending delete call');
      return call;
    },
    get count() {
      return pending.length;
    },
  };
}

describeModelPaths({
  name: 'delete-account',
  machine: deleteAccountMachine,
  setup: async () => {
    vi.useFakeTimers();
    const calls = deleteCalls();
    const view = await renderShell('/deleteaccount', {
      signupStatus: 'VERIFIED',
      userService: { 'PUT /users/delete': calls.handler },
    });
    await flush();
    expect(screen.getByRole('heading', { level: 1, name: text.title })).toBeVisible();
    window.localStorage.setItem('recentSearches', 'ELSS');
    view.queryClient.setQueryData(['cached'], 'something');
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    let failures = 0;
    return { ...view, user, calls, failures: () => failures, countFailure: () => (failures += 1) };
  },
  states: {
    confirming: () => {
      expect(screen.getByText(text.sorry)).toBeVisible();
      expect(screen.getByText(text.permanentRemoval)).toBeVisible();
      expect(screen.getByRole('link', { name: text.goBack })).toHaveAttribute('href', '/');
      expect(screen.getByRole('link', { name: text.supportEmail })).toHaveAttribute(
        'href',
        `mailto:${text.supportEmail}`,
      );
      expect(button()).toHaveTextContent(text.button);
      expect(button()).toBeEnabled();
      // 001 §2.17: no navbar here.
      expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    },
    deleting: () => {
      expect(button()).toHaveTextContent(text.busy);
      expect(button()).toBeDisabled();
    },
    deleted: () => {
      expect(screen.getByRole('status')).toHaveTextContent(text.deleted);
      expect(screen.queryByRole('button', { name: text.button })).not.toBeInTheDocument();
    },
    failed: ({ failures }) => {
      // The first failure carries the server's message, later ones none (the fallback text).
      const expected = failures() === 1 ? 'Account is locked by a pending order' : text.failed;
      expect(screen.getByText(expected, { selector: '.mantine-Notification-description' })).toBeVisible();
      expect(button()).toHaveTextContent(text.button);
      expect(button()).toBeEnabled();
    },
    signedOut: ({ router, session, queryClient }) => {
      // The app's own move to a bare Sign In, in place of the deleted account's page (001 §4.6),
      // not a guard's turning away of a signed-out visitor.
      expect(router.state.location.pathname).toBe('/signin');
      expect(router.state.location.search).toEqual({});
      expect(session.getSnapshot().matches('signedIn')).toBe(false);
      expect(window.sessionStorage.length).toBe(0);
      expect(window.localStorage.length).toBe(0);
      expect(queryClient.getQueryData(['cached'])).toBeUndefined();
    },
  },
  events: {
    'delete.requested': ({ user }) => user.click(button()),
    'done.deleteAccount': async ({ calls }) => {
      const call = await calls.next();
      expect(call.request.headers.get('Authorization')).toMatch(/^Bearer \S+$/);
      await act(async () => call.answer(Response.json({ status: 'success' })));
      await flush();
    },
    'error.deleteAccount': async ({ calls, countFailure }) => {
      const call = await calls.next();
      const first = countFailure() === 1;
      await act(async () =>
        call.answer(
          first
            ? Response.json({ code: 'CONFLICT', message: 'Account is locked by a pending order' }, { status: 409 })
            : new Response(null, { status: 502 }),
        ),
      );
      await flush();
    },
    'after.SIGN_IN_REDIRECT_DELAY': async ({ router }) => {
      await act(() => vi.advanceTimersByTimeAsync(SIGN_IN_REDIRECT_DELAY_MS - 1));
      expect(router.state.location.pathname).toBe('/deleteaccount');
      expect(screen.getByRole('status')).toHaveTextContent(text.deleted);
      await act(() => vi.advanceTimersByTimeAsync(1));
      await flush();
    },
  },
});
