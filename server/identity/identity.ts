/**
 * The identity provider as the rest of the server sees it: where the pool is, how to check its
 * tokens, and its admin API. In the sandbox the pool is cognito-local inside this process; in
 * production it is a hosted Cognito pool named by the environment.
 */
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Outbox } from '../partners/outbox';
import { ensurePoolAndClient } from './bootstrap';
import { createIdentityApi, type IdentityApi } from './identity-api';
import { startSandboxPool } from './sandbox-pool';

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

const trimSlash = (url: string) => url.replace(/\/+$/, '');

interface SandboxIdentityOptions {
  /** The pool's data lives in `<dataDir>/cognito`; 'memory://' keeps it in a temporary directory removed on close. */
  dataDir: string;
  port: number;
  fallbackToFreePort: boolean;
  now: () => Date;
  outbox: Outbox;
  brandName: string;
}

export async function startSandboxIdentity(options: SandboxIdentityOptions): Promise<Identity> {
  const temporary = options.dataDir === 'memory://';
  const poolDir = temporary ? await mkdtemp(join(tmpdir(), 'sanchay-cognito-')) : join(options.dataDir, 'cognito');
  await mkdir(poolDir, { recursive: true });
  const removeTemporary = () => (temporary ? rm(poolDir, { recursive: true, force: true }) : Promise.resolve());
  const pool = await startSandboxPool({ ...options, dataDir: poolDir }).catch(async (error: unknown) => {
    await removeTemporary();
    throw error;
  });
  try {
    const api = createIdentityApi(pool.endpoint);
    const { userPoolId, clientId } = await ensurePoolAndClient(api);
    const issuer = `${pool.issuerDomain}/${userPoolId}`;
    return {
      // cognito-local names its pools local_…; the client library reads the region from that prefix.
      client: { region: 'local', userPoolId, clientId, endpoint: IDENTITY_PROXY_PATH },
      issuer,
      jwksUrl: `${trimSlash(pool.endpoint)}/${userPoolId}/.well-known/jwks.json`,
      api,
      proxyTarget: pool.endpoint,
      async close() {
        await pool.stop();
        await removeTemporary();
      },
    };
  } catch (error) {
    await pool.stop();
    await removeTemporary();
    throw error;
  }
}

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
