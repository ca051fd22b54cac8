/**
 * The verified demo investor's onboarding record (seeded with the demo investors): with it, the
 * calls that read onboarding data answer for that investor, and its finished onboarding can no
 * longer be changed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_INVESTORS } from '../../../server/identity/demo-investors';
import { signIn } from '../identity/support';
import { createTestServer, type TestServer } from '../support/test-app';
import { apiCall, RESIDENT } from './support';

let server: TestServer;
let token: string;

beforeAll(async () => {
  server = await createTestServer();
  const demo = DEMO_INVESTORS.find((d) => d.signupStatus === 'VERIFIED');
  if (!demo) throw new Error('No verified demo investor');
  // One retry: the in-process pool may drop an idle keep-alive connection on a loaded machine.
  const answer = await signIn(server, demo.email, demo.password).then((first) =>
    first.status === 200 ? first : signIn(server, demo.email, demo.password),
  );
  const tokens = answer.body.AuthenticationResult;
  if (!tokens) throw new Error('Demo sign-in failed');
  token = tokens.AccessToken;
});
afterAll(() => server.close());

describe('the verified demo investor', () => {
  it('has a tax status and a primary address', async () => {
    expect(await apiCall(server, token, 'GET', '/users/taxStatus')).toEqual({
      status: 200,
      body: { taxStatus: 'INDIVIDUAL' },
    });
    expect(await apiCall(server, token, 'GET', '/users/primaryAddress')).toEqual({
      status: 200,
      body: {
        address1: '14 Carter Road',
        address2: 'Bandra West',
        address3: null,
        city: 'Mumbai',
        pincode: '400050',
        country: 'IN',
      },
    });
  });

  it('cannot change onboarding details any more', async () => {
    const answer = await apiCall(server, token, 'PATCH', '/users/basicDetail', RESIDENT);
    expect(answer).toEqual({
      status: 409,
      body: {
        code: 'CONFLICT',
        message: 'Your onboarding is complete, so these details can no longer be changed here.',
      },
    });
  });
});
