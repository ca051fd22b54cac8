import { defineConfig } from '@playwright/test';
import { E2E_WORKERS, e2eBaseUrl, e2ePort } from './e2e/support/servers';
import { chromiumPath } from './scripts/chromium';

/**
 * E2E runs against the real sandbox server and a throwaway in-memory database: one server per
 * worker (e2e/support/servers.ts), so journeys that reset the sandbox never meet.
 *
 * The machines' generated paths in the browser (e2e/paths/) run only with E2E_PATHS set, as
 * `npm run test:paths -- <machine> --browser` does; the journeys then stay out, and the paths'
 * output (traces, their coverage) lives apart from the journeys'. Neither is test-results/ itself:
 * Playwright empties its output folder at every run, and test-results/paths/ holds the flow
 * tests' reports the atlas shows.
 */
const PATHS = Boolean(process.env.E2E_PATHS);

export default defineConfig({
  testDir: 'e2e',
  ...(PATHS
    ? { testMatch: 'paths/**/*.paths.spec.ts', outputDir: 'test-results/browser-paths/output' }
    : { testIgnore: 'paths/**', outputDir: 'test-results/e2e' }),
  // Every journey starts from a reset, so any two can run at once on separate servers; the
  // journeys, not the files, are shared out, which keeps the workers evenly busy.
  fullyParallel: true,
  workers: E2E_WORKERS,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    // Worker 0's; e2e/fixtures.ts gives every worker its own.
    baseURL: e2eBaseUrl(0),
    // Recording a trace costs about a quarter of a journey's CPU; CI records the retry of a
    // failed journey, which is the trace worth reading.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    // No transitions mid-flight when axe measures contrast (a fading modal reads as too pale);
    // the app honours the preference through the theme's respectReducedMotion.
    contextOptions: { reducedMotion: 'reduce' },
    launchOptions: {
      // Debian's headless shell when installed (scripts/chromium.ts): the journeys' largest CPU cost is Chromium's.
      executablePath: chromiumPath(),
      // The machine has no network beyond loopback: keep Chromium from dialling out.
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: Array.from({ length: E2E_WORKERS }, (_, worker) => ({
    // The production bundle `npm run build` made (as `npm start` runs it), on the Node running
    // Playwright (the project's own under npm), whatever `node` the shell finds.
    // A larger young generation than V8's default (as vitest.config.ts gives its workers): each journey's
    // reset and seed allocate briskly, and the servers spend a tenth less CPU.
    command: `"${process.execPath}" --max-semi-space-size=64 dist-server/main.js`,
    url: `${e2eBaseUrl(worker)}/healthz`,
    // The flow atlas's reports come from a fixed set (e2e/path-reports), not from the last local run.
    env: {
      PORT: String(e2ePort(worker)),
      DATA_DIR: 'memory://',
      SANCHAY_MODE: 'sandbox',
      PATH_REPORTS_DIR: 'e2e/path-reports',
    },
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'pipe' as const,
  })),
});
