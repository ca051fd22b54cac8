/**
 * The Chromium that prerendering (scripts/prerender.ts) and the journeys (playwright.config.ts)
 * drive: CHROMIUM_PATH when set; else Debian's chromium-headless-shell, Chromium's headless-only
 * build (the one Playwright itself runs headless tests on), which draws the same pages with about
 * a fifth less CPU in the journeys and half in prerendering; else Debian's chromium.
 */
import { existsSync } from 'node:fs';

/** Debian's `chromium-headless-shell` package; /usr/bin/chromium-headless-shell is a shell wrapper around it. */
export const HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell';
/** Debian's `chromium` package. */
export const CHROMIUM = '/usr/bin/chromium';

export function chromiumPath(
  env: NodeJS.ProcessEnv = process.env,
  exists: (path: string) => boolean = existsSync,
): string {
  if (env.CHROMIUM_PATH) return env.CHROMIUM_PATH;
  return exists(HEADLESS_SHELL) ? HEADLESS_SHELL : CHROMIUM;
}
