/**
 * The catalogue service (/api/ms), AMC files (/api/files) and health. Catalogue data only changes
 * when the sandbox is reset, so answers are cached per seed and sandbox day (the key changes on a
 * reset made by another server on the same database too) and the cache is cleared on reset.
 */
import { and, asc, count, desc, eq, gte, ilike, type SQL } from 'drizzle-orm';
import type { components } from '../../domain/contract/catalogue';
import { navHistoryDigest } from '../../domain/nav-digest';
import { SCHEME_TYPES } from '../../domain/scheme-types';
import type { Clock } from '../clock';
import { notFound } from '../contract/api-error';
import type { HandlerMap, Operations, QueryParams } from '../contract/types';
import type { Database } from '../db/client';
import { amcs, schemeHoldings, schemes } from '../db/schema';
import { amcLogoSvg } from '../files/amc-logo';
import { buildPdf } from '../files/simple-pdf';
import { toDayNumber } from '../seed/dates';
import { latestNav, navSeries } from '../seed/nav';
import type { ResponseCache } from './response-cache';

type Schemas = components['schemas'];
type SchemeType = Schemas['SchemeType'];
type SchemeOption = Schemas['SchemeOption'];

interface CatalogueDeps {
  db: Database;
  clock: Clock;
  cache: ResponseCache;
}

const OPTION_ORDER: readonly SchemeOption[] = ['Growth', 'IDCW Payout', 'IDCW Reinvestment'];

/** An NFO is "closing soon" when fewer than this many days are left (000 §2.4). */
const SOON_DAYS = 2;

/** Escapes LIKE wildcards so a search for '50%' or 'a_b' matches those characters literally. */
const likeContains = (text: string) => `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

const schemeNotFound = (fundId: string) => notFound(`Scheme ${fundId} was not found`);
const amcNotFound = (amc: string) => notFound(`Fund house ${amc} was not found`);

type PagingQuery = QueryParams<Operations['listSchemesByType']>;
type Paging = Required<Omit<PagingQuery, 'filter'>> & Pick<PagingQuery, 'filter'>;

/** The router fills the contract's defaults, so the paging parameters are always there. */
function paging(query: PagingQuery): Paging {
  const { pageNo, pageSize, sortBy, direction, filter } = query;
  if (pageNo === undefined || pageSize === undefined || sortBy === undefined || direction === undefined) {
    throw new Error('Paging defaults missing: the contract must give pageNo, pageSize, sortBy and direction defaults');
  }
  return { pageNo, pageSize, sortBy, direction, filter };
}

function ordering(p: Paging): SQL[] {
  const dir = p.direction === 'DESC' ? desc : asc;
  return p.sortBy === 'minimumPurchaseAmount'
    ? [dir(schemes.minimumPurchaseAmount), asc(schemes.schemeName), asc(schemes.uniqueNo)]
    : [dir(schemes.schemeName), asc(schemes.uniqueNo)];
}

function listableWhere(p: Paging, ...conditions: SQL[]): SQL | undefined {
  return and(
    eq(schemes.isNfo, false),
    ...conditions,
    ...(p.filter === undefined ? [] : [ilike(schemes.schemeName, likeContains(p.filter))]),
  );
}

export function catalogueHandlers({ db, clock, cache }: CatalogueDeps) {
  /** Keyed by sandbox day too: NAVs and NFO windows depend on "today". */
  const cached = <T>(operation: string, input: unknown, compute: () => Promise<T>) =>
    cache.remember(`${operation}|${clock.seededAt()}|${clock.today()}|${JSON.stringify(input)}`, compute);

  const findAmc = async (code: string) => {
    const [row] = await db.select().from(amcs).where(eq(amcs.code, code));
    if (!row) throw amcNotFound(code);
    return row;
  };

  const findScheme = async (fundId: string) => {
    const [row] = await db.select().from(schemes).where(eq(schemes.uniqueNo, fundId));
    if (!row) throw schemeNotFound(fundId);
    return row;
  };

  const schemePage = async (p: Paging, where: SQL | undefined): Promise<Schemas['SchemePage']> => {
    const [rows, [total]] = await Promise.all([
      db
        .select({
          uniqueNo: schemes.uniqueNo,
          schemeName: schemes.schemeName,
          minimumPurchaseAmount: schemes.minimumPurchaseAmount,
          schemeType: schemes.schemeType,
          category: schemes.category,
        })
        .from(schemes)
        .where(where)
        .orderBy(...ordering(p))
        .limit(p.pageSize)
        .offset(p.pageNo * p.pageSize),
      db.select({ n: count() }).from(schemes).where(where),
    ]);
    return {
      totalElements: total?.n ?? 0,
      currentPage: p.pageNo,
      perPage: p.pageSize,
      userProducts: rows.map((row) => ({ ...row, schemeType: row.schemeType as SchemeType })),
    };
  };

  const handlers: HandlerMap<
    | 'listAmcs'
    | 'listAmcSchemeTypes'
    | 'listSchemeOptions'
    | 'listSchemesByOption'
    | 'listSchemesByType'
    | 'getNav'
    | 'getNavHistory'
    | 'getScheme'
    | 'listNfos'
    | 'listTargetSchemes'
    | 'getAmcLogo'
    | 'getAmcDocuments'
    | 'getHealth'
  > = {
    listAmcs: async () => ({
      status: 200,
      body: await cached('listAmcs', null, async () => {
        const rows = await db
          .select({ amcCode: amcs.code, amcName: amcs.name, amcImgUrl: amcs.imageUrl })
          .from(amcs)
          .orderBy(asc(amcs.name), asc(amcs.code));
        return rows;
      }),
    }),

    listAmcSchemeTypes: async ({ params }) => ({
      status: 200,
      body: await cached('listAmcSchemeTypes', params, async () => {
        await findAmc(params.amc);
        const rows = await db
          .selectDistinct({ type: schemes.schemeType })
          .from(schemes)
          .where(and(eq(schemes.amcCode, params.amc), eq(schemes.isNfo, false)));
        const present = new Set(rows.map((r) => r.type));
        return SCHEME_TYPES.filter((type) => present.has(type));
      }),
    }),

    listSchemeOptions: async ({ params }) => ({
      status: 200,
      body: await cached('listSchemeOptions', params, async () => {
        await findAmc(params.amc);
        const rows = await db
          .selectDistinct({ gdos: schemes.gdos })
          .from(schemes)
          .where(and(eq(schemes.amcCode, params.amc), eq(schemes.schemeType, params.type), eq(schemes.isNfo, false)));
        const present = new Set(rows.map((r) => r.gdos));
        return OPTION_ORDER.filter((option) => present.has(option));
      }),
    }),

    listSchemesByOption: async ({ params, query }) => {
      const p = paging(query);
      return {
        status: 200,
        body: await cached('listSchemesByOption', { params, p }, async () => {
          await findAmc(params.amc);
          return schemePage(
            p,
            listableWhere(
              p,
              eq(schemes.amcCode, params.amc),
              eq(schemes.schemeType, params.type),
              eq(schemes.gdos, params.gdos),
            ),
          );
        }),
      };
    },

    listSchemesByType: async ({ params, query }) => {
      const p = paging(query);
      return {
        status: 200,
        body: await cached('listSchemesByType', { params, p }, () =>
          schemePage(p, listableWhere(p, eq(schemes.schemeType, params.type))),
        ),
      };
    },

    getNav: async ({ params }) => ({
      status: 200,
      body: await cached('getNav', params, async () => {
        const scheme = await findScheme(params.id);
        const latest = scheme.navModel ? latestNav(scheme.navModel, clock.today()) : null;
        if (!latest) throw notFound(`Scheme ${params.id} has no NAV yet`);
        return { navValue: latest.value, lastModifiedDate: latest.date };
      }),
    }),

    getNavHistory: async ({ params, query }) => ({
      status: 200,
      body: await cached('getNavHistory', { params, points: query.points }, async () => {
        const scheme = await findScheme(params.id);
        const history = scheme.navModel ? navSeries(scheme.navModel, clock.today()) : [];
        return query.points === undefined ? history : navHistoryDigest(history, query.points);
      }),
    }),

    getScheme: async ({ params, query }) => {
      const asked = new Set(query.type ?? []);
      return {
        status: 200,
        body: await cached('getScheme', { params, asked: [...asked].sort() }, async () => {
          const [row] = await db
            .select({ scheme: schemes, amc: amcs })
            .from(schemes)
            .innerJoin(amcs, eq(amcs.code, schemes.amcCode))
            .where(eq(schemes.uniqueNo, params.fundId));
          if (!row) throw schemeNotFound(params.fundId);
          const { scheme: s, amc } = row;
          const holdings = await db
            .select()
            .from(schemeHoldings)
            .where(eq(schemeHoldings.uniqueNo, s.uniqueNo))
            .orderBy(asc(schemeHoldings.position));
          const details: Schemas['SchemeDetails'] = {
            uniqueNo: s.uniqueNo,
            schemeName: s.schemeName,
            schemeCode: s.schemeCode,
            schemeType: s.schemeType as SchemeType,
            amcCode: s.amcCode,
            amcName: amc.name,
            gdos: s.gdos as SchemeOption,
            minimumPurchaseAmount: s.minimumPurchaseAmount,
            maximumPurchaseAmount: s.maximumPurchaseAmount,
            additionalPurchaseAmount: s.additionalPurchaseAmount,
            sipFlag: s.sipFlag as Schemas['YesNo'],
            purchaseAllowed: s.purchaseAllowed as Schemas['YesNo'],
            switchFlag: s.switchFlag as Schemas['YesNo'],
            redemptionAllowed: s.redemptionAllowed as Schemas['YesNo'],
            purchaseTransactionMode: s.purchaseTransactionMode as Schemas['PurchaseTransactionMode'],
            minimumRedemptionQty: s.minimumRedemptionQty,
            maximumRedemptionQty: s.maximumRedemptionQty,
            minimumRedemptionAmount: s.minimumRedemptionAmount,
            maximumRedemptionAmount: s.maximumRedemptionAmount,
            redemptionAmountMultiple: s.redemptionAmountMultiple,
            lockInPeriod: s.lockInPeriod,
            isNfo: s.isNfo,
            ...(s.isNfo && s.nfoStart ? { nfoStartDate: s.nfoStart } : {}),
            ...(s.isNfo && s.nfoEnd ? { nfoEndDate: s.nfoEnd } : {}),
            ...(asked.has('SIP') ? { sipDetails: s.sipDetails ?? null } : {}),
            ...(asked.has('STP') ? { stpDetails: s.stpDetails ?? [] } : {}),
            ...(asked.has('SWP') ? { swpDetails: s.swpDetails ?? null } : {}),
            schemeDetails: {
              isin: s.uniqueNo,
              riskometer: s.riskometer,
              riskometerLaunch: s.riskometerLaunch,
              fundManager: s.fundManagers,
              objective: s.objective,
              category: s.category,
              aum: s.aumCr,
              portfolioBeanList: holdings.map((h) => ({
                instrumentName: h.instrumentName,
                allocation: h.allocation,
                investment: h.investment,
                denomination: h.denomination,
                sector: h.sector,
                assetClass: h.assetClass,
                rating: h.rating,
              })),
            },
            amcDetails: { amcDocumentUrl: amc.documentUrl, amcImgUrl: amc.imageUrl },
          };
          return details;
        }),
      };
    },

    listNfos: async () => ({
      status: 200,
      body: await cached('listNfos', null, async () => {
        const today = clock.today();
        const rows = await db
          .select()
          .from(schemes)
          .where(and(eq(schemes.isNfo, true), gte(schemes.nfoEnd, today)))
          .orderBy(asc(schemes.nfoEnd), asc(schemes.schemeName), asc(schemes.uniqueNo));
        return rows.flatMap((s): Schemas['NfoEntry'][] => {
          if (!s.nfoStart || !s.nfoEnd) return [];
          // During the offer the NAV is the offer price, where the scheme's NAV walk begins.
          const nav = s.navModel ? { navValue: s.navModel.startNav } : null;
          return [
            {
              scheme: {
                uniqueNo: s.uniqueNo,
                schemeCode: s.schemeCode,
                schemeName: s.schemeName,
                schemeType: s.schemeType as SchemeType,
                startDate: s.nfoStart,
                endDate: s.nfoEnd,
                minimumPurchaseAmount: s.minimumPurchaseAmount,
                maximumPurchaseAmount: s.maximumPurchaseAmount,
                additionalPurchaseAmount: s.additionalPurchaseAmount,
                sipFlag: s.sipFlag as Schemas['YesNo'],
                purchaseAllowed: s.purchaseAllowed as Schemas['YesNo'],
                schemeDetails: { riskometerLaunch: s.riskometerLaunch, objective: s.objective },
              },
              nav,
              soon: toDayNumber(s.nfoEnd) - toDayNumber(today) < SOON_DAYS,
            },
          ];
        });
      }),
    }),

    listTargetSchemes: async ({ params, query }) => {
      const p = paging(query);
      return {
        status: 200,
        body: await cached('listTargetSchemes', { params, p }, async () => {
          await findAmc(params.amc);
          const where = listableWhere(p, eq(schemes.amcCode, params.amc));
          const [rows, [total]] = await Promise.all([
            db
              .select()
              .from(schemes)
              .where(where)
              .orderBy(...ordering(p))
              .limit(p.pageSize)
              .offset(p.pageNo * p.pageSize),
            db.select({ n: count() }).from(schemes).where(where),
          ]);
          return {
            totalElements: total?.n ?? 0,
            userProducts: rows.map((s) => ({
              uniqueNo: s.uniqueNo,
              schemeName: s.schemeName,
              purchaseTransactionMode: s.purchaseTransactionMode as Schemas['PurchaseTransactionMode'],
              switchFlag: s.switchFlag as Schemas['YesNo'],
              purchaseAllowed: s.purchaseAllowed as Schemas['YesNo'],
              redemptionAllowed: s.redemptionAllowed as Schemas['YesNo'],
              minimumPurchaseAmount: s.minimumPurchaseAmount,
              maximumPurchaseAmount: s.maximumPurchaseAmount,
              // STP-in rules do not vary by frequency in the sandbox catalogue, so `frequency` selects nothing more.
              stpMasterBean: params.type === 'stp' ? (s.stpInRules ?? null) : null,
            })),
          };
        }),
      };
    },

    getAmcLogo: async ({ params, c }) => {
      const svg = await cached('getAmcLogo', params, async () => amcLogoSvg(await findAmc(params.amc)));
      return c.body(svg, 200, {
        'content-type': 'image/svg+xml; charset=utf-8',
        'cache-control': 'public, max-age=3600',
      });
    },

    getAmcDocuments: async ({ params, c }) => {
      const pdf = await cached('getAmcDocuments', params, async () => {
        const amc = await findAmc(params.amc);
        const names = await db
          .select({ name: schemes.schemeName, type: schemes.schemeType })
          .from(schemes)
          .where(eq(schemes.amcCode, amc.code))
          .orderBy(asc(schemes.schemeName))
          .limit(30);
        return buildPdf(`${amc.name} - Scheme documents`, [
          { text: amc.name, size: 18 },
          { text: 'Scheme Information Documents and Key Information Memorandum', size: 12 },
          {
            text: 'Mutual fund investments are subject to market risks. Read all scheme related documents carefully.',
            size: 9,
          },
          { text: ' ' },
          ...names.map((n) => ({ text: `${n.name} (${n.type})`, size: 10 })),
          { text: ' ' },
          { text: 'Sandbox document generated by Sanchay for testing; not an offer document.', size: 8 },
        ]);
      });
      return c.body(pdf.slice().buffer as ArrayBuffer, 200, {
        'content-type': 'application/pdf',
        'content-disposition': `inline; filename="${params.amc}-scheme-documents.pdf"`,
        'cache-control': 'public, max-age=3600',
      });
    },

    getHealth: async () => ({ status: 200, body: { status: 'ok' } }),
  };
  return handlers;
}
