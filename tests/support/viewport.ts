/**
 * A phone-sized window for happy-dom tests: happy-dom applies media queries (Mantine's
 * hiddenFrom / visibleFrom classes, `matchMedia`) at its window's size, 1024 × 768 by default.
 * `withPhoneViewport()` in a describe block (or a file) runs its tests at 390 × 844 and restores the size after;
 * `withDesktopViewport()` at 1366 × 900, wide enough for the signed-in header's menus (from 1200 px).
 */
import { afterEach, beforeEach } from 'vitest';

interface HappyDomWindow {
  happyDOM: { setViewport(size: { width: number; height: number }): void };
}

export const PHONE = { width: 390, height: 844 } as const;
export const DESKTOP = { width: 1366, height: 900 } as const;

export function setViewport(size: { width: number; height: number }): void {
  (window as unknown as HappyDomWindow).happyDOM.setViewport(size);
}

function withViewport(size: { width: number; height: number }): void {
  const initial = { width: window.innerWidth, height: window.innerHeight };
  beforeEach(() => setViewport(size));
  afterEach(() => setViewport(initial));
}

export const withPhoneViewport = (): void => withViewport(PHONE);
export const withDesktopViewport = (): void => withViewport(DESKTOP);
