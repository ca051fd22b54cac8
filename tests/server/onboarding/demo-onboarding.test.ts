/**
 * The demo investors' onboarding records (seeded with the demo investors): with them, the calls
 * that read onboarding data answer for those investors, and a finished onboarding can no longer
 * be changed. The registered demo investor stands where onboarding and the exchange's
 * authentication page leave a new investor, so journeys about verification start from it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_INVESTORS } from '../../../server/identity/demo-investors';
import { signIn } from '../identity/support';
import { createTestServer, type TestServer } from '../support/test-app';
import { registeredInvestor } from '../verification/support';
import { apiCall, RESIDENT } from './support';

let server: TestServer;
let token: string;

beforeAll(async () => {
  server = await createTestServer();
  const demo = DEMO_INVESTORS.find((d) => d.signupStatus === 'VERIFIED');
  if (!demo) throw new Error('No verified demo investor');
  token = await demoToken(demo);
});
afterAll(() => server.close());

async function demoToken(demo: { email: string; password: string }): Promise<string> {
  // One retry: the in-process pool may drop an idle keep-alive connection on a loaded machine.
  const answer = await signIn(server, demo.email, demo.password).then((first) =>
    first.status === 200 ? first : signIn(server, demo.email, demo.password),
  );
  const tokens = answer.body.AuthenticationResult;
  if (!tokens) throw new Error(`Demo sign-in of ${demo.email} failed`);
  return tokens.AccessToken;
}

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

describe('the registered demo investor', () => {
  /** The answers verification reads, with what differs between any two investors left out. */
  async function standing(call: (method: string, path: string) => Promise<{ status: number; body: unknown }>) {
    const status = await call('GET', '/customers/status');
    const mandates = await call('GET', '/users/mandates');
    return {
      userStatus: await call('GET', '/users/status'),
      taxStatus: await call('GET', '/users/taxStatus'),
      verification: {
        status: status.status,
        body: { ...(status.body as Record<string, unknown>), clientCode: expect.stringMatching(/^SAN\d{8}$/) },
      },
      mandates: {
        status: mandates.status,
        body: (mandates.body as Record<string, unknown>[]).map((mandate) => ({
          ...mandate,
          mandateCfmId: expect.stringMatching(/^MDT-SAN\d{8}-1$/),
          accountNumber: expect.any(String),
          bankName: expect.any(String),
        })),
      },
    };
  }

  it('stands where onboarding and the exchange page leave a new investor: registered, ELOG and a pending mandate to do', async () => {
    const demo = DEMO_INVESTORS.find((d) => d.signupStatus === 'BSE_CLIENT_CREATION_COMPLETED');
    if (!demo) throw new Error('No registered demo investor');
    const registered = await demoToken(demo);
    const onboarded = await registeredInvestor(server, 'compared');

    const seeded = await standing((method, path) => apiCall(server, registered, method, path));
    expect(seeded).toEqual(await standing((method, path) => onboarded.call(method, path)));
    expect(seeded.verification.body).toMatchObject({
      active: false,
      regStatus: 'ACTIVE',
      approvalStatus: 'IN_PROGRESS',
      mandateStatus: 'IN_PROGRESS',
      actionButton: 'AUTHORIZE',
    });
    expect(await apiCall(server, registered, 'GET', '/users/primaryAddress')).toEqual({
      status: 200,
      body: {
        address1: '14 MG Road',
        address2: null,
        address3: null,
        city: 'Bengaluru',
        pincode: '560001',
        country: 'IN',
      },
    });
  });
});
