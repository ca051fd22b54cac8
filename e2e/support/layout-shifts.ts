/**
 * Cumulative layout shift as Chromium reports it (the `layout-shift` entries Lighthouse's CLS sums),
 * leaving out shifts that follow the user's own input.
 */
import type { Page } from '@playwright/test';

type Shifts = { layoutShifts: number[] };

/** Starts recording in every document the page opens from now on; call before `goto`. */
export async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as Shifts).layoutShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
        if (!entry.hadRecentInput) shifts.push(entry.value);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The shifts recorded in the current document so far, summed. */
export function layoutShift(page: Page): Promise<number> {
  return page.evaluate(() => (window as unknown as Shifts).layoutShifts.reduce((sum, value) => sum + value, 0));
}
