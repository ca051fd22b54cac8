/**
 * Issue 9's identity findings, tried as an attacker would through POST /identity/: a case
 * variant of an investor's e-mail cannot become a second account (nor wipe the first), and
 * sign-up cannot choose its `sub` or signup status. Every refusal leaves the pool and the
 * database as they were.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { users } from '../../../server/db/schema';
import { DEMO_INVESTORS } from '../../../server/identity/demo-investors';
import { attributeOf } from '../../../server/identity/identity-api';
import { createTestServer, type TestServer } from '../support/test-app';
import { callApi, claimsOf, clientId, DEFAULT_PASSWORD, inbox, newInvestor, poolCall, signIn, signUp } from './support';

let server: TestServer;
const verified = DEMO_INVESTORS.find((demo) => demo.signupStatus === 'VERIFIED');
if (!verified) throw new Error('No verified demo investor');

beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

const poolId = () => server.identity.client.userPoolId;
const poolUsers = () => server.identity.api.listUsers(poolId());

async function verifiedRow() {
  const [row] = await server.db
    .select()
    .from(users)
    .where(eq(users.email, verified?.email ?? ''));
  if (!row) throw new Error('No row for the verified investor');
  return row;
}

async function verifiedToken() {
  const answer = await signIn(server, verified?.email ?? '', verified?.password ?? '');
  const token = answer.body.AuthenticationResult?.AccessToken;
  if (!token) throw new Error(`Sign-in failed: ${JSON.stringify(answer.body)}`);
  return token;
}

/** A snapshot of everything an attack could change. */
async function everything() {
  return { rows: await server.rowCounts(), pool: await poolUsers(), row: await verifiedRow() };
}

describe('a case variant of an existing e-mail (finding 1)', () => {
  const variant = 'Verified.Investor@Sanchay.Example';

  it('cannot sign up: the pool answers that the user exists, and nothing changes', async () => {
    const before = await everything();
    const answer = await signUp(server, variant, '+919700000101', DEFAULT_PASSWORD);
    expect(answer).toEqual({
      status: 400,
      body: { __type: 'UsernameExistsException', message: 'User already exists' },
    });
    expect(await inbox(server, '+919700000101')).toEqual([]);
    expect(await everything()).toEqual(before);
  });

  it('signs in as the same investor, whose data stays whole', async () => {
    const row = await verifiedRow();
    const answer = await signIn(server, `  ${variant} `, verified?.password ?? '');
    const token = answer.body.AuthenticationResult?.AccessToken;
    if (!token) throw new Error(`Sign-in failed: ${JSON.stringify(answer.body)}`);
    expect(claimsOf(token).sub).toBe(row.sub);
    expect(await callApi(server, 'GET', '/api/us/users', token)).toEqual({
      status: 200,
      body: { pan: verified?.pan, dob: verified?.dob, fullName: 'SNEHA MEHTA' },
    });
    expect(await verifiedRow()).toEqual(row);
  });

  it('never replaces the recorded investor when a second pool user has the e-mail', async () => {
    // A pool edited by hand (or a case-sensitive one) holds a second user with the e-mail.
    const intruder = await server.identity.api.adminCreateUser(poolId(), 'intruder@example.in', [
      { Name: 'email', Value: verified?.email.toUpperCase() ?? '' },
      { Name: 'phone_number', Value: '+919700000102' },
    ]);
    await server.identity.api.adminSetUserPassword(poolId(), intruder.Username, DEFAULT_PASSWORD);
    const answer = await signIn(server, intruder.Username, DEFAULT_PASSWORD);
    const token = answer.body.AuthenticationResult?.AccessToken;
    if (!token) throw new Error(`Sign-in failed: ${JSON.stringify(answer.body)}`);

    const before = await server.rowCounts();
    const row = await verifiedRow();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      expect(await callApi(server, 'GET', '/api/us/users', token)).toEqual({
        status: 401,
        body: {
          code: 'UNAUTHORIZED',
          message: expect.stringContaining('already belongs to another account'),
        },
      });
      expect(warn).toHaveBeenCalledWith(expect.stringContaining(`Refused pool user ${attributeOf(intruder, 'sub')}`));
    } finally {
      warn.mockRestore();
      await server.identity.api.adminDeleteUser(poolId(), intruder.Username);
    }
    expect(await server.rowCounts()).toEqual(before);
    expect(await verifiedRow()).toEqual(row);
    expect(await callApi(server, 'GET', '/api/us/users', await verifiedToken())).toMatchObject({
      status: 200,
      body: { pan: verified?.pan },
    });
  });
});

describe('sign-up attributes (findings 2 and 3)', () => {
  const signUpWith = (email: string, attributes: { Name: string; Value: string }[]) =>
    poolCall(server, 'SignUp', {
      ClientId: clientId(server),
      Username: email,
      Password: DEFAULT_PASSWORD,
      UserAttributes: [
        { Name: 'email', Value: email },
        { Name: 'phone_number', Value: '+919700000103' },
        ...attributes,
      ],
    });

  async function expectRefused(email: string, attributes: { Name: string; Value: string }[], message: RegExp) {
    const before = await everything();
    const answer = await signUpWith(email, attributes);
    expect(answer).toEqual({
      status: 400,
      body: { __type: 'InvalidParameterException', message: expect.stringMatching(message) },
    });
    expect(await everything()).toEqual(before);
    expect(await inbox(server, '+919700000103')).toEqual([]);
    expect((await signIn(server, email, DEFAULT_PASSWORD)).body.__type).toBe('NotAuthorizedException');
  }

  it("refuses a sub, so nobody can take over another investor's identity", async () => {
    const victim = await verifiedRow();
    await expectRefused(
      'attacker.sub@example.in',
      [{ Name: 'sub', Value: victim.sub }],
      /attribute sub cannot be set at sign-up: only email, phone_number, name can/,
    );
  });

  it('refuses a signup status, which only the server writes', async () => {
    await expectRefused(
      'attacker.status@example.in',
      [{ Name: 'custom:user_signup_status', Value: 'VERIFIED' }],
      /attribute custom:user_signup_status cannot be set/,
    );
  });

  it.each([
    ['email_verified', 'true'],
    ['phone_number_verified', 'true'],
    ['custom:anything', 'x'],
  ])('refuses the attribute %s', async (name, value) => {
    await expectRefused('attacker.other@example.in', [{ Name: name, Value: value }], new RegExp(`attribute ${name}`));
  });

  it('refuses an email attribute other than the username', async () => {
    const before = await everything();
    const answer = await poolCall(server, 'SignUp', {
      ClientId: clientId(server),
      Username: 'attacker.alias@example.in',
      Password: DEFAULT_PASSWORD,
      UserAttributes: [
        { Name: 'email', Value: verified?.email },
        { Name: 'phone_number', Value: '+919700000104' },
      ],
    });
    expect(answer).toEqual({
      status: 400,
      body: { __type: 'InvalidParameterException', message: 'The email attribute must be the Username.' },
    });
    expect(await everything()).toEqual(before);
  });

  it('refuses a field the app never sends, and drops the metadata the library may add', async () => {
    const refused = await poolCall(server, 'SignUp', {
      ClientId: clientId(server),
      Username: 'smuggler@example.in',
      Password: DEFAULT_PASSWORD,
      UserAttributes: [{ Name: 'phone_number', Value: '+919700000105' }],
      MessageAction: 'SUPPRESS',
    });
    expect(refused).toEqual({
      status: 400,
      body: { __type: 'InvalidParameterException', message: 'SignUp does not accept the field MessageAction.' },
    });

    const accepted = await poolCall<{ UserSub: string }>(server, 'SignUp', {
      ClientId: clientId(server),
      Username: ' Metadata.User@Example.IN ',
      Password: DEFAULT_PASSWORD,
      UserAttributes: [
        { Name: 'email', Value: 'METADATA.user@example.in' },
        { Name: 'phone_number', Value: '+919700000105' },
      ],
      ValidationData: [{ Name: 'custom:user_signup_status', Value: 'VERIFIED' }],
      ClientMetadata: { role: 'admin' },
      UserContextData: { EncodedData: 'x' },
    });
    expect(accepted.status).toBe(200);
    const created = await server.identity.api.adminGetUser(poolId(), accepted.body.UserSub);
    expect(attributeOf(created, 'email')).toBe('metadata.user@example.in');
    expect(attributeOf(created, 'custom:user_signup_status')).toBeUndefined();
  });

  it('lets a new investor start at USER_CREATED whatever they sent', async () => {
    const { tokens } = await newInvestor(server, 'Honest.Investor@Example.in', '+919700000106');
    expect(claimsOf(tokens.IdToken)).toMatchObject({
      email: 'honest.investor@example.in',
      'custom:user_signup_status': 'USER_CREATED',
    });
    expect(await callApi(server, 'GET', '/api/us/users/status', tokens.AccessToken)).toEqual({
      status: 200,
      body: { userStatus: 'USER_CREATED' },
    });
  });
});

describe('the password policy (001 §5), which the pool applies whatever the app checked', () => {
  it.each([
    ['Sh0rt!', 'Password not long enough'],
    ['lower1!case', 'Password must have uppercase characters'],
    ['UPPER1!CASE', 'Password must have lowercase characters'],
    ['NoDigits!here', 'Password must have numeric characters'],
    ['NoSymbols1here', 'Password must have symbol characters'],
  ])('refuses %j at sign-up and creates nobody', async (password, rule) => {
    const before = await everything();
    expect(await signUp(server, 'weak.password@example.in', '+919700000107', password)).toEqual({
      status: 400,
      body: { __type: 'InvalidPasswordException', message: `Password did not conform with policy: ${rule}` },
    });
    expect(await everything()).toEqual(before);
  });

  it('refuses a weak new password without using up a reset-code try', async () => {
    const email = 'weak.reset@example.in';
    await newInvestor(server, email, '+919700000108');
    await poolCall(server, 'ForgotPassword', { ClientId: clientId(server), Username: email });
    const [mail] = await inbox(server, email);
    const reset = (password: string) =>
      poolCall(server, 'ConfirmForgotPassword', {
        ClientId: clientId(server),
        Username: email,
        ConfirmationCode: mail?.code,
        Password: password,
      });
    for (let i = 0; i < 6; i++) expect((await reset('weakpass')).body.__type).toBe('InvalidPasswordException');
    expect(await reset('Newer@2025')).toEqual({ status: 200, body: {} });
  });
});

describe('an admin-created user awaiting a new password', () => {
  it('reveals nothing without the temporary password', async () => {
    const created = await server.identity.api.adminCreateUser(poolId(), 'invited@example.in', [
      { Name: 'phone_number', Value: '+919700000109' },
    ]);
    expect((await signIn(server, 'invited@example.in', 'Guess@2025')).body).toEqual({
      __type: 'NotAuthorizedException',
      message: 'Incorrect username or password.',
    });
    await server.identity.api.adminDeleteUser(poolId(), created.Username);
  });
});
