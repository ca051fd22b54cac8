/**
 * The session for React: one provider, narrow hooks. Screens read who is signed in and
 * send what happened; they never touch storage or the session actor's internals.
 */
import { useSelector } from '@xstate/react';
import { createContext, type ReactNode, useContext, useEffect, useMemo } from 'react';
import type { ExternalPortfolioStatus, Session, SessionUser } from '../../../machines/session.machine';
import type { IdentityProvider } from '../../api/identity/identity-provider';
import type { SessionActor } from './app-session';
import type { SessionStore } from './session-storage';

export interface SessionValue {
  actor: SessionActor;
  identity: IdentityProvider;
  store: SessionStore;
}

const SessionContext = createContext<SessionValue | null>(null);

export function SessionProvider({ value, children }: { value: SessionValue; children: ReactNode }) {
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

function useSessionValue(): SessionValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('The session is used outside <SessionProvider>');
  return value;
}

export const useSessionActor = (): SessionActor => useSessionValue().actor;
export const useIdentity = (): IdentityProvider => useSessionValue().identity;
export const useSessionStore = (): SessionStore => useSessionValue().store;

/** The signed-in user's payload (000 §3), or null. */
export function useSessionUser(): SessionUser | null {
  return useSelector(useSessionActor(), (snapshot) => snapshot.context.session?.user ?? null);
}

export function useIsSignedIn(): boolean {
  return useSelector(useSessionActor(), (snapshot) => snapshot.matches('signedIn'));
}

/** External portfolio status for this session; null until fetched (or when it could not be). */
export function useExternalPortfolioStatus(): ExternalPortfolioStatus | null {
  return useSelector(useSessionActor(), (snapshot) => snapshot.context.externalPortfolio);
}

export interface SessionActions {
  /** Sign-in succeeded: store the session and start its clocks. */
  start(session: Session): void;
  logout(): void;
}

export function useSessionActions(): SessionActions {
  const actor = useSessionActor();
  return useMemo(
    () => ({
      start: (session) => actor.send({ type: 'session.started', session }),
      logout: () => actor.send({ type: 'session.logout' }),
    }),
    [actor],
  );
}

/**
 * Calls `close` when the session ends (expiry, logout, refused token): a modal that uses
 * it closes, backdrop and all (000 §4.2 "closes modals", 001 §2.1).
 */
export function useCloseOnSessionEnd(close: () => void): void {
  const actor = useSessionActor();
  useEffect(() => {
    const subscription = actor.on('session.ended', () => close());
    return () => subscription.unsubscribe();
  }, [actor, close]);
}
