/**
 * The identity port as the actors the auth machines invoke, so a screen can hand its
 * machine any IdentityProvider (Cognito in the app, a fake in component tests).
 */
import { fromPromise } from 'xstate';
import type { Credentials, IdentityProvider, PhoneInfo, Session, SignUpDetails } from './identity-provider';

export function identityActors(identity: IdentityProvider) {
  return {
    signUp: fromPromise<void, SignUpDetails>(({ input }) => identity.signUp(input)),
    confirmSignUp: fromPromise<void, { email: string; code: string }>(({ input }) => identity.confirmSignUp(input)),
    resendConfirmationCode: fromPromise<void, { email: string }>(({ input }) => identity.resendConfirmationCode(input)),
    signIn: fromPromise<Session, Credentials>(({ input }) => identity.signIn(input)),
    refreshSession: fromPromise<Session, { email: string; refreshToken: string }>(({ input }) =>
      identity.refresh(input),
    ),
    forgotPassword: fromPromise<void, { email: string }>(({ input }) => identity.forgotPassword(input)),
    confirmPassword: fromPromise<void, { email: string; code: string; password: string }>(({ input }) =>
      identity.confirmPassword(input),
    ),
    signOut: fromPromise<void, Session | null>(({ input }) => identity.signOut(input)),
    getPhoneInfo: fromPromise<PhoneInfo, { email: string }>(({ input }) => identity.getPhoneInfo(input)),
  };
}
