/**
 * My Investments calls (001 §7 "Plans"): GET /sips, /stps and /swps one page at a time (5 a page,
 * newest first, 001 §9), and the skip/cancel commands: POST /plans/{planId}/{type}/{transaction}
 * asks for the change and e-mails a code, PUT /plans/{orderId}/{type}?subType confirms it with
 * the code, PATCH /plans/{orderId}/{type} sends the code again. Failures reject with the client's
 * ApiRequestError, so the plan-change machine shows the server's message, else its default.
 */
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { fromPromise } from 'xstate';
import type { components } from '../../domain/contract/user';
import type { PlanTransaction, PlanType, RequestPlanChangeInput } from '../../machines/plan-change.machine';
import { codeEntryMachine, type VerifyCodeInput } from '../../machines/shared/code-entry.machine';
import { resendCountdownMachine } from '../../machines/shared/resend-countdown.machine';
import { unwrap, userApi } from './client';

type Schemas = components['schemas'];
export type SipBean = Schemas['SipBean'];
export type StpBean = Schemas['StpBean'];
export type SwpBean = Schemas['SwpBean'];

/** 001 §9 "My Investments: page size 5; sort by createdDate descending". */
export const PLAN_PAGE_SIZE = 5;
const PLAN_SORT = { sortBy: 'createdDate', direction: 'DESC' } as const;

/** One page of one tab, the three bean shapes kept apart by `type`. */
export type PlanPage =
  | { type: 'SIP'; plans: SipBean[]; totalElements: number }
  | { type: 'STP'; plans: StpBean[]; totalElements: number }
  | { type: 'SWP'; plans: SwpBean[]; totalElements: number };

export const planKeys = {
  all: ['plans'] as const,
  page: (type: PlanType, pageNo: number) => [...planKeys.all, type, { pageNo, pageSize: PLAN_PAGE_SIZE }] as const,
};

async function listPlans(type: PlanType, pageNo: number, signal: AbortSignal): Promise<PlanPage> {
  const query = { pageNo, pageSize: PLAN_PAGE_SIZE, ...PLAN_SORT };
  switch (type) {
    case 'SIP': {
      const page = unwrap(await userApi.GET('/sips', { params: { query }, signal }));
      return { type, plans: page.sipBeans, totalElements: page.totalElements };
    }
    case 'STP': {
      const page = unwrap(await userApi.GET('/stps', { params: { query }, signal }));
      return { type, plans: page.stpBeans, totalElements: page.totalElements };
    }
    case 'SWP': {
      const page = unwrap(await userApi.GET('/swps', { params: { query }, signal }));
      return { type, plans: page.swpBeans, totalElements: page.totalElements };
    }
  }
}

/**
 * One zero-based page of a tab. Instalments move plans on by themselves (a due date passes, a
 * skip ends), so the page is read afresh on every visit; a change made here invalidates
 * `planKeys.all`.
 */
export function planPageQueryOptions(type: PlanType, pageNo: number) {
  return queryOptions({
    queryKey: planKeys.page(type, pageNo),
    queryFn: ({ signal }) => listPlans(type, pageNo, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

async function requestPlanChange(input: RequestPlanChangeInput, signal?: AbortSignal): Promise<{ orderId: number }> {
  return unwrap(
    await userApi.POST('/plans/{planId}/{type}/{transaction}', {
      params: { path: { planId: input.planId, type: input.type, transaction: input.transaction } },
      ...(input.reason === null ? {} : { body: { reason: input.reason } }),
      signal,
    }),
  );
}

interface PlanOrder {
  orderId: number;
  type: PlanType;
  transaction: PlanTransaction;
}

/** The change the code-entry payload names (the machine puts all three in). */
function planOrderOf(payload: Readonly<Record<string, string>>): PlanOrder {
  return {
    orderId: Number(payload.orderId),
    type: payload.type as PlanType,
    transaction: payload.transaction as PlanTransaction,
  };
}

async function confirmPlanChange(input: PlanOrder & { otp: string }, signal?: AbortSignal) {
  return unwrap(
    await userApi.PUT('/plans/{orderId}/{type}', {
      params: { path: { orderId: input.orderId, type: input.type }, query: { subType: input.transaction } },
      body: { otp: input.otp },
      signal,
    }),
  );
}

async function resendPlanOtp(input: PlanOrder, signal?: AbortSignal): Promise<void> {
  unwrap(
    await userApi.PATCH('/plans/{orderId}/{type}', {
      params: { path: { orderId: input.orderId, type: input.type } },
      signal,
    }),
  );
}

/** The actors of the plan-change machine and its code-entry child, calling the user service. */
export function planChangeActors() {
  return {
    requestChange: fromPromise<{ orderId: number }, RequestPlanChangeInput>(({ input, signal }) =>
      requestPlanChange(input, signal),
    ),
    codeEntry: codeEntryMachine.provide({
      actors: {
        verifyCode: fromPromise<unknown, VerifyCodeInput>(({ input, signal }) =>
          confirmPlanChange({ ...planOrderOf(input.payload), otp: input.code }, signal),
        ),
        resendCountdown: resendCountdownMachine.provide({
          actors: {
            sendCode: fromPromise<void, Readonly<Record<string, string>>>(({ input, signal }) =>
              resendPlanOtp(planOrderOf(input), signal),
            ),
          },
        }),
      },
    }),
  };
}
