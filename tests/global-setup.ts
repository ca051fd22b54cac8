/**
 * Runs once before any test file: builds the seeded database the server tests start from
 * (tests/server/support/test-database.ts), so a cold run never seeds inside a test's hook.
 */
import { prepareTestDatabases } from './server/support/test-database';

export async function setup(): Promise<void> {
  await prepareTestDatabases();
}
