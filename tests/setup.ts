/**
 * Shared test setup. DOM tests opt in with a `// @vitest-environment happy-dom`
 * docblock; there we add the browser APIs Mantine expects and happy-dom lacks.
 */
import '@testing-library/jest-dom/vitest';

import { afterAll, vi } from 'vitest';

// Files that mock no module share a worker's loaded packages (the `shared-*` projects,
// vitest.config.ts). What a file may have changed is undone after it, so the next file starts as
// it would in a fresh worker: its own app modules (node_modules stay loaded), real timers, no stubs.
afterAll(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  vi.resetModules();
});

if (typeof window !== 'undefined') {
  const { cleanup } = await import('@testing-library/react');
  const { afterEach } = await import('vitest');
  afterEach(() => cleanup());
  // And a clean window: empty storage and document, the default address, no timer or request
  // still pending.
  const { happyDOM } = window as unknown as { happyDOM: { abort(): Promise<void>; setURL(url: string): void } };
  afterAll(async () => {
    await happyDOM.abort();
    localStorage.clear();
    sessionStorage.clear();
    document.head.replaceChildren();
    document.body.replaceChildren();
    document.title = '';
    happyDOM.setURL('http://localhost:3000/');
  });
  // REACT_OWNER_STACKS=1 keeps them, to see which component rendered the one a warning names.
  if (!process.env.REACT_OWNER_STACKS) await import('./support/react-owner-stacks');

  // Testing Library recognises fake timers only through a `jest` global. Given vitest's, its async
  // helpers (user-event, findBy*, waitFor) run the fake clock's due timers themselves instead of
  // waiting for real time that never comes, so tests use plain `vi.useFakeTimers()` and advance
  // exact times. A findBy* that has to wait moves the clock on in 50 ms polls: where exact times
  // matter, settle the step with `act` first and assert synchronously.
  Object.assign(globalThis, { jest: { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) } });

  if (!window.matchMedia) {
    window.matchMedia = (query: string) =>
      ({
        matches: false,
        media: query,
        onchange: null,
        addListener: () => {},
        removeListener: () => {},
        addEventListener: () => {},
        removeEventListener: () => {},
        dispatchEvent: () => false,
      }) as MediaQueryList;
  }
  if (!('ResizeObserver' in window)) {
    class ResizeObserverStub {
      observe() {}
      unobserve() {}
      disconnect() {}
    }
    Object.assign(window, { ResizeObserver: ResizeObserverStub });
  }
  window.HTMLElement.prototype.scrollIntoView ??= () => {};
  window.scrollTo = () => {};
}
