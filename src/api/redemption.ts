/**
 * The redemption dialog's calls (001 §7): POST /orders/{folioNo}/{quantity} places it, DELETE
 * /orders/{orderId}/{fundId} confirms it with the OTP, PATCH /orders/{orderId}/{fundId} sends the
 * code again; and the actors the redemption machine and its code-entry child run.
 *
 * Failures reject with the ApiRequestError of the client, so the dialog can show the server's
 * message, else its default text (001 §8).
 */
import { fromPromise } from 'xstate';
import { wireFolio } from '../../domain/redemption';
import type { PlacedRedemption, PlaceRedemptionInput } from '../../machines/redemption.machine';
import { codeEntryMachine, type VerifyCodeInput } from '../../machines/shared/code-entry.machine';
import { resendCountdownMachine } from '../../machines/shared/resend-countdown.machine';
import { resendOrderOtp } from './buying';
import { unwrap, userApi } from './client';

/**
 * Places the redemption. The contract names the two path segments of POST
 * /orders/{folioNo}/{quantity} `orderId` and `fundId` (see openapi/user.yaml); the scheme goes
 * in the query, needed where the folio holds more than one.
 */
async function placeRedemption(input: PlaceRedemptionInput, signal?: AbortSignal): Promise<PlacedRedemption> {
  return unwrap(
    await userApi.POST('/orders/{orderId}/{fundId}', {
      params: {
        path: { orderId: wireFolio(input.folio), fundId: input.quantity },
        query: { fundId: input.fundId },
      },
      signal,
    }),
  );
}

/**
 * Confirms the redemption with the e-mailed OTP (001 §3 "Confirmation: orderId, fundId, otp"). The
 * code goes in the body, never in the address, which access logs keep.
 */
export async function confirmRedemption(input: { orderId: number; fundId: string; otp: string }, signal?: AbortSignal) {
  return unwrap(
    await userApi.DELETE('/orders/{orderId}/{fundId}', {
      params: { path: { orderId: input.orderId, fundId: input.fundId } },
      body: { otp: input.otp },
      signal,
    }),
  );
}

/** The redemption the OTP step's payload names (the machine puts both in). */
function redemptionOf(payload: Readonly<Record<string, string>>): { orderId: number; fundId: string } {
  return { orderId: Number(payload.orderId), fundId: payload.fundId ?? '' };
}

/** The actors of the redemption machine and its code-entry child, calling the user service. */
export function redemptionActors() {
  return {
    placeRedemption: fromPromise<PlacedRedemption, PlaceRedemptionInput>(({ input, signal }) =>
      placeRedemption(input, signal),
    ),
    codeEntry: codeEntryMachine.provide({
      actors: {
        verifyCode: fromPromise<unknown, VerifyCodeInput>(({ input, signal }) =>
          confirmRedemption({ ...redemptionOf(input.payload), otp: input.code }, signal),
        ),
        resendCountdown: resendCountdownMachine.provide({
          actors: {
            sendCode: fromPromise<void, Readonly<Record<string, string>>>(({ input, signal }) =>
              // 001 §3 "Resend: orderId, fundId": the same call as a purchase's (000 §7).
              resendOrderOtp(redemptionOf(input), signal),
            ),
          },
        }),
      },
    }),
  };
}
