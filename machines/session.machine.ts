/**
 * The signed-in session (000 §4.2, §2.1; 001 §2.1, §4.1): tokens from sign-in, their
 * refresh, the two expiry checks, logout, and the external-portfolio status fetched once
 * per session.
 *
 * - Token check every 600 000 ms (`TOKEN_CHECK_EVERY`): expired → the session ends;
 *   within 600 s of expiry (`aboutToExpire`) → refresh; otherwise valid.
 * - A refresh is due 300 s before the access token expires (`REFRESH_DUE`, at once when
 *   that moment has passed) and is rescheduled after every refresh (entering `valid` again).
 *   A failed refresh is tried again after `REFRESH_RETRY_WAIT`, and so is one that brought a
 *   token already due by this browser's clock (the server's clock differs from it), rather than
 *   refreshing again at once without end.
 * - No timer is longer than a browser keeps (`MAX_TIMER_DELAY_MS`): a longer one would fire at
 *   once. A token whose refresh is further away (the sandbox clock moved weeks ahead) is waited
 *   for in `valid`, which the 600-s check re-enters, re-arming the refresh from the token.
 * - Payload check every 60 s (`PAYLOAD_CHECK_EVERY`): an expired user payload ends the session.
 * - An ended session clears session storage and tells open modals to close; on a page that
 *   needs login the user goes to /signin?error=Expired (with the page as the redirect query).
 *   The payload rule sends the user to /signin from a public page too (000 §2.1).
 * - A missing session on a page that needs login is caught by the same 600-s check.
 * - Logout signs out, clears session and local storage and goes to /signin.
 *
 * Storage, navigation and "where is the user" belong to the app: the actions and the
 * `isOnPublicPage` guard below are placeholders it replaces with `provide`.
 */
import { assign, emit, fromPromise, setup } from 'xstate';

export const TOKEN_CHECK_EVERY_MS = 600_000;
/** A token with this many seconds or fewer left is about to expire (000 §4.2). */
const ABOUT_TO_EXPIRE_S = 600;
/** The refresh after sign-in runs this many seconds before expiry (000 §4.2, 001 §4.1). */
export const REFRESH_BEFORE_EXPIRY_S = 300;
export const PAYLOAD_CHECK_EVERY_MS = 60_000;
/** The external-portfolio status is retried up to 3 times, 1 s apart (000 §4.2, §9). */
const STATUS_RETRIES = 3;
export const STATUS_RETRY_WAIT_MS = 1_000;
/**
 * Ours, not the spec's: after a failed refresh the token has at most 600 s left, so waiting
 * for the next 600-s check would only find it expired. The refresh is tried again every
 * 60 s until it succeeds or the token runs out.
 */
export const REFRESH_RETRY_WAIT_MS = 60_000;
/**
 * The longest delay a browser's setTimeout keeps (2^31 − 1 ms, about 24.8 days); a longer one
 * overflows and fires at once.
 */
export const MAX_TIMER_DELAY_MS = 2 ** 31 - 1;

/** The ID-token payload kept as `user` in session storage (000 §3). */
export interface SessionUser {
  email: string;
  name?: string | undefined;
  phone_number?: string | undefined;
  'custom:user_signup_status'?: string | undefined;
  /** Epoch seconds. */
  exp: number;
  /** Epoch seconds. */
  iat: number;
}

export interface Session {
  accessToken: string;
  idToken: string;
  refreshToken: string;
  /** When the access token expires, epoch seconds. */
  expiresAt: number;
  user: SessionUser;
}

/** External portfolio status and last update (000 §3, §2.2), fetched after sign-in. */
export interface ExternalPortfolioStatus {
  /** An external portfolio has been imported: the menu reads Refresh Portfolio. */
  hasExternalPortfolio: boolean;
  /** Reload is locked: Refresh Portfolio is disabled until `nextReloadDate`. */
  reloadLocked: boolean;
  /** yyyy-MM-dd, or null when the service gives none. */
  nextReloadDate: string | null;
}

type TokenState = 'noToken' | 'tokenValid' | 'aboutToExpire' | 'expired';

/** The token check of 000 §4.2. `nowMs` is epoch milliseconds. */
export function checkToken(session: Pick<Session, 'expiresAt'> | null, nowMs: number): TokenState {
  if (!session) return 'noToken';
  const secondsLeft = session.expiresAt - nowMs / 1000;
  if (secondsLeft <= 0) return 'expired';
  if (secondsLeft <= ABOUT_TO_EXPIRE_S) return 'aboutToExpire';
  return 'tokenValid';
}

/** Milliseconds until the refresh is due: 300 s before expiry, never negative. */
export function refreshDelay(session: Pick<Session, 'expiresAt'> | null, nowMs: number): number {
  if (!session) return 0;
  return Math.max(0, (session.expiresAt - REFRESH_BEFORE_EXPIRY_S) * 1000 - nowMs);
}

/**
 * The timer for the refresh: its delay, capped at what a browser timer keeps. The cap never
 * fires early: `valid` is re-entered by the 600-s check long before, which re-arms it.
 */
export function refreshTimerDelay(session: Pick<Session, 'expiresAt'> | null, nowMs: number): number {
  return Math.min(refreshDelay(session, nowMs), MAX_TIMER_DELAY_MS);
}

export function isPayloadExpired(user: Pick<SessionUser, 'exp'> | null | undefined, nowMs: number): boolean {
  return !user || user.exp * 1000 <= nowMs;
}

interface SessionInput {
  /** What session storage holds when the app starts. */
  session: Session | null;
  externalPortfolio: ExternalPortfolioStatus | null;
}

interface SessionContext {
  session: Session | null;
  externalPortfolio: ExternalPortfolioStatus | null;
  statusRetries: number;
}

export type SessionEvent =
  | { type: 'session.started'; session: Session }
  | { type: 'session.logout' }
  | { type: 'session.unauthorized' }
  | { type: 'session.refresh' }
  /** An external portfolio was imported: its status is fetched again (the navbar's Refresh Portfolio). */
  | { type: 'session.externalPortfolioChanged' };

/** Emitted when a session ends: open modals close and their backdrops go (000 §4.2, 001 §2.1). */
export type SessionEmitted = { type: 'session.ended' };

const meta = (description: string, spec = '000 §4.2') => ({ description, spec });

const RENEWED_TOKEN_DUE =
  'The refreshed token is already due for refresh by this browser’s clock (the server’s clock differs); trying again in 60 s';

const requireSession = (context: SessionContext): Session => {
  if (!context.session) throw new Error('The session machine lost its session');
  return context.session;
};

/** What logout does whether or not the identity provider accepted the sign-out. */
const endAfterLogout = [
  'forgetSession',
  'clearSessionStorage',
  'clearLocalStorage',
  'closeModals',
  'goToSignIn',
] as const;

export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    input: {} as SessionInput,
    emitted: {} as SessionEmitted,
  },
  actors: {
    refreshSession: fromPromise<Session, { email: string; refreshToken: string }>(async () => {
      throw new Error('refreshSession not provided');
    }),
    signOut: fromPromise<void, Session | null>(async () => {
      throw new Error('signOut not provided');
    }),
    loadExternalPortfolioStatus: fromPromise<ExternalPortfolioStatus>(async () => {
      throw new Error('loadExternalPortfolioStatus not provided');
    }),
  },
  delays: {
    TOKEN_CHECK_EVERY: TOKEN_CHECK_EVERY_MS,
    PAYLOAD_CHECK_EVERY: PAYLOAD_CHECK_EVERY_MS,
    REFRESH_DUE: ({ context }) => refreshTimerDelay(context.session, Date.now()),
    STATUS_RETRY_WAIT: STATUS_RETRY_WAIT_MS,
    REFRESH_RETRY_WAIT: REFRESH_RETRY_WAIT_MS,
  },
  guards: {
    hasSession: ({ context }) => context.session !== null,
    hasSessionAndPortfolioStatus: ({ context }) => context.session !== null && context.externalPortfolio !== null,
    isAccessTokenExpired: ({ context }) => checkToken(context.session, Date.now()) === 'expired',
    isAccessTokenAboutToExpire: ({ context }) => checkToken(context.session, Date.now()) === 'aboutToExpire',
    isPayloadExpired: ({ context }) => isPayloadExpired(context.session?.user, Date.now()),
    /** A renewed token that this browser's clock already finds due for refresh (or expired). */
    isRenewedTokenDue: (_, params: { session: Session }) => refreshDelay(params.session, Date.now()) === 0,
    hasStatusRetriesLeft: ({ context }) => context.statusRetries < STATUS_RETRIES,
    /** Where the user is belongs to the router; the app provides this. */
    isOnPublicPage: () => true,
  },
  actions: {
    startSession: assign((_, params: { session: Session }) => ({
      session: params.session,
      externalPortfolio: null,
      statusRetries: 0,
    })),
    renewSession: assign({ session: (_, params: { session: Session }) => params.session }),
    forgetSession: assign({ session: null, externalPortfolio: null, statusRetries: 0 }),
    storeExternalPortfolioStatus: assign({
      externalPortfolio: (_, params: { status: ExternalPortfolioStatus }) => params.status,
    }),
    countStatusRetry: assign({ statusRetries: ({ context }) => context.statusRetries + 1 }),
    resetStatusRetries: assign({ statusRetries: 0 }),
    closeModals: emit({ type: 'session.ended' } as const),
    // Placeholders: the app writes storage and navigates.
    persistSession: (_, _params: { session: Session }) => {},
    persistRenewedSession: (_, _params: { session: Session }) => {},
    persistExternalPortfolioStatus: (_, _params: { status: ExternalPortfolioStatus }) => {},
    clearSessionStorage: () => {},
    clearLocalStorage: () => {},
    goToSignIn: () => {},
    goToSignInExpired: () => {},
    reportFailure: (_, _params: { what: string; error: unknown }) => {},
  },
}).createMachine({
  id: 'session',
  description:
    "The signed-in session: tokens checked and refreshed, expiry, logout and the external portfolio's status.",
  context: ({ input }) => ({ session: input.session, externalPortfolio: input.externalPortfolio, statusRetries: 0 }),
  initial: 'starting',
  states: {
    starting: {
      meta: meta('Reads what session storage held when the app started.'),
      always: [
        { guard: 'hasSessionAndPortfolioStatus', target: '#session.signedIn.externalPortfolio.known' },
        { guard: 'hasSession', target: 'signedIn' },
        { target: 'signedOut' },
      ],
    },
    signedOut: {
      meta: meta('No session: the visitor sees public pages; pages that need login send them to Sign In.', '000 §2.1'),
      on: {
        'session.started': {
          target: 'signedIn',
          actions: [
            { type: 'startSession', params: ({ event }) => ({ session: event.session }) },
            'clearSessionStorage',
            { type: 'persistSession', params: ({ event }) => ({ session: event.session }) },
          ],
        },
      },
      after: {
        // noToken on a page that needs login (000 §4.2 "Expired or missing on a non-public page").
        TOKEN_CHECK_EVERY: [{ guard: 'isOnPublicPage', target: 'signedOut', reenter: true }, { target: 'expired' }],
      },
    },
    signedIn: {
      type: 'parallel',
      meta: meta('An investor is signed in; API calls carry the access token.', '000 §4.2, §7'),
      on: {
        'session.started': {
          target: 'signedIn',
          reenter: true,
          actions: [
            { type: 'startSession', params: ({ event }) => ({ session: event.session }) },
            'clearSessionStorage',
            { type: 'persistSession', params: ({ event }) => ({ session: event.session }) },
          ],
        },
        'session.logout': 'signingOut',
        // The API refused the token: one place decides, never the screen (ARCHITECTURE).
        'session.unauthorized': 'expired',
      },
      states: {
        token: {
          meta: meta('The access token: checked every 600 000 ms, refreshed 300 s before it expires.'),
          // Something the token carries changed on the server (the signup status after an
          // onboarding step): renew it now, not at the next scheduled refresh. Handled here, not on
          // `signedIn`, so the payload and external-portfolio regions are not entered again.
          on: { 'session.refresh': '.refreshing' },
          initial: 'checking',
          states: {
            checking: {
              meta: meta('The token check decides: expired, about to expire (≤ 600 s) or valid.'),
              always: [
                { guard: 'isAccessTokenExpired', target: '#session.expired' },
                { guard: 'isAccessTokenAboutToExpire', target: 'refreshing' },
                { target: 'valid' },
              ],
            },
            valid: {
              meta: meta(
                'The token is valid; the next check is in 600 000 ms and the refresh is due 300 s before expiry.',
                '000 §4.2, 001 §4.1',
              ),
              after: { TOKEN_CHECK_EVERY: 'checking', REFRESH_DUE: 'refreshing' },
            },
            refreshing: {
              meta: meta('The refresh token is exchanged for new tokens (e-mail and refresh token).', '001 §7'),
              invoke: {
                src: 'refreshSession',
                input: ({ context }) => {
                  const session = requireSession(context);
                  return { email: session.user.email, refreshToken: session.refreshToken };
                },
                onDone: [
                  {
                    // Refreshing again at once would only bring the same again, without end.
                    guard: { type: 'isRenewedTokenDue', params: ({ event }) => ({ session: event.output }) },
                    target: 'refreshFailed',
                    actions: [
                      { type: 'renewSession', params: ({ event }) => ({ session: event.output }) },
                      { type: 'persistRenewedSession', params: ({ event }) => ({ session: event.output }) },
                      {
                        type: 'reportFailure',
                        params: () => ({ what: 'refresh', error: new Error(RENEWED_TOKEN_DUE) }),
                      },
                    ],
                  },
                  {
                    target: 'valid',
                    actions: [
                      { type: 'renewSession', params: ({ event }) => ({ session: event.output }) },
                      { type: 'persistRenewedSession', params: ({ event }) => ({ session: event.output }) },
                    ],
                  },
                ],
                onError: {
                  target: 'refreshFailed',
                  actions: { type: 'reportFailure', params: ({ event }) => ({ what: 'refresh', error: event.error }) },
                },
              },
            },
            refreshFailed: {
              meta: meta(
                'The refresh failed, or brought a token already due by this browser’s clock; the token is checked (and refreshed) again in 60 s.',
              ),
              after: { REFRESH_RETRY_WAIT: 'checking' },
            },
          },
        },
        payload: {
          meta: meta('The user payload’s expiry, checked every 60 s.', '000 §2.1, §4.2'),
          initial: 'watching',
          states: {
            watching: {
              meta: meta('The payload has not expired at the last check.', '000 §2.1, §4.2'),
              after: {
                PAYLOAD_CHECK_EVERY: [
                  { guard: 'isPayloadExpired', target: '#session.payloadExpired' },
                  { target: 'watching', reenter: true },
                ],
              },
            },
          },
        },
        externalPortfolio: {
          meta: meta(
            'External portfolio status and last update, fetched once per session and again after an import.',
            '000 §4.2, §2.2',
          ),
          on: { 'session.externalPortfolioChanged': { target: '.loading', actions: 'resetStatusRetries' } },
          initial: 'loading',
          states: {
            loading: {
              meta: meta('The external portfolio status and last update are being fetched.'),
              invoke: {
                src: 'loadExternalPortfolioStatus',
                onDone: {
                  target: 'known',
                  actions: [
                    { type: 'storeExternalPortfolioStatus', params: ({ event }) => ({ status: event.output }) },
                    { type: 'persistExternalPortfolioStatus', params: ({ event }) => ({ status: event.output }) },
                  ],
                },
                onError: [
                  { guard: 'hasStatusRetriesLeft', target: 'waitingToRetry', actions: 'countStatusRetry' },
                  {
                    target: 'unavailable',
                    actions: {
                      type: 'reportFailure',
                      params: ({ event }) => ({ what: 'external portfolio status', error: event.error }),
                    },
                  },
                ],
              },
            },
            waitingToRetry: {
              meta: meta('The status fetch failed; it is tried again after 1 s (up to 3 retries).', '000 §4.2, §9'),
              after: { STATUS_RETRY_WAIT: 'loading' },
            },
            known: {
              meta: meta('The status is known for this session; the navbar reads it.', '000 §2.2'),
            },
            unavailable: {
              meta: meta('Every retry failed: the status is unknown for this session (only logged).', '000 §4.2'),
            },
          },
        },
      },
    },
    expired: {
      meta: meta(
        'The token expired, was missing on a page that needs login, or was refused: storage is cleared and modals close.',
      ),
      entry: ['forgetSession', 'clearSessionStorage', 'closeModals'],
      always: [
        { guard: 'isOnPublicPage', target: 'signedOut' },
        { target: 'signedOut', actions: 'goToSignInExpired' },
      ],
    },
    payloadExpired: {
      meta: meta('The user payload expired: the token and session storage are cleared and the user goes to Sign In.'),
      entry: ['forgetSession', 'clearSessionStorage', 'closeModals'],
      always: [
        { guard: 'isOnPublicPage', target: 'signedOut', actions: 'goToSignIn' },
        { target: 'signedOut', actions: 'goToSignInExpired' },
      ],
    },
    signingOut: {
      meta: meta('Logout: the identity provider signs the user out.'),
      invoke: {
        src: 'signOut',
        input: ({ context }) => context.session,
        onDone: { target: 'signedOut', actions: endAfterLogout },
        onError: {
          target: 'signedOut',
          actions: [
            { type: 'reportFailure', params: ({ event }) => ({ what: 'sign-out', error: event.error }) },
            ...endAfterLogout,
          ],
        },
      },
    },
  },
});
