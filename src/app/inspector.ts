/**
 * Development-only views of every actor started with `useActorRef(machine, { inspect })`:
 * `?inspect` attaches the hosted Stately inspector, `?flows` the app's own live panel (every
 * running actor on its diagram, no internet needed). Both are read from the address the page
 * opened with and imported lazily inside a development-only branch, so production bundles never
 * contain them.
 */
import type { InspectionEvent } from 'xstate';

type Observer = (event: InspectionEvent) => void;

const requested = (name: string) =>
  import.meta.env.DEV && typeof window !== 'undefined' && new URLSearchParams(window.location.search).has(name);

/** The live panel is on (`?flows` in development); the root layout shows it. */
export const liveFlowsEnabled = requested('flows');

/** Actors start before an observer's module has loaded; their first events wait here. */
function lazyObserver(load: () => Promise<Observer>): Observer {
  const pending: InspectionEvent[] = [];
  let forward: Observer | undefined;
  load().then((observer) => {
    forward = observer;
    for (const event of pending.splice(0)) observer(event);
  });
  return (event) => {
    if (forward) forward(event);
    else pending.push(event);
  };
}

function createDevelopmentInspector(): Observer | undefined {
  if (!import.meta.env.DEV) return undefined;
  const observers: Observer[] = [];
  if (requested('inspect')) {
    observers.push(
      lazyObserver(async () => {
        const { createBrowserInspector } = await import('@statelyai/inspect');
        const inspector = createBrowserInspector();
        return (event) => inspector.inspect.next?.(event);
      }),
    );
  }
  if (liveFlowsEnabled) {
    observers.push(lazyObserver(async () => (await import('../features/flows')).observeLiveActor));
  }
  if (observers.length === 0) return undefined;
  return (event) => {
    for (const observer of observers) observer(event);
  };
}

export const inspect = createDevelopmentInspector();
