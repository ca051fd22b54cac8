/**
 * The session actor with the app's implementations: identity calls, the session store,
 * local storage, the router (where the user is, Sign In) and the external-portfolio
 * status. One is created per page load, before the router, and lives as long as the page.
 */
import { type ActorRefFrom, createActor, fromPromise } from 'xstate';
import { type ExternalPortfolioStatus, type Session, sessionMachine } from '../../../machines/session.machine';
import { linkSession } from '../../api/client';
import type { IdentityProvider } from '../../api/identity/identity-provider';
import { inspect } from '../inspector';
import { isPublicPath } from './public-paths';
import {
  readExternalPortfolioStatus,
  readSession,
  type SessionStore,
  writeExternalPortfolioStatus,
  writeSession,
} from './session-storage';

export type SessionMachine = typeof sessionMachine;
export type SessionActor = ActorRefFrom<SessionMachine>;

/** The search Sign In understands (001 §2.3, 000 §8). */
export interface SignInSearch {
  error?: 'Expired';
  redirect?: string;
}

/** What the session needs from the router. */
export interface SessionNavigation {
  /** The current location: pathname, and href (path and search) for the redirect query. */
  location(): { pathname: string; href: string };
  goToSignIn(search: SignInSearch): void;
}

export interface SessionServices {
  identity: Pick<IdentityProvider, 'refresh' | 'signOut'>;
  store: SessionStore;
  /** Logout clears local storage as well (000 §4.2). */
  localStorage: Pick<Storage, 'clear'>;
  navigation: SessionNavigation;
  loadExternalPortfolioStatus: (signal: AbortSignal) => Promise<ExternalPortfolioStatus>;
}

/** The session machine with the app's implementations (tests may `provide` over them). */
export function provideSessionMachine(services: SessionServices, machine = sessionMachine): SessionMachine {
  const { identity, store, navigation } = services;
  return machine.provide({
    actors: {
      refreshSession: fromPromise<Session, { email: string; refreshToken: string }>(({ input }) =>
        identity.refresh(input),
      ),
      signOut: fromPromise<void, Session | null>(({ input }) => identity.signOut(input)),
      loadExternalPortfolioStatus: fromPromise<ExternalPortfolioStatus>(({ signal }) =>
        services.loadExternalPortfolioStatus(signal),
      ),
    },
    guards: {
      isOnPublicPage: () => isPublicPath(navigation.location().pathname),
    },
    actions: {
      persistSession: (_, params) => writeSession(store, params.session),
      persistRenewedSession: (_, params) => writeSession(store, params.session),
      persistExternalPortfolioStatus: (_, params) => writeExternalPortfolioStatus(store, params.status),
      clearSessionStorage: () => store.clear(),
      clearLocalStorage: () => services.localStorage.clear(),
      goToSignIn: () => navigation.goToSignIn({}),
      goToSignInExpired: () => navigation.goToSignIn({ error: 'Expired', redirect: navigation.location().href }),
      // 000 §7 "A 401 is only logged"; the other failures here are logged the same way.
      reportFailure: (_, params) => console.warn(`Session: ${params.what} failed`, params.error),
    },
  });
}

/**
 * Creates the session from what session storage holds and links the user service to it:
 * requests carry the stored access token, a 401 ends the session. The caller starts it
 * once the router it navigates with exists.
 */
export function createSession(
  services: SessionServices,
  /** Lets a test replace implementations (e.g. with deferred actors) after the app's. */
  refine: (machine: SessionMachine) => SessionMachine = (machine) => machine,
): SessionActor {
  const actor = createActor(refine(provideSessionMachine(services)), {
    input: {
      session: readSession(services.store),
      externalPortfolio: readExternalPortfolioStatus(services.store),
    },
    inspect,
  });
  linkSession({
    accessToken: () => services.store.get('accessToken'),
    reportUnauthorized: () => actor.send({ type: 'session.unauthorized' }),
  });
  return actor;
}
