// @vitest-environment happy-dom
/**
 * Every path of the session machine through the rendered app: the real Sign In screen
 * starts sessions, a page that needs login shows who is signed in and offers Log out, the
 * user service's real middleware reports a 401, and fake timers (with the system clock moved
 * the way a sleeping laptop moves it) drive the 600 000-ms token check, the 60-s payload
 * check, the refresh 300 s before expiry, the 60-s retry of a refresh that failed or brought a
 * token already due, and the 1-s status retries. Each clock is asserted to the millisecond:
 * nothing has happened one millisecond before its moment, and it happens at it. Refresh,
 * sign-out and status calls are settled by the test.
 */
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, vi } from 'vitest';
import {
  checkToken,
  type ExternalPortfolioStatus,
  PAYLOAD_CHECK_EVERY_MS,
  REFRESH_BEFORE_EXPIRY_S,
  REFRESH_RETRY_WAIT_MS,
  STATUS_RETRY_WAIT_MS,
  sessionMachine,
  TOKEN_CHECK_EVERY_MS,
} from '../../machines/session.machine';
import { userApi } from '../../src/api/client';
import { IdentityError } from '../../src/api/identity/identity-provider';
import { SIGNED_OUT } from '../../src/app/session/session-handle';
import {
  readSession,
  webSessionStore,
  writeExternalPortfolioStatus,
  writeSession,
} from '../../src/app/session/session-storage';
import { FakeIdentityProvider, fakeSession } from '../api/identity/fake-identity-provider';
import { renderAuth } from '../features/auth/harness';
import { flush } from '../support/clock';
import { createDeferredActors, describeModelPaths, type PathInfo } from '../support/model';

/** The user service answers 401 to every call here; requests are kept to check the bearer token. */
const api = vi.hoisted(() => {
  const requests: Request[] = [];
  vi.stubGlobal('fetch', async (input: Request) => {
    requests.push(input);
    return new Response(JSON.stringify({ code: 'UNAUTHORIZED', message: 'Token is not valid' }), {
      status: 401,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  return { requests };
});

const EMAIL = 'asha@example.in';
const PASSWORD = 'Sanchay@2026';
const DAY_S = 86_400;
/** A renewed token this browser's clock finds due at once (its clock is ahead of the server's). */
const RENEWED_DUE_S = 200;
const STATUS: ExternalPortfolioStatus = {
  hasExternalPortfolio: true,
  reloadLocked: true,
  nextReloadDate: '2026-04-01',
};

afterEach(() => {
  vi.useRealTimers();
});

type Steps = PathInfo['steps'];

/**
 * Access-token lifetimes (seconds) for every token the path issues, in order: the stored
 * session, each sign-in, each refresh. The token check right after decides expired (−60)
 * or about to expire (500); otherwise the next clock decides: the refresh due 300 s before
 * expiry must come before the 600-s check (800), else the token is an ordinary hour (3600).
 */
function lifetimePlan(steps: Steps): number[] {
  const following = (from: number) => {
    for (const step of steps.slice(from)) {
      if (step.eventKey === 'after.REFRESH_DUE') return 800;
      if (step.eventKey === 'after.TOKEN_CHECK_EVERY') return 3600;
    }
    return 3600;
  };
  const afterCheck = (index: number) => {
    const check = steps[index + 1];
    if (check?.case === 'isAccessTokenExpired') return -60;
    if (check?.case === 'isAccessTokenAboutToExpire') return 500;
    return following(index + 2);
  };
  return steps.flatMap((step, index) => {
    if (index === 0 && step.case?.startsWith('hasSession')) return [afterCheck(0)];
    if (step.eventKey === 'session.started') return [afterCheck(index)];
    if (step.eventKey === 'done.refreshSession') {
      return [step.case === 'isRenewedTokenDue' ? RENEWED_DUE_S : following(index + 1)];
    }
    return [];
  });
}

async function setup(path: PathInfo) {
  vi.useFakeTimers();
  window.sessionStorage.clear();
  window.localStorage.clear();
  window.localStorage.setItem('CognitoIdentityServiceProvider.cache', 'left over');
  api.requests.length = 0;
  const plan = lifetimePlan(path.steps);
  // A path that needs a public page stays on one; every other path is on a page that needs login.
  const home = path.steps.some((step) => step.case === 'isOnPublicPage') ? '/explore' : '/portfolio';
  const store = webSessionStore(window.sessionStorage);
  const first = path.steps[0];
  if (first?.case?.startsWith('hasSession')) {
    const lifetime = plan.shift() ?? 3600;
    writeSession(store, fakeSession(EMAIL, { accessLifetimeS: lifetime, idLifetimeS: lifetime + DAY_S }));
    if (first.case === 'hasSessionAndPortfolioStatus') writeExternalPortfolioStatus(store, STATUS);
  }
  const identity = new FakeIdentityProvider().addUser({
    email: EMAIL,
    password: PASSWORD,
    phone: '9876543210',
    confirmed: true,
  });
  const deferred = createDeferredActors(sessionMachine, ['refreshSession', 'signOut', 'loadExternalPortfolioStatus']);
  // The session's clocks start as it does; the fake clock moves only when a step advances it.
  const startedAt = Date.now();
  const view = renderAuth(home, { identity, refineSession: (machine) => machine.provide({ actors: deferred.actors }) });
  await flush();
  expect(screen.getByRole('heading', { level: 1 })).toBeVisible();
  // The machine's own clocks, as they fire: `xstate.after.<DELAY>.<state>` events.
  const fired: Array<{ delay: string; at: number }> = [];
  view.session.system.inspect((event) => {
    if (event.type !== '@xstate.event' || event.actorRef !== view.session) return;
    const delay = /^xstate\.after\.([^.]+)\./.exec(event.event.type)?.[1];
    if (delay) fired.push({ delay, at: Date.now() });
  });
  return {
    ...view,
    fired,
    home,
    leaving: (path.steps[1]?.case === 'isAccessTokenExpired' ? 'expired' : undefined) as Leaving,
    // Starting's and the token check's `always` come before the one that leaves `expired`.
    alwaysBeforeExit: 2,
    plan,
    deferred,
    user: userEvent.setup({ advanceTimers: vi.advanceTimersByTime }),
    /** When the token region's running clock (check, refresh, retry) or signed-out's check started. */
    tokenTimerFrom: startedAt,
    /** When the payload check started counting its 60-s rounds (signing in restarts it). */
    payloadTimerFrom: startedAt,
    /** When the external-portfolio status last failed, starting its 1-s retry wait. */
    statusRetryFrom: startedAt,
  };
}

type Leaving = 'expired' | 'payloadExpired' | undefined;

type Sut = Awaited<ReturnType<typeof setup>> & {
  /**
   * Set while the session is on its way out within one step (the next `always` leaves
   * `expired` or `payloadExpired`): states passed through on the way were never shown.
   */
  leaving: 'expired' | 'payloadExpired' | undefined;
  /** How many `always` steps pass before the one that leaves it. */
  alwaysBeforeExit: number;
};

function leave(sut: Sut, state: 'expired' | 'payloadExpired', alwaysBeforeExit: number) {
  sut.leaving = state;
  sut.alwaysBeforeExit = alwaysBeforeExit;
}

/** An assertion of a signed-in state, skipped for a session that ended within the same step. */
const whileSignedIn =
  (assertion: (sut: Sut) => unknown) =>
  (sut: Sut): unknown =>
    sut.leaving ? undefined : assertion(sut);

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

/**
 * Moves the system clock forward without firing timers, like waking from sleep. The fake clock
 * carries its pending timers along (they keep their time left), so the suite's record of when
 * each clock started moves too.
 */
function jumpTo(sut: Sut, epochMs: number) {
  const difference = epochMs - Date.now();
  if (difference <= 0) return;
  vi.setSystemTime(epochMs);
  sut.tokenTimerFrom += difference;
  sut.payloadTimerFrom += difference;
  sut.statusRetryFrom += difference;
}

function storedSession(sut: Sut) {
  const session = readSession(sut.store);
  if (!session) throw new Error('No session in storage');
  return session;
}

function expectSignedOutStorage() {
  expect(window.sessionStorage.getItem('accessToken')).toBeNull();
  expect(window.sessionStorage.getItem('user')).toBeNull();
}

/** The token region's state ('valid', 'refreshing', 'refreshFailed'), or the top-level state. */
function tokenState(sut: Sut): string {
  const value = sut.session.getSnapshot().value;
  return typeof value === 'string' ? value : (value as { signedIn: { token: string } }).signedIn.token;
}

/**
 * Moves the clock to the moment `delay` is due (`ms` from now), exactly: one millisecond short of
 * it nothing has happened (same token state, same stored token, no new refresh, same page, the
 * delay has not fired), and at it the machine's delay fires, once.
 */
async function reachMoment(sut: Sut, delay: string, ms: number) {
  const timesFired = () => sut.fired.filter((fired) => fired.delay === delay).length;
  const seen = () => ({
    state: tokenState(sut),
    accessToken: window.sessionStorage.getItem('accessToken'),
    refreshes: sut.deferred.calls('refreshSession').length,
    href: sut.router.state.location.href,
    fired: timesFired(),
  });
  const before = seen();
  await advance(ms - 1);
  expect(seen()).toEqual(before);
  await advance(1);
  expect(timesFired()).toBe(before.fired + 1);
}

async function goHome(sut: Sut) {
  if (sut.router.state.location.pathname !== sut.home) await act(() => sut.router.navigate({ href: sut.home }));
  await flush();
  expect(
    screen.getByRole('heading', { level: 1, name: sut.home === '/explore' ? 'Explore' : 'Portfolio' }),
  ).toBeVisible();
}

/**
 * Lets the token region's clock (`waitMs` from when it started) run out to the millisecond, with
 * the system clock moved first so that the token check finds what the next step needs.
 */
async function checkTokenAfter(sut: Sut, waitMs: number, checkCase: string | undefined) {
  const untilCheck = sut.tokenTimerFrom + waitMs - Date.now();
  expect(untilCheck).toBeGreaterThan(0);
  const { expiresAt } = storedSession(sut);
  if (checkCase === 'isAccessTokenExpired') {
    leave(sut, 'expired', 1);
    jumpTo(sut, expiresAt * 1000 + 1_000 - untilCheck);
  } else if (checkCase === 'isAccessTokenAboutToExpire') {
    jumpTo(sut, (expiresAt - 450) * 1000 - untilCheck);
  }
  await reachMoment(sut, waitMs === TOKEN_CHECK_EVERY_MS ? 'TOKEN_CHECK_EVERY' : 'REFRESH_RETRY_WAIT', untilCheck);
  sut.tokenTimerFrom = Date.now();
}

describeModelPaths({
  name: 'session',
  machine: sessionMachine,
  setup,
  states: {
    // Decided while rendering (stored session or none); nothing of its own to see.
    starting: () => {},
    signedOut: async ({ handle }) => {
      expectSignedOutStorage();
      // What every page reads of the session (useSessionUser, the navbar's portfolio status): nobody.
      expect(handle.getView()).toEqual(SIGNED_OUT);
      const shown = screen.queryByTestId('signed-in-as');
      if (shown) expect(shown).toHaveTextContent('nobody');
    },
    signedIn: whileSignedIn(() => {
      expect(window.sessionStorage.getItem('accessToken')).toMatch(/^ey/);
      expect(screen.getByTestId('signed-in-as')).toHaveTextContent(EMAIL);
    }),
    'signedIn.token': whileSignedIn(() => expect(window.sessionStorage.getItem('refreshToken')).toMatch(/^refresh-/)),
    // Left by `always` at once: valid, refreshing or ended, as the next step says.
    'signedIn.token.checking': () => {},
    'signedIn.token.valid': (sut) => {
      expect(sut.deferred.pending('refreshSession')).toBe(0);
      expect(checkToken(storedSession(sut), Date.now())).not.toBe('expired');
    },
    'signedIn.token.refreshing': async (sut) => {
      const call = await sut.deferred.next('refreshSession');
      expect(call.input).toEqual({ email: EMAIL, refreshToken: storedSession(sut).refreshToken });
    },
    // The refresh failed, or brought a token already due here: either way no new refresh yet.
    'signedIn.token.refreshFailed': (sut) => {
      expect(sut.deferred.pending('refreshSession')).toBe(0);
      expect(checkToken(storedSession(sut), Date.now())).toBe('aboutToExpire');
    },
    'signedIn.payload': whileSignedIn(() =>
      expect(JSON.parse(window.sessionStorage.getItem('user') ?? '{}').email).toBe(EMAIL),
    ),
    'signedIn.payload.watching': whileSignedIn((sut) =>
      expect(storedSession(sut).user.exp * 1000).toBeGreaterThan(Date.now()),
    ),
    'signedIn.externalPortfolio': () => {},
    'signedIn.externalPortfolio.loading': async ({ deferred, session }) => {
      expect(await deferred.next('loadExternalPortfolioStatus')).toBeDefined();
      // Fetched again after an import, the last known status stays until the new one arrives.
      const known = session.getSnapshot().context.externalPortfolio;
      expect(window.sessionStorage.getItem('reloadStatus')).toBe(known ? String(known.reloadLocked) : null);
    },
    'signedIn.externalPortfolio.waitingToRetry': ({ deferred }) => {
      // Not known yet and not given up; a 600-s step lets the 1-s retry start meanwhile.
      expect(deferred.calls('loadExternalPortfolioStatus').length).toBeGreaterThanOrEqual(1);
      expect(window.sessionStorage.getItem('reloadStatus')).toBeNull();
    },
    'signedIn.externalPortfolio.known': whileSignedIn(() => {
      expect(window.sessionStorage.getItem('mfcStatus')).toBe('true');
      expect(window.sessionStorage.getItem('reloadStatus')).toBe('true');
      expect(window.sessionStorage.getItem('reloadDate')).toBe('2026-04-01');
    }),
    'signedIn.externalPortfolio.unavailable': ({ deferred }) => {
      expect(deferred.calls('loadExternalPortfolioStatus')).toHaveLength(4);
      expect(deferred.pending('loadExternalPortfolioStatus')).toBe(0);
      expect(window.sessionStorage.getItem('reloadStatus')).toBeNull();
    },
    // Both are left by `always` within the step that entered them; storage is already clear.
    expired: expectSignedOutStorage,
    payloadExpired: expectSignedOutStorage,
    signingOut: async ({ deferred }) => {
      expect((await deferred.next('signOut')).input).toMatchObject({ user: { email: EMAIL } });
    },
  },
  events: {
    always: async (sut, step) => {
      const leaving = sut.leaving;
      if (!leaving) return;
      if (sut.alwaysBeforeExit > 0) {
        sut.alwaysBeforeExit -= 1;
        return;
      }
      sut.leaving = undefined;
      await flush();
      const location = sut.router.state.location;
      if (step.case === 'isOnPublicPage') {
        // The token rule leaves a public page alone; the payload rule goes to /signin (000 §2.1).
        expect(location.href).toBe(leaving === 'expired' ? '/explore' : '/signin');
      } else {
        expect(location.pathname).toBe('/signin');
        expect(location.search).toEqual({ error: 'Expired', redirect: '/portfolio' });
        expect(screen.getByRole('alert')).toHaveTextContent('Token Expired');
      }
    },
    'session.started': async (sut, step) => {
      const lifetime = sut.plan.shift() ?? 3600;
      sut.identity.accessLifetimeS = lifetime;
      sut.identity.idLifetimeS = lifetime + DAY_S;
      if (step.next?.case === 'isAccessTokenExpired') leave(sut, 'expired', 1);
      await act(() => sut.router.navigate({ to: '/signin' }));
      await flush();
      const form = screen.getByRole('form', { name: 'Sign In' });
      await sut.user.type(within(form).getByLabelText(/^Email/), EMAIL);
      await sut.user.type(within(form).getByLabelText(/^Password/), PASSWORD);
      // Signing in (re)starts the token check and the payload's 60-s rounds.
      sut.tokenTimerFrom = Date.now();
      sut.payloadTimerFrom = Date.now();
      await sut.user.click(within(form).getByRole('button', { name: 'Sign In' }));
      await flush();
      expect(sut.router.state.location.pathname).toBe('/dashboard');
      await goHome(sut);
    },
    'session.logout': async ({ user }) => {
      await user.click(screen.getByRole('button', { name: 'Log out' }));
    },
    'done.signOut': async (sut) => {
      await act(() => sut.deferred.resolve('signOut', undefined));
      await flush();
      sut.tokenTimerFrom = Date.now();
      expect(sut.router.state.location.href).toBe('/signin');
      expect(window.localStorage.length).toBe(0);
    },
    'error.signOut': async (sut) => {
      await act(() =>
        sut.deferred.reject('signOut', new IdentityError('NotAuthorizedException', 'Access Token has expired')),
      );
      await flush();
      sut.tokenTimerFrom = Date.now();
      expect(sut.router.state.location.href).toBe('/signin');
      expect(window.localStorage.length).toBe(0);
    },
    'session.unauthorized': async (sut) => {
      const token = window.sessionStorage.getItem('accessToken');
      leave(sut, 'expired', 0);
      await act(async () => {
        await userApi.GET('/users');
      });
      sut.tokenTimerFrom = Date.now();
      expect(api.requests.at(-1)?.headers.get('Authorization')).toBe(`Bearer ${token}`);
    },
    'session.refresh': ({ session }) => act(() => session.send({ type: 'session.refresh' })),
    'session.externalPortfolioChanged': ({ session }) =>
      act(() => session.send({ type: 'session.externalPortfolioChanged' })),
    'done.refreshSession': async (sut) => {
      const lifetime = sut.plan.shift() ?? 3600;
      sut.tokenTimerFrom = Date.now();
      await act(() =>
        sut.deferred.resolve(
          'refreshSession',
          fakeSession(EMAIL, { accessLifetimeS: lifetime, idLifetimeS: lifetime + DAY_S }),
        ),
      );
      expect(storedSession(sut).expiresAt).toBe(Math.floor(Date.now() / 1000) + lifetime);
    },
    'error.refreshSession': async (sut) => {
      sut.tokenTimerFrom = Date.now();
      await act(() => sut.deferred.reject('refreshSession', new Error('offline')));
    },
    'done.loadExternalPortfolioStatus': ({ deferred }) =>
      act(() => deferred.resolve('loadExternalPortfolioStatus', STATUS)),
    'error.loadExternalPortfolioStatus': async (sut, step) => {
      await act(() => sut.deferred.reject('loadExternalPortfolioStatus', new Error('Request failed with status 501')));
      sut.statusRetryFrom = Date.now();
      if (step.case === 'hasStatusRetriesLeft') return;
      // Giving up takes every retry: 1 s apart, each failing.
      const waiting = () => sut.session.getSnapshot().matches({ signedIn: { externalPortfolio: 'waitingToRetry' } });
      while (waiting()) {
        await advance(1_000);
        await act(() =>
          sut.deferred.reject('loadExternalPortfolioStatus', new Error('Request failed with status 501')),
        );
      }
    },
    'after.STATUS_RETRY_WAIT': async (sut) => {
      const calls = () => sut.deferred.calls('loadExternalPortfolioStatus').length;
      const before = calls();
      await reachMoment(sut, 'STATUS_RETRY_WAIT', sut.statusRetryFrom + STATUS_RETRY_WAIT_MS - Date.now());
      expect(calls()).toBe(before + 1);
    },
    'after.TOKEN_CHECK_EVERY': async (sut, step) => {
      if (sut.session.getSnapshot().matches('signedOut')) {
        // Signed out, the missing token is checked every 600 s too: on a page that needs login
        // the session goes to /signin?error=Expired at that moment.
        if (step.case === 'else') leave(sut, 'expired', 0);
        await reachMoment(sut, 'TOKEN_CHECK_EVERY', sut.tokenTimerFrom + TOKEN_CHECK_EVERY_MS - Date.now());
        sut.tokenTimerFrom = Date.now();
        return;
      }
      await checkTokenAfter(sut, TOKEN_CHECK_EVERY_MS, step.next?.case);
    },
    'after.REFRESH_RETRY_WAIT': (sut, step) => checkTokenAfter(sut, REFRESH_RETRY_WAIT_MS, step.next?.case),
    'after.REFRESH_DUE': async (sut) => {
      // 300 s before the token expires, to the millisecond.
      const due = (storedSession(sut).expiresAt - REFRESH_BEFORE_EXPIRY_S) * 1000 - Date.now();
      expect(due).toBeGreaterThan(0);
      expect(sut.deferred.pending('refreshSession')).toBe(0);
      await reachMoment(sut, 'REFRESH_DUE', due);
      expect(sut.deferred.pending('refreshSession')).toBe(1);
    },
    'after.PAYLOAD_CHECK_EVERY': async (sut, step) => {
      // The payload is checked in 60-s rounds from the moment the investor signed in.
      const rounds = Math.floor((Date.now() - sut.payloadTimerFrom) / PAYLOAD_CHECK_EVERY_MS) + 1;
      const untilCheck = sut.payloadTimerFrom + rounds * PAYLOAD_CHECK_EVERY_MS - Date.now();
      if (step.case === 'isPayloadExpired') {
        leave(sut, 'payloadExpired', 0);
        jumpTo(sut, storedSession(sut).user.exp * 1000 + 1_000 - untilCheck);
      }
      await reachMoment(sut, 'PAYLOAD_CHECK_EVERY', untilCheck);
      if (sut.leaving) sut.tokenTimerFrom = Date.now();
    },
  },
});
