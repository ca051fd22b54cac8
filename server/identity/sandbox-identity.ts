/**
 * The sandbox's identity provider: cognito-local (a dev dependency) inside this process, its pool
 * and app client created as a hosted pool is set up (./bootstrap.ts). Loaded only in sandbox mode
 * (server/start.ts imports it dynamically), so a production install runs without cognito-local.
 */
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Outbox } from '../partners/outbox';
import { ensurePoolAndClient } from './bootstrap';
import { IDENTITY_PROXY_PATH, type Identity, trimSlash } from './identity';
import { createIdentityApi } from './identity-api';
import { startSandboxPool } from './sandbox-pool';

export interface SandboxIdentityOptions {
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
