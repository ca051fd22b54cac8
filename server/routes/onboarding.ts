/**
 * The onboarding calls (001 §2.6–2.12, §4.2, §7) and the sandbox exchange's authentication
 * page. Each step re-checks its input with the same domain rules as the screens, refuses a step
 * whose predecessor is not done (409), and moves the signup status forward through
 * `setSignupStatus`, so the identity attribute follows. Handlers read only `c.get('user')`.
 */

import { STATEMENT_TOO_LARGE_MESSAGE } from '../../domain/onboarding/bank';
import type { Clock } from '../clock';
import type { HandlerMap } from '../contract/types';
import type { Database } from '../db/client';
import type { UserDirectory } from '../identity/users';
import { bankHandlers, STATEMENT_UPLOAD_BODY_BYTES } from '../onboarding/bank';
import { emailHandlers } from '../onboarding/email';
import { exchangePageHandlers } from '../onboarding/exchange-pages';
import { kycHandlers } from '../onboarding/kyc';
import { nomineeHandlers } from '../onboarding/nominees';
import { profileHandlers } from '../onboarding/profile';
import { createOutbox } from '../partners/outbox';

interface OnboardingRouteDeps {
  db: Database;
  clock: Clock;
  users: UserDirectory;
  publicUrl: string;
}

type OnboardingOperation =
  | 'checkKycStatus'
  | 'downloadCkyc'
  | 'saveBasicDetail'
  | 'saveAdditionalDetail'
  | 'submitNominees'
  | 'getPrimaryAddress'
  | 'verifyBankDetails'
  | 'sendEmailOtp'
  | 'verifyEmail'
  | 'getTaxStatus'
  | 'uploadStatement'
  | 'getExchangeAuthPage'
  | 'completeExchangeAuth';

export function onboardingHandlers({
  db,
  clock,
  users,
  publicUrl,
}: OnboardingRouteDeps): HandlerMap<OnboardingOperation> {
  const deps = { db, clock, users, outbox: createOutbox(db, clock), publicUrl };
  return {
    ...kycHandlers(deps),
    ...profileHandlers(deps),
    ...nomineeHandlers(deps),
    ...bankHandlers(deps),
    ...emailHandlers(deps),
    ...exchangePageHandlers(deps),
  };
}

/** The upload route's own body limit (app.ts): a 10 MB PDF plus its multipart envelope. */
export const STATEMENT_UPLOAD_LIMIT = {
  path: '/api/us/users/upload',
  maxBytes: STATEMENT_UPLOAD_BODY_BYTES,
  message: STATEMENT_TOO_LARGE_MESSAGE,
} as const;
