/**
 * `?inspect` in development attaches the Stately inspector to every actor that is
 * started with `useActorRef(machine, { inspect })`. The inspector package is imported
 * lazily inside a development-only branch, so production bundles never contain it.
 */
import type { InspectionEvent } from 'xstate';

function createDevelopmentInspector(): ((event: InspectionEvent) => void) | undefined {
  if (!import.meta.env.DEV || typeof window === 'undefined') return undefined;
  if (!new URLSearchParams(window.location.search).has('inspect')) return undefined;

  // Actors start before the inspector module has loaded; their first events wait here.
  const pending: InspectionEvent[] = [];
  let forward: ((event: InspectionEvent) => void) | undefined;
  import('@statelyai/inspect').then(({ createBrowserInspector }) => {
    const inspector = createBrowserInspector();
    forward = (event) => inspector.inspect.next?.(event);
    for (const event of pending.splice(0)) forward(event);
  });
  return (event) => {
    if (forward) forward(event);
    else pending.push(event);
  };
}

export const inspect = createDevelopmentInspector();
