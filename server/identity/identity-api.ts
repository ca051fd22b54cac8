/**
 * A small typed client for the user pool's HTTP API (AWS JSON 1.1: `POST /` with
 * `X-Amz-Target: AWSCognitoIdentityProviderService.<Action>`), covering only the actions the
 * server needs. cognito-local answers admin actions without credentials; every action used here
 * exists in its `lib/targets/`.
 */

interface UserAttribute {
  Name: string;
  Value: string;
}

/** What cognito-local and Cognito answer for a user (AdminGetUser, ListUsers, AdminCreateUser). */
export interface PoolUser {
  Username: string;
  UserStatus: 'UNCONFIRMED' | 'CONFIRMED' | 'FORCE_CHANGE_PASSWORD' | 'RESET_REQUIRED' | string;
  Enabled: boolean;
  Attributes: UserAttribute[];
}

interface UserPoolSummary {
  Id: string;
  Name: string;
}

interface UserPoolClientSummary {
  ClientId: string;
  ClientName: string;
  UserPoolId: string;
}

interface SchemaAttribute {
  Name: string;
  AttributeDataType: 'String' | 'Number' | 'DateTime' | 'Boolean';
  Mutable?: boolean;
  Required?: boolean;
  StringAttributeConstraints?: { MinLength?: string; MaxLength?: string };
}

interface CreateUserPoolRequest {
  PoolName: string;
  UsernameAttributes?: ('email' | 'phone_number')[];
  UsernameConfiguration?: { CaseSensitive: boolean };
  AutoVerifiedAttributes?: ('email' | 'phone_number')[];
  Schema?: SchemaAttribute[];
  Policies?: {
    PasswordPolicy: {
      MinimumLength: number;
      RequireUppercase: boolean;
      RequireLowercase: boolean;
      RequireNumbers: boolean;
      RequireSymbols: boolean;
    };
  };
  MfaConfiguration?: 'OFF' | 'ON' | 'OPTIONAL';
}

interface CreateUserPoolClientRequest {
  UserPoolId: string;
  ClientName: string;
  GenerateSecret?: boolean;
  ExplicitAuthFlows?: string[];
  AccessTokenValidity?: number;
  IdTokenValidity?: number;
  RefreshTokenValidity?: number;
  TokenValidityUnits?: {
    AccessToken?: 'seconds' | 'minutes' | 'hours' | 'days';
    IdToken?: 'seconds' | 'minutes' | 'hours' | 'days';
    RefreshToken?: 'seconds' | 'minutes' | 'hours' | 'days';
  };
  PreventUserExistenceErrors?: 'ENABLED' | 'LEGACY';
  WriteAttributes?: string[];
}

/** An error the pool answered, e.g. `UserNotFoundException`; `code` is the `__type` without any `prefix#`. */
export class IdentityError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'IdentityError';
  }
}

export const isUserNotFound = (error: unknown): boolean =>
  error instanceof IdentityError && error.code === 'UserNotFoundException';

export interface IdentityApi {
  listUserPools(): Promise<UserPoolSummary[]>;
  createUserPool(request: CreateUserPoolRequest): Promise<UserPoolSummary>;
  listUserPoolClients(userPoolId: string): Promise<UserPoolClientSummary[]>;
  createUserPoolClient(request: CreateUserPoolClientRequest): Promise<UserPoolClientSummary>;
  adminGetUser(userPoolId: string, username: string): Promise<PoolUser>;
  adminCreateUser(userPoolId: string, username: string, attributes: UserAttribute[]): Promise<PoolUser>;
  adminSetUserPassword(userPoolId: string, username: string, password: string): Promise<void>;
  adminConfirmSignUp(userPoolId: string, username: string): Promise<void>;
  adminUpdateUserAttributes(userPoolId: string, username: string, attributes: UserAttribute[]): Promise<void>;
  adminDeleteUser(userPoolId: string, username: string): Promise<void>;
  /** Every user of the pool; `filter` is Cognito's filter syntax, e.g. `email = "a@b.example"`. */
  listUsers(userPoolId: string, filter?: string): Promise<PoolUser[]>;
}

/** Sends one action and returns its JSON answer, or throws the pool's error as an IdentityError. */
export async function callIdentity<T>(endpoint: string, action: string, body: unknown): Promise<T> {
  const response = await fetchRetryingReset(endpoint, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': `AWSCognitoIdentityProviderService.${action}`,
    },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  let data: Record<string, unknown> = {};
  try {
    if (text !== '') data = JSON.parse(text) as Record<string, unknown>;
  } catch {
    // Not JSON (a proxy's error page): the status says enough.
  }
  if (!response.ok) {
    const type = String(data.__type ?? data.code ?? `HTTP${response.status}`);
    const code = type.split('#').pop() ?? type;
    throw new IdentityError(code, String(data.message ?? data.Message ?? `${action} failed`), response.status);
  }
  return data as T;
}

/** ListUsers and AdminCreateUser name the attributes `Attributes`; AdminGetUser names them `UserAttributes`. */
type RawUser = Omit<PoolUser, 'Attributes'> & { Attributes?: UserAttribute[]; UserAttributes?: UserAttribute[] };
const toPoolUser = ({ Attributes, UserAttributes, ...rest }: RawUser): PoolUser => ({
  ...rest,
  Attributes: Attributes ?? UserAttributes ?? [],
});

export function createIdentityApi(endpoint: string): IdentityApi {
  const call = <T>(action: string, body: unknown) => callIdentity<T>(endpoint, action, body);
  return {
    async listUserPools() {
      const out = await call<{ UserPools?: UserPoolSummary[] }>('ListUserPools', { MaxResults: 60 });
      return out.UserPools ?? [];
    },
    async createUserPool(request) {
      const out = await call<{ UserPool: UserPoolSummary }>('CreateUserPool', request);
      return out.UserPool;
    },
    async listUserPoolClients(userPoolId) {
      const out = await call<{ UserPoolClients?: UserPoolClientSummary[] }>('ListUserPoolClients', {
        UserPoolId: userPoolId,
        MaxResults: 60,
      });
      return out.UserPoolClients ?? [];
    },
    async createUserPoolClient(request) {
      const out = await call<{ UserPoolClient: UserPoolClientSummary }>('CreateUserPoolClient', request);
      return out.UserPoolClient;
    },
    async adminGetUser(userPoolId, username) {
      return toPoolUser(await call<RawUser>('AdminGetUser', { UserPoolId: userPoolId, Username: username }));
    },
    async adminCreateUser(userPoolId, username, attributes) {
      const out = await call<{ User: RawUser }>('AdminCreateUser', {
        UserPoolId: userPoolId,
        Username: username,
        UserAttributes: attributes,
        // Demo investors get their password at once; nobody is sent a temporary one.
        MessageAction: 'SUPPRESS',
      });
      return toPoolUser(out.User);
    },
    async adminSetUserPassword(userPoolId, username, password) {
      await call('AdminSetUserPassword', {
        UserPoolId: userPoolId,
        Username: username,
        Password: password,
        Permanent: true,
      });
    },
    async adminConfirmSignUp(userPoolId, username) {
      await call('AdminConfirmSignUp', { UserPoolId: userPoolId, Username: username });
    },
    async adminUpdateUserAttributes(userPoolId, username, attributes) {
      await call('AdminUpdateUserAttributes', {
        UserPoolId: userPoolId,
        Username: username,
        UserAttributes: attributes,
      });
    },
    async adminDeleteUser(userPoolId, username) {
      await call('AdminDeleteUser', { UserPoolId: userPoolId, Username: username });
    },
    async listUsers(userPoolId, filter) {
      const users: PoolUser[] = [];
      let token: string | undefined;
      // Cognito pages ListUsers (at most 60 a page); cognito-local answers everything at once.
      do {
        const out: { Users?: RawUser[]; PaginationToken?: string } = await call('ListUsers', {
          UserPoolId: userPoolId,
          Limit: 60,
          ...(filter ? { Filter: filter } : {}),
          ...(token ? { PaginationToken: token } : {}),
        });
        users.push(...(out.Users ?? []).map(toPoolUser));
        token = out.PaginationToken;
      } while (token);
      return users;
    },
  };
}

export const attributeOf = (user: PoolUser, name: string): string | undefined =>
  user.Attributes.find((attribute) => attribute.Name === name)?.Value;

/** True when fetch failed because the peer reset a (reused, idle) connection before answering. */
export function isConnectionReset(error: unknown): boolean {
  const cause = (error as { cause?: { code?: string } } | null)?.cause;
  return error instanceof TypeError && (cause?.code === 'ECONNRESET' || cause?.code === 'UND_ERR_SOCKET');
}

/**
 * fetch, tried once more when a kept-alive socket was reset under it. A reset reused socket
 * fails on write, before the pool has read the request, so one retry does not repeat an action.
 */
export async function fetchRetryingReset(input: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(input, init);
  } catch (error) {
    if (!isConnectionReset(error)) throw error;
    return fetch(input, init);
  }
}
