/**
 * Builds the seeded database the server tests start from (tests/server/support/test-database.ts)
 * ahead of vitest, so `npm test` can do it beside the static checks; vitest's global setup then
 * finds it ready.
 */
import { prepareTestDatabases } from '../tests/server/support/test-database';

await prepareTestDatabases();
