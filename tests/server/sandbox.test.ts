import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components as Catalogue } from '../../domain/contract/catalogue';
import type { components } from '../../domain/contract/sandbox';
import { contactMessages, outboxMessages, partnerOutcomes, sandboxState, schemes } from '../../server/db/schema';
import { createOutbox } from '../../server/partners/outbox';
import { toDayNumber } from '../../server/seed/dates';
import { createTestServer, TEST_NOW, type TestServer } from './support/test-app';

type Schemas = components['schemas'];

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

const DAY = 86_400_000;
const inbox = (to: string) => server.getJson<Schemas['Inbox']>(`/sandbox/inbox?to=${encodeURIComponent(to)}`);
const clock = () => server.getJson<Schemas['Clock']>('/sandbox/clock');
const moveClock = (body: unknown) => server.sendJson<Schemas['Clock']>('POST', '/sandbox/clock', body);
const reset = () => server.sendJson<Schemas['ResetResult']>('POST', '/sandbox/reset', undefined);

describe('GET /sandbox/inbox', () => {
  it('matches e-mail case-insensitively and a phone with or without +91, newest first', async () => {
    const outbox = createOutbox(server.db, server.clock);
    await outbox.sendEmail({ to: 'Meera@Example.com', subject: 'First', body: 'one' });
    await moveClock({ advance: { minutes: 5 } });
    await outbox.sendEmail({ to: 'meera@example.com', subject: 'Second', body: 'two', code: '123456' });
    await outbox.sendSms({ to: '9812345678', body: 'Your code is 654321', code: '654321' });
    await outbox.sendSms({ to: '+919812345678', body: 'Later code 111111', code: '111111' });

    const mail = await inbox('MEERA@example.COM');
    expect(mail.status).toBe(200);
    expect(mail.body.messages.map((m) => m.subject)).toEqual(['Second', 'First']);
    expect(mail.body.messages[0]).toMatchObject({ channel: 'email', to: 'meera@example.com', code: '123456' });
    expect(mail.body.messages[1]?.code).toBeNull();

    for (const to of ['9812345678', '+919812345678']) {
      const sms = await inbox(to);
      expect(sms.body.messages.map((m) => m.code)).toEqual(['111111', '654321']);
      expect(sms.body.messages[0]).toMatchObject({ channel: 'sms', to: '+919812345678' });
    }
    expect(new Date(mail.body.messages[0]?.sentAt as string).getTime()).toBe(server.clock.now().getTime());
  });

  it('is empty for an address nothing was sent to', async () => {
    expect(await inbox('nobody@example.com')).toEqual({ status: 200, body: { messages: [] } });
  });
});

describe('the sandbox clock', () => {
  it('reads as wall time plus the offset', async () => {
    const { body } = await clock();
    expect(new Date(body.now).getTime()).toBe(TEST_NOW.getTime() + body.offsetMs);
  });

  it('advances by days, hours and minutes, and jumps to a later time', async () => {
    const start = (await clock()).body;
    const advanced = await moveClock({ advance: { days: 1, hours: 2, minutes: 3 } });
    expect(advanced.status).toBe(200);
    expect(advanced.body.offsetMs - start.offsetMs).toBe(DAY + 2 * 3_600_000 + 3 * 60_000);

    const target = new Date(new Date(advanced.body.now).getTime() + 7 * DAY).toISOString();
    const jumped = await moveClock({ to: target });
    expect(jumped.body.now).toBe(target);
    expect((await clock()).body.now).toBe(target);
  });

  it('never moves backwards or stands still, and says why', async () => {
    const now = (await clock()).body.now;
    const earlier = new Date(new Date(now).getTime() - DAY).toISOString();
    for (const [body, field] of [
      [{ to: earlier }, 'body.to'],
      [{ to: now }, 'body.to'],
      [{ advance: { days: 0 } }, 'body.advance'],
    ] as const) {
      const response = await moveClock(body);
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ code: 'VALIDATION_FAILED', errors: [{ field }] });
    }
    expect((await clock()).body.now).toBe(now);
  });

  it('persists the offset, and the catalogue follows the new day', async () => {
    const nfosBefore = await server.getJson<Catalogue['schemas']['NfoEntry'][]>('/api/ms/bo/nfos');
    const firstEnd = nfosBefore.body[0]?.scheme.endDate as string;
    const [state] = await server.db.select().from(sandboxState);
    expect(state?.clockOffsetMs).toBe(server.clock.offsetMs());

    await moveClock({ advance: { days: toDayNumber(firstEnd) - toDayNumber(server.clock.today()) + 1 } });
    expect(server.clock.today() > firstEnd).toBe(true);
    const nfosAfter = await server.getJson<Catalogue['schemas']['NfoEntry'][]>('/api/ms/bo/nfos');
    for (const nfo of nfosAfter.body) expect(nfo.scheme.endDate > firstEnd).toBe(true);
  });
});

describe('partner outcomes', () => {
  it('lists every partner as auto, with what each outcome does', async () => {
    await reset();
    const { status, body } = await server.getJson<Schemas['PartnerOutcome'][]>('/sandbox/partners');
    expect(status).toBe(200);
    expect(body.map((p) => p.partner)).toEqual([
      'kyc',
      'ckyc',
      'bank',
      'statement',
      'exchange',
      'payments',
      'mandates',
      'debits',
      'elog',
      'cas',
    ]);
    for (const partner of body) {
      expect(partner.outcome).toBe('auto');
      expect(partner.allowed[0]).toBe('auto');
      expect(partner.allowed.length).toBeGreaterThan(1);
      for (const outcome of partner.allowed) expect(partner.description).toContain(outcome);
    }
  });

  it('forces an allowed outcome and lists it', async () => {
    const set = await server.sendJson<Schemas['PartnerOutcome']>('PUT', '/sandbox/partners/payments', {
      outcome: 'failure',
    });
    expect(set.status).toBe(200);
    expect(set.body).toMatchObject({ partner: 'payments', outcome: 'failure' });
    const again = await server.sendJson<Schemas['PartnerOutcome']>('PUT', '/sandbox/partners/payments', {
      outcome: 'success',
    });
    expect(again.body.outcome).toBe('success');
    const list = await server.getJson<Schemas['PartnerOutcome'][]>('/sandbox/partners');
    expect(list.body.find((p) => p.partner === 'payments')?.outcome).toBe('success');
  });

  it('refuses an unknown partner with 404 and an outcome it does not allow with 400', async () => {
    const before = await server.db.select().from(partnerOutcomes);
    const unknown = await server.sendJson('PUT', '/sandbox/partners/telegraph', { outcome: 'auto' });
    expect(unknown).toEqual({ status: 404, body: { code: 'NOT_FOUND', message: 'Partner telegraph does not exist' } });
    const bad = await server.sendJson('PUT', '/sandbox/partners/kyc', { outcome: 'maybe' });
    expect(bad).toEqual({
      status: 400,
      body: {
        code: 'VALIDATION_FAILED',
        message: 'Request is not valid',
        errors: [
          { field: 'body.outcome', message: 'must be one of: auto, validated, not-registered, technical-issue' },
        ],
      },
    });
    expect(await server.db.select().from(partnerOutcomes)).toEqual(before);
  });
});

describe('POST /sandbox/reset', () => {
  it('restores the seed, empties the outbox and outcomes, and sets the clock back', async () => {
    await reset();
    const seeded = await server.rowCounts();
    const listing = await server.getJson('/api/ms/bo/types/EQUITY/schemes');

    await server.getJson(`/message/${encodeURIComponent('reset@example.com | Tester | Before reset | ')}`);
    await server.sendJson('PUT', '/sandbox/partners/bank', { outcome: 'failed' });
    await moveClock({ advance: { days: 3 } });
    const firstListed = (listing.body as Catalogue['schemas']['SchemePage']).userProducts[0]?.uniqueNo as string;
    await server.db.delete(schemes).where(eq(schemes.uniqueNo, firstListed));
    expect(await server.rowCounts()).not.toEqual(seeded);

    const response = await reset();
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ status: 'reset', seededAt: TEST_NOW.toISOString() });
    expect(await server.rowCounts()).toEqual(seeded);
    expect(await server.db.select().from(contactMessages)).toEqual([]);
    expect(await server.db.select().from(outboxMessages)).toEqual([]);
    expect((await clock()).body).toEqual({ now: TEST_NOW.toISOString(), offsetMs: 0 });
    expect(
      (await server.getJson<Schemas['PartnerOutcome'][]>('/sandbox/partners')).body.every((p) => p.outcome === 'auto'),
    ).toBe(true);
    // The catalogue cache was emptied with the data, so the deleted scheme is listed again.
    expect(await server.getJson('/api/ms/bo/types/EQUITY/schemes')).toEqual(listing);
    // Two reseeds of ~60,000 rows: seconds on a quiet machine, more beside the rest of CI.
  }, 60_000);
});
