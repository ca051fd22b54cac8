/**
 * The account operations of the sign-up, sign-in and delete-account screens, against the real
 * database and the in-process pool: the phone check, status and profile of the signed-in
 * investor only, account deletion (rows and pool user), and the external-portfolio status read
 * after sign-in.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { users } from '../../../server/db/schema';
import { DEMO_INVESTORS } from '../../../server/identity/demo-investors';
import { createUserDirectory } from '../../../server/identity/users';
import { maskPhone } from '../../../server/routes/account';
import { callApi, claimsOf, newInvestor, signIn, signUp, type Tokens } from '../identity/support';
import { createTestServer, type TestServer } from '../support/test-app';

let server: TestServer;

beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

const phoneInfo = (email: string) => callApi(server, 'GET', `/api/us/users/getPhone/${encodeURIComponent(email)}`);

describe('GET /users/getPhone/{email}', () => {
  it('says a confirmed sign-up is confirmed, with the phone masked', async () => {
    await newInvestor(server, 'anita.desai@example.in', '+919876543210');
    expect(await phoneInfo('anita.desai@example.in')).toEqual({
      status: 200,
      body: { confirmed: true, maskedPhone: '+91******3210' },
    });
  });

  it('matches the e-mail whatever its case', async () => {
    expect(await phoneInfo('Anita.Desai@Example.in')).toMatchObject({ status: 200, body: { confirmed: true } });
  });

  it('says an unconfirmed sign-up is not confirmed', async () => {
    await signUp(server, 'pending.user@example.in', '+919876500001', 'Str0ng!Pass');
    expect(await phoneInfo('pending.user@example.in')).toEqual({
      status: 200,
      body: { confirmed: false, maskedPhone: '+91******0001' },
    });
  });

  it('answers 404 for an e-mail nobody signed up with', async () => {
    expect(await phoneInfo('nobody@example.in')).toEqual({
      status: 404,
      body: { code: 'NOT_FOUND', message: 'No account uses nobody@example.in' },
    });
  });

  it('refuses something that is not an e-mail', async () => {
    expect((await phoneInfo('not-an-email')).status).toBe(400);
  });
});

describe('maskPhone', () => {
  it.each([
    ['+919876543210', '+91******3210'],
    ['9876543210', '******3210'],
    ['123', '123'],
    [undefined, ''],
  ])('masks %s as %s', (phone, masked) => {
    expect(maskPhone(phone)).toBe(masked);
  });
});

describe('the signed-in investor', () => {
  let verified: Tokens;

  beforeAll(async () => {
    const demo = DEMO_INVESTORS.find((d) => d.signupStatus === 'VERIFIED');
    if (!demo) throw new Error('No verified demo investor');
    const answer = await signIn(server, demo.email, demo.password);
    if (!answer.body.AuthenticationResult) throw new Error('Demo sign-in failed');
    verified = answer.body.AuthenticationResult;
  });

  it('reads its own status and profile', async () => {
    expect(await callApi(server, 'GET', '/api/us/users/status', verified.AccessToken)).toEqual({
      status: 200,
      body: { userStatus: 'VERIFIED' },
    });
    expect(await callApi(server, 'GET', '/api/us/users', verified.AccessToken)).toEqual({
      status: 200,
      body: { pan: 'BQKPM4821L', dob: '1986-03-14', fullName: 'SNEHA MEHTA' },
    });
  });

  it('sees the status change setSignupStatus makes, in the database and the next token', async () => {
    const { sub, tokens } = await newInvestor(server, 'status.change@example.in', '+919876500002');
    await callApi(server, 'GET', '/api/us/users/status', tokens.AccessToken);
    const directory = createUserDirectory(server.db, server.identity);
    const row = await directory.findBySub(sub);
    if (!row) throw new Error('No row');
    await directory.setSignupStatus(row.id, 'PAN_SAVED');
    expect(await callApi(server, 'GET', '/api/us/users/status', tokens.AccessToken)).toEqual({
      status: 200,
      body: { userStatus: 'PAN_SAVED' },
    });
    const next = await signIn(server, 'status.change@example.in', 'Str0ng!Pass');
    const idToken = next.body.AuthenticationResult?.IdToken;
    if (!idToken) throw new Error('Sign-in failed');
    expect(claimsOf(idToken)['custom:user_signup_status']).toBe('PAN_SAVED');
  });

  it('finds no external portfolio and a reload that is not locked', async () => {
    const empty = { status: false, date: null, errorMessage: null };
    expect(await callApi(server, 'GET', '/api/us/mfc/status', verified.AccessToken)).toEqual({
      status: 200,
      body: empty,
    });
    expect(await callApi(server, 'GET', '/api/us/mfc/lastUpdate', verified.AccessToken)).toEqual({
      status: 200,
      body: empty,
    });
  });
});

describe('PUT /users/delete', () => {
  it('removes only the caller: its row, its pool user and its tokens', async () => {
    const a = await newInvestor(server, 'investor.a@example.in', '+919876500010');
    const b = await newInvestor(server, 'investor.b@example.in', '+919876500011');
    // B is recorded by using the API once.
    await callApi(server, 'GET', '/api/us/users', b.tokens.AccessToken);
    await server.db.update(users).set({ pan: 'ABCPB1234C', dob: '1990-01-01' }).where(eq(users.sub, b.sub));

    // A's token only ever reaches A's data.
    expect(await callApi(server, 'GET', '/api/us/users', a.tokens.AccessToken)).toEqual({
      status: 200,
      body: { pan: null, dob: null, fullName: null },
    });

    const before = await server.rowCounts();
    expect(await callApi(server, 'PUT', '/api/us/users/delete', a.tokens.AccessToken)).toEqual({
      status: 200,
      body: { status: 'success' },
    });
    expect((await server.rowCounts()).users).toBe((before.users ?? 0) - 1);
    expect(await server.db.select().from(users).where(eq(users.sub, a.sub))).toEqual([]);

    // A is gone from the pool: sign-in fails, the phone check knows nobody, old tokens stop working.
    expect(await signIn(server, 'investor.a@example.in', 'Str0ng!Pass')).toMatchObject({
      status: 400,
      body: { __type: 'NotAuthorizedException' },
    });
    expect((await phoneInfo('investor.a@example.in')).status).toBe(404);
    expect(await callApi(server, 'GET', '/api/us/users', a.tokens.AccessToken)).toEqual({
      status: 401,
      body: { code: 'UNAUTHORIZED', message: 'This account no longer exists.' },
    });
    expect((await server.rowCounts()).users).toBe((before.users ?? 0) - 1);

    // B is untouched.
    expect(await callApi(server, 'GET', '/api/us/users', b.tokens.AccessToken)).toEqual({
      status: 200,
      body: { pan: 'ABCPB1234C', dob: '1990-01-01', fullName: null },
    });
    expect((await signIn(server, 'investor.b@example.in', 'Str0ng!Pass')).status).toBe(200);
  });

  it('lets the same e-mail sign up again afresh', async () => {
    const again = await newInvestor(server, 'investor.a@example.in', '+919876500012');
    expect(await callApi(server, 'GET', '/api/us/users/status', again.tokens.AccessToken)).toEqual({
      status: 200,
      body: { userStatus: 'USER_CREATED' },
    });
  });

  it('keeps a row left behind by an earlier pool user of the same e-mail, and refuses the newcomer', async () => {
    const first = await newInvestor(server, 'left.behind@example.in', '+919876500013');
    await callApi(server, 'GET', '/api/us/users', first.tokens.AccessToken);
    await server.db.update(users).set({ pan: 'ABCPL1234D' }).where(eq(users.sub, first.sub));
    // Removed from the pool behind the server's back (as when the pool's data directory is wiped).
    await server.identity.api.adminDeleteUser(server.identity.client.userPoolId, first.sub);

    // Identity is keyed by sub (issue 9): the row and its data are never handed to another pool user.
    const second = await newInvestor(server, 'left.behind@example.in', '+919876500014');
    const before = await server.rowCounts();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      expect(await callApi(server, 'GET', '/api/us/users', second.tokens.AccessToken)).toEqual({
        status: 401,
        body: { code: 'UNAUTHORIZED', message: expect.stringContaining('already belongs to another account') },
      });
    } finally {
      warn.mockRestore();
    }
    expect(await server.rowCounts()).toEqual(before);
    expect(
      await server.db
        .select({ sub: users.sub, pan: users.pan })
        .from(users)
        .where(eq(users.email, 'left.behind@example.in')),
    ).toEqual([{ sub: first.sub, pan: 'ABCPL1234D' }]);
  });
});
