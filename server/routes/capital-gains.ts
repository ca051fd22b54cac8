/** GET /portfolios/capital-gains (beyond the spec): the investor's own realised gains by financial year. */
import type { Clock } from '../clock';
import type { HandlerMap } from '../contract/types';
import type { Database } from '../db/client';
import { capitalGainsStatement } from '../holdings/capital-gains';

export function capitalGainsHandlers({ db, clock }: { db: Database; clock: Clock }): HandlerMap<'getCapitalGains'> {
  return {
    getCapitalGains: async ({ c }) => ({
      status: 200,
      body: await capitalGainsStatement(db, c.get('user').id, clock.today()),
    }),
  };
}
