/**
 * My Investments (001 §2.16, §7 Plans): the investor's SIPs, STPs and SWPs, and the skip and
 * cancel orders confirmed with an e-mailed code. Every handler reads and changes only the plans
 * and orders of `c.get('user')`; another investor's plan or order answers 404.
 */
import type { Clock } from '../clock';
import type { HandlerMap } from '../contract/types';
import type { Database } from '../db/client';
import { listSips, listStps, listSwps, type PlanListQuery } from '../plans/plan-beans';
import { confirmPlanChange, requestPlanChange, resendPlanCode } from '../plans/plan-changes';

interface PlanDeps {
  db: Database;
  clock: Clock;
  brandName: string;
}

/** 001 §9 "My Investments: page size 5; sort by createdDate descending". */
function pageOf(query: Partial<PlanListQuery>): PlanListQuery {
  return {
    pageNo: query.pageNo ?? 0,
    pageSize: query.pageSize ?? 5,
    sortBy: query.sortBy ?? 'createdDate',
    direction: query.direction ?? 'DESC',
  };
}

export function planHandlers(
  deps: PlanDeps,
): HandlerMap<'listSips' | 'listStps' | 'listSwps' | 'requestPlanChange' | 'confirmPlanChange' | 'resendPlanOtp'> {
  const { db } = deps;
  return {
    listSips: async ({ query, c }) => ({ status: 200, body: await listSips(db, c.get('user').id, pageOf(query)) }),
    listStps: async ({ query, c }) => ({ status: 200, body: await listStps(db, c.get('user').id, pageOf(query)) }),
    listSwps: async ({ query, c }) => ({ status: 200, body: await listSwps(db, c.get('user').id, pageOf(query)) }),

    requestPlanChange: async ({ params, body, c }) => ({
      status: 200,
      body: await requestPlanChange(deps, c.get('user'), params.planId, params.type, params.transaction, body),
    }),
    confirmPlanChange: async ({ params, query, body, c }) => ({
      status: 200,
      body: await confirmPlanChange(deps, c.get('user'), params.orderId, params.type, query.subType, body.otp),
    }),
    resendPlanOtp: async ({ params, c }) => {
      await resendPlanCode(deps, c.get('user'), params.orderId, params.type);
      return { status: 200, body: { status: 'success', message: 'A new OTP was sent to your e-mail.' } };
    },
  };
}
