/**
 * Requests a browser path holds at the page's edge until a step says how they end. A state that
 * waits on the server (an order being placed) lasts as long as the server takes, which in the
 * browser is a few milliseconds: asserting it would be a race. Holding the request makes the
 * state something the user can be seen in, and the step after it decides: `release()` sends the
 * request on to the real sandbox server, which answers as it would; `fail()` drops the connection
 * (the app's default failure text), the one failure no sandbox partner can produce for it.
 */
import type { Page, Request, Route } from '@playwright/test';
import { expect } from '../fixtures';

export class HeldRequests {
  private readonly held: Route[] = [];
  private seen = 0;

  private constructor(private readonly what: string) {}

  /** Holds every request of the page that `matches`; others go on untouched. */
  static async on(page: Page, what: string, matches: (request: Request) => boolean): Promise<HeldRequests> {
    const holder = new HeldRequests(what);
    await page.route('**/api/**', async (route) => {
      if (!matches(route.request())) return route.fallback();
      holder.seen += 1;
      holder.held.push(route);
    });
    return holder;
  }

  /** How many requests were held so far, released or not. */
  get count(): number {
    return this.seen;
  }

  /** Waits until a request is held (the app sent it) and returns it. */
  async waiting(): Promise<Request> {
    await expect.poll(() => this.held.length, { message: `a held ${this.what} request` }).toBeGreaterThan(0);
    return (this.held[0] as Route).request();
  }

  /** Sends the oldest held request on to the server; its answer reaches the app. */
  async release(): Promise<void> {
    await this.waiting();
    await (this.held.shift() as Route).continue();
  }

  /** Drops the oldest held request's connection: the app sees a network failure. */
  async fail(): Promise<void> {
    await this.waiting();
    await (this.held.shift() as Route).abort('failed');
  }

  /**
   * Drops every held request, e.g. when the investor closes the dialog while one is pending: the
   * server never sees it, so what it has recorded stays known to the path.
   */
  async dropAll(): Promise<void> {
    for (const route of this.held.splice(0)) await route.abort('aborted').catch(() => {});
  }
}
