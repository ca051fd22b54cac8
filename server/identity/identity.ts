/**
 * The identity provider as the rest of the server sees it: where the pool is, how to check its
 * tokens, and its admin API. In the sandbox the pool is cognito-local inside this process; in
 * production it is a hosted Cognito pool named by the environment. The sandbox's pool is
 * ./sandbox-identity.ts, which loads cognito-local (a dev dependency): import it only in sandbox
 * mode, and then dynamically, so a production install runs without it.
 */
import { createIdentityApi, type IdentityApi } from './identity-api';

/** Where the SPA finds the pool: the answer of GET /identity/config. */
interface IdentityClientConfig {
  region: string;
  userPoolId: string;
  clientId: string;
  /** The endpoint amazon-cognito-identity-js posts to. */
  endpoint: string;
}

export interface Identity {
  client: IdentityClientConfig;
  /** The `iss` of every token the pool issues. */
  issuer: string;
  jwksUrl: string;
  api: IdentityApi;
  /** Where POST /identity/ is forwarded; undefined when the SPA talks to the provider itself. */
  proxyTarget: string | undefined;
  close(): Promise<void>;
}

/** The path the sandbox serves the pool's API on, so the SPA needs only its own origin. */
export const IDENTITY_PROXY_PATH = '/identity/';

/** A URL without its trailing slashes. */
export const trimSlash = (url: string) => url.replace(/\/+$/, '');

interface HostedPoolSettings {
  region: string;
  userPoolId: string;
  clientId: string;
  /** The provider's API, e.g. `https://cognito-idp.ap-south-1.amazonaws.com/`. */
  endpoint: string;
}

/** A hosted Cognito pool: the SPA calls it directly, and its tokens are issued under the same URL. */
export function connectHostedIdentity(settings: HostedPoolSettings): Identity {
  const issuer = `${trimSlash(settings.endpoint)}/${settings.userPoolId}`;
  return {
    client: { ...settings },
    issuer,
    jwksUrl: `${issuer}/.well-known/jwks.json`,
    api: createIdentityApi(settings.endpoint),
    proxyTarget: undefined,
    close: async () => {},
  };
}
