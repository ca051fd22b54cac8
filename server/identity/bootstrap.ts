/**
 * The sandbox pool `sanchay` and its app client `sanchay-web`, found by name or created, so
 * every start (and every test server) ends with exactly one of each whatever the data
 * directory already held.
 */
import type { IdentityApi } from './identity-api';

export const POOL_NAME = 'sanchay';
export const CLIENT_NAME = 'sanchay-web';

/** 001 §5 password rule, so a real pool created from this refuses what the app refuses. */
const PASSWORD_POLICY = {
  MinimumLength: 8,
  RequireUppercase: true,
  RequireLowercase: true,
  RequireNumbers: true,
  RequireSymbols: true,
};

/**
 * What the app client may write (at sign-up): never `sub`, never the signup status, which only
 * the server sets through the admin API. The /identity/ proxy refuses anything else.
 */
export const APP_CLIENT_WRITE_ATTRIBUTES = ['email', 'phone_number', 'name'] as const;

interface PoolIds {
  userPoolId: string;
  clientId: string;
}

export async function ensurePoolAndClient(api: IdentityApi): Promise<PoolIds> {
  const pools = await api.listUserPools();
  const pool =
    pools.find((p) => p.Name === POOL_NAME) ??
    (await api.createUserPool({
      PoolName: POOL_NAME,
      UsernameAttributes: ['email'],
      UsernameConfiguration: { CaseSensitive: false },
      // Sign-up codes go to the phone (001 §2.4 Mobile Verification).
      AutoVerifiedAttributes: ['phone_number'],
      Schema: [
        { Name: 'email', AttributeDataType: 'String', Required: true, Mutable: true },
        { Name: 'phone_number', AttributeDataType: 'String', Required: true, Mutable: true },
        {
          Name: 'user_signup_status',
          AttributeDataType: 'String',
          Mutable: true,
          StringAttributeConstraints: { MinLength: '1', MaxLength: '64' },
        },
      ],
      Policies: { PasswordPolicy: PASSWORD_POLICY },
      MfaConfiguration: 'OFF',
    }));

  const clients = await api.listUserPoolClients(pool.Id);
  const client =
    clients.find((c) => c.ClientName === CLIENT_NAME) ??
    (await api.createUserPoolClient({
      UserPoolId: pool.Id,
      ClientName: CLIENT_NAME,
      // A browser app cannot keep a secret.
      GenerateSecret: false,
      ExplicitAuthFlows: ['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'],
      // Cognito's defaults: the session machine refreshes 300 s before the hour is up (000 §4.2).
      AccessTokenValidity: 60,
      IdTokenValidity: 60,
      RefreshTokenValidity: 30,
      TokenValidityUnits: { AccessToken: 'minutes', IdToken: 'minutes', RefreshToken: 'days' },
      PreventUserExistenceErrors: 'ENABLED',
      WriteAttributes: [...APP_CLIENT_WRITE_ATTRIBUTES],
    }));

  return { userPoolId: pool.Id, clientId: client.ClientId };
}
