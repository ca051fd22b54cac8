/**
 * cognito-local, the sandbox's user pool, running inside the server process on a loopback port.
 * Composed from its library pieces the way its `createDefaultServer` does, with these changes:
 * data under our data directory, time from the sandbox clock (so moving the clock can expire a
 * token), codes delivered to the outbox, no AWS Lambda or KMS clients, the extensions in
 * pool-extensions.ts, and a hosted pool's attempt limits (pool-limits.ts), kept in
 * `limits/attempts.json` under the pool's data directory.
 */
import { randomInt } from 'node:crypto';
import type { Server } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { DefaultConfig } from 'cognito-local/lib/server/config.js';
import { Router } from 'cognito-local/lib/server/Router.js';
import { createServer } from 'cognito-local/lib/server/server.js';
import { CognitoServiceFactoryImpl } from 'cognito-local/lib/services/cognitoService.js';
import { StormDBDataStoreFactory } from 'cognito-local/lib/services/dataStore/stormDb.js';
import type { Services } from 'cognito-local/lib/services/index.js';
import { JwtTokenGenerator } from 'cognito-local/lib/services/tokenGenerator.js';
import type { Logger } from 'pino';
import type { Outbox } from '../partners/outbox';
import { createAttemptLedger } from './attempt-ledger';
import { CaseInsensitiveUserPoolServiceFactory, createPoolTriggers } from './pool-extensions';
import { createLimitedRoutes } from './pool-limits';
import { OutboxMessages } from './pool-messages';

interface SandboxPoolOptions {
  /** Directory for the pool's JSON files; created when missing. */
  dataDir: string;
  /** Loopback port; 0 picks a free one. */
  port: number;
  /** When `port` is taken, listen on a free port instead of failing. */
  fallbackToFreePort: boolean;
  /** Sandbox time: token lifetimes and user timestamps follow it. */
  now: () => Date;
  outbox: Outbox;
  brandName: string;
}

interface SandboxPool {
  /** The pool's HTTP API, e.g. `http://127.0.0.1:9229/`. */
  endpoint: string;
  /** Where the pool's tokens say they come from; their `iss` is this plus `/<userPoolId>`. */
  issuerDomain: string;
  port: number;
  stop(): Promise<void>;
}

/** cognito-local logs through pino-http; its own pino is used so the versions always match. */
function poolLogger(): Logger {
  const require = createRequire(import.meta.url);
  const fromCognitoLocal = createRequire(require.resolve('cognito-local/package.json'));
  const pino = fromCognitoLocal('pino') as (options: { level: string; name: string }) => Logger;
  // Refused sign-ins and wrong codes are expected; only the pool's own failures are worth a line.
  return pino({ level: 'error', name: 'identity' });
}

/** Six digits, like Cognito's codes, from a cryptographic source. */
const sixDigitCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0');

export async function startSandboxPool(options: SandboxPoolOptions): Promise<SandboxPool> {
  const logger = poolLogger();
  const ctx = { logger };
  const clock = { get: options.now };
  // Set once the port is known, before any token is issued.
  const tokenConfig = { IssuerDomain: '' };

  const dataStoreFactory = new StormDBDataStoreFactory(options.dataDir);
  const cognito = await new CognitoServiceFactoryImpl(
    options.dataDir,
    dataStoreFactory,
    new CaseInsensitiveUserPoolServiceFactory(clock, dataStoreFactory),
  ).create(ctx, { UsernameAttributes: ['email'] });

  const triggers = createPoolTriggers(() => services);
  const services: Services = {
    clock,
    cognito,
    config: {
      ...DefaultConfig,
      UserPoolDefaults: { UsernameAttributes: ['email'] },
      TokenConfig: tokenConfig,
      ServerConfig: { hostname: '127.0.0.1', port: options.port, development: false, https: false },
    },
    messages: new OutboxMessages(options.outbox, options.brandName),
    otp: sixDigitCode,
    tokenGenerator: new JwtTokenGenerator(clock, triggers, tokenConfig),
    triggers,
  };

  const standard = Router(services);
  // Not beside the pool's files: cognito-local takes every JSON file there for a pool.
  const ledger = await createAttemptLedger(
    ctx,
    new StormDBDataStoreFactory(join(options.dataDir, 'limits')),
    options.now,
  );
  const limited = createLimitedRoutes({ services, ledger, standard });
  const router = (target: string) => (Object.hasOwn(limited, target) ? limited[target] : undefined) ?? standard(target);

  const startOn = (port: number): Promise<Server> =>
    createServer(router, logger, { hostname: '127.0.0.1', port, https: false }, services).start() as Promise<Server>;

  let server: Server;
  try {
    server = await startOn(options.port);
  } catch (error) {
    if (!options.fallbackToFreePort || (error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
    console.warn(`Identity port ${options.port} is taken; the user pool listens on a free port instead.`);
    server = await startOn(0);
  }
  // The pool and its callers share one process and one event loop. With Node's default 5-s
  // keep-alive, a loop busy for seconds (a seed, a reset) lets the server drop an idle socket
  // just as fetch reuses it (ECONNRESET). Idle sockets now outlive fetch's own keep-alive.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  const { port } = server.address() as AddressInfo;
  tokenConfig.IssuerDomain = `http://127.0.0.1:${port}`;

  return {
    endpoint: `http://127.0.0.1:${port}/`,
    issuerDomain: tokenConfig.IssuerDomain,
    port,
    stop: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}
