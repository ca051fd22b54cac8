/**
 * Shared test setup. DOM tests opt in with a `// @vitest-environment happy-dom`
 * docblock; there we add the browser APIs Mantine expects and happy-dom lacks.
 */
import '@testing-library/jest-dom/vitest';

if (typeof window !== 'undefined') {
  const { cleanup } = await import('@testing-library/react');
  const { afterEach } = await import('vitest');
  afterEach(() => cleanup());

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
