/**
 * The unit ledger (ARCHITECTURE: "Holdings are derived from a ledger of allotments and
 * redemptions, not kept as a mutable total"): folios are opened, units are allotted and
 * redeemed by appending rows, and a holding is always a SUM over its rows. Every allotment is a
 * lot; a redemption takes units from the oldest lots first (never from a lot inside its lock-in)
 * and records each piece in `lot_consumptions`, so what is left of a lot, the locked quantity
 * and the capital gains are sums too (domain/capital-gains.ts). Redemptions lock the folio row
 * first, so two commands on one folio run one after the other and cannot sell the same units
 * twice.
 */
import Big from 'big.js';
import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { type Disposal, type OpenLot, takeFifo } from '../../domain/capital-gains';
import type { Database } from '../db/client';
import {
  type FolioAccountType,
  folios,
  type LedgerPurchaseType,
  lotConsumptions,
  schemes,
  unitLedger,
} from '../db/schema';

export interface FolioBank {
  bankName: string;
  ifsc: string;
  accountType: FolioAccountType;
  accountNo: string;
}

interface OpenFolioInput extends FolioBank {
  userId: number;
  amcCode: string;
  folioNo: string;
  /** yyyy-MM-dd */
  openedOn: string;
}

type FolioRow = typeof folios.$inferSelect;
type LedgerRow = typeof unitLedger.$inferSelect;

/** One holding as the ledger sums it: a scheme in a folio. Decimal strings throughout. */
interface LedgerPosition {
  fundId: string;
  folio: string;
  /** Units held, 4 decimals. */
  units: string;
  /** Invested value of those units, 2 decimals. */
  invested: string;
  /** Units allotted inside the scheme's lock-in window and still held, 4 decimals. */
  lockedUnits: string;
  /** Any allotment came from a SIP instalment. */
  viaSip: boolean;
}

export class FolioNotFoundError extends Error {
  constructor(readonly folio: string) {
    super(`Folio ${folio} was not found`);
    this.name = 'FolioNotFoundError';
  }
}

export class FolioAmcMismatchError extends Error {
  constructor(
    readonly folio: string,
    readonly fundId: string,
  ) {
    super(`Scheme ${fundId} belongs to another fund house than folio ${folio}`);
    this.name = 'FolioAmcMismatchError';
  }
}

/** A redemption asked for more units than the folio holds free of lock-in. */
export class InsufficientUnitsError extends Error {
  constructor(
    readonly requested: string,
    readonly available: string,
  ) {
    super(`Only ${available} units can be redeemed from this folio; ${requested} were asked for`);
    this.name = 'InsufficientUnitsError';
  }
}

const UNITS_PATTERN = /^\d+(\.\d{1,4})?$/;

function positiveUnits(units: string): Big {
  if (!UNITS_PATTERN.test(units) || new Big(units).lte(0)) {
    throw new RangeError(`Units must be a positive decimal with at most 4 places, got ${units}`);
  }
  return new Big(units);
}

export async function openFolio(db: Database, input: OpenFolioInput): Promise<FolioRow> {
  const [row] = await db.insert(folios).values(input).returning();
  if (!row) throw new Error(`Folio ${input.folioNo} was not opened`);
  return row;
}

async function findFolio(db: Database, userId: number, folioNo: string, lock: boolean): Promise<FolioRow> {
  const query = db
    .select()
    .from(folios)
    .where(and(eq(folios.userId, userId), eq(folios.folioNo, folioNo)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw new FolioNotFoundError(folioNo);
  return row;
}

const signed = (column: typeof unitLedger.units | typeof unitLedger.amount) =>
  sql`case when ${unitLedger.kind} = 'ALLOTMENT' then ${column} else -${column} end`;

/** Units each lot of the investor has given up, summed per lot. */
function consumedPerLot(db: Database, userId: number) {
  return db
    .select({
      lotId: lotConsumptions.lotId,
      units: sql<string>`sum(${lotConsumptions.units})`.as('consumed_units'),
      cost: sql<string>`sum(${lotConsumptions.cost})`.as('consumed_cost'),
    })
    .from(lotConsumptions)
    .where(eq(lotConsumptions.userId, userId))
    .groupBy(lotConsumptions.lotId)
    .as('consumed');
}

/**
 * The query `ledgerPositions` runs, built apart so a test can ask the planner how it runs it
 * (tests/server/db/statistics.test.ts).
 */
export function ledgerPositionsQuery(
  db: Database,
  userId: number,
  today: string,
  only?: { fundId: string; folio: string },
) {
  const consumed = consumedPerLot(db, userId);
  const units = sql<string>`sum(${signed(unitLedger.units)})`;
  const lockedLeft = sql<string>`coalesce(sum(${unitLedger.units} - coalesce(${consumed.units}, 0)) filter (where ${unitLedger.kind} = 'ALLOTMENT'
    and ${schemes.lockInPeriod} > 0 and ${unitLedger.tradeDate} > ${today}::date - ${schemes.lockInPeriod}), 0)`;
  return db
    .select({
      fundId: unitLedger.fundId,
      folio: unitLedger.folio,
      units,
      invested: sql<string>`sum(${signed(unitLedger.amount)})`,
      lockedLeft,
      viaSip: sql<boolean>`coalesce(bool_or(${unitLedger.purchaseType} = 'SIP'), false)`,
    })
    .from(unitLedger)
    .innerJoin(schemes, eq(schemes.uniqueNo, unitLedger.fundId))
    .leftJoin(consumed, eq(consumed.lotId, unitLedger.id))
    .where(
      and(
        eq(unitLedger.userId, userId),
        only ? and(eq(unitLedger.fundId, only.fundId), eq(unitLedger.folio, only.folio)) : undefined,
      ),
    )
    .groupBy(unitLedger.fundId, unitLedger.folio)
    .having(gt(units, sql`0`))
    .orderBy(unitLedger.fundId, unitLedger.folio);
}

/**
 * Holdings of one investor, summed in SQL, with units still in the investor's hands (a folio
 * fully redeemed has none and is left out). Lock-in is per lot: what is left of each allotment
 * made less than the scheme's lockInPeriod days before `today` is locked (ELSS).
 */
export async function ledgerPositions(
  db: Database,
  userId: number,
  today: string,
  only?: { fundId: string; folio: string },
): Promise<LedgerPosition[]> {
  const rows = await ledgerPositionsQuery(db, userId, today, only);
  return rows.map((row) => ({
    fundId: row.fundId,
    folio: row.folio,
    units: new Big(row.units).toFixed(4),
    invested: new Big(row.invested).toFixed(2),
    lockedUnits: new Big(row.lockedLeft).toFixed(4),
    viaSip: Boolean(row.viaSip),
  }));
}

/** The allotments of one scheme in one folio with what redemptions have taken from each, oldest first. */
export async function openLots(db: Database, userId: number, fundId: string, folio: string): Promise<OpenLot[]> {
  const consumed = consumedPerLot(db, userId);
  const rows = await db
    .select({
      id: unitLedger.id,
      tradeDate: unitLedger.tradeDate,
      units: unitLedger.units,
      amount: unitLedger.amount,
      consumedUnits: sql<string>`coalesce(${consumed.units}, 0)`,
      consumedCost: sql<string>`coalesce(${consumed.cost}, 0)`,
    })
    .from(unitLedger)
    .leftJoin(consumed, eq(consumed.lotId, unitLedger.id))
    .where(
      and(
        eq(unitLedger.userId, userId),
        eq(unitLedger.fundId, fundId),
        eq(unitLedger.folio, folio),
        eq(unitLedger.kind, 'ALLOTMENT'),
      ),
    )
    .orderBy(asc(unitLedger.tradeDate), asc(unitLedger.id));
  return rows.map((row) => ({
    ...row,
    consumedUnits: String(row.consumedUnits),
    consumedCost: String(row.consumedCost),
  }));
}

/** The scheme's lock-in period in days (0 when it has none). */
async function lockInPeriodOf(db: Database, fundId: string): Promise<number> {
  const [scheme] = await db.select({ days: schemes.lockInPeriod }).from(schemes).where(eq(schemes.uniqueNo, fundId));
  return scheme?.days ?? 0;
}

export interface AllotInput {
  userId: number;
  fundId: string;
  folio: string;
  purchaseType: LedgerPurchaseType;
  units: string;
  /** Money invested, 2 decimals. */
  amount: string;
  nav: string;
  tradeDate: string;
  orderRef?: string | null;
  now: Date;
}

/** Appends an allotment to an open folio of the scheme's fund house. */
export async function allotUnits(db: Database, input: AllotInput): Promise<LedgerRow> {
  const [row] = await allotUnitsOf(db, [input]);
  if (!row) throw new Error('The allotment was not recorded');
  return row;
}

/**
 * Appends allotments, each to an open folio of its scheme's fund house, in one statement (the
 * daily batch allots thousands); all or none. Rows come back in the order of `inputs`.
 */
export async function allotUnitsOf(db: Database, inputs: readonly AllotInput[]): Promise<LedgerRow[]> {
  if (inputs.length === 0) return [];
  for (const input of inputs) positiveUnits(input.units);
  return db.transaction(async (tx) => {
    const owned = await tx
      .select({ userId: folios.userId, folioNo: folios.folioNo, amcCode: folios.amcCode })
      .from(folios)
      .where(
        and(
          inArray(folios.userId, [...new Set(inputs.map((input) => input.userId))]),
          inArray(folios.folioNo, [...new Set(inputs.map((input) => input.folio))]),
        ),
      );
    const amcOfFolio = new Map(owned.map((folio) => [`${folio.userId} ${folio.folioNo}`, folio.amcCode]));
    const found = await tx
      .select({ uniqueNo: schemes.uniqueNo, amcCode: schemes.amcCode })
      .from(schemes)
      .where(inArray(schemes.uniqueNo, [...new Set(inputs.map((input) => input.fundId))]));
    const amcOfScheme = new Map(found.map((scheme) => [scheme.uniqueNo, scheme.amcCode]));
    for (const input of inputs) {
      const amc = amcOfFolio.get(`${input.userId} ${input.folio}`);
      if (amc === undefined) throw new FolioNotFoundError(input.folio);
      if (amcOfScheme.get(input.fundId) !== amc) throw new FolioAmcMismatchError(input.folio, input.fundId);
    }
    const rows = await tx
      .insert(unitLedger)
      .values(
        inputs.map((input) => ({
          userId: input.userId,
          fundId: input.fundId,
          folio: input.folio,
          kind: 'ALLOTMENT' as const,
          purchaseType: input.purchaseType,
          units: input.units,
          amount: input.amount,
          nav: input.nav,
          tradeDate: input.tradeDate,
          orderRef: input.orderRef ?? null,
          createdAt: input.now,
        })),
      )
      .returning();
    if (rows.length !== inputs.length) throw new Error('The allotments were not all recorded');
    // PostgreSQL returns an insert's rows in the order of its values; ids rise in the same order.
    return rows.sort((a, b) => a.id - b.id);
  });
}

interface RedeemInput {
  userId: number;
  fundId: string;
  folio: string;
  units: string;
  /** NAV the units are redeemed at; the proceeds are units × nav. */
  nav: string;
  tradeDate: string;
  /** Sandbox today, for the lock-in window. */
  today: string;
  orderRef?: string | null;
  now: Date;
}

/**
 * Takes units out of a folio, oldest lots first, refusing more than it holds free of lock-in on
 * `today`. The folio row is locked (`FOR UPDATE`) before the lots are read, so a concurrent
 * redemption of the same folio waits for this one to commit and then sees what is left. Called
 * inside an outer transaction it runs as a savepoint and the lock lasts until the outer commit.
 * The row's amount is the cost of the units taken (FIFO), so invested value stays a plain sum.
 */
export async function redeemUnits(db: Database, input: RedeemInput): Promise<LedgerRow> {
  const requested = positiveUnits(input.units);
  return db.transaction(async (tx) => {
    await findFolio(tx, input.userId, input.folio, true);
    const lots = await openLots(tx, input.userId, input.fundId, input.folio);
    const taken = takeFifo(lots, requested.toFixed(4), await lockInPeriodOf(tx, input.fundId), input.today);
    if (!taken.ok) throw new InsufficientUnitsError(requested.toFixed(4), taken.available);
    const [row] = await tx
      .insert(unitLedger)
      .values({
        userId: input.userId,
        fundId: input.fundId,
        folio: input.folio,
        kind: 'REDEMPTION',
        purchaseType: null,
        units: requested.toFixed(4),
        amount: taken.cost,
        nav: input.nav,
        tradeDate: input.tradeDate,
        orderRef: input.orderRef ?? null,
        createdAt: input.now,
      })
      .returning();
    if (!row) throw new Error('The redemption was not recorded');
    await tx.insert(lotConsumptions).values(
      taken.takes.map((take) => ({
        userId: input.userId,
        redemptionId: row.id,
        lotId: take.lotId,
        units: take.units,
        cost: take.cost,
      })),
    );
    return row;
  });
}

const lot = alias(unitLedger, 'lot');

/** Every piece of a lot the investor has sold, with its scheme: what capital gains are computed from. */
export async function ledgerDisposals(db: Database, userId: number): Promise<Disposal[]> {
  const rows = await db
    .select({
      fundId: unitLedger.fundId,
      schemeName: schemes.schemeName,
      schemeType: schemes.schemeType,
      folio: unitLedger.folio,
      orderRef: unitLedger.orderRef,
      acquiredOn: lot.tradeDate,
      soldOn: unitLedger.tradeDate,
      units: lotConsumptions.units,
      cost: lotConsumptions.cost,
      saleNav: unitLedger.nav,
    })
    .from(lotConsumptions)
    .innerJoin(unitLedger, eq(unitLedger.id, lotConsumptions.redemptionId))
    .innerJoin(lot, eq(lot.id, lotConsumptions.lotId))
    .innerJoin(schemes, eq(schemes.uniqueNo, unitLedger.fundId))
    .where(eq(lotConsumptions.userId, userId))
    .orderBy(asc(unitLedger.tradeDate), asc(lotConsumptions.id));
  return rows;
}

/** The bank accounts of an investor's folios, by folio number. */
export async function folioBanks(db: Database, userId: number): Promise<Map<string, FolioRow>> {
  const rows = await db.select().from(folios).where(eq(folios.userId, userId));
  return new Map(rows.map((row) => [row.folioNo, row]));
}

/** Money in or out of one holding on one day: purchases negative, redemption proceeds positive. */
export interface LedgerCashFlow {
  fundId: string;
  folio: string;
  /** yyyy-MM-dd */
  tradeDate: string;
  /** Rupees, 2 decimals, signed. */
  amount: string;
}

/**
 * An investor's cash flows from the ledger, a day's rows of a holding added together. An
 * allotment paid its amount; a redemption paid out its units at the NAV it was redeemed at
 * (the row's amount is the redeemed units' cost, not the proceeds).
 */
export async function ledgerCashFlows(db: Database, userId: number): Promise<LedgerCashFlow[]> {
  const amount = sql<string>`sum(case when ${unitLedger.kind} = 'ALLOTMENT' then -${unitLedger.amount}
    else round(${unitLedger.units} * ${unitLedger.nav}, 2) end)`;
  const rows = await db
    .select({ fundId: unitLedger.fundId, folio: unitLedger.folio, tradeDate: unitLedger.tradeDate, amount })
    .from(unitLedger)
    .where(eq(unitLedger.userId, userId))
    .groupBy(unitLedger.fundId, unitLedger.folio, unitLedger.tradeDate)
    .orderBy(unitLedger.tradeDate);
  return rows.map((row) => ({ ...row, amount: new Big(row.amount).toFixed(2) }));
}
