/**
 * Shared Playwright fixtures. `a11y.check()` runs axe on the page as it stands;
 * page objects call it on every page a journey visits, so accessibility is checked
 * where users actually go rather than on a list kept apart from the journeys. Every test also
 * fails on any Content-Security-Policy violation in any of its pages (popups, the bank's window
 * and the exchange's tab included), so the journeys prove the app works under the server's CSP.
 */

import { test as base, expect, type Page } from '@playwright/test';
import axe from 'axe-core';
import { e2eBaseUrl } from './support/servers';

export interface A11y {
  check(label: string): Promise<void>;
}

/** The WCAG 2.0, 2.1 and 2.2 A and AA rules (2.2 adds target-size, 2.5.8). */
const WCAG_A_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** The page states (label and path) axe has passed in this worker. */
const CHECKED = new Set<string>();

/**
 * Runs axe on a page as it stands (the `a11y` fixture's check; a journey's other tabs call it
 * directly). axe straight in the page: injected once per document, then run on it. @axe-core/playwright's
 * `analyze()` opens a blank page for every check to merge the results of iframes, and that page
 * was two thirds of a check's time; the app has no iframes, so `axe.run` sees everything.
 */
export async function checkPage(page: Page, label: string): Promise<void> {
  // A page state axe has passed in this worker (same label, same path) is not checked again: the
  // journeys pass through the same screens many times (Order Status 8 times in 21 journeys), and
  // axe is about a quarter of Chromium's CPU in the suite. Every labelled state is still checked
  // in every run, by the first journey of each worker that reaches it.
  const state = `${label} @ ${new URL(page.url()).pathname}`;
  if (CHECKED.has(state)) return;
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  const summary = await page.evaluate(async (tags) => {
    const { violations } = await (window as unknown as { axe: typeof axe }).axe.run(document, {
      runOnly: { type: 'tag', values: tags },
    });
    return violations.map(
      (v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
    );
  }, WCAG_A_AA);
  expect(summary, `axe violations on ${label}`).toEqual([]);
  CHECKED.add(state);
}

export interface InboxMessage {
  to: string;
  subject: string;
  body: string;
  code: string | null;
}

/**
 * A one-time code as a step takes it: a literal (a wrong code on purpose), or the inbox read the
 * step makes once its code entry shows. The code entry shows only after the server has sent the
 * code, so reading then never picks up an earlier code to the same address (a SIP's, then the
 * skip's) that is still the newest.
 */
export type Code = string | (() => Promise<string>);

export const codeOf = (code: Code): Promise<string> => (typeof code === 'string' ? Promise.resolve(code) : code());

export interface Sandbox {
  reset(): Promise<void>;
  /** Messages to an e-mail or phone, newest first. */
  inbox(to: string): Promise<InboxMessage[]>;
  /** The newest one-time code sent to an e-mail or phone, waiting a little for it to arrive. */
  latestCode(to: string): Promise<string>;
  advanceClock(advance: { days?: number; hours?: number; minutes?: number }): Promise<void>;
  /** Forces a simulated partner's outcome (`auto`: its magic inputs decide), until reset. */
  setPartner(partner: string, outcome: string): Promise<void>;
}

/** CSP violations reported so far; a test that provokes one on purpose takes it, so it is not a failure. */
export interface CspViolations {
  take(): string[];
}

/** Chromium reports every violation on the console: "… violates the following Content Security Policy directive …". */
const CSP_REPORT = /Content Security Policy/i;

export const test = base.extend<{ a11y: A11y; sandbox: Sandbox; cspViolations: CspViolations }>({
  // Each worker drives a server of its own (playwright.config.ts), so resets never cross.
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern
  baseURL: async ({}, use, testInfo) => {
    await use(e2eBaseUrl(testInfo.parallelIndex));
  },
  cspViolations: [
    async ({ context }, use) => {
      let violations: string[] = [];
      const watch = (page: Page) =>
        page.on('console', (message) => {
          if (CSP_REPORT.test(message.text())) violations.push(`${page.url()}: ${message.text()}`);
        });
      for (const page of context.pages()) watch(page);
      context.on('page', watch);
      await use({
        take() {
          const taken = violations;
          violations = [];
          return taken;
        },
      });
      expect(violations, 'Content Security Policy violations').toEqual([]);
    },
    { auto: true },
  ],
  a11y: async ({ page }, use) => {
    await use({ check: (label) => checkPage(page, label) });
  },
  sandbox: async ({ request }, use) => {
    await use({
      async reset() {
        const response = await request.post('/sandbox/reset', { headers: { 'content-type': 'application/json' } });
        expect(response.ok()).toBe(true);
      },
      async inbox(to) {
        const response = await request.get('/sandbox/inbox', { params: { to } });
        expect(response.ok()).toBe(true);
        return ((await response.json()) as { messages: InboxMessage[] }).messages;
      },
      async latestCode(to) {
        let code: string | null | undefined;
        await expect
          .poll(
            async () => {
              const response = await request.get('/sandbox/inbox', { params: { to } });
              const { messages } = (await response.json()) as { messages: InboxMessage[] };
              code = messages.find((message) => message.code)?.code;
              return code;
            },
            { message: `a code sent to ${to}` },
          )
          .toBeTruthy();
        return code as string;
      },
      async advanceClock(advance) {
        const response = await request.post('/sandbox/clock', { data: { advance } });
        expect(response.ok()).toBe(true);
      },
      async setPartner(partner, outcome) {
        const response = await request.put(`/sandbox/partners/${partner}`, { data: { outcome } });
        expect(response.ok()).toBe(true);
      },
    });
  },
});

export { expect };
