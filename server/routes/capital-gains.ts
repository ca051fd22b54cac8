/** GET /portfolios/capital-gains (beyond the spec): the investor's own realised gains by financial year. */
import type { Clock } from '../clock';
import type { HandlerMap } from '../contract/types';
import type { Database } from '../db/client';
import { readCapitalGains } from '../holdings/portfolio-read';

export function capitalGainsHandlers({ db, clock }: { db: Database; clock: Clock }): HandlerMap<'getCapitalGains'> {
  return {
    getCapitalGains: async ({ c }) => ({
      status: 200,
      body: { asOn: clock.today(), years: await readCapitalGains(db, c.get('user')) },
    }),
  };
}
