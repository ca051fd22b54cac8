/**
 * The demo investors: listed for testers, able to sign in with the listed password, and put
 * back as seeded by POST /sandbox/reset, which also removes every other investor from the
 * database and the pool. On a restart over an existing database, a demo investor missing from
 * the pool comes back without touching anyone else.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { users } from '../../../server/db/schema';
import { DEMO_INVESTORS, ensureDemoInvestors } from '../../../server/identity/demo-investors';
import { attributeOf, type PoolUser } from '../../../server/identity/identity-api';
import { createUserDirectory } from '../../../server/identity/users';
import { createTestServer, type TestServer } from '../support/test-app';
import { callApi, inbox, newInvestor, signIn } from './support';

let server: TestServer;
const [fresh, verified, registered] = DEMO_INVESTORS;
if (!fresh || !verified || !registered) throw new Error('Three demo investors expected');

beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

const subOf = (user: PoolUser) => attributeOf(user, 'sub');

const poolUsers = () => server.identity.api.listUsers(server.identity.client.userPoolId);

async function accessToken(email: string, password: string): Promise<string> {
  const answer = await signIn(server, email, password);
  const token = answer.body.AuthenticationResult?.AccessToken;
  if (!token) throw new Error(`Sign-in of ${email} failed: ${JSON.stringify(answer.body)}`);
  return token;
}

describe('GET /sandbox/investors', () => {
  it('lists each demo investor with the password to sign in with', async () => {
    const { status, body } = await server.getJson('/sandbox/investors');
    expect(status).toBe(200);
    expect(body).toEqual([
      {
        email: 'new.investor@sanchay.example',
        password: 'Sanchay@2026',
        phone: fresh.phone,
        signupStatus: 'USER_CREATED',
        description: expect.any(String),
      },
      {
        email: 'verified.investor@sanchay.example',
        password: 'Sanchay@2026',
        phone: verified.phone,
        signupStatus: 'VERIFIED',
        description: expect.any(String),
      },
      {
        email: 'registered.investor@sanchay.example',
        password: 'Sanchay@2026',
        phone: registered.phone,
        signupStatus: 'BSE_CLIENT_CREATION_COMPLETED',
        description: expect.any(String),
      },
    ]);
  });

  it('lists investors who exist, confirmed, in the pool and the database', async () => {
    for (const demo of DEMO_INVESTORS) {
      const token = await accessToken(demo.email, demo.password);
      expect(await callApi(server, 'GET', '/api/us/users/status', token)).toEqual({
        status: 200,
        body: { userStatus: demo.signupStatus },
      });
      expect(await callApi(server, 'GET', `/api/us/users/getPhone/${encodeURIComponent(demo.email)}`)).toMatchObject({
        status: 200,
        body: { confirmed: true },
      });
    }
    // Seeding sends nothing: no temporary passwords or codes in anyone's inbox.
    expect(await inbox(server, fresh.email)).toEqual([]);
    expect(await inbox(server, fresh.phone)).toEqual([]);
  });
});

describe('POST /sandbox/reset', () => {
  it('removes every other investor and restores the demo investors as seeded', async () => {
    const other = await newInvestor(server, 'short.lived@example.in', '+919700000001');
    await callApi(server, 'GET', '/api/us/users', other.tokens.AccessToken);
    const freshToken = await accessToken(fresh.email, fresh.password);
    await callApi(server, 'GET', '/api/us/users', freshToken);
    const [freshRow] = await server.db.select().from(users).where(eq(users.email, fresh.email));
    if (!freshRow) throw new Error('No demo row');
    await createUserDirectory(server.db, server.identity).setSignupStatus(freshRow.id, 'BASIC_INFO');

    const reset = await server.sendJson('POST', '/sandbox/reset', undefined);
    expect(reset.status).toBe(200);

    expect((await poolUsers()).length).toBe(DEMO_INVESTORS.length);
    expect(
      await server.db.select({ email: users.email, status: users.signupStatus }).from(users).orderBy(users.id),
    ).toEqual(DEMO_INVESTORS.map((demo) => ({ email: demo.email, status: demo.signupStatus })));

    // The other investor is gone everywhere.
    expect((await signIn(server, 'short.lived@example.in', 'Str0ng!Pass')).status).toBe(400);
    expect((await callApi(server, 'GET', '/api/us/users/getPhone/short.lived%40example.in')).status).toBe(404);
    expect((await callApi(server, 'GET', '/api/us/users', other.tokens.AccessToken)).status).toBe(401);

    // Tokens from before the reset stop working; signing in again gives the seeded status.
    expect((await callApi(server, 'GET', '/api/us/users', freshToken)).status).toBe(401);
    const again = await accessToken(fresh.email, fresh.password);
    expect(await callApi(server, 'GET', '/api/us/users/status', again)).toEqual({
      status: 200,
      body: { userStatus: 'USER_CREATED' },
    });
  });
});

describe('ensureDemoInvestors (a restart over an existing database)', () => {
  it('recreates a demo investor missing from the pool, keeps its row, and touches nobody else', async () => {
    const other = await newInvestor(server, 'stays@example.in', '+919700000002');
    await callApi(server, 'GET', '/api/us/users', other.tokens.AccessToken);
    const poolId = server.identity.client.userPoolId;
    const before = await server.identity.api.adminGetUser(poolId, verified.email);
    await server.identity.api.adminDeleteUser(poolId, before.Username);

    await ensureDemoInvestors(server.db, server.identity, server.clock.now());

    // Identity stays keyed by sub: the pool user comes back under the row's own sub.
    const after = await server.identity.api.adminGetUser(poolId, verified.email);
    expect(after.Username).not.toBe(before.Username);
    const [row] = await server.db.select().from(users).where(eq(users.email, verified.email));
    expect(row).toMatchObject({ sub: subOf(before), pan: verified.pan, signupStatus: 'VERIFIED' });
    expect(subOf(after)).toBe(subOf(before));
    const token = await accessToken(verified.email, verified.password);
    expect(await callApi(server, 'GET', '/api/us/users', token)).toEqual({
      status: 200,
      body: { pan: verified.pan, dob: verified.dob, fullName: 'SNEHA MEHTA' },
    });
    expect(await callApi(server, 'GET', '/api/us/users', other.tokens.AccessToken)).toMatchObject({ status: 200 });
    expect((await poolUsers()).length).toBe(DEMO_INVESTORS.length + 1);
  });

  it('adds a demo investor the database lacks (one added since its seed) with its records, keeping its pool user', async () => {
    await server.db.delete(users).where(eq(users.email, registered.email));
    await ensureDemoInvestors(server.db, server.identity, server.clock.now());
    const [row] = await server.db.select().from(users).where(eq(users.email, registered.email));
    expect(row).toMatchObject({ signupStatus: 'BSE_CLIENT_CREATION_COMPLETED', pan: registered.pan });
    const token = await accessToken(registered.email, registered.password);
    expect(await callApi(server, 'GET', '/api/us/customers/status', token)).toMatchObject({
      status: 200,
      body: {
        regStatus: 'ACTIVE',
        approvalStatus: 'IN_PROGRESS',
        mandateStatus: 'IN_PROGRESS',
        actionButton: 'AUTHORIZE',
      },
    });
  });

  it('changes nothing when everything is in place', async () => {
    const poolBefore = await poolUsers();
    const rowsBefore = await server.db.select().from(users);
    await ensureDemoInvestors(server.db, server.identity, server.clock.now());
    expect(await poolUsers()).toEqual(poolBefore);
    expect(await server.db.select().from(users)).toEqual(rowsBefore);
  });

  it("never re-points a demo investor's row to another pool user with the e-mail", async () => {
    const poolId = server.identity.client.userPoolId;
    const [row] = await server.db.select().from(users).where(eq(users.email, fresh.email));
    if (!row) throw new Error('No demo row');
    await server.identity.api.adminDeleteUser(poolId, row.sub);
    const stranger = await server.identity.api.adminCreateUser(poolId, fresh.email, [
      { Name: 'phone_number', Value: '+919700000003' },
    ]);
    const rowsBefore = await server.db.select().from(users);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      await ensureDemoInvestors(server.db, server.identity, server.clock.now());
      expect(warn).toHaveBeenCalledWith(expect.stringContaining(`Demo investor ${fresh.email}`));
    } finally {
      warn.mockRestore();
    }
    expect(await server.db.select().from(users)).toEqual(rowsBefore);
    const stillStranger = await server.identity.api.adminGetUser(poolId, fresh.email);
    expect(stillStranger).toMatchObject({ Username: stranger.Username, UserStatus: 'FORCE_CHANGE_PASSWORD' });
    expect(subOf(stillStranger)).not.toBe(row.sub);
  });
});
