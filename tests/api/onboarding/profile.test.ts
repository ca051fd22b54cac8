// @vitest-environment happy-dom
/**
 * The profile calls of onboarding through the real user-service client, answered by a fake
 * service in its middleware: what goes on the wire (the CKYC consent object included) and how
 * failures reach the step machines.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { userApi } from '../../../src/api/client';
import {
  checkKycStatus,
  ckycConsent,
  describeUserAgent,
  downloadCkyc,
  getTaxStatus,
  loadOnboardingProgress,
  saveAdditionalDetail,
  saveBasicDetail,
} from '../../../src/api/onboarding/profile';

type Handler = (request: Request) => Response | Promise<Response>;

const installed: Parameters<typeof userApi.eject>[0][] = [];
const seen: Array<{ method: string; path: string; body: unknown }> = [];

afterEach(() => {
  for (const middleware of installed.splice(0)) userApi.eject(middleware);
  seen.splice(0);
});

function fakeService(routes: Record<string, Handler>) {
  const middleware = {
    async onRequest({ request }: { request: Request }) {
      const path = new URL(request.url).pathname.replace(/^\/api\/us/, '');
      const text = await request.clone().text();
      seen.push({ method: request.method, path, body: text ? JSON.parse(text) : undefined });
      const handler = routes[`${request.method} ${path}`];
      return handler ? handler(request) : Response.json({ code: 'NOT_FOUND', message: 'not faked' }, { status: 404 });
    },
  };
  userApi.use(middleware);
  installed.push(middleware);
}

const CHROME_ON_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.6778.86 Safari/537.36';

describe('the CKYC consent object (001 §3)', () => {
  const environment = {
    now: new Date('2026-11-22T07:05:09.123Z'),
    language: 'en-IN',
    userAgent: CHROME_ON_WINDOWS,
    screen: { width: 1920, height: 1080 },
  };

  it('carries the UTC time without milliseconds, India, width*height, browser and OS', () => {
    expect(ckycConsent(environment)).toEqual({
      ip: 'unknown',
      language: 'en-IN',
      browser: 'Chrome 131',
      os: 'Windows',
      clientTimeStamp: '2026-11-22T07:05:09Z',
      location: 'India',
      screenSize: '1920*1080',
    });
  });

  it.each([
    ['Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0', 'Firefox 133', 'Linux'],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      'Safari 17',
      'iOS',
    ],
    [`${CHROME_ON_WINDOWS} Edg/131.0.2903.70`, 'Edge 131', 'Windows'],
    ['curl/8.0', 'Unknown', 'Unknown'],
  ])('reads %s', (userAgent, browser, os) => {
    expect(describeUserAgent(userAgent)).toEqual({ browser, os });
  });

  it('is sent with the PAN, e-mail and DD-MM-YYYY date of birth', async () => {
    fakeService({ 'POST /users/ckyc': () => Response.json({ fullName: 'ASHA RAO' }) });
    const record = await downloadCkyc(
      { pan: 'BQKPM4821L', email: 'asha@example.in', dateOfBirth: '14-03-1986' },
      undefined,
      environment,
    );
    expect(record).toEqual({ fullName: 'ASHA RAO' });
    expect(seen[0]?.body).toEqual({
      pan: 'BQKPM4821L',
      email: 'asha@example.in',
      dateOfBirth: '14-03-1986',
      consent: ckycConsent(environment),
    });
  });
});

describe('failures as the steps read them', () => {
  it('a refused CKYC download carries the first message of the error list (001 §8)', async () => {
    fakeService({
      'POST /users/ckyc': () =>
        Response.json(
          {
            code: 'UNPROCESSABLE',
            message: 'Request refused',
            errors: [
              { field: 'pan', message: 'No CKYC record was found for this PAN.' },
              { field: 'dob', message: 'Second' },
            ],
          },
          { status: 422 },
        ),
    });
    await expect(downloadCkyc({ pan: 'BQKPM4821L', email: 'a@example.in', dateOfBirth: '14-03-1986' })).rejects.toEqual(
      { code: 'UNPROCESSABLE', message: 'No CKYC record was found for this PAN.' },
    );
  });

  it('a refusal without an error list carries no message, so the default shows', async () => {
    fakeService({
      'POST /users/ckyc': () => Response.json({ code: 'UNPROCESSABLE', message: 'Request refused' }, { status: 422 }),
    });
    await expect(downloadCkyc({ pan: 'BQKPM4821L', email: 'a@example.in', dateOfBirth: '14-03-1986' })).rejects.toEqual(
      { code: 'UNPROCESSABLE', message: null },
    );
  });

  it("the KYC registry's technical failure keeps code 8015 and its message", async () => {
    fakeService({
      'POST /users/kyc-status': () =>
        Response.json({ code: '8015', message: 'The KYC registry is not responding.' }, { status: 502 }),
    });
    await expect(checkKycStatus({ pan: 'BQKPM4821L', dob: '1986-03-14' })).rejects.toEqual({
      code: '8015',
      message: 'The KYC registry is not responding.',
    });
    expect(seen[0]?.body).toEqual({ pan: 'BQKPM4821L', dob: '1986-03-14' });
  });

  it("the registry's answer comes back as it is", async () => {
    fakeService({ 'POST /users/kyc-status': () => Response.json({ kyc_status: 'REJECTED', message: 'Mismatch' }) });
    await expect(checkKycStatus({ pan: 'BQKPM4821L', dob: '1986-03-14' })).resolves.toEqual({
      kyc_status: 'REJECTED',
      message: 'Mismatch',
    });
  });
});

describe('saving', () => {
  it('sends the basic and additional details as they are', async () => {
    fakeService({
      'PATCH /users/basicDetail': () => Response.json({ userStatus: 'BASIC_INFO', taxStatus: 'HUF' }),
      'PATCH /users/detail': () => Response.json({ userStatus: 'ADDITIONAL_INFO' }),
    });
    const basic = {
      taxStatus: 'INDIVIDUAL',
      firstName: 'Asha',
      lastName: 'Rao',
      address1: '12 MG Road',
      city: 'Bengaluru',
      state: 'KA',
      pincode: '560001',
      country: 'IN',
    } as const;
    // The server's tax status comes back: a HUF's PAN keeps its own, whatever the form said.
    await expect(saveBasicDetail(basic)).resolves.toEqual({ taxStatus: 'HUF' });
    const additional = {
      email: 'asha@example.in',
      gender: 'FEMALE',
      grossAnnualIncome: 'FIVE_AND_TEN',
      occupation: 'PROFESSIONAL',
      resident: 'INDIAN',
    } as const;
    await saveAdditionalDetail(additional);
    expect(seen.map(({ method, path, body }) => [method, path, body])).toEqual([
      ['PATCH', '/users/basicDetail', basic],
      ['PATCH', '/users/detail', additional],
    ]);
  });

  it('a refused save carries the server message', async () => {
    fakeService({
      'PATCH /users/detail': () =>
        Response.json({ code: 'CONFLICT', message: 'Please save your basic information first.' }, { status: 409 }),
    });
    await expect(
      saveAdditionalDetail({
        email: 'a@example.in',
        gender: 'MALE',
        grossAnnualIncome: 'BELOW_ONE',
        occupation: 'OTHERS',
        resident: 'INDIAN',
      }),
    ).rejects.toEqual({ code: 'CONFLICT', message: 'Please save your basic information first.' });
  });
});

describe('where the investor stands', () => {
  it('reads the status, the tax status, the PAN and the CKYC name', async () => {
    fakeService({
      'GET /users/status': () => Response.json({ userStatus: 'ADDITIONAL_INFO' }),
      'GET /users/taxStatus': () => Response.json({ taxStatus: 'NRE' }),
      'GET /users': () => Response.json({ pan: 'BQKPM4821L', dob: '1986-03-14', fullName: 'ASHA RAO' }),
    });
    await expect(loadOnboardingProgress()).resolves.toEqual({
      status: 'ADDITIONAL_INFO',
      taxStatus: 'NRE',
      pan: 'BQKPM4821L',
      dob: '1986-03-14',
      fullName: 'ASHA RAO',
    });
  });

  it.each(['USER_CREATED', 'PAN_SAVED', 'CKYC_DOWNLOAD_COMPLETED', 'BASIC_INFO_INITIATED'])(
    'does not ask for the tax status before Basic Info is saved (%s), where it cannot exist',
    async (status) => {
      fakeService({
        'GET /users/status': () => Response.json({ userStatus: status }),
        'GET /users': () => Response.json({ pan: null, dob: null, fullName: null }),
      });
      await expect(loadOnboardingProgress()).resolves.toMatchObject({ status, taxStatus: null });
      expect(seen.map(({ method, path }) => `${method} ${path}`).sort()).toEqual(['GET /users', 'GET /users/status']);
    },
  );

  it('has no tax status on a 404 and no status when the server cannot say', async () => {
    fakeService({
      'GET /users/status': () => Response.json({ code: 'INTERNAL', message: 'down' }, { status: 500 }),
      'GET /users': () => Response.json({ pan: null, dob: null, fullName: null }),
    });
    await expect(getTaxStatus()).resolves.toBeNull();
    await expect(loadOnboardingProgress()).resolves.toEqual({
      status: null,
      taxStatus: null,
      pan: null,
      dob: null,
      fullName: null,
    });
  });
});
