/**
 * The in-process user pool on its own: the pool and client are created once and found again on
 * every later start over the same data directory (users survive a restart), a taken port is
 * worked around only when allowed, and 'memory://' leaves nothing behind.
 */
import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CLIENT_NAME, ensurePoolAndClient, POOL_NAME } from '../../../server/identity/bootstrap';
import type { Identity } from '../../../server/identity/identity';
import { callIdentity } from '../../../server/identity/identity-api';
import { startSandboxIdentity } from '../../../server/identity/sandbox-identity';
import type { Outbox, OutgoingEmail, OutgoingSms } from '../../../server/partners/outbox';

/** An outbox that keeps messages in memory, for a pool started without a database. */
function memoryOutbox() {
  const sent: (OutgoingEmail | OutgoingSms)[] = [];
  const outbox: Outbox = {
    sendEmail: async (message) => void sent.push(message),
    sendSms: async (message) => void sent.push(message),
  };
  return { outbox, sent };
}

const options = (dataDir: string, port = 0, fallbackToFreePort = false) => ({
  dataDir,
  port,
  fallbackToFreePort,
  now: () => new Date(),
  outbox: memoryOutbox().outbox,
  brandName: 'Sanchay',
});

let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'sanchay-identity-test-'));
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

describe('startSandboxIdentity', () => {
  it('creates the pool and client once and finds them on every later start, with their users', async () => {
    const first = await startSandboxIdentity(options(dataDir));
    let second: Identity | undefined;
    try {
      expect((await first.api.listUserPools()).map((p) => p.Name)).toEqual([POOL_NAME]);
      expect(await ensurePoolAndClient(first.api)).toEqual({
        userPoolId: first.client.userPoolId,
        clientId: first.client.clientId,
      });
      await callIdentity(first.proxyTarget ?? '', 'SignUp', {
        ClientId: first.client.clientId,
        Username: 'keeps@example.in',
        Password: 'Str0ng!Pass',
        UserAttributes: [{ Name: 'phone_number', Value: '+919000000099' }],
      });
      await first.close();

      second = await startSandboxIdentity(options(dataDir));
      expect(second.client).toEqual(first.client);
      expect((await second.api.listUserPools()).map((p) => p.Name)).toEqual([POOL_NAME]);
      const clients = await second.api.listUserPoolClients(second.client.userPoolId);
      expect(clients.map((c) => c.ClientName)).toEqual([CLIENT_NAME]);
      const kept = await second.api.adminGetUser(second.client.userPoolId, 'keeps@example.in');
      expect(kept.UserStatus).toBe('UNCONFIRMED');
      expect((await readdir(join(dataDir, 'cognito'))).sort()).toEqual(
        ['clients.json', `${second.client.userPoolId}.json`, 'limits'].sort(),
      );
    } finally {
      await second?.close();
    }
  });

  it('sends the sign-up code by SMS to the phone through the outbox', async () => {
    const { outbox, sent } = memoryOutbox();
    const identity = await startSandboxIdentity({ ...options('memory://'), outbox });
    try {
      await callIdentity(identity.proxyTarget ?? '', 'SignUp', {
        ClientId: identity.client.clientId,
        Username: 'sms@example.in',
        Password: 'Str0ng!Pass',
        UserAttributes: [{ Name: 'phone_number', Value: '+919000000098' }],
      });
      expect(sent).toEqual([
        {
          to: '+919000000098',
          body: expect.stringMatching(/^\d{6} is your Sanchay verification code\./),
          code: expect.stringMatching(/^\d{6}$/),
        },
      ]);
    } finally {
      await identity.close();
    }
  });

  it('refuses a sign-up without a phone, since the code has nowhere to go', async () => {
    const identity = await startSandboxIdentity(options('memory://'));
    try {
      await expect(
        callIdentity(identity.proxyTarget ?? '', 'SignUp', {
          ClientId: identity.client.clientId,
          Username: 'nophone@example.in',
          Password: 'Str0ng!Pass',
        }),
      ).rejects.toMatchObject({ code: 'InvalidParameterException' });
    } finally {
      await identity.close();
    }
  });

  it('uses a free port when the configured one is taken, only when allowed', async () => {
    const blocker = createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    const taken = (blocker.address() as { port: number }).port;
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      await expect(startSandboxIdentity(options('memory://', taken, false))).rejects.toMatchObject({
        code: 'EADDRINUSE',
      });
      const identity = await startSandboxIdentity(options('memory://', taken, true));
      try {
        expect(identity.proxyTarget).not.toBe(`http://127.0.0.1:${taken}/`);
        expect(warn).toHaveBeenCalledWith(expect.stringContaining(`Identity port ${taken} is taken`));
        expect((await identity.api.listUserPools()).length).toBe(1);
      } finally {
        await identity.close();
      }
    } finally {
      warn.mockRestore();
      await new Promise((resolve) => blocker.close(resolve));
    }
  });

  it('removes the temporary pool directory of memory:// on close', async () => {
    const identity = await startSandboxIdentity(options('memory://'));
    const candidates = (await readdir(tmpdir())).filter((name) => name.startsWith('sanchay-cognito-'));
    const owned: string[] = [];
    for (const name of candidates) {
      const files = await readdir(join(tmpdir(), name)).catch((): string[] => []);
      if (files.includes(`${identity.client.userPoolId}.json`)) owned.push(name);
    }
    expect(owned).toHaveLength(1);
    await identity.close();
    await expect(stat(join(tmpdir(), owned[0] ?? ''))).rejects.toMatchObject({ code: 'ENOENT' });
  });
});
