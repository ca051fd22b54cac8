/** What every onboarding handler works with. */

import { parseIsoDate } from '../../domain/dates';
import type { Clock } from '../clock';
import type { Database } from '../db/client';
import type { UserDirectory } from '../identity/users';
import type { Outbox } from '../partners/outbox';

export interface OnboardingDeps {
  db: Database;
  clock: Clock;
  users: UserDirectory;
  outbox: Outbox;
  /** The configured origin absolute URLs start with (Config.publicUrl). */
  publicUrl: string;
}

/** Today on the sandbox clock as a local calendar date, the way the domain rules compare dates. */
export function sandboxToday(clock: Clock): Date {
  const today = parseIsoDate(clock.today());
  if (!today) throw new Error(`The sandbox clock gave an unreadable date ${clock.today()}`);
  return today;
}
