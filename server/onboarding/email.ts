/**
 * E-mail verification (001 §2.12, §4.2): a 6-digit code to the signed-up address, then the
 * verification that moves the status to EMAIL_VERIFIED and answers the exchange's
 * authentication URL. The investor stays at EMAIL_VERIFIED until that page is completed
 * (server/partners/exchange-client.ts); until then the e-mail may be verified again, which
 * hands out a fresh URL. The URL starts with the configured PUBLIC_URL, never with a request's
 * Host or X-Forwarded-Host, which anyone can set.
 */
import type { HandlerMap } from '../contract/types';
import type { UserRow } from '../identity/users';
import { EXCHANGE_AUTH_PATH, openClientRegistration } from '../partners/exchange-client';
import type { OnboardingDeps } from './context';
import { emailMismatch, refuseIfInvalid } from './field-errors';
import { consumeCode, issueCode } from './one-time-codes';
import { advance, conflict, hasReached, requireDone } from './progress';

const EMAIL_ALREADY_VERIFIED_MESSAGE = 'Your e-mail address is already verified.';

function requireEmailStep(user: UserRow): void {
  requireDone(user, 'bank');
  if (hasReached(user, 'BSE_CLIENT_CREATION_INITIATED')) throw conflict(EMAIL_ALREADY_VERIFIED_MESSAGE);
}

export function emailHandlers({
  db,
  clock,
  users,
  outbox,
  publicUrl,
}: OnboardingDeps): HandlerMap<'sendEmailOtp' | 'verifyEmail'> {
  return {
    sendEmailOtp: async ({ body, c }) => {
      const user = c.get('user');
      requireEmailStep(user);
      refuseIfInvalid(emailMismatch(body.email, user.email));
      const code = await issueCode(db, { userId: user.id, purpose: 'EMAIL', subject: null }, clock.now());
      await outbox.sendEmail({
        to: user.email,
        subject: 'Verify your e-mail address',
        body: `Your code to verify this e-mail address is ${code}. It is valid for 10 minutes.`,
        code,
      });
      return { status: 200, body: { status: 'success' } };
    },

    verifyEmail: async ({ body, c }) => {
      const user = c.get('user');
      requireEmailStep(user);
      refuseIfInvalid(emailMismatch(body.email, user.email));
      await consumeCode(db, { userId: user.id, purpose: 'EMAIL', subject: null }, body.otp, clock.now());
      const userStatus = await advance(users, user, 'EMAIL_VERIFIED');
      const token = await openClientRegistration(db, user.id, clock.now());
      return { status: 200, body: { authurl: `${publicUrl}${EXCHANGE_AUTH_PATH}/${token}`, userStatus } };
    },
  };
}
