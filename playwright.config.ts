import { defineConfig } from '@playwright/test';

/** E2E runs against the real sandbox server on its own port and a throwaway in-memory database. */
const port = Number(process.env.E2E_PORT ?? 8199);

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: `http://localhost:${port}`,
    trace: 'retain-on-failure',
    // No transitions mid-flight when axe measures contrast (a fading modal reads as too pale);
    // the app honours the preference through the theme's respectReducedMotion.
    contextOptions: { reducedMotion: 'reduce' },
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
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
  webServer: {
    command: 'node --import tsx server/main.ts',
    url: `http://localhost:${port}/healthz`,
    env: { PORT: String(port), DATA_DIR: 'memory://', SANCHAY_MODE: 'sandbox' },
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'pipe',
  },
});
