/**
 * The external portfolio import's calls (000 §7 mfc/*) as the actors of
 * machines/external-portfolio.machine.ts: the OTP request (also the resend), the OTP check
 * that imports the statement, and the fetch of the imported holdings.
 */
import type { QueryClient } from '@tanstack/react-query';
import { fromPromise } from 'xstate';
import type {
  ExternalRequestReference,
  ImportResult,
  OtpCheck,
  PanDetails,
} from '../../machines/external-portfolio.machine';
import { resendCountdownMachine } from '../../machines/shared/resend-countdown.machine';
import { unwrap, userApi } from './client';
import { decodeJwtPayload } from './identity';
import { externalHoldingsQueryOptions } from './portfolio';

async function requestOtp({ pan, dob }: PanDetails, signal?: AbortSignal): Promise<ExternalRequestReference> {
  return unwrap(await userApi.POST('/mfc/otp', { body: { pan, dob }, signal }));
}

/** The actors of the external portfolio machine; `subject` is the signed-in user's `sub`. */
export function externalPortfolioActors(queryClient: QueryClient, subject: string) {
  return {
    requestOtp: fromPromise<ExternalRequestReference, PanDetails>(({ input, signal }) => requestOtp(input, signal)),
    verifyOtp: fromPromise<ImportResult, OtpCheck>(async ({ input, signal }) => {
      const body = { ...input, userSubjectReference: subject };
      const result = unwrap(await userApi.POST('/mfc/userdetail', { body, signal }));
      return { partial: result.partial };
    }),
    fetchPortfolio: fromPromise<void>(async () => {
      await queryClient.fetchQuery({ ...externalHoldingsQueryOptions(), staleTime: 0 });
    }),
    resendCountdown: resendCountdownMachine.provide({
      actors: {
        sendCode: fromPromise<void, Readonly<Record<string, string>>>(async ({ input, signal }) => {
          await requestOtp({ pan: input.pan ?? '', dob: input.dob ?? '' }, signal);
        }),
      },
    }),
  };
}

/** The `sub` of an access token: the OTP check's `userSubjectReference` (000 §3); '' when unreadable. */
export function subjectOf(accessToken: string): string {
  try {
    const payload = decodeJwtPayload(accessToken) as { sub?: unknown };
    return typeof payload.sub === 'string' ? payload.sub : '';
  } catch {
    return '';
  }
}
