/**
 * Account verification calls (000 §7: GET /customers/status, GET users/elog, PATCH
 * /users/mandates, GET and PATCH /users/mandates/{id}…, PATCH /customers/kyc, POST users/upload,
 * GET /users/uploadToBse) and the verification, mandate and statement-upload machines with them
 * provided. The app's window and navigation effects come in through `VerificationEffects`.
 */
import { fromPromise } from 'xstate';
import type { MandateRegistrationStatus } from '../../domain/verification/verification';
import { type MandateSummary, mandateAuthorisationMachine } from '../../machines/mandate-authorisation.machine';
import { mandateResultMachine } from '../../machines/mandate-result.machine';
import { statementUploadMachine } from '../../machines/statement-upload.machine';
import { verificationMachine } from '../../machines/verification.machine';
import { getVerificationStatus, listMandates } from './buying';
import { unwrap, userApi } from './client';
import { uploadStatement } from './onboarding/bank';

async function retryMandate(signal?: AbortSignal): Promise<MandateSummary[]> {
  return unwrap(await userApi.PATCH('/users/mandates', { body: {}, signal }));
}

async function getMandateLink(mandateCfmId: string, signal?: AbortSignal): Promise<string> {
  const body = unwrap(
    await userApi.GET('/users/mandates/{mandateId}', { params: { path: { mandateId: mandateCfmId } }, signal }),
  );
  return body.url;
}

async function reportMandateStatus(
  input: { mandateCfmId: string; status: MandateRegistrationStatus },
  signal?: AbortSignal,
): Promise<void> {
  unwrap(
    await userApi.PATCH('/users/mandates/{mandateId}/{status}', {
      params: { path: { mandateId: input.mandateCfmId, status: input.status } },
      signal,
    }),
  );
}

async function initiateElog(signal?: AbortSignal) {
  return unwrap(await userApi.GET('/users/elog', { signal }));
}

async function completeVerification(signal?: AbortSignal): Promise<void> {
  unwrap(await userApi.PATCH('/customers/kyc', { body: { verified: true }, signal }));
}

async function uploadChequeToExchange(signal?: AbortSignal) {
  return unwrap(await userApi.GET('/users/uploadToBse', { signal }));
}

const mandateActors = {
  listMandates: fromPromise<MandateSummary[]>(({ signal }) => listMandates(signal)),
  retryMandate: fromPromise<MandateSummary[]>(({ signal }) => retryMandate(signal)),
  getMandateLink: fromPromise<string, { mandateCfmId: string }>(({ input, signal }) =>
    getMandateLink(input.mandateCfmId, signal),
  ),
};

export interface VerificationEffects {
  /** The bank's e-mandate page replaces the app in this tab. */
  openBankPage: (url: string) => void;
  openElogPage: (url: string) => void;
  discardElogWindow: () => void;
  /** Stored signup status VERIFIED; session and cached queries refreshed. */
  markVerified: () => void;
  /** The account changed on the server: session and cached account reads refreshed. */
  refreshAccount: () => void;
}

function authorisationWith(effects: Pick<VerificationEffects, 'openBankPage'>) {
  return mandateAuthorisationMachine.provide({
    actors: mandateActors,
    actions: { openBankPage: (_, params) => effects.openBankPage(params.url) },
  });
}

export function verificationWithCalls(effects: VerificationEffects) {
  return verificationMachine.provide({
    actors: {
      loadStatus: fromPromise(({ signal }) => getVerificationStatus(signal)),
      retryMandate: fromPromise(({ signal }) => retryMandate(signal)),
      initiateElog: fromPromise(({ signal }) => initiateElog(signal)),
      completeVerification: fromPromise(({ signal }) => completeVerification(signal)),
      authorisation: authorisationWith(effects),
    },
    actions: {
      openElogPage: (_, params) => effects.openElogPage(params.url),
      discardElogWindow: () => effects.discardElogWindow(),
      markVerified: () => effects.markVerified(),
    },
  });
}

export function mandateResultWithCalls(effects: Pick<VerificationEffects, 'openBankPage' | 'refreshAccount'>) {
  return mandateResultMachine.provide({
    actors: {
      listMandates: mandateActors.listMandates,
      reportMandateStatus: fromPromise(({ input, signal }) => reportMandateStatus(input, signal)),
      authorisation: authorisationWith(effects),
    },
    actions: { refreshAccount: () => effects.refreshAccount() },
  });
}

export function statementUploadWithCalls(onUploaded: () => void) {
  return statementUploadMachine.provide({
    actors: {
      uploadStatement: fromPromise(({ input, signal }) => uploadStatement(input.file, input.password, signal)),
      uploadToExchange: fromPromise(({ signal }) => uploadChequeToExchange(signal)),
    },
    actions: { uploaded: () => onUploaded() },
  });
}
