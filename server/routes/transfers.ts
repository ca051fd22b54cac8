/**
 * Money out of a holding (001 §2.13, §2.15, §7): redemptions, switches, STPs and SWPs, each
 * placed with an e-mailed code and confirmed with it. Every handler acts only on the folios and
 * orders of `c.get('user')`; another investor's folio or order answers 404.
 */
import type { Clock } from '../clock';
import type { HandlerMap } from '../contract/types';
import type { Database } from '../db/client';
import { findOwnOutflow, resendTransferCode } from '../transfers/outflow-orders';
import { confirmPlan, placeStp, placeSwp } from '../transfers/plans';
import { confirmRedemption, placeRedemption } from '../transfers/redemption';
import { confirmSwitch, placeSwitch } from '../transfers/switch';

interface TransferDeps {
  db: Database;
  clock: Clock;
  brandName: string;
}

const SENT = { status: 'success', message: 'A new OTP was sent to your e-mail.' } as const;

export function transferHandlers(
  deps: TransferDeps,
): HandlerMap<
  | 'placeRedemption'
  | 'confirmRedemption'
  | 'placeSwitchOrder'
  | 'confirmSwitchOrder'
  | 'resendSwitchOtp'
  | 'placeStpOrder'
  | 'confirmStpOrder'
  | 'resendStpOtp'
  | 'placeSwpOrder'
  | 'confirmSwpOrder'
  | 'resendSwpOtp'
> {
  const { db } = deps;
  return {
    // The contract names the segments of POST /orders/{folioNo}/{quantity} orderId and fundId.
    placeRedemption: async ({ params, query, c }) => ({
      status: 200,
      body: await placeRedemption(deps, c.get('user'), params.orderId, params.fundId, query.fundId),
    }),
    confirmRedemption: async ({ params, body, c }) => ({
      status: 200,
      body: await confirmRedemption(deps, c.get('user'), params.orderId, params.fundId, body.otp),
    }),

    placeSwitchOrder: async ({ params, body, c }) => ({
      status: 200,
      body: await placeSwitch(deps, c.get('user'), params.type, body),
    }),
    confirmSwitchOrder: async ({ params, body, c }) => ({
      status: 200,
      body: await confirmSwitch(deps, c.get('user'), params.orderId, params.fundId, body.otp),
    }),
    resendSwitchOtp: async ({ params, c }) => {
      const user = c.get('user');
      const order = await findOwnOutflow(db, user.id, params.orderId, 'SWITCH', params.fundId, 'either');
      await resendTransferCode(deps, user, order);
      return { status: 200, body: SENT };
    },

    placeStpOrder: async ({ params, body, c }) => ({
      status: 200,
      body: await placeStp(deps, c.get('user'), params.type, body),
    }),
    confirmStpOrder: async ({ params, body, c }) => ({
      status: 200,
      body: await confirmPlan(deps, c.get('user'), 'STP', params.orderId, body.fundId, body.otp),
    }),
    resendStpOtp: async ({ params, c }) => {
      const user = c.get('user');
      const order = await findOwnOutflow(db, user.id, params.orderId, 'STP', params.fundId, 'either');
      await resendTransferCode(deps, user, order);
      return { status: 200, body: SENT };
    },

    placeSwpOrder: async ({ params, body, c }) => ({
      status: 200,
      body: await placeSwp(deps, c.get('user'), params.type, body),
    }),
    confirmSwpOrder: async ({ params, body, c }) => ({
      status: 200,
      body: await confirmPlan(deps, c.get('user'), 'SWP', params.orderId, params.fundId, body.otp),
    }),
    resendSwpOtp: async ({ params, c }) => {
      const user = c.get('user');
      const order = await findOwnOutflow(db, user.id, params.orderId, 'SWP', params.fundId, 'source');
      await resendTransferCode(deps, user, order);
      return { status: 200, body: SENT };
    },
  };
}
