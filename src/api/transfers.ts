/**
 * The Switch, STP and SWP wizards' calls (001 §7): the target schemes of the source's fund house
 * (GET /bo/{type}/{amc}/schemes), placing each order (POST /orders/migrate/{type}, /stps/migrate/{type},
 * /swps/migrate/order/{type}), confirming it with the e-mailed code and sending the code again,
 * plus the actors the wizard machines run. Failures reject with the client's ApiRequestError so
 * the machines show the server's message, else their default text (001 §8).
 */

import { queryOptions } from '@tanstack/react-query';
import { fromPromise } from 'xstate';
import { toWireAmount } from '../../domain/order-amount';
import type { StpOutOption, SwpRules } from '../../domain/transfer-wizards';
import { codeEntryMachine, type VerifyCodeInput } from '../../machines/shared/code-entry.machine';
import { resendCountdownMachine } from '../../machines/shared/resend-countdown.machine';
import type { PlacedTransfer } from '../../machines/shared/transfer-order-steps';
import type { PlaceStpInput } from '../../machines/stp.machine';
import type { PlaceSwitchInput } from '../../machines/switch.machine';
import type { PlaceSwpInput } from '../../machines/swp.machine';
import {
  type LoadTargetsInput,
  type TargetPage,
  transferTargetsMachine,
} from '../../machines/transfer-wizard-targets.machine';
import { catalogueApi, unwrap, userApi } from './client';

async function loadTargets(input: LoadTargetsInput, signal?: AbortSignal): Promise<TargetPage> {
  return unwrap(
    await catalogueApi.GET('/bo/{type}/{amc}/schemes', {
      params: {
        path: { type: input.flow, amc: input.amcCode },
        query: {
          pageNo: input.pageNo,
          pageSize: input.pageSize,
          sortBy: 'schemeName',
          direction: 'ASC',
          ...(input.filter ? { filter: input.filter } : {}),
          ...(input.frequency ? { frequency: input.frequency } : {}),
        },
      },
      signal,
    }),
  );
}

/** The target list child with its call; a failed page is only logged (001 §8). */
const targetListActor = transferTargetsMachine.provide({
  actors: {
    loadTargets: fromPromise<TargetPage, LoadTargetsInput>(async ({ input, signal }) => {
      try {
        return await loadTargets(input, signal);
      } catch (error) {
        console.error('The target schemes could not be loaded.', error);
        throw error;
      }
    }),
  },
});

async function placeSwitch(input: PlaceSwitchInput, signal?: AbortSignal): Promise<PlacedTransfer> {
  return unwrap(
    await userApi.POST('/orders/migrate/{type}', {
      params: { path: { type: 'SWITCH' } },
      body: {
        type: 'SWITCH',
        folioNo: input.folio,
        amount: toWireAmount(input.amount),
        fundId: input.toFundId,
        fromFundId: input.fromFundId,
        ...(input.allUnits ? { allUnits: true } : {}),
      },
      signal,
    }),
  );
}

async function placeStp(input: PlaceStpInput, signal?: AbortSignal): Promise<PlacedTransfer> {
  return unwrap(
    await userApi.POST('/stps/migrate/{type}', {
      params: { path: { type: 'STP' } },
      body: {
        type: 'STP',
        folioNo: input.folio,
        amount: toWireAmount(input.amount),
        noOfInstallment: input.instalments,
        startDate: input.startDate,
        frequencyType: input.frequency,
        fundId: input.toFundId,
        fromFundId: input.fromFundId,
      },
      signal,
    }),
  );
}

/** The SWP wizard offers no frequency choice: it sends MONTHLY (the contract's note). */
async function placeSwp(input: PlaceSwpInput, signal?: AbortSignal): Promise<PlacedTransfer> {
  return unwrap(
    await userApi.POST('/swps/migrate/order/{type}', {
      params: { path: { type: 'SWP' } },
      body: {
        type: 'SWP',
        folioNo: input.folio,
        installmentAmount: toWireAmount(input.amount),
        noOfWithdrawals: input.instalments,
        startDate: input.startDate,
        frequencyType: 'MONTHLY',
        fundId: input.fundId,
      },
      signal,
    }),
  );
}

type TransferKind = 'SWITCH' | 'STP' | 'SWP';

interface CodeTarget {
  orderId: number;
  fundId: string;
}

function codeTarget(payload: Readonly<Record<string, string>>): CodeTarget {
  return { orderId: Number(payload.orderId), fundId: payload.fundId ?? '' };
}

/** Confirms a switch, STP or SWP with its code (001 §7: target fund for switch and STP, source for SWP). */
async function confirmTransfer(kind: TransferKind, order: CodeTarget, otp: string, signal?: AbortSignal) {
  const { orderId, fundId } = order;
  if (kind === 'SWITCH') {
    return unwrap(
      await userApi.PUT('/orders/migrate/{fundId}/{orderId}', {
        params: { path: { fundId, orderId } },
        body: { otp },
        signal,
      }),
    );
  }
  if (kind === 'STP') {
    return unwrap(
      await userApi.PUT('/stps/{orderId}', { params: { path: { orderId } }, body: { fundId, otp }, signal }),
    );
  }
  return unwrap(
    await userApi.PUT('/swps/order/migrate/{orderId}/{fundId}', {
      params: { path: { orderId, fundId } },
      body: { otp },
      signal,
    }),
  );
}

async function resendTransferOtp(kind: TransferKind, order: CodeTarget, signal?: AbortSignal): Promise<void> {
  const params = { path: { orderId: order.orderId, fundId: order.fundId } };
  if (kind === 'SWITCH') unwrap(await userApi.PATCH('/orders/switch/{orderId}/{fundId}', { params, signal }));
  else if (kind === 'STP') unwrap(await userApi.PATCH('/stps/{orderId}/{fundId}', { params, signal }));
  else unwrap(await userApi.PATCH('/swps/{orderId}/{fundId}', { params, signal }));
}

/** The code-entry child of a wizard's OTP step, with its confirmation and resend calls. */
function transferCodeEntry(kind: TransferKind) {
  return codeEntryMachine.provide({
    actors: {
      verifyCode: fromPromise<unknown, VerifyCodeInput>(({ input, signal }) =>
        confirmTransfer(kind, codeTarget(input.payload), input.code, signal),
      ),
      resendCountdown: resendCountdownMachine.provide({
        actors: {
          sendCode: fromPromise<void, Readonly<Record<string, string>>>(({ input, signal }) =>
            resendTransferOtp(kind, codeTarget(input), signal),
          ),
        },
      }),
    },
  });
}

/** The Switch wizard's actors. */
export function switchActors() {
  return {
    placeSwitch: fromPromise<PlacedTransfer, PlaceSwitchInput>(({ input, signal }) => placeSwitch(input, signal)),
    targetList: targetListActor,
    codeEntry: transferCodeEntry('SWITCH'),
  };
}

/** The STP wizard's actors. */
export function stpActors() {
  return {
    placeStp: fromPromise<PlacedTransfer, PlaceStpInput>(({ input, signal }) => placeStp(input, signal)),
    targetList: targetListActor,
    codeEntry: transferCodeEntry('STP'),
  };
}

/** The SWP wizard's actors. */
export function swpActors() {
  return {
    placeSwp: fromPromise<PlacedTransfer, PlaceSwpInput>(({ input, signal }) => placeSwp(input, signal)),
    codeEntry: transferCodeEntry('SWP'),
  };
}

export interface PlanRules {
  stp: StpOutOption[];
  swp: SwpRules | null;
}

/** The source scheme's STP-out options and SWP rules (GET /bo/schemes/{fundId}?type=STP&type=SWP). */
export function planRulesQueryOptions(fundId: string) {
  return queryOptions({
    queryKey: ['transfers', 'plan-rules', fundId] as const,
    queryFn: async ({ signal }): Promise<PlanRules> => {
      const scheme = unwrap(
        await catalogueApi.GET('/bo/schemes/{fundId}', {
          params: { path: { fundId }, query: { type: ['STP', 'SWP'] } },
          signal,
        }),
      );
      return { stp: scheme.stpDetails ?? [], swp: scheme.swpDetails ?? null };
    },
    staleTime: 10 * 60_000,
  });
}
