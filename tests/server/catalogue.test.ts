import Big from 'big.js';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '../../domain/contract/catalogue';
import { navHistoryDigest } from '../../domain/nav-digest';
import { amcs, schemes } from '../../server/db/schema';
import { isWeekday, toDayNumber } from '../../server/seed/dates';
import { expectWellFormedPdf } from './support/pdf';
import { createTestServer, type TestServer } from './support/test-app';

type Schemas = components['schemas'];

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

const ms = (path: string) => `/api/ms${path}`;

/** Every page of a listing, walked with the server's own paging. */
async function allPages(path: string, query = ''): Promise<Schemas['SchemeListItem'][]> {
  const items: Schemas['SchemeListItem'][] = [];
  for (let pageNo = 0; ; pageNo++) {
    const { status, body } = await server.getJson<Schemas['SchemePage']>(
      `${path}?pageSize=100&pageNo=${pageNo}${query}`,
    );
    expect(status).toBe(200);
    items.push(...body.userProducts);
    if (items.length >= body.totalElements || body.userProducts.length === 0) return items;
  }
}

/** A fund house with several growth equity schemes: the explorer's usual path. */
async function equityHouse(): Promise<string> {
  const rows = await server.db
    .select({ code: schemes.amcCode })
    .from(schemes)
    .where(and(eq(schemes.schemeType, 'EQUITY'), eq(schemes.gdos, 'Growth'), eq(schemes.isNfo, false)));
  const counts = new Map<string, number>();
  for (const { code } of rows) counts.set(code, (counts.get(code) ?? 0) + 1);
  const [code] = [...counts].find(([, n]) => n >= 3) ?? [];
  if (!code) throw new Error('seed has no house with 3 growth equity schemes');
  return code;
}

const byName = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

describe('GET /bo/amcs', () => {
  it('lists every fund house sorted by name, with its logo URL', async () => {
    const { status, body } = await server.getJson<Schemas['Amc'][]>(ms('/bo/amcs'));
    expect(status).toBe(200);
    expect(body.length).toBeGreaterThanOrEqual(40);
    expect(body.map((a) => a.amcName)).toEqual(body.map((a) => a.amcName).sort(byName));
    for (const amc of body) expect(amc.amcImgUrl).toBe(`/api/files/amcs/${amc.amcCode}/logo.svg`);
  });
});

describe('GET /bo/amcs/{amc}/types and /gdos', () => {
  it('lists the types an AMC has, in the product order, and their options with Growth first', async () => {
    const amc = await equityHouse();
    const types = await server.getJson<string[]>(ms(`/bo/amcs/${amc}/types`));
    expect(types.status).toBe(200);
    const order = ['LIQUID', 'EQUITY', 'DEBT', 'ELSS', 'HYBRID (NC)', 'FOF'];
    expect(types.body).toContain('EQUITY');
    expect(types.body).toEqual(order.filter((t) => types.body.includes(t)));

    const options = await server.getJson<string[]>(ms(`/bo/amcs/${amc}/types/EQUITY/gdos`));
    expect(options.status).toBe(200);
    expect(options.body[0]).toBe('Growth');
  });

  it('reads a type with spaces and brackets from the encoded path', async () => {
    const [row] = await server.db
      .select({ code: schemes.amcCode })
      .from(schemes)
      .where(and(eq(schemes.schemeType, 'HYBRID (NC)'), eq(schemes.isNfo, false)))
      .limit(1);
    const amc = row?.code as string;
    const { status, body } = await server.getJson<string[]>(
      ms(`/bo/amcs/${amc}/types/${encodeURIComponent('HYBRID (NC)')}/gdos`),
    );
    expect(status).toBe(200);
    expect(body.length).toBeGreaterThan(0);
  });

  it('answers 404 with a message for an unknown fund house', async () => {
    for (const path of ['/bo/amcs/NOSUCHHOUSE/types', '/bo/amcs/NOSUCHHOUSE/types/EQUITY/gdos']) {
      const { status, body } = await server.getJson(ms(path));
      expect(status).toBe(404);
      expect(body).toEqual({ code: 'NOT_FOUND', message: 'Fund house NOSUCHHOUSE was not found' });
    }
  });
});

describe('scheme listings', () => {
  it('pages the schemes of one AMC, type and option, zero-based', async () => {
    const amc = await equityHouse();
    const path = ms(`/bo/amcs/${amc}/types/EQUITY/gdos/Growth/schemes`);
    const first = await server.getJson<Schemas['SchemePage']>(`${path}?pageSize=2`);
    const second = await server.getJson<Schemas['SchemePage']>(`${path}?pageSize=2&pageNo=1`);
    expect(first.body).toMatchObject({ currentPage: 0, perPage: 2 });
    expect(second.body).toMatchObject({ currentPage: 1, perPage: 2 });
    expect(first.body.userProducts).toHaveLength(2);
    const dbRows = await server.db
      .select({ uniqueNo: schemes.uniqueNo })
      .from(schemes)
      .where(
        and(
          eq(schemes.amcCode, amc),
          eq(schemes.schemeType, 'EQUITY'),
          eq(schemes.gdos, 'Growth'),
          eq(schemes.isNfo, false),
        ),
      )
      .orderBy(asc(schemes.schemeName), asc(schemes.uniqueNo));
    expect(first.body.totalElements).toBe(dbRows.length);
    const ids = [...first.body.userProducts, ...second.body.userProducts].map((s) => s.uniqueNo);
    expect(ids).toEqual(dbRows.slice(0, ids.length).map((r) => r.uniqueNo));
    for (const item of first.body.userProducts) expect(item.schemeType).toBe('EQUITY');
  });

  it('uses the contract defaults: page 0, 10 per page, by name ascending', async () => {
    const { body } = await server.getJson<Schemas['SchemePage']>(ms('/bo/types/EQUITY/schemes'));
    expect(body).toMatchObject({ currentPage: 0, perPage: 10 });
    expect(body.userProducts).toHaveLength(10);
    const names = body.userProducts.map((s) => s.schemeName);
    expect(names).toEqual([...names].sort(byName));
  });

  it('answers an empty page past the end, with the total', async () => {
    const { body } = await server.getJson<Schemas['SchemePage']>(ms('/bo/types/ELSS/schemes?pageNo=5000'));
    expect(body.userProducts).toEqual([]);
    expect(body.totalElements).toBeGreaterThan(0);
  });

  it('sorts by name in both directions across every page', async () => {
    const ascending = await allPages(ms('/bo/types/DEBT/schemes'), '&direction=ASC');
    const descending = await allPages(ms('/bo/types/DEBT/schemes'), '&direction=DESC');
    expect(ascending.length).toBeGreaterThan(100);
    expect(ascending.map((s) => s.schemeName)).toEqual(ascending.map((s) => s.schemeName).sort(byName));
    expect(descending.map((s) => s.schemeName)).toEqual(ascending.map((s) => s.schemeName).reverse());
  });

  it('sorts by minimum purchase amount as a number, in both directions', async () => {
    for (const direction of ['ASC', 'DESC'] as const) {
      const items = await allPages(
        ms('/bo/types/LIQUID/schemes'),
        `&sortBy=minimumPurchaseAmount&direction=${direction}`,
      );
      const amounts = items.map((s) => new Big(s.minimumPurchaseAmount));
      expect(new Set(items.map((s) => s.minimumPurchaseAmount)).size).toBeGreaterThan(1);
      for (let i = 1; i < amounts.length; i++) {
        const cmp = (amounts[i - 1] as Big).cmp(amounts[i] as Big);
        expect(direction === 'ASC' ? cmp <= 0 : cmp >= 0).toBe(true);
      }
    }
  });

  it('filters by a case-insensitive part of the name, treating % and _ literally', async () => {
    const all = await allPages(ms('/bo/types/EQUITY/schemes'));
    const word = (all[0]?.schemeName.split(' ')[0] ?? '').toLowerCase();
    expect(word.length).toBeGreaterThan(2);
    const filtered = await allPages(
      ms('/bo/types/EQUITY/schemes'),
      `&filter=${encodeURIComponent(word.toUpperCase())}`,
    );
    const expected = all.filter((s) => s.schemeName.toLowerCase().includes(word));
    expect(filtered.map((s) => s.uniqueNo)).toEqual(expected.map((s) => s.uniqueNo));
    expect(filtered.length).toBeLessThan(all.length);

    const wildcard = await server.getJson<Schemas['SchemePage']>(ms('/bo/types/EQUITY/schemes?filter=%25'));
    expect(wildcard.body.totalElements).toBe(0);
  });

  it('leaves NFOs out of every listing', async () => {
    const nfos = await server.getJson<Schemas['NfoEntry'][]>(ms('/bo/nfos'));
    const nfoIds = new Set(nfos.body.map((n) => n.scheme.uniqueNo));
    expect(nfoIds.size).toBeGreaterThan(0);
    const nfoTypes = new Set(nfos.body.map((n) => n.scheme.schemeType));
    for (const type of nfoTypes) {
      const listed = await allPages(ms(`/bo/types/${encodeURIComponent(type)}/schemes`));
      expect(listed.filter((s) => nfoIds.has(s.uniqueNo))).toEqual([]);
    }
  });

  it('answers 404 for an unknown fund house', async () => {
    const { status, body } = await server.getJson(ms('/bo/amcs/NOSUCHHOUSE/types/EQUITY/gdos/Growth/schemes'));
    expect(status).toBe(404);
    expect(body).toMatchObject({ code: 'NOT_FOUND' });
  });
});

describe('NAVs', () => {
  async function longRunningScheme(): Promise<string> {
    const page = await server.getJson<Schemas['SchemePage']>(ms('/bo/types/EQUITY/schemes?pageSize=100'));
    for (const item of page.body.userProducts) {
      const history = await server.getJson<Schemas['NavPoint'][]>(ms(`/bo/navs/${item.uniqueNo}/history`));
      if (history.body.length > 2000) return item.uniqueNo;
    }
    throw new Error('no equity scheme with 2,000+ NAVs');
  }

  it('gives the latest NAV on or before the sandbox day, and the full history ascending up to it', async () => {
    const id = await longRunningScheme();
    const nav = await server.getJson<Schemas['LatestNav']>(ms(`/bo/navs/${id}`));
    expect(nav.status).toBe(200);
    expect(nav.body.navValue).toMatch(/^\d+\.\d{4}$/);
    expect(nav.body.lastModifiedDate <= server.clock.today()).toBe(true);
    expect(isWeekday(nav.body.lastModifiedDate)).toBe(true);

    const history = await server.getJson<Schemas['NavPoint'][]>(ms(`/bo/navs/${id}/history`));
    const dates = history.body.map((p) => p.date);
    expect(dates).toEqual([...dates].sort());
    expect(new Set(dates).size).toBe(dates.length);
    expect(history.body.at(-1)).toEqual({ date: nav.body.lastModifiedDate, value: nav.body.navValue });
    expect(toDayNumber(dates.at(-1) as string) - toDayNumber(dates[0] as string)).toBeGreaterThan(365 * 8);
  });

  it('answers the downsampled series the details page draws when asked for points per window', async () => {
    const id = await longRunningScheme();
    const full = await server.getJson<Schemas['NavPoint'][]>(ms(`/bo/navs/${id}/history`));
    const digest = await server.getJson<Schemas['NavPoint'][]>(ms(`/bo/navs/${id}/history?points=50`));
    expect(digest.status).toBe(200);
    expect(digest.body).toEqual(navHistoryDigest(full.body, 50));
    expect(digest.body.length).toBeLessThan(300);
    expect(digest.body.at(-1)).toEqual(full.body.at(-1));
    expect(digest.body[0]).toEqual(full.body[0]);
  });

  it('refuses a number of points outside 2–500, changing nothing', async () => {
    const id = await longRunningScheme();
    const before = await server.rowCounts();
    for (const points of ['1', '501', 'many', '2.5']) {
      const { status, body } = await server.getJson(ms(`/bo/navs/${id}/history?points=${points}`));
      expect(status, points).toBe(400);
      expect(body, points).toMatchObject({ code: 'VALIDATION_FAILED' });
    }
    expect(await server.rowCounts()).toEqual(before);
  });

  it('answers 404 for an unknown scheme', async () => {
    for (const path of ['/bo/navs/INF000000000', '/bo/navs/INF000000000/history']) {
      const { status, body } = await server.getJson(ms(path));
      expect(status).toBe(404);
      expect(body).toEqual({ code: 'NOT_FOUND', message: 'Scheme INF000000000 was not found' });
    }
  });

  it('answers 404 for the NAV, and an empty history, of a scheme with no NAV model', async () => {
    const rows = await server.db.select({ id: schemes.uniqueNo, model: schemes.navModel }).from(schemes);
    const noNav = rows.find((r) => r.model === null);
    if (!noNav) throw new Error('the seed promises a scheme without NAVs');
    const nav = await server.getJson(ms(`/bo/navs/${noNav.id}`));
    expect(nav.status).toBe(404);
    expect(nav.body).toMatchObject({ code: 'NOT_FOUND', message: `Scheme ${noNav.id} has no NAV yet` });
    const history = await server.getJson(ms(`/bo/navs/${noNav.id}/history`));
    expect(history).toEqual({ status: 200, body: [] });
  });
});

describe('GET /bo/schemes/{fundId}', () => {
  async function schemeWithAllRules(): Promise<string> {
    const rows = await server.db
      .select({ id: schemes.uniqueNo, sip: schemes.sipDetails, stp: schemes.stpDetails, swp: schemes.swpDetails })
      .from(schemes)
      .where(eq(schemes.isNfo, false));
    const row = rows.find((r) => r.sip && r.stp && r.stp.length > 0 && r.swp);
    if (!row) throw new Error('no scheme with SIP, STP and SWP rules');
    return row.id;
  }

  it('includes only the plan rules asked for with the repeated type parameter', async () => {
    const id = await schemeWithAllRules();
    const none = await server.getJson<Schemas['SchemeDetails']>(ms(`/bo/schemes/${id}`));
    expect(none.status).toBe(200);
    expect(none.body).not.toHaveProperty('sipDetails');
    expect(none.body).not.toHaveProperty('stpDetails');
    expect(none.body).not.toHaveProperty('swpDetails');

    const sipStp = await server.getJson<Schemas['SchemeDetails']>(ms(`/bo/schemes/${id}?type=SIP&type=STP`));
    expect(sipStp.body.sipDetails).toMatchObject({ pauseFlag: expect.stringMatching(/^[YN]$/) });
    expect(sipStp.body.stpDetails?.length).toBeGreaterThan(0);
    expect(sipStp.body).not.toHaveProperty('swpDetails');

    const swp = await server.getJson<Schemas['SchemeDetails']>(ms(`/bo/schemes/${id}?type=SWP`));
    expect(swp.body.swpDetails).toMatchObject({ minInstAmt: expect.stringMatching(/^\d+\.\d{2}$/) });
    expect(swp.body).not.toHaveProperty('sipDetails');
  });

  it('describes the scheme, its fund house, facts and holdings', async () => {
    const id = await schemeWithAllRules();
    const { body } = await server.getJson<Schemas['SchemeDetails']>(ms(`/bo/schemes/${id}`));
    const [amc] = await server.db.select().from(amcs).where(eq(amcs.code, body.amcCode));
    expect(body.uniqueNo).toBe(id);
    expect(body.schemeDetails.isin).toBe(id);
    expect(body.amcName).toBe(amc?.name);
    expect(body.amcDetails).toEqual({
      amcDocumentUrl: `/api/files/amcs/${body.amcCode}/scheme-documents.pdf`,
      amcImgUrl: `/api/files/amcs/${body.amcCode}/logo.svg`,
    });
    expect(body.isNfo).toBe(false);
    expect(body).not.toHaveProperty('nfoStartDate');
  });

  it('gives ELSS its three-year lock-in', async () => {
    const [elss] = await server.db
      .select({ id: schemes.uniqueNo })
      .from(schemes)
      .where(eq(schemes.schemeType, 'ELSS'))
      .limit(1);
    const { body } = await server.getJson<Schemas['SchemeDetails']>(ms(`/bo/schemes/${elss?.id}`));
    expect(body.lockInPeriod).toBe(1095);
  });

  it('answers 404 with the fund id for an unknown scheme', async () => {
    const { status, body } = await server.getJson(ms('/bo/schemes/INF000000000?type=SIP'));
    expect(status).toBe(404);
    expect(body).toEqual({ code: 'NOT_FOUND', message: 'Scheme INF000000000 was not found' });
  });
});

describe('GET /bo/nfos', () => {
  it('lists NFOs still open or upcoming, by end date, with the closing-soon flag', async () => {
    const today = server.clock.today();
    const { status, body } = await server.getJson<Schemas['NfoEntry'][]>(ms('/bo/nfos'));
    expect(status).toBe(200);
    const ends = body.map((n) => n.scheme.endDate);
    expect(ends).toEqual([...ends].sort());
    for (const nfo of body) {
      expect(nfo.scheme.endDate >= today).toBe(true);
      expect(nfo.soon).toBe(toDayNumber(nfo.scheme.endDate) - toDayNumber(today) < 2);
    }
    expect(body.some((n) => n.soon)).toBe(true);
    expect(body.some((n) => !n.soon)).toBe(true);
    expect(body.some((n) => n.scheme.purchaseAllowed === 'N')).toBe(true);
  });

  it('shows an NFO in its details with its window', async () => {
    const { body } = await server.getJson<Schemas['NfoEntry'][]>(ms('/bo/nfos'));
    const nfo = body[0] as Schemas['NfoEntry'];
    const details = await server.getJson<Schemas['SchemeDetails']>(ms(`/bo/schemes/${nfo.scheme.uniqueNo}`));
    expect(details.body).toMatchObject({
      isNfo: true,
      nfoStartDate: nfo.scheme.startDate,
      nfoEndDate: nfo.scheme.endDate,
    });
  });
});

describe('GET /bo/{type}/{amc}/schemes (switch and STP targets)', () => {
  it('lists the AMC schemes with STP-in rules for stp, and none for switch', async () => {
    const amc = await equityHouse();
    const stp = await server.getJson<Schemas['TargetSchemePage']>(
      ms(`/bo/stp/${amc}/schemes?frequency=MONTHLY&pageSize=100`),
    );
    const sw = await server.getJson<Schemas['TargetSchemePage']>(ms(`/bo/switch/${amc}/schemes?pageSize=100`));
    expect(stp.status).toBe(200);
    const own = await server.db
      .select({ id: schemes.uniqueNo })
      .from(schemes)
      .where(and(eq(schemes.amcCode, amc), eq(schemes.isNfo, false)));
    expect(stp.body.totalElements).toBe(own.length);
    expect(sw.body.totalElements).toBe(own.length);
    const ownIds = new Set(own.map((r) => r.id));
    for (const s of stp.body.userProducts) expect(ownIds.has(s.uniqueNo)).toBe(true);
    expect(stp.body.userProducts.some((s) => s.stpMasterBean !== null)).toBe(true);
    expect(sw.body.userProducts.every((s) => s.stpMasterBean === null)).toBe(true);
  });

  it('pages, sorts and filters like the other listings', async () => {
    const amc = await equityHouse();
    const asc = await server.getJson<Schemas['TargetSchemePage']>(ms(`/bo/switch/${amc}/schemes?pageSize=5`));
    const desc = await server.getJson<Schemas['TargetSchemePage']>(
      ms(`/bo/switch/${amc}/schemes?pageSize=5&direction=DESC`),
    );
    expect(asc.body.userProducts).toHaveLength(5);
    expect(asc.body.userProducts[0]?.uniqueNo).not.toBe(desc.body.userProducts[0]?.uniqueNo);
    const word = (asc.body.userProducts[0]?.schemeName.split(' ')[1] ?? '').toLowerCase();
    const filtered = await server.getJson<Schemas['TargetSchemePage']>(ms(`/bo/switch/${amc}/schemes?filter=${word}`));
    for (const s of filtered.body.userProducts) expect(s.schemeName.toLowerCase()).toContain(word);
  });

  it('is not confused with /bo/types/{type}/schemes', async () => {
    const { status, body } = await server.getJson<Schemas['SchemePage']>(ms('/bo/types/EQUITY/schemes?pageSize=1'));
    expect(status).toBe(200);
    expect(body).toHaveProperty('currentPage');
  });

  it('answers 404 for an unknown AMC', async () => {
    const { status } = await server.getJson(ms('/bo/switch/NOSUCHHOUSE/schemes'));
    expect(status).toBe(404);
  });
});

describe('AMC files', () => {
  it('serves an SVG logo in the AMC colour', async () => {
    const [amc] = await server.db.select().from(amcs).limit(1);
    const response = await server.request(`/api/files/amcs/${amc?.code}/logo.svg`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    const svg = await response.text();
    expect(svg).toMatch(/^<svg /);
    expect(svg).toContain(`fill="${amc?.colour}"`);
  });

  it('serves a real PDF of scheme documents', async () => {
    const [amc] = await server.db.select().from(amcs).limit(1);
    const response = await server.request(`/api/files/amcs/${amc?.code}/scheme-documents.pdf`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    const bytes = new Uint8Array(await response.arrayBuffer());
    expectWellFormedPdf(bytes);
    expect(Buffer.from(bytes).toString('latin1')).toContain(`(${amc?.name}) Tj`);
  });

  it('answers 404 for an unknown AMC', async () => {
    for (const file of ['logo.svg', 'scheme-documents.pdf']) {
      const { status, body } = await server.getJson(`/api/files/amcs/NOSUCHHOUSE/${file}`);
      expect(status).toBe(404);
      expect(body).toMatchObject({ code: 'NOT_FOUND' });
    }
  });
});

describe('GET /healthz', () => {
  it('is ok', async () => {
    expect(await server.getJson('/healthz')).toEqual({ status: 200, body: { status: 'ok' } });
  });
});
