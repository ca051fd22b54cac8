import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages } from '../../server/db/schema';
import { createTestServer, type TestServer } from './support/test-app';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

const send = (text: string) => server.getJson(`/message/${encodeURIComponent(text)}`);
const inbox = (to: string) =>
  server.getJson<{ messages: { to: string; subject: string; body: string; code: string | null }[] }>(
    `/sandbox/inbox?to=${encodeURIComponent(to)}`,
  );

describe('GET /message/{text}', () => {
  it('stores the message and e-mails the visitor and support', async () => {
    const before = await server.db.select().from(contactMessages);
    const response = await send('Asha.Rao@Example.com | Asha Rao | Please call me about SIPs | 9876543210');
    expect(response).toEqual({ status: 200, body: { status: 'received' } });

    const stored = await server.db.select().from(contactMessages);
    expect(stored).toHaveLength(before.length + 1);
    expect(stored.at(-1)).toMatchObject({
      email: 'Asha.Rao@Example.com',
      name: 'Asha Rao',
      message: 'Please call me about SIPs',
      phone: '9876543210',
      receivedAt: server.clock.now(),
    });

    const visitor = await inbox('asha.rao@example.com');
    expect(visitor.body.messages).toHaveLength(1);
    expect(visitor.body.messages[0]).toMatchObject({ to: 'asha.rao@example.com', code: null });
    expect(visitor.body.messages[0]?.body).toContain('Please call me about SIPs');

    const support = await inbox('support@sanchay.example');
    expect(support.body.messages[0]?.body).toContain('Asha.Rao@Example.com');
    expect(support.body.messages[0]?.body).toContain('9876543210');
  });

  it('keeps slashes, question marks, hashes and percent signs of the message intact', async () => {
    const message = 'SIP of 50% / month? #help & more';
    expect((await send(`odd@example.com | Odd Chars | ${message} | 9999999999`)).status).toBe(200);
    const [mail] = (await inbox('odd@example.com')).body.messages;
    expect(mail?.body).toContain(message);
  });

  it('accepts a message without a phone', async () => {
    const response = await send('no.phone@example.com | Ravi | Hello there | ');
    expect(response.status).toBe(200);
  });

  it.each([
    [
      'three parts',
      'a@example.com | Name | Message',
      [{ field: 'text', message: "must have four parts: 'Email | Name | Messagetext | Phone'" }],
    ],
    [
      'a bad e-mail',
      'not-an-email | Name | Hello | 9876543210',
      [{ field: 'email', message: 'must be a standard e-mail address of at most 30 characters' }],
    ],
    [
      'a short phone',
      'a@example.com | Name | Hello | 98765',
      [{ field: 'phone', message: 'must be exactly 10 digits when given' }],
    ],
    [
      'a missing name and message',
      'a@example.com |  |  | 9876543210',
      [
        { field: 'name', message: "is required, at most 30 characters on one line, without '|'" },
        { field: 'message', message: "is required, at most 500 characters, without '|'" },
      ],
    ],
    [
      'a name over 30 characters',
      `a@example.com | ${'N'.repeat(31)} | Hello | `,
      [{ field: 'name', message: "is required, at most 30 characters on one line, without '|'" }],
    ],
  ])('refuses %s with field errors, storing and sending nothing', async (_name, text, errors) => {
    const counts = await server.rowCounts();
    const response = await send(text);
    expect(response).toEqual({
      status: 400,
      body: { code: 'VALIDATION_FAILED', message: 'Request is not valid', errors },
    });
    expect(await server.rowCounts()).toEqual(counts);
  });
});
