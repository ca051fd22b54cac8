/**
 * Runs once before any test file: builds the seeded database snapshot the server tests start
 * from (tests/server/support/test-app.ts), so a cold run never seeds inside a test's hook.
 */
import { seededSnapshot } from './server/support/test-app';

export async function setup(): Promise<void> {
  await seededSnapshot();
}
