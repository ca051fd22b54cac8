/**
 * The hostile inputs that used to fail the server (500), each tried again: ids past the int4
 * range of Postgres, and a NUL in free text. Every one is now refused at the door with a 400
 * naming the field and changes nothing; an upload's file name is cleaned rather than refused.
 */
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTROL_CHARACTERS_MESSAGE } from '../../../server/contract/plain-text';
import { contactMessages, onboardingStatements, users } from '../../../server/db/schema';
import { buildPdf } from '../../../server/files/simple-pdf';
import { CONSENT, DOB_DMY, RESIDENT } from '../onboarding/support';
import { demoInvestor, EQUITY, type Investor } from '../orders/support';
import { createTestServer, type TestServer } from '../support/test-app';

const TOO_BIG = 2_147_483_648;
const LARGEST = 2_147_483_647;
const REF = 'a'.repeat(32);

let server: TestServer;
let demo: Investor;

beforeAll(async () => {
  server = await createTestServer();
  demo = await demoInvestor(server);
});
afterAll(() => server.close());

interface Answer {
  status: number;
  body: unknown;
}

async function send(method: string, path: string, init: { body?: unknown; form?: FormData; token?: boolean } = {}) {
  const headers: Record<string, string> = {};
  if (init.token !== false) headers.authorization = `Bearer ${demo.token}`;
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  const response = await server.request(path, {
    method,
    headers,
    body: init.form ?? (init.body === undefined ? undefined : JSON.stringify(init.body)),
  });
  const text = await response.text();
  return { status: response.status, body: text === '' ? undefined : (JSON.parse(text) as unknown) };
}

/** Runs `call` and checks no table gained or lost a row. */
async function unchanged(call: () => Promise<Answer>): Promise<Answer> {
  const before = await server.rowCounts();
  const answer = await call();
  expect(await server.rowCounts()).toEqual(before);
  return answer;
}

const refused = (field: string, message: string) => ({
  status: 400,
  body: { code: 'VALIDATION_FAILED', message: 'Request is not valid', errors: [{ field, message }] },
});

describe('ids past int32 are refused before they reach Postgres', () => {
  const tooBig = `must be at most ${LARGEST}`;

  it('GET /orders/paymentStatus?orderId=2147483648', async () => {
    expect(await unchanged(() => send('GET', `/api/us/orders/paymentStatus?orderId=${TOO_BIG}`))).toEqual(
      refused('query.orderId', tooBig),
    );
  });

  it('confirm and resend an order 2147483648', async () => {
    const path = `/api/us/orders/${TOO_BIG}/${EQUITY.uniqueNo}`;
    expect(await unchanged(() => send('PUT', path, { body: { otp: '123456' } }))).toEqual(
      refused('path.orderId', tooBig),
    );
    expect(await unchanged(() => send('PATCH', path))).toEqual(refused('path.orderId', tooBig));
  });

  it('pay for order 2147483648', async () => {
    const answer = await unchanged(() =>
      send('POST', '/api/us/payments', { body: { modeofpayment: 'UPI', id: TOO_BIG, vpaid: 'success@sanchay' } }),
    );
    expect(answer).toEqual(refused('body.id', tooBig));
  });

  it('open and settle the sandbox net-banking page of order 2147483648', async () => {
    expect(await unchanged(() => send('GET', `/sandbox/netbanking/${TOO_BIG}?ref=${REF}`, { token: false }))).toEqual(
      refused('path.orderId', tooBig),
    );
    expect(
      await unchanged(() => send('POST', `/sandbox/netbanking/${TOO_BIG}/pay?ref=${REF}`, { token: false })),
    ).toEqual(refused('path.orderId', tooBig));
  });

  it('still looks up the largest int32 id, which is simply not found', async () => {
    expect((await send('GET', `/api/us/orders/paymentStatus?orderId=${LARGEST}`)).status).toBe(404);
    expect((await send('GET', `/sandbox/netbanking/${LARGEST}?ref=${REF}`, { token: false })).status).toBe(404);
  });
});

describe('a NUL in free text is refused with a 400 naming the field', () => {
  it('the scheme filter', async () => {
    expect(await unchanged(() => send('GET', '/api/ms/bo/types/LIQUID/schemes?filter=%00', { token: false }))).toEqual(
      refused('query.filter', CONTROL_CHARACTERS_MESSAGE),
    );
    expect(await unchanged(() => send('GET', '/api/us/orders?filter=a%00b'))).toEqual(
      refused('query.filter', CONTROL_CHARACTERS_MESSAGE),
    );
  });

  describe('the contact message', () => {
    const contact = (text: string) => send('GET', `/message/${encodeURIComponent(text)}`, { token: false });

    it('refuses a NUL anywhere in it', async () => {
      expect(await unchanged(() => contact('asha@example.com | Asha | Call me\u0000 | '))).toEqual(
        refused('path.text', CONTROL_CHARACTERS_MESSAGE),
      );
    });

    it('keeps line breaks and tabs in the message, which spans lines', async () => {
      const message = 'First line\nsecond line\twith a tab';
      expect((await contact(`lines@example.com | Asha | ${message} | `)).status).toBe(200);
      const [stored] = await server.db
        .select()
        .from(contactMessages)
        .where(eq(contactMessages.email, 'lines@example.com'));
      expect(stored?.message).toBe(message);
    });

    it('refuses a line break in the name, which heads the support e-mail', async () => {
      expect(await unchanged(() => contact('asha@example.com | Asha\nBcc: all@example.com | Hello | '))).toMatchObject({
        status: 400,
        body: { errors: [{ field: 'name' }] },
      });
    });
  });

  it('the CKYC consent', async () => {
    const body = {
      pan: 'ABCPM1001K',
      email: demo.email,
      dateOfBirth: DOB_DMY,
      consent: { ...CONSENT, browser: 'Firefox\u0000130' },
    };
    expect(await unchanged(() => send('POST', '/api/us/users/ckyc', { body }))).toEqual(
      refused('body.consent.browser', CONTROL_CHARACTERS_MESSAGE),
    );
  });

  it('the address', async () => {
    const body = { ...RESIDENT, address1: '12 MG Road\u0000' };
    expect(await unchanged(() => send('PATCH', '/api/us/users/basicDetail', { body }))).toEqual(
      refused('body.address1', CONTROL_CHARACTERS_MESSAGE),
    );
  });
});

describe('the sandbox clock', () => {
  it('is not set past the end of 2099, where Indian dates and NAV histories stop making sense', async () => {
    const answer = await unchanged(() => send('POST', '/sandbox/clock', { body: { to: '9999-12-31T23:59:59.999Z' } }));
    expect(answer).toEqual(refused('body.to', 'must not be later than 2099-12-31T18:29:59.999Z'));
    expect((await send('GET', `/api/ms/bo/navs/${EQUITY.uniqueNo}`, { token: false })).status).toBe(200);
  });
});

describe('an uploaded statement', () => {
  const upload = (fileName: string, password?: string) => {
    const form = new FormData();
    form.append('file', new Blob([Buffer.from(buildPdf('Statement', [{ text: 'Statement' }]))]), fileName);
    if (password !== undefined) form.append('password', password);
    return send('POST', '/api/us/users/upload', { form });
  };

  async function latestFileName(): Promise<string | undefined> {
    const [row] = await server.db
      .select({ fileName: onboardingStatements.fileName })
      .from(onboardingStatements)
      .innerJoin(users, eq(users.id, onboardingStatements.userId))
      .where(eq(users.email, demo.email))
      .orderBy(desc(onboardingStatements.id))
      .limit(1);
    return row?.fileName;
  }

  it.each([
    ['state\u0000ment.pdf', 'statement.pdf'],
    ['../../etc/passwd\u202e.pdf', 'passwd.pdf'],
    ['C:\\Users\\asha\\bank\r\n.pdf', 'bank.pdf'],
  ])('is stored under a clean name: %j', async (sent, stored) => {
    expect((await upload(sent)).status).toBe(200);
    expect(await latestFileName()).toBe(stored);
  });

  it('with a NUL in its password is refused', async () => {
    expect(await unchanged(() => upload('statement.pdf', 'sanchay\u0000'))).toEqual(
      refused('body.password', CONTROL_CHARACTERS_MESSAGE),
    );
  });
});
