/**
 * Buying (000 §4.3, §7; 001 §2.14, §7): purchase orders with their OTP, the order list and the
 * payment status. Every handler reads and changes only the orders of `c.get('user')`; another
 * investor's order answers 404. `buyingHandlers` also brings in payments, mandates and the
 * sandbox bank. Nothing here processes orders: allotment and the rest are jobs (server/jobs/).
 */
import type { Clock } from '../clock';
import type { HandlerMap } from '../contract/types';
import type { Database } from '../db/client';
import type { JobRunner } from '../jobs/runner';
import { listOrders } from '../orders/order-list';
import { paymentStatus } from '../orders/payments';
import { confirmOrder, placeOrder, readIdempotencyKey, resendOrderCode } from '../orders/placement';
import { mandateHandlers } from './mandates';
import { paymentHandlers } from './payments';

interface OrderDeps {
  db: Database;
  clock: Clock;
  brandName: string;
  jobs: JobRunner;
}

function orderHandlers({
  db,
  clock,
  brandName,
}: OrderDeps): HandlerMap<'placeOrder' | 'confirmOrder' | 'resendOrderOtp' | 'listOrders' | 'getPaymentStatus'> {
  const context = { db, clock, brandName };
  return {
    placeOrder: async ({ params, body, c }) => {
      const key = readIdempotencyKey(c.req.header('Idempotency-Key'));
      return { status: 200, body: await placeOrder(context, c.get('user'), params.type, body, key) };
    },

    confirmOrder: async ({ params, body, c }) => ({
      status: 200,
      body: await confirmOrder(context, c.get('user'), params.orderId, params.fundId, body.otp),
    }),

    resendOrderOtp: async ({ params, c }) => {
      await resendOrderCode(context, c.get('user'), params.orderId, params.fundId);
      return { status: 200, body: { status: 'success', message: 'A new OTP was sent to your e-mail.' } };
    },

    listOrders: async ({ query, c }) => {
      const userId = c.get('user').id;
      const page = {
        pageNo: query.pageNo ?? 0,
        pageSize: query.pageSize ?? 10,
        sortBy: query.sortBy ?? 'id',
        direction: query.direction ?? 'DESC',
        filter: query.filter,
      } as const;
      return { status: 200, body: await listOrders(db, userId, page) };
    },

    getPaymentStatus: async ({ query, c }) => ({
      status: 200,
      body: await paymentStatus(db, c.get('user').id, query.orderId),
    }),
  };
}

/** Orders, payments, mandates and the sandbox bank. */
export function buyingHandlers(deps: OrderDeps) {
  return { ...orderHandlers(deps), ...paymentHandlers(deps), ...mandateHandlers(deps) };
}
