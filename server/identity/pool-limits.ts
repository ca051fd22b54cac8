/**
 * The sandbox pool's public actions with a hosted Cognito pool's attempt limits
 * (attempt-limits.ts) and its answers under PreventUserExistenceErrors, which cognito-local has
 * neither of:
 * - InitiateAuth locks a user out after repeated wrong passwords ('Password attempts exceeded'),
 *   and checks an admin-created user's temporary password before answering its challenge.
 * - ConfirmSignUp and ConfirmForgotPassword let a code die after 5 wrong tries or when it
 *   expires (ExpiredCodeException: a new code is needed).
 * - SignUp, ResendConfirmationCode and ForgotPassword count the codes sent to a user, and refuse
 *   more than the limit (LimitExceededException).
 * - A username nobody has gets the answers an existing user would: ForgotPassword and
 *   ResendConfirmationCode answer plausible, masked CodeDeliveryDetails and send nothing, and
 *   the confirmations answer CodeMismatchException; its attempts are limited alike.
 * - AdminDeleteUser removes the user's attempt record with the user.
 */
import { createHmac } from 'node:crypto';
import { CognitoError, ExpiredCodeError, NotAuthorizedError } from 'cognito-local/lib/errors.js';
import type { Route, Router } from 'cognito-local/lib/server/Router.js';
import type { Context } from 'cognito-local/lib/services/context.js';
import type { Services } from 'cognito-local/lib/services/index.js';
import { type AttemptLedger, attemptKey } from './attempt-ledger';
import {
  type AttemptRecord,
  afterCodeSent,
  afterCodeUsed,
  afterSignIn,
  afterSignInFailure,
  afterWrongCode,
  codeIsAlive,
  isLockedOut,
  maySendCode,
} from './attempt-limits';
import { resendConfirmationCode, withCognitoSignInErrors, withPasswordPolicy } from './pool-extensions';

// Cognito's words for each refusal.
const passwordAttemptsExceeded = () => new NotAuthorizedError('Password attempts exceeded');
const attemptLimitExceeded = () =>
  new CognitoError('LimitExceededException', 'Attempt limit exceeded, please try after some time.');
const codeMismatch = () =>
  new CognitoError('CodeMismatchException', 'Invalid verification code provided, please try again.');

const failedWith = (error: unknown, code: string) => error instanceof CognitoError && error.code === code;

interface CodeDeliveryDetails {
  AttributeName: string;
  DeliveryMedium: 'EMAIL' | 'SMS';
  Destination: string;
}

/** `meera.iyer@example.in` → `m***@e***`, as Cognito masks it. */
function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 1)}***@${domain.slice(0, 1)}***`;
}

/** `+919812345670` → `+91******5670`. */
const maskPhone = (phone: string) =>
  `${phone.slice(0, 3)}${'*'.repeat(Math.max(phone.length - 7, 0))}${phone.slice(-4)}`;

interface LimitedRoutesDeps {
  services: Services;
  ledger: AttemptLedger;
  standard: Router;
}

/** The routes that replace cognito-local's for these actions. */
export function createLimitedRoutes({ services, ledger, standard }: LimitedRoutesDeps): Record<string, Route> {
  const now = () => services.clock.get().getTime();

  const lookUp = async (ctx: Context, clientId: unknown, username: unknown) => {
    const userPool = await services.cognito.getUserPoolForClientId(ctx, String(clientId));
    const name = typeof username === 'string' ? username : '';
    const user = name ? await userPool.getUserByUsername(ctx, name) : null;
    return { user, key: attemptKey(user, name) };
  };

  /** Four digits that stand in for a phone's last four, the same on every call for one username. */
  const stableDigits = (key: string) =>
    String(
      Number.parseInt(createHmac('sha256', ledger.secret).update(key).digest('hex').slice(0, 8), 16) % 10_000,
    ).padStart(4, '0');

  const signIn = withCognitoSignInErrors(standard('InitiateAuth'));
  const signUp = withPasswordPolicy(services, standard('SignUp'));
  const forgotPassword = standard('ForgotPassword');
  const resend = resendConfirmationCode(services);

  /** A confirmation with a code: refused once the code is dead, counted when wrong. */
  const withCodeLimit =
    (route: Route, afterSuccess: (record: AttemptRecord) => AttemptRecord): Route =>
    async (ctx, req: { ClientId?: unknown; Username?: unknown }) => {
      const { user, key } = await lookUp(ctx, req.ClientId, req.Username);
      return ledger.guard(key, async (record, save) => {
        if (!codeIsAlive(record, now())) throw new ExpiredCodeError();
        try {
          // Nobody has this username: the answer to a wrong code, so the account's absence stays hidden.
          if (!user) throw codeMismatch();
          const result = await route(ctx, req);
          await save(afterSuccess(afterCodeUsed(record)));
          return result;
        } catch (error) {
          if (!failedWith(error, 'CodeMismatchException')) throw error;
          await save(afterWrongCode(record));
          throw codeMismatch();
        }
      });
    };

  return {
    InitiateAuth: async (
      ctx,
      req: { AuthFlow?: unknown; ClientId?: unknown; AuthParameters?: { USERNAME?: unknown; PASSWORD?: unknown } },
    ) => {
      if (req.AuthFlow !== 'USER_PASSWORD_AUTH') return signIn(ctx, req);
      const { user, key } = await lookUp(ctx, req.ClientId, req.AuthParameters?.USERNAME);
      return ledger.guard(key, async (record, save) => {
        if (isLockedOut(record, now())) throw passwordAttemptsExceeded();
        try {
          // cognito-local answers an admin-created user's new-password challenge (with all the
          // user's attributes) before checking the temporary password; Cognito checks it first.
          if (user?.UserStatus === 'FORCE_CHANGE_PASSWORD' && user.Password !== req.AuthParameters?.PASSWORD) {
            throw new NotAuthorizedError('Incorrect username or password.');
          }
          const result = await signIn(ctx, req);
          await save(afterSignIn(record));
          return result;
        } catch (error) {
          if (failedWith(error, 'NotAuthorizedException')) await save(afterSignInFailure(record, now()));
          // The password was right; only the phone is unconfirmed.
          if (failedWith(error, 'UserNotConfirmedException')) await save(afterSignIn(record));
          throw error;
        }
      });
    },

    // One sign-up per username at a time, so two cannot both find it free.
    SignUp: (ctx, req: { ClientId?: unknown; Username?: unknown }) =>
      ledger.serialise(`sign-up:${String(req.Username).toLowerCase()}`, async () => {
        const result = await signUp(ctx, req);
        const { key } = await lookUp(ctx, req.ClientId, req.Username);
        await ledger.guard(key, (record, save) => save(afterCodeSent(record, now(), 'signUp')));
        return result;
      }),

    ConfirmSignUp: withCodeLimit(standard('ConfirmSignUp'), (record) => record),

    // A new password ends a lockout, as the code proved the mailbox is the user's.
    // The new password is checked first, so a weak one does not use up a code try.
    ConfirmForgotPassword: withPasswordPolicy(services, withCodeLimit(standard('ConfirmForgotPassword'), afterSignIn)),

    ResendConfirmationCode: async (ctx, req: { ClientId?: unknown; Username?: unknown }) => {
      const { user, key } = await lookUp(ctx, req.ClientId, req.Username);
      return ledger.guard(key, async (record, save) => {
        if (!maySendCode(record, now(), 'signUp')) throw attemptLimitExceeded();
        const sent: CodeDeliveryDetails = user
          ? (await resend(ctx, req)).CodeDeliveryDetails
          : { AttributeName: 'phone_number', DeliveryMedium: 'SMS', Destination: `+91000000${stableDigits(key)}` };
        await save(afterCodeSent(record, now(), 'signUp'));
        return { CodeDeliveryDetails: { ...sent, Destination: maskPhone(sent.Destination) } };
      });
    },

    ForgotPassword: async (ctx, req: { ClientId?: unknown; Username?: unknown }) => {
      const { user, key } = await lookUp(ctx, req.ClientId, req.Username);
      return ledger.guard(key, async (record, save) => {
        if (!maySendCode(record, now(), 'reset')) throw attemptLimitExceeded();
        if (user) await forgotPassword(ctx, req);
        await save(afterCodeSent(record, now(), 'reset'));
        const details: CodeDeliveryDetails = {
          AttributeName: 'email',
          DeliveryMedium: 'EMAIL',
          Destination: maskEmail(String(req.Username).toLowerCase()),
        };
        return { CodeDeliveryDetails: details };
      });
    },

    AdminDeleteUser: async (ctx, req: { UserPoolId?: unknown; Username?: unknown }) => {
      const userPool = await services.cognito.getUserPool(ctx, String(req.UserPoolId));
      const user = typeof req.Username === 'string' ? await userPool.getUserByUsername(ctx, req.Username) : null;
      const result = await standard('AdminDeleteUser')(ctx, req);
      if (user) await ledger.forget(attemptKey(user, ''));
      return result;
    },
  };
}
