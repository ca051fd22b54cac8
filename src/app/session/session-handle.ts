/**
 * What the app holds of the session: a small handle in front of the session actor, so the
 * actor (XState and the session machine) need not load before a visitor's first page. When
 * session storage holds a session the actor is loaded before the first render, exactly as
 * before; when it holds none, the page renders as signed out at once and the actor loads
 * while the browser is idle. Events sent before it arrives wait in order.
 *
 * This file must stay free of runtime imports from xstate and the session machine: it sits
 * in the landing page's entry chunk (ARCHITECTURE budget: 150 KB gzip of initial JS).
 */
import type {
  ExternalPortfolioStatus,
  SessionEmitted,
  SessionEvent,
  SessionUser,
} from '../../../machines/session.machine';
import type { SessionActor } from './app-session';

/** What screens and guards read: who is signed in and what the navbar shows. */
export interface SessionView {
  signedIn: boolean;
  user: SessionUser | null;
  externalPortfolio: ExternalPortfolioStatus | null;
}

export interface SessionHandle {
  /** The current view; the same object until something in it changes (for useSyncExternalStore). */
  getView(): SessionView;
  subscribe(listener: () => void): () => void;
  send(event: SessionEvent): void;
  /** Called when a session ends (expiry, logout, refused token). */
  onEnded(listener: () => void): () => void;
  /** The running actor, once loaded. */
  actor(): Promise<SessionActor>;
}

export const SIGNED_OUT: SessionView = { signedIn: false, user: null, externalPortfolio: null };

function viewOf(actor: SessionActor, previous: SessionView): SessionView {
  const snapshot = actor.getSnapshot();
  const signedIn = snapshot.matches('signedIn');
  const user = snapshot.context.session?.user ?? null;
  const externalPortfolio = snapshot.context.externalPortfolio;
  if (signedIn === previous.signedIn && user === previous.user && externalPortfolio === previous.externalPortfolio) {
    return previous;
  }
  return { signedIn, user, externalPortfolio };
}

/** A handle on an actor that already runs (tests, and the app once the actor has loaded). */
export function handleForActor(actor: SessionActor): SessionHandle {
  const handle = createSessionHandle(SIGNED_OUT);
  handle.attach(actor);
  return handle;
}

/** A handle showing `initial` until `attach` gives it the actor. */
export function createSessionHandle(initial: SessionView): SessionHandle & { attach(actor: SessionActor): void } {
  let view = initial;
  let current: SessionActor | undefined;
  let resolveActor: (actor: SessionActor) => void = () => {};
  const ready = new Promise<SessionActor>((resolve) => {
    resolveActor = resolve;
  });
  const listeners = new Set<() => void>();
  const endedListeners = new Set<() => void>();
  const pending: SessionEvent[] = [];

  const update = (next: SessionView) => {
    if (next === view) return;
    view = next;
    for (const listener of [...listeners]) listener();
  };

  return {
    getView: () => view,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    send(event) {
      if (current) current.send(event);
      else pending.push(event);
    },
    onEnded(listener) {
      endedListeners.add(listener);
      return () => endedListeners.delete(listener);
    },
    actor: () => ready,
    attach(actor) {
      if (current) throw new Error('The session handle already has its actor');
      current = actor;
      actor.subscribe(() => update(viewOf(actor, view)));
      actor.on('session.ended', (_: SessionEmitted) => {
        for (const listener of [...endedListeners]) listener();
      });
      update(viewOf(actor, view));
      for (const event of pending.splice(0)) actor.send(event);
      resolveActor(actor);
    },
  };
}

/** For route guards (`beforeLoad`): is an investor signed in right now? */
export function isSignedIn(session: SessionHandle): boolean {
  return session.getView().signedIn;
}
