/**
 * The investor's portfolio (000 §7): GET /portfolios, the holdings derived from the unit
 * ledger and valued on the sandbox clock's today; GET /portfolios/summary, the dashboard's
 * figures and XIRR made of the same valuation (beyond the spec); and GET /mfc/folio, the
 * imported external holdings. All read only the rows of `c.get('user')`, the investor the
 * token names.
 */
import type { Clock } from '../clock';
import type { HandlerMap } from '../contract/types';
import type { Database } from '../db/client';
import { listExternalHoldings } from '../holdings/holdings';
import { readPortfolio } from '../holdings/portfolio-read';

interface PortfolioDeps {
  db: Database;
  clock: Clock;
}

export function portfolioHandlers({
  db,
  clock,
}: PortfolioDeps): HandlerMap<'listHoldings' | 'getPortfolioSummary' | 'listExternalHoldings'> {
  return {
    listHoldings: async ({ c }) => ({ status: 200, body: (await readPortfolio(db, clock, c.get('user'))).holdings }),
    getPortfolioSummary: async ({ c }) => ({
      status: 200,
      body: (await readPortfolio(db, clock, c.get('user'))).summary,
    }),
    listExternalHoldings: async ({ c }) => ({ status: 200, body: await listExternalHoldings(db, c.get('user').id) }),
  };
}
