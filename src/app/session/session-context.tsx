/**
 * The session for React: one provider, narrow hooks. Screens read who is signed in and
 * send what happened; they never touch storage or the session actor's internals.
 */
import { createContext, type ReactNode, useContext, useEffect, useMemo, useSyncExternalStore } from 'react';
import type { ExternalPortfolioStatus, Session, SessionUser } from '../../../machines/session.machine';
import type { IdentityProvider } from '../../api/identity/identity-provider';
import type { SessionHandle, SessionView } from './session-handle';
import type { SessionStore } from './session-storage';

export interface SessionValue {
  /** The session actor behind a handle that works before the actor has loaded (session-handle.ts). */
  actor: SessionHandle;
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

export const useSessionHandle = (): SessionHandle => useSessionValue().actor;
export const useIdentity = (): IdentityProvider => useSessionValue().identity;
export const useSessionStore = (): SessionStore => useSessionValue().store;

function useSessionView(): SessionView {
  const handle = useSessionHandle();
  return useSyncExternalStore(handle.subscribe, handle.getView, handle.getView);
}

/** The signed-in user's payload (000 §3), or null. */
export function useSessionUser(): SessionUser | null {
  return useSessionView().user;
}

export function useIsSignedIn(): boolean {
  return useSessionView().signedIn;
}

/** External portfolio status for this session; null until fetched (or when it could not be). */
export function useExternalPortfolioStatus(): ExternalPortfolioStatus | null {
  return useSessionView().externalPortfolio;
}

interface SessionActions {
  /** Sign-in succeeded: store the session and start its clocks. */
  start(session: Session): void;
  logout(): void;
}

export function useSessionActions(): SessionActions {
  const actor = useSessionHandle();
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
  const handle = useSessionHandle();
  useEffect(() => handle.onEnded(close), [handle, close]);
}
