/**
 * A reason the server cannot start that the person starting it can fix (a setting, a database, a
 * port). server/main.ts prints its message alone, one line saying what to do, and exits non-zero;
 * any other error is a bug and keeps its stack trace.
 */
export class StartupError extends Error {
  override name = 'StartupError';
}
