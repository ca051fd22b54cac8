/**
 * Buying (000 §4.3, §7; 001 §2.14, §7): purchase orders with their OTP, the order list and the
 * payment status. Every handler reads and changes only the orders of `c.get('user')`; another
 * investor's order answers 404. `buyingHandlers` also brings in payments, mandates and the
 * sandbox bank, and registers the allotment run with the sandbox clock.
 */
import type { Clock } from '../clock';
import type { HandlerMap } from '../contract/types';
import type { Database } from '../db/client';
import { onClockMoved } from '../orders/clock-moved';
import { listOrders } from '../orders/order-list';
import { paymentStatus } from '../orders/payments';
import { confirmOrder, placeOrder, readIdempotencyKey, resendOrderCode } from '../orders/placement';
import { processDueOrders } from '../orders/processing';
import { mandateHandlers } from './mandates';
import { paymentHandlers } from './payments';

export interface OrderDeps {
  db: Database;
  clock: Clock;
  brandName: string;
}

export function orderHandlers({
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
      await processDueOrders(db, clock, userId);
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
      body: await paymentStatus(db, clock, c.get('user').id, query.orderId),
    }),
  };
}

/** Orders, payments, mandates and the sandbox bank; allotment also runs whenever the sandbox clock moves. */
export function buyingHandlers(deps: OrderDeps) {
  onClockMoved(deps.clock, () => processDueOrders(deps.db, deps.clock));
  return { ...orderHandlers(deps), ...paymentHandlers(deps), ...mandateHandlers(deps) };
}
