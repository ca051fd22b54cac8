/**
 * The investor's portfolio (000 §7): GET /portfolios, the holdings derived from the unit
 * ledger and valued on the sandbox clock's today, and GET /mfc/folio, the imported external
 * holdings. Both read only the rows of `c.get('user')`, the investor the token names.
 */
import type { Clock } from '../clock';
import type { HandlerMap } from '../contract/types';
import type { Database } from '../db/client';
import { listExternalHoldings, listHoldings } from '../holdings/holdings';
import { processDueOrders } from '../orders/processing';

export interface PortfolioDeps {
  db: Database;
  clock: Clock;
}

export function portfolioHandlers({ db, clock }: PortfolioDeps): HandlerMap<'listHoldings' | 'listExternalHoldings'> {
  return {
    listHoldings: async ({ c }) => {
      // Orders allotted since the last read show as holdings straight away.
      await processDueOrders(db, clock, c.get('user').id);
      return { status: 200, body: await listHoldings(db, c.get('user').id, clock.today()) };
    },
    listExternalHoldings: async ({ c }) => ({ status: 200, body: await listExternalHoldings(db, c.get('user').id) }),
  };
}
