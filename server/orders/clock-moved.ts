/**
 * Work to run after a tester moves the sandbox clock (POST /sandbox/clock), registered per clock
 * so two servers in one process (tests) never run each other's work. The job queue listens
 * (server/jobs/runner.ts `runDue`), and the sandbox route awaits every listener before it
 * answers, so the moved clock's consequences are visible at once.
 */
import type { Clock } from '../clock';

type ClockListener = () => Promise<void>;

const listeners = new WeakMap<Clock, Set<ClockListener>>();

/** Registers `listener` for moves of `clock`; returns the unregister function. */
export function onClockMoved(clock: Clock, listener: ClockListener): () => void {
  const set = listeners.get(clock) ?? new Set<ClockListener>();
  set.add(listener);
  listeners.set(clock, set);
  return () => set.delete(listener);
}

/** Runs the listeners of `clock`, one after the other. */
export async function clockMoved(clock: Clock): Promise<void> {
  for (const listener of listeners.get(clock) ?? []) await listener();
}
