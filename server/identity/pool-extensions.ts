/**
 * What the sandbox user pool needs beyond cognito-local 5.3 to behave like the Cognito pool the
 * app is written for: usernames that ignore case (UsernameConfiguration.CaseSensitive false), the
 * ResendConfirmationCode action it lacks (the app resends sign-up codes, 001 §4.1), the pool's
 * password policy (cognito-local keeps it but never applies it), Cognito's answer to a wrong
 * password, the standard attributes Cognito puts in ID
 * tokens (the app reads name and phone_number from it, 000 §3), and the post-confirmation step
 * a real pool runs as a Lambda trigger (a new user starts at signup status USER_CREATED, so the
 * first ID token already carries it).
 */
import {
  CognitoError,
  InvalidParameterError,
  NotAuthorizedError,
  UserNotFoundError,
} from 'cognito-local/lib/errors.js';
import type { Route } from 'cognito-local/lib/server/Router.js';
import type { Clock } from 'cognito-local/lib/services/clock.js';
import type { Context } from 'cognito-local/lib/services/context.js';
import type { DataStore } from 'cognito-local/lib/services/dataStore/dataStore.js';
import type { DataStoreFactory } from 'cognito-local/lib/services/dataStore/factory.js';
import type { Services } from 'cognito-local/lib/services/index.js';
import { selectAppropriateDeliveryMethod } from 'cognito-local/lib/services/messageDelivery/deliveryMethod.js';
import type { Triggers } from 'cognito-local/lib/services/triggers/triggers.js';
import {
  attribute,
  attributesAppend,
  attributeValue,
  type User,
  type UserPool,
  type UserPoolService,
  type UserPoolServiceFactory,
  UserPoolServiceImpl,
} from 'cognito-local/lib/services/userPoolService.js';
import { INITIAL_SIGNUP_STATUS, SIGNUP_STATUS_ATTRIBUTE } from './signup-status';

/**
 * A pool whose usernames ignore case, as Cognito's do with CaseSensitive false: `A@x.in` finds
 * the user signed up as `a@x.in` (so SignUp answers UsernameExistsException), by e-mail or by
 * username. cognito-local compares exactly.
 */
class CaseInsensitiveUserPoolService extends UserPoolServiceImpl {
  override async getUserByUsername(ctx: Context, username: string): Promise<User | null> {
    const exact = await super.getUserByUsername(ctx, username);
    if (exact || this.options.UsernameConfiguration?.CaseSensitive !== false) return exact;
    const wanted = username.toLowerCase();
    const users = await this.listUsers(ctx);
    return (
      users.find(
        (user) =>
          user.Username.toLowerCase() === wanted || attributeValue('email', user.Attributes)?.toLowerCase() === wanted,
      ) ?? null
    );
  }
}

/** cognito-local's UserPoolServiceFactoryImpl, making case-insensitive pools. */
export class CaseInsensitiveUserPoolServiceFactory implements UserPoolServiceFactory {
  constructor(
    private readonly clock: Clock,
    private readonly dataStoreFactory: DataStoreFactory,
  ) {}

  async create(ctx: Context, clientsDataStore: DataStore, defaultOptions: UserPool): Promise<UserPoolService> {
    const dataStore = await this.dataStoreFactory.create(ctx, defaultOptions.Id, {
      Users: {},
      Options: defaultOptions,
    });
    const options = await dataStore.get(ctx, 'Options', defaultOptions);
    return new CaseInsensitiveUserPoolService(clientsDataStore, this.clock, dataStore, options);
  }
}

interface ResendConfirmationCodeRequest {
  ClientId: string;
  Username: string;
  ClientMetadata?: Record<string, string>;
}

/** Sends a fresh sign-up code the way SignUp does (to the auto-verified phone) and replaces the old one. */
export const resendConfirmationCode =
  ({ cognito, messages, otp, clock }: Services): Route =>
  async (ctx, req: ResendConfirmationCodeRequest) => {
    const userPool = await cognito.getUserPoolForClientId(ctx, req.ClientId);
    const user = await userPool.getUserByUsername(ctx, req.Username);
    if (!user) throw new UserNotFoundError('Username/client id combination not found.');
    if (user.UserStatus === 'CONFIRMED') throw new InvalidParameterError('User is already confirmed.');
    const deliveryDetails = selectAppropriateDeliveryMethod(userPool.options.AutoVerifiedAttributes ?? [], user);
    if (!deliveryDetails) {
      throw new InvalidParameterError('User has no attribute matching desired auto verified attributes');
    }
    const code = otp();
    await messages.deliver(
      ctx,
      'ResendCode',
      req.ClientId,
      userPool.options.Id,
      user,
      code,
      req.ClientMetadata,
      deliveryDetails,
    );
    await userPool.saveUser(ctx, { ...user, ConfirmationCode: code, UserLastModifiedDate: clock.get() });
    return { CodeDeliveryDetails: deliveryDetails };
  };

/**
 * cognito-local answers a wrong password with InvalidPasswordException and an unknown user with
 * 'User not authorized'; Cognito answers both sign-in failures with NotAuthorizedException
 * 'Incorrect username or password.' (it does not reveal which accounts exist). The app is
 * written against Cognito, so the sandbox answers the same.
 */
export const withCognitoSignInErrors =
  (route: Route): Route =>
  async (ctx, req: { AuthFlow?: string }) => {
    try {
      return await route(ctx, req);
    } catch (error) {
      const passwordFlow = req.AuthFlow === 'USER_PASSWORD_AUTH';
      if (
        passwordFlow &&
        error instanceof CognitoError &&
        (error.code === 'InvalidPasswordException' || error.code === 'NotAuthorizedException')
      ) {
        throw new NotAuthorizedError('Incorrect username or password.');
      }
      throw error;
    }
  };

type PasswordPolicy = NonNullable<NonNullable<UserPool['Policies']>['PasswordPolicy']>;

/** Each rule of a password policy with Cognito's words for breaking it. */
const PASSWORD_RULES: [(password: string, policy: PasswordPolicy) => boolean, string][] = [
  [(password, policy) => password.length >= (policy.MinimumLength ?? 8), 'Password not long enough'],
  [(password, policy) => !policy.RequireUppercase || /[A-Z]/.test(password), 'Password must have uppercase characters'],
  [(password, policy) => !policy.RequireLowercase || /[a-z]/.test(password), 'Password must have lowercase characters'],
  [(password, policy) => !policy.RequireNumbers || /\d/.test(password), 'Password must have numeric characters'],
  // Any character but a letter or digit, as the app's own rule (001 §5) counts it.
  [
    (password, policy) => !policy.RequireSymbols || /[^A-Za-z0-9]/.test(password),
    'Password must have symbol characters',
  ],
];

/** Refuses a new password (SignUp, ConfirmForgotPassword) the pool's policy does not allow. */
export const withPasswordPolicy =
  ({ cognito }: Pick<Services, 'cognito'>, route: Route): Route =>
  async (ctx, req: { ClientId?: unknown; Password?: unknown }) => {
    const userPool = await cognito.getUserPoolForClientId(ctx, String(req.ClientId));
    const policy = userPool.options.Policies?.PasswordPolicy;
    const password = typeof req.Password === 'string' ? req.Password : '';
    const broken = policy && PASSWORD_RULES.find(([allows]) => !allows(password, policy));
    if (broken)
      throw new CognitoError('InvalidPasswordException', `Password did not conform with policy: ${broken[1]}`);
    return route(ctx, req);
  };

const notEnabled = (name: string) => () => Promise.reject(new Error(`The ${name} trigger is not enabled`));

/** Standard attributes cognito-local leaves out of ID tokens and Cognito puts in. */
const ID_TOKEN_ATTRIBUTES = ['name', 'phone_number'];

/**
 * PostConfirmation gives a newly confirmed user the initial signup status; PreTokenGeneration
 * adds the standard attributes to ID tokens. No other trigger runs.
 */
export function createPoolTriggers(services: () => Pick<Services, 'cognito' | 'clock'>): Triggers {
  return {
    enabled: (trigger) => trigger === 'PostConfirmation' || trigger === 'PreTokenGeneration',
    preTokenGeneration: async (_ctx, { userAttributes }) => ({
      claimsOverrideDetails: {
        claimsToAddOrOverride: Object.fromEntries(
          ID_TOKEN_ATTRIBUTES.flatMap((name) => {
            const value = attributeValue(name, userAttributes);
            return value ? [[name, value]] : [];
          }),
        ),
      },
    }),
    postConfirmation: async (ctx, { userPoolId, username }) => {
      const { cognito, clock } = services();
      const userPool = await cognito.getUserPool(ctx, userPoolId);
      const user = await userPool.getUserByUsername(ctx, username);
      // A password reset also confirms; a user who already has a status keeps it.
      if (!user || attributeValue(SIGNUP_STATUS_ATTRIBUTE, user.Attributes)) return;
      await userPool.saveUser(ctx, {
        ...user,
        Attributes: attributesAppend(user.Attributes, attribute(SIGNUP_STATUS_ATTRIBUTE, INITIAL_SIGNUP_STATUS)),
        UserLastModifiedDate: clock.get(),
      });
    },
    customMessage: notEnabled('CustomMessage'),
    customEmailSender: notEnabled('CustomEmailSender'),
    postAuthentication: notEnabled('PostAuthentication'),
    preSignUp: notEnabled('PreSignUp'),
    userMigration: notEnabled('UserMigration'),
  };
}
