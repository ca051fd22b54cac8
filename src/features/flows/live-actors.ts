/**
 * The running actors the live panel shows (`?flows` in development): fed by the app's inspector
 * with every actor's snapshots, keeping the latest state of each machine actor. Read with
 * `useLiveActors`; an actor drops out with the snapshot that says it stopped (or finished).
 */
import { useSyncExternalStore } from 'react';
import { type AnyActorRef, type AnyStateMachine, type InspectionEvent, StateMachine, type StateValue } from 'xstate';

export interface LiveActor {
  /** Unique per actor for the page's lifetime. */
  sessionId: string;
  /** The actor's id in its system (`codeEntry`, or a generated one for root actors). */
  id: string;
  machine: AnyStateMachine;
  value: StateValue;
}

let actors: readonly LiveActor[] = [];
const listeners = new Set<() => void>();

export function observeLiveActor(event: InspectionEvent): void {
  // `@xstate.actor` comes while the actor is still being built (its snapshot unreadable); its
  // first snapshot follows as soon as it starts.
  if (event.type !== '@xstate.snapshot') return;
  const ref = event.actorRef as AnyActorRef;
  // Every actor the inspector sees is an `Actor`, which carries its logic; only machines are drawn.
  const logic = (ref as { logic?: unknown }).logic;
  if (!(logic instanceof StateMachine)) return;
  // A machine's snapshot: it has a state value.
  const snapshot = event.snapshot as unknown as { status: string; value: StateValue };
  const others = actors.filter((actor) => actor.sessionId !== ref.sessionId);
  actors =
    snapshot.status === 'active'
      ? [...others, { sessionId: ref.sessionId, id: ref.id, machine: logic as AnyStateMachine, value: snapshot.value }]
      : others;
  notify();
}

function notify(): void {
  for (const listener of listeners) listener();
}

/** Forgets every actor (tests start clean). */
export function resetLiveActors(): void {
  actors = [];
  notify();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useLiveActors(): readonly LiveActor[] {
  return useSyncExternalStore(subscribe, () => actors);
}
