/**
 * The session's timing rules (000 §4.2, §2.1, §9; 001 §4.1) on the machine itself, with
 * fake timers: every clock is advanced to one millisecond short of its moment, then to it.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import {
  checkToken,
  type ExternalPortfolioStatus,
  isPayloadExpired,
  MAX_TIMER_DELAY_MS,
  refreshDelay,
  refreshTimerDelay,
  type Session,
  sessionMachine,
} from '../../machines/session.machine';
import { fakeSession } from '../api/identity/fake-identity-provider';

const EMAIL = 'asha@example.in';
const START = new Date('2026-03-02T04:30:00Z');
const DAY_S = 86_400;
const STATUS: ExternalPortfolioStatus = { hasExternalPortfolio: true, reloadLocked: false, nextReloadDate: null };

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(START);
});

afterEach(() => {
  vi.useRealTimers();
});

/** Access token valid for `accessS` seconds from now; the payload for `idS` (default a day). */
const sessionFor = (accessS: number, idS = DAY_S) => fakeSession(EMAIL, { accessLifetimeS: accessS, idLifetimeS: idS });

interface StartOptions {
  session?: Session | null;
  status?: ExternalPortfolioStatus | null;
  publicPage?: boolean;
  refreshLifetimeS?: number;
  loadStatus?: () => Promise<ExternalPortfolioStatus>;
  signOut?: () => Promise<void>;
}

function start(options: StartOptions = {}) {
  const calls = {
    refresh: [] as number[],
    loadStatus: 0,
    signOut: [] as Array<Session | null>,
  };
  const spies = {
    persistSession: vi.fn(),
    persistRenewedSession: vi.fn(),
    persistExternalPortfolioStatus: vi.fn(),
    clearSessionStorage: vi.fn(),
    clearLocalStorage: vi.fn(),
    goToSignIn: vi.fn(),
    goToSignInExpired: vi.fn(),
    reportFailure: vi.fn(),
  };
  const page = { public: options.publicPage ?? false };
  const machine = sessionMachine.provide({
    actors: {
      refreshSession: fromPromise(async () => {
        calls.refresh.push(Date.now() - START.getTime());
        return sessionFor(options.refreshLifetimeS ?? 3600);
      }),
      loadExternalPortfolioStatus: fromPromise(async () => {
        calls.loadStatus += 1;
        return options.loadStatus ? options.loadStatus() : STATUS;
      }),
      signOut: fromPromise(async ({ input }) => {
        calls.signOut.push(input);
        if (options.signOut) await options.signOut();
      }),
    },
    actions: spies,
    guards: { isOnPublicPage: () => page.public },
  });
  const ended = vi.fn();
  const actor = createActor(machine, {
    input: { session: options.session ?? null, externalPortfolio: options.status ?? null },
  });
  actor.on('session.ended', ended);
  actor.start();
  return { actor, calls, spies, page, ended };
}

/** Advances fake time and lets settled promises run. */
const advance = (ms: number) => vi.advanceTimersByTimeAsync(ms);

describe('token check (000 §4.2, §9)', () => {
  it('classifies noToken, tokenValid, aboutToExpire (≤ 600 s left) and expired', () => {
    const now = START.getTime();
    const exp = (secondsLeft: number) => ({ expiresAt: now / 1000 + secondsLeft });
    expect(checkToken(null, now)).toBe('noToken');
    expect(checkToken(exp(601), now)).toBe('tokenValid');
    expect(checkToken(exp(600), now)).toBe('aboutToExpire');
    expect(checkToken(exp(1), now)).toBe('aboutToExpire');
    expect(checkToken(exp(0), now)).toBe('expired');
  });

  it('runs every 600 000 ms: a token with 1150 s left is refreshed at the first check, not before', async () => {
    const { calls } = start({ session: sessionFor(1150), status: STATUS });
    await advance(599_999);
    expect(calls.refresh).toEqual([]);
    await advance(1);
    expect(calls.refresh).toEqual([600_000]);
  });

  it('refreshes at once when the session starts with 600 s or less left', async () => {
    const { calls } = start({ session: sessionFor(500), status: STATUS });
    await advance(0);
    expect(calls.refresh).toEqual([0]);
  });

  it('ends the session when a check finds the token expired; on a page that needs login, to /signin?error=Expired', async () => {
    const { actor, spies, ended } = start({ session: sessionFor(3600), status: STATUS });
    vi.setSystemTime(START.getTime() + 7200_000); // the laptop slept: timers are late, the clock is not
    await advance(600_000);
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(actor.getSnapshot().context.session).toBeNull();
    expect(spies.clearSessionStorage).toHaveBeenCalledTimes(1);
    expect(spies.goToSignInExpired).toHaveBeenCalledTimes(1);
    expect(ended).toHaveBeenCalledTimes(1);
  });

  it('on a public page an expired token only clears the session', async () => {
    const { actor, spies } = start({ session: sessionFor(-10), status: STATUS, publicPage: true });
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(spies.clearSessionStorage).toHaveBeenCalledTimes(1);
    expect(spies.goToSignInExpired).not.toHaveBeenCalled();
    expect(spies.goToSignIn).not.toHaveBeenCalled();
  });

  it('without a session, a page that needs login goes to /signin?error=Expired at the next check', async () => {
    const { spies, page } = start({ publicPage: true });
    await advance(600_000);
    expect(spies.goToSignInExpired).not.toHaveBeenCalled();
    page.public = false;
    await advance(599_999);
    expect(spies.goToSignInExpired).not.toHaveBeenCalled();
    await advance(1);
    expect(spies.goToSignInExpired).toHaveBeenCalledTimes(1);
    expect(spies.clearSessionStorage).toHaveBeenCalledTimes(1);
  });
});

describe('refresh schedule (000 §4.2, 001 §4.1)', () => {
  it('refreshes 300 s before expiry when that comes before the next check', async () => {
    const { calls, spies } = start({ session: sessionFor(800), status: STATUS });
    await advance(499_999);
    expect(calls.refresh).toEqual([]);
    await advance(1);
    expect(calls.refresh).toEqual([500_000]);
    expect(spies.persistRenewedSession).toHaveBeenCalledTimes(1);
  });

  it('reschedules after each refresh from the new token', async () => {
    const { calls, actor } = start({ session: sessionFor(800), status: STATUS, refreshLifetimeS: 800 });
    await advance(500_000);
    expect(calls.refresh).toEqual([500_000]);
    const renewed = actor.getSnapshot().context.session;
    expect(renewed?.expiresAt).toBe(START.getTime() / 1000 + 1300);
    await advance(499_999);
    expect(calls.refresh).toEqual([500_000]);
    await advance(1);
    expect(calls.refresh).toEqual([500_000, 1_000_000]);
  });

  it('refreshes immediately when the refresh moment has already passed', async () => {
    expect(refreshDelay({ expiresAt: START.getTime() / 1000 + 200 }, START.getTime())).toBe(0);
    expect(refreshDelay({ expiresAt: START.getTime() / 1000 + 301 }, START.getTime())).toBe(1000);
    const { calls } = start({ session: sessionFor(500), status: STATUS });
    await advance(0);
    expect(calls.refresh).toEqual([0]);
  });

  it('a refresh that brings a token already due is tried again after 60 s, not at once without end', async () => {
    // The server's clock is behind this browser's: every new token has 250 s left here.
    const { calls, actor, spies } = start({ session: sessionFor(500), status: STATUS, refreshLifetimeS: 250 });
    await advance(0);
    expect(calls.refresh).toEqual([0]);
    expect(actor.getSnapshot().matches({ signedIn: { token: 'refreshFailed' } })).toBe(true);
    expect(actor.getSnapshot().context.session?.expiresAt).toBe(START.getTime() / 1000 + 250);
    expect(spies.persistRenewedSession).toHaveBeenCalledTimes(1);
    expect(spies.reportFailure).toHaveBeenCalledWith(expect.anything(), expect.objectContaining({ what: 'refresh' }));
    await advance(59_999);
    expect(calls.refresh).toEqual([0]);
    await advance(1);
    expect(calls.refresh).toEqual([0, 60_000]);
  });

  it('a refresh that brings a token already expired here ends the session at the next check, without a storm', async () => {
    const { calls, actor, spies } = start({ session: sessionFor(500), status: STATUS, refreshLifetimeS: -60 });
    await advance(59_999);
    expect(calls.refresh).toEqual([0]);
    expect(actor.getSnapshot().matches('signedIn')).toBe(true);
    await advance(1);
    expect(calls.refresh).toEqual([0]);
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(spies.goToSignInExpired).toHaveBeenCalledTimes(1);
  });

  it('never arms a timer longer than a browser keeps: a token 30 days ahead is refreshed 300 s before it expires', async () => {
    // The sandbox clock is a month ahead: the token expires in 30 days by this browser's clock.
    const lifetimeS = 30 * DAY_S;
    expect(refreshDelay(sessionFor(lifetimeS), START.getTime())).toBeGreaterThan(MAX_TIMER_DELAY_MS);
    expect(refreshTimerDelay(sessionFor(lifetimeS), START.getTime())).toBe(MAX_TIMER_DELAY_MS);
    const { calls } = start({
      session: sessionFor(lifetimeS, lifetimeS + DAY_S),
      status: STATUS,
      refreshLifetimeS: lifetimeS,
    });
    // An overflowing timer would fire at once, and again after every refresh.
    await advance(1);
    expect(calls.refresh).toEqual([]);
    await advance(3_600_000 - 1);
    expect(calls.refresh).toEqual([]);
    // Weeks later (the laptop slept): the next check finds 800 s left, so the refresh is 500 s on.
    const expiresAtMs = START.getTime() + lifetimeS * 1000;
    vi.setSystemTime(expiresAtMs - 800_000 - 600_000);
    await advance(600_000 + 499_999);
    expect(calls.refresh).toEqual([]);
    await advance(1);
    expect(calls.refresh).toEqual([expiresAtMs - 300_000 - START.getTime()]);
  });

  it('a failed refresh is tried again every 60 s until the token runs out', async () => {
    let attempts = 0;
    const reportFailure = vi.fn();
    const failing = createActor(
      sessionMachine.provide({
        actors: {
          refreshSession: fromPromise<Session, { email: string; refreshToken: string }>(async () => {
            attempts += 1;
            throw new Error('offline');
          }),
          loadExternalPortfolioStatus: fromPromise(async () => STATUS),
        },
        actions: { reportFailure },
        guards: { isOnPublicPage: () => false },
      }),
      { input: { session: sessionFor(500), externalPortfolio: STATUS } },
    ).start();
    await advance(0);
    expect(failing.getSnapshot().matches({ signedIn: { token: 'refreshFailed' } })).toBe(true);
    expect(reportFailure).toHaveBeenCalledWith(expect.anything(), { what: 'refresh', error: new Error('offline') });
    // Tried again every 60 s while the token lasts (500 s); the check after that ends the session.
    await advance(59_999);
    expect(attempts).toBe(1);
    await advance(1);
    expect(attempts).toBe(2);
    await advance(420_000);
    expect(attempts).toBe(9);
    expect(failing.getSnapshot().matches('signedIn')).toBe(true);
    await advance(60_000);
    expect(attempts).toBe(9);
    expect(failing.getSnapshot().value).toBe('signedOut');
    failing.stop();
  });
});

describe('payload expiry (000 §2.1, §4.2)', () => {
  it('is checked every 60 s: an expired payload clears the session and sends the user to Sign In', async () => {
    const { actor, spies, ended } = start({ session: sessionFor(3600, 90), status: STATUS });
    await advance(60_000);
    expect(actor.getSnapshot().matches('signedIn')).toBe(true);
    await advance(59_999);
    expect(actor.getSnapshot().matches('signedIn')).toBe(true);
    await advance(1);
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(spies.clearSessionStorage).toHaveBeenCalledTimes(1);
    expect(spies.goToSignInExpired).toHaveBeenCalledTimes(1);
    expect(ended).toHaveBeenCalledTimes(1);
  });

  it('from a public page it goes to /signin as well', async () => {
    const { spies } = start({ session: sessionFor(3600, 30), status: STATUS, publicPage: true });
    await advance(60_000);
    expect(spies.goToSignIn).toHaveBeenCalledTimes(1);
    expect(spies.goToSignInExpired).not.toHaveBeenCalled();
  });

  it('treats a missing payload as expired', () => {
    expect(isPayloadExpired(null, START.getTime())).toBe(true);
    expect(isPayloadExpired({ exp: START.getTime() / 1000 }, START.getTime())).toBe(true);
    expect(isPayloadExpired({ exp: START.getTime() / 1000 + 1 }, START.getTime())).toBe(false);
  });
});

describe('sign-in, logout and refusal', () => {
  it('sign-in clears session storage before storing the new session', async () => {
    const { actor, spies } = start();
    const order: string[] = [];
    spies.clearSessionStorage.mockImplementation(() => order.push('clear'));
    spies.persistSession.mockImplementation(() => order.push('persist'));
    actor.send({ type: 'session.started', session: sessionFor(3600) });
    expect(order).toEqual(['clear', 'persist']);
    expect(actor.getSnapshot().matches('signedIn')).toBe(true);
  });

  it('logout signs out, clears session and local storage and goes to /signin, even when sign-out fails', async () => {
    for (const signOut of [undefined, () => Promise.reject(new Error('offline'))]) {
      const session = sessionFor(3600);
      const { actor, calls, spies, ended } = start({ session, status: STATUS, signOut });
      actor.send({ type: 'session.logout' });
      await advance(0);
      expect(calls.signOut).toEqual([session]);
      expect(actor.getSnapshot().value).toBe('signedOut');
      expect(spies.clearSessionStorage).toHaveBeenCalledTimes(1);
      expect(spies.clearLocalStorage).toHaveBeenCalledTimes(1);
      expect(spies.goToSignIn).toHaveBeenCalledTimes(1);
      expect(ended).toHaveBeenCalledTimes(1);
      // Only a failed sign-out is logged.
      expect(spies.reportFailure).toHaveBeenCalledTimes(signOut ? 1 : 0);
      actor.stop();
    }
  });

  it('a 401 from the API ends the session like an expired token', async () => {
    const { actor, spies } = start({ session: sessionFor(3600), status: STATUS });
    actor.send({ type: 'session.unauthorized' });
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(spies.goToSignInExpired).toHaveBeenCalledTimes(1);
  });
});

describe('external portfolio status (000 §4.2, §9)', () => {
  it('is fetched once after sign-in and stored', async () => {
    const { actor, calls, spies } = start();
    actor.send({ type: 'session.started', session: sessionFor(3600) });
    await advance(0);
    expect(calls.loadStatus).toBe(1);
    expect(actor.getSnapshot().context.externalPortfolio).toEqual(STATUS);
    expect(spies.persistExternalPortfolioStatus).toHaveBeenCalledWith(expect.anything(), { status: STATUS });
  });

  it('is not fetched again in a session that already knows it', async () => {
    const { calls } = start({ session: sessionFor(3600), status: STATUS });
    await advance(5_000);
    expect(calls.loadStatus).toBe(0);
  });

  it('is retried up to 3 times, 1 s apart, then given up', async () => {
    const { actor, calls, spies } = start({
      session: sessionFor(3600),
      loadStatus: () => Promise.reject(new Error('501')),
    });
    await advance(0);
    expect(calls.loadStatus).toBe(1);
    for (const expected of [2, 3, 4]) {
      await advance(999);
      expect(calls.loadStatus).toBe(expected - 1);
      await advance(1);
      expect(calls.loadStatus).toBe(expected);
    }
    await advance(10_000);
    expect(calls.loadStatus).toBe(4);
    expect(actor.getSnapshot().matches({ signedIn: { externalPortfolio: 'unavailable' } })).toBe(true);
    expect(spies.reportFailure).toHaveBeenCalledTimes(1);
  });

  it('is fetched again after an import with 3 retries of its own, whatever the last fetch used', async () => {
    let failing = true;
    const { actor, calls } = start({
      session: sessionFor(3600),
      loadStatus: () => (failing ? Promise.reject(new Error('501')) : Promise.resolve(STATUS)),
    });
    await advance(3_000);
    expect(calls.loadStatus).toBe(4);
    expect(actor.getSnapshot().matches({ signedIn: { externalPortfolio: 'unavailable' } })).toBe(true);
    actor.send({ type: 'session.externalPortfolioChanged' });
    await advance(0);
    expect(calls.loadStatus).toBe(5);
    // The fetch after the import fails three times more, and its third retry finds the status.
    await advance(2_000);
    expect(calls.loadStatus).toBe(7);
    failing = false;
    await advance(1_000);
    expect(calls.loadStatus).toBe(8);
    expect(actor.getSnapshot().context.externalPortfolio).toEqual(STATUS);
  });

  it('stops retrying once a retry succeeds', async () => {
    let failures = 1;
    const { actor, calls } = start({
      session: sessionFor(3600),
      loadStatus: () => (failures-- > 0 ? Promise.reject(new Error('busy')) : Promise.resolve(STATUS)),
    });
    await advance(1_000);
    expect(calls.loadStatus).toBe(2);
    expect(actor.getSnapshot().matches({ signedIn: { externalPortfolio: 'known' } })).toBe(true);
  });
});
