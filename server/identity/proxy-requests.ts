/**
 * What POST /identity/ lets through to the sandbox pool, action by action: only the fields
 * amazon-cognito-identity-js sends, of the types the pool expects, with every username trimmed
 * and lower-cased (usernames are e-mails, and e-mails are case-insensitive). Sign-up writes only
 * the attributes the app client may write (`sub` is the pool's, the signup status the server's).
 * Data the library may add for Lambda triggers or advanced security (ClientMetadata,
 * ValidationData, UserContextData, AnalyticsMetadata) is dropped: no trigger of this pool reads
 * it. Any other field is refused, so nothing reaches the pool that the app does not send.
 */
import * as v from 'valibot';
import { normaliseEmail } from '../../domain/email';
import { APP_CLIENT_WRITE_ATTRIBUTES } from './bootstrap';

const DROPPED_FIELDS = ['ClientMetadata', 'ValidationData', 'UserContextData', 'AnalyticsMetadata'];

// Cognito's own length limits.
const text = (max: number) => v.pipe(v.string(), v.maxLength(max));
const clientId = v.pipe(v.string(), v.minLength(1), v.maxLength(128));
const username = v.pipe(v.string(), v.transform(normaliseEmail), v.minLength(1), v.maxLength(128));
const password = text(256);
const code = text(2048);
const token = text(16_384);
/** The library sends null when it tracks no device (refreshes after a sign-in do). */
const deviceKey = v.nullish(text(55));

const attribute = v.strictObject({ Name: text(32), Value: text(2048) });

const REQUESTS = {
  SignUp: v.strictObject({
    ClientId: clientId,
    Username: username,
    Password: password,
    UserAttributes: v.optional(v.array(attribute)),
  }),
  ConfirmSignUp: v.strictObject({
    ClientId: clientId,
    Username: username,
    ConfirmationCode: code,
    ForceAliasCreation: v.optional(v.boolean()),
  }),
  ResendConfirmationCode: v.strictObject({ ClientId: clientId, Username: username }),
  InitiateAuth: v.variant('AuthFlow', [
    v.strictObject({
      AuthFlow: v.literal('USER_PASSWORD_AUTH'),
      ClientId: clientId,
      AuthParameters: v.strictObject({ USERNAME: username, PASSWORD: password, DEVICE_KEY: deviceKey }),
    }),
    v.strictObject({
      AuthFlow: v.literal('REFRESH_TOKEN_AUTH'),
      ClientId: clientId,
      AuthParameters: v.strictObject({ REFRESH_TOKEN: token, DEVICE_KEY: deviceKey }),
    }),
  ]),
  ForgotPassword: v.strictObject({ ClientId: clientId, Username: username }),
  ConfirmForgotPassword: v.strictObject({
    ClientId: clientId,
    Username: username,
    ConfirmationCode: code,
    Password: password,
  }),
  GetUser: v.strictObject({ AccessToken: token }),
  RevokeToken: v.strictObject({ Token: token, ClientId: clientId }),
} satisfies Record<string, v.GenericSchema>;

type PublicPoolAction = keyof typeof REQUESTS;

/**
 * The calls a public app client may make; admin actions need IAM credentials on Cognito. The app
 * meets no challenge (no MFA, no temporary passwords), so RespondToAuthChallenge is not among
 * them: cognito-local would let it set a new password for an admin-created user unchecked.
 */
const PUBLIC_POOL_ACTIONS: ReadonlySet<string> = new Set(Object.keys(REQUESTS));

export const isPublicPoolAction = (action: string): action is PublicPoolAction => PUBLIC_POOL_ACTIONS.has(action);

/** A request refused before it reaches the pool; `message` says what to change. */
export class RefusedPoolRequest extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RefusedPoolRequest';
  }
}

function describeIssue(action: string, issue: v.BaseIssue<unknown>): string {
  const path = v.getDotPath(issue);
  if (!path) return `${action}: the request is not valid (${issue.message}).`;
  if (issue.expected === 'never') return `${action} does not accept the field ${path}.`;
  if (issue.received === 'undefined') return `${action} needs ${path}.`;
  return `${action}: ${path} is not valid (${issue.message}).`;
}

/** Sign-up attributes: only the writable ones, each once, the e-mail being the username. */
function checkSignUpAttributes(request: v.InferOutput<(typeof REQUESTS)['SignUp']>) {
  const seen = new Set<string>();
  const attributes = (request.UserAttributes ?? []).map(({ Name, Value }) => {
    if (!(APP_CLIENT_WRITE_ATTRIBUTES as readonly string[]).includes(Name)) {
      throw new RefusedPoolRequest(
        `The attribute ${Name} cannot be set at sign-up: only ${APP_CLIENT_WRITE_ATTRIBUTES.join(', ')} can.`,
      );
    }
    if (seen.has(Name)) throw new RefusedPoolRequest(`The attribute ${Name} is given more than once.`);
    seen.add(Name);
    if (Name !== 'email') return { Name, Value };
    const email = normaliseEmail(Value);
    if (email !== request.Username) throw new RefusedPoolRequest('The email attribute must be the Username.');
    return { Name, Value: email };
  });
  return { ...request, UserAttributes: attributes };
}

/**
 * The body to forward for `action`, checked and normalised; throws RefusedPoolRequest for a
 * body the app would never send.
 */
export function sanitisePoolRequest(action: PublicPoolAction, body: unknown): Record<string, unknown> {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    throw new RefusedPoolRequest(`${action} needs a JSON object with its parameters.`);
  }
  const fields = Object.fromEntries(Object.entries(body).filter(([name]) => !DROPPED_FIELDS.includes(name)));
  const result = v.safeParse(REQUESTS[action], fields);
  if (!result.success) throw new RefusedPoolRequest(describeIssue(action, result.issues[0]));
  return action === 'SignUp'
    ? checkSignUpAttributes(result.output as v.InferOutput<(typeof REQUESTS)['SignUp']>)
    : result.output;
}
