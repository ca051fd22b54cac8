/**
 * The bench's signed-in pages (issue 30): how long the dashboard, portfolio, Order Status and My
 * Investments take in Chromium to show the investor's own figures, opened cold (a new browser
 * context: no cache, the session in place as a sign-in leaves it, as e2e/support/signed-in.ts
 * does) on a phone-sized window with the CPU slowed 4× (Lighthouse's mobile CPU). Time to content
 * is from the navigation's start to the first of the page's own data on screen; median of 3.
 */
import { chromium } from '@playwright/test';
import { sessionFromTokens } from '../src/api/identity/session-tokens';
import { sessionEntries } from '../src/app/session/session-storage';
import { chromiumPath } from './chromium';

const RUNS = 3;
const CPU_SLOWDOWN = 4;
/** Lighthouse's mobile budget for the largest paint, as the bar the signed-in pages are held to. */
const BUDGET_MS = 2500;

/** Each page and what of the investor's own data shows it has drawn (scheme names all end "Fund - …"). */
const PAGES: Record<string, { path: string; content: string }> = {
  dashboard: { path: '/dashboard', content: '[aria-label="Your investments"] dd >> text=/₹/' },
  portfolio: { path: '/portfolio', content: 'main >> text=/Fund - /' },
  'Order Status': { path: '/orderstatus', content: 'main >> text=/Fund - /' },
  'My Investments': { path: '/myInvestment', content: 'main >> text=/Fund - /' },
};

/** What Cognito's InitiateAuth answers a sign-in with. */
export interface DemoTokens {
  IdToken: string;
  AccessToken: string;
  RefreshToken: string;
}

interface PagesTools {
  printTable(rows: string[][]): void;
  /** The demo investor signed in (scripts/bench.ts). */
  demoTokens(baseUrl: string): Promise<DemoTokens>;
}

export async function benchPages(baseUrl: string, { printTable, demoTokens }: PagesTools): Promise<void> {
  const browser = await chromium.launch({ executablePath: chromiumPath() });
  const figures: string[][] = [];
  try {
    for (const [name, { path, content }] of Object.entries(PAGES)) {
      const times: number[] = [];
      for (let run = 0; run < RUNS; run++) {
        const context = await browser.newContext({ viewport: { width: 390, height: 844 }, baseURL: baseUrl });
        const page = await context.newPage();
        // The session goes in from a page of the origin that is not the app, then the app loads once.
        const tokens = await demoTokens(baseUrl);
        const entries = sessionEntries(
          sessionFromTokens({
            idToken: tokens.IdToken,
            accessToken: tokens.AccessToken,
            refreshToken: tokens.RefreshToken,
          }),
        );
        await page.goto('/healthz');
        await page.evaluate((stored) => {
          for (const [key, value] of Object.entries(stored)) window.sessionStorage.setItem(key, value);
        }, entries);
        const cdp = await context.newCDPSession(page);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
        await page.goto(path, { waitUntil: 'commit' });
        await page.locator(content).first().waitFor({ state: 'visible', timeout: 60_000 });
        times.push(await page.evaluate(() => performance.now()));
        await context.close();
      }
      const median = [...times].sort((a, b) => a - b)[Math.floor(RUNS / 2)] ?? Number.NaN;
      figures.push([
        name,
        path,
        times.map((ms) => ms.toFixed(0)).join(', '),
        median.toFixed(0),
        median <= BUDGET_MS ? 'ok' : 'over',
      ]);
    }
  } finally {
    await browser.close();
  }
  console.info(
    `\nSigned-in pages in Chromium, cold, 390×844, CPU ${CPU_SLOWDOWN}× slower: time to the investor's own data ` +
      `(median of ${RUNS}; budget ≤ ${BUDGET_MS} ms, Lighthouse's mobile bar for the largest paint)`,
  );
  printTable([['page', 'path', 'runs ms', 'median ms', 'verdict'], ...figures]);
}
