/**
 * POST /payments (000 §4.3: UPI collect or net banking) and the sandbox bank's net-banking
 * page with its Pay and Cancel (sandbox document, mounted in sandbox mode only).
 */
import type { Clock } from '../clock';
import type { HandlerMap } from '../contract/types';
import type { Database } from '../db/client';
import type { JobRunner } from '../jobs/runner';
import { completeNetBanking, makePayment, netBankingPageFor } from '../orders/payments';

interface PaymentDeps {
  db: Database;
  clock: Clock;
  jobs: JobRunner;
}

export function paymentHandlers({
  db,
  clock,
  jobs,
}: PaymentDeps): HandlerMap<'makePayment' | 'getNetBankingPage' | 'completeNetBanking'> {
  return {
    makePayment: async ({ body, c }) => ({
      status: 200,
      body: await makePayment(db, clock, jobs, c.get('user').id, body),
    }),

    getNetBankingPage: async ({ params, query, c }) => c.html(await netBankingPageFor(db, params.orderId, query.ref)),

    completeNetBanking: async ({ params, query, c }) =>
      c.html(await completeNetBanking(db, clock, params.orderId, query.ref, params.action)),
  };
}
