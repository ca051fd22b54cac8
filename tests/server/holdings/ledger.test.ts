/**
 * The unit ledger: holdings are sums of allotments and redemptions, ELSS units inside their
 * lock-in cannot be redeemed, and concurrent redemptions of one folio never sell more units
 * than it holds.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lotConsumptions, unitLedger } from '../../../server/db/schema';
import {
  allotUnits,
  FolioAmcMismatchError,
  FolioNotFoundError,
  InsufficientUnitsError,
  ledgerDisposals,
  ledgerPositions,
  openLots,
  redeemUnits,
} from '../../../server/holdings/ledger';
import { ELSS, EQUITY, type LedgerDb, NOW, OTHER_AMC_FUND, openLedgerDb, TODAY } from './fixtures';

let ledger: LedgerDb;

beforeAll(async () => {
  ledger = await openLedgerDb();
});
afterAll(() => ledger.close());

const allot = (
  userId: number,
  folio: string,
  units: string,
  amount: string,
  extra: Partial<Parameters<typeof allotUnits>[1]> = {},
) =>
  allotUnits(ledger.db, {
    userId,
    fundId: EQUITY,
    folio,
    purchaseType: 'LUMP_SUM',
    units,
    amount,
    nav: '50.0000',
    tradeDate: '2024-01-02',
    now: NOW,
    ...extra,
  });

const redeem = (userId: number, folio: string, units: string, extra: Partial<Parameters<typeof redeemUnits>[1]> = {}) =>
  redeemUnits(ledger.db, {
    userId,
    fundId: EQUITY,
    folio,
    units,
    nav: '60.0000',
    tradeDate: TODAY,
    today: TODAY,
    now: NOW,
    ...extra,
  });

describe('ledger positions', () => {
  it('sums allotments less redemptions per scheme and folio, the units sold taken from the oldest lot', async () => {
    const userId = await ledger.investor('L-100/1');
    await allot(userId, 'L-100/1', '100.0000', '5000.00');
    await allot(userId, 'L-100/1', '50.0000', '3000.00', { purchaseType: 'SIP' });
    await redeem(userId, 'L-100/1', '30.0000');

    expect(await ledgerPositions(ledger.db, userId, TODAY)).toEqual([
      // 8000 invested in 150 units; the 30 units sold come from the first lot (50.00 each): 1500.00.
      { fundId: EQUITY, folio: 'L-100/1', units: '120.0000', invested: '6500.00', lockedUnits: '0.0000', viaSip: true },
    ]);
    const [redemption] = await ledger.db.select().from(unitLedger).where(eq(unitLedger.kind, 'REDEMPTION'));
    expect(redemption).toMatchObject({ units: '30.0000', amount: '1500.00', nav: '60.0000', purchaseType: null });
  });

  it('leaves out a folio fully redeemed, and the last units take all the invested value left', async () => {
    const userId = await ledger.investor('L-101/1');
    await allot(userId, 'L-101/1', '3.0000', '100.00');
    await redeem(userId, 'L-101/1', '1.0000');
    await redeem(userId, 'L-101/1', '2.0000');
    expect(await ledgerPositions(ledger.db, userId, TODAY)).toEqual([]);
    const rows = await ledger.db.select().from(unitLedger).where(eq(unitLedger.userId, userId));
    expect(rows.map((row) => row.amount)).toEqual(['100.00', '33.33', '66.67']);
  });

  it('shows only the investor’s own rows', async () => {
    const mine = await ledger.investor('L-102/1');
    const theirs = await ledger.investor('L-102/2');
    await allot(theirs, 'L-102/2', '10.0000', '500.00');
    expect(await ledgerPositions(ledger.db, mine, TODAY)).toEqual([]);
    expect(await ledgerPositions(ledger.db, theirs, TODAY)).toHaveLength(1);
  });

  it('counts units allotted within the lock-in period as locked, until the period has passed', async () => {
    const userId = await ledger.investor('L-103/1');
    const elss = { fundId: ELSS };
    await allot(userId, 'L-103/1', '40.0000', '2000.00', { ...elss, tradeDate: '2022-06-16' }); // 1096 days before
    await allot(userId, 'L-103/1', '25.0000', '1500.00', { ...elss, tradeDate: '2022-06-17' }); // 1095 days before
    await allot(userId, 'L-103/1', '10.0000', '900.00', { ...elss, tradeDate: '2024-12-16' });
    const [position] = await ledgerPositions(ledger.db, userId, TODAY);
    // Allotted 1095 days ago means the period is complete today.
    expect(position).toMatchObject({ units: '75.0000', lockedUnits: '10.0000' });
    const [later] = await ledgerPositions(ledger.db, userId, '2027-12-16');
    expect(later).toMatchObject({ lockedUnits: '0.0000' });
    const [earlier] = await ledgerPositions(ledger.db, userId, '2025-06-15');
    expect(earlier).toMatchObject({ lockedUnits: '35.0000' });
  });

  it('never locks units in a scheme without a lock-in period', async () => {
    const userId = await ledger.investor('L-104/1');
    await allot(userId, 'L-104/1', '5.0000', '300.00', { tradeDate: TODAY });
    const [position] = await ledgerPositions(ledger.db, userId, TODAY);
    expect(position?.lockedUnits).toBe('0.0000');
  });
});

describe('lots', () => {
  it('takes a redemption from the oldest lots first, across lots, each piece recorded with its cost', async () => {
    const userId = await ledger.investor('L-110/1');
    await allot(userId, 'L-110/1', '10.0000', '500.00', { tradeDate: '2024-03-01' });
    await allot(userId, 'L-110/1', '10.0000', '700.00', { tradeDate: '2024-02-01' });
    await allot(userId, 'L-110/1', '5.0000', '400.00', { tradeDate: '2024-04-01' });
    const row = await redeem(userId, 'L-110/1', '15.0000');
    // February's 10 units (700.00), then 5 of March's (250.00).
    expect(row.amount).toBe('950.00');
    const pieces = await ledger.db.select().from(lotConsumptions).where(eq(lotConsumptions.redemptionId, row.id));
    expect(pieces.map((piece) => [piece.units, piece.cost])).toEqual([
      ['10.0000', '700.00'],
      ['5.0000', '250.00'],
    ]);
    const lots = await openLots(ledger.db, userId, EQUITY, 'L-110/1');
    expect(lots.map((lot) => [lot.tradeDate, lot.consumedUnits])).toEqual([
      ['2024-02-01', '10.0000'],
      ['2024-03-01', '5.0000'],
      ['2024-04-01', '0'],
    ]);
    expect(await ledgerDisposals(ledger.db, userId)).toEqual([
      expect.objectContaining({ acquiredOn: '2024-02-01', soldOn: TODAY, units: '10.0000', cost: '700.00' }),
      expect.objectContaining({ acquiredOn: '2024-03-01', soldOn: TODAY, units: '5.0000', cost: '250.00' }),
    ]);
  });

  it('locks ELSS units per lot: a redemption skips lots inside their 1095 days, and they free up on their own dates', async () => {
    const userId = await ledger.investor('L-111/1');
    const elss = { fundId: ELSS };
    await allot(userId, 'L-111/1', '10.0000', '1000.00', { ...elss, tradeDate: '2022-06-17' }); // 1095 days: free
    await allot(userId, 'L-111/1', '10.0000', '1000.00', { ...elss, tradeDate: '2022-06-18' }); // free tomorrow
    await expect(redeem(userId, 'L-111/1', '10.0001', elss)).rejects.toMatchObject({ available: '10.0000' });
    await redeem(userId, 'L-111/1', '4.0000', elss);
    expect(await ledgerPositions(ledger.db, userId, TODAY)).toMatchObject([
      { units: '16.0000', lockedUnits: '10.0000' },
    ]);
    expect(await ledgerPositions(ledger.db, userId, '2025-06-17')).toMatchObject([{ lockedUnits: '0.0000' }]);
    await redeem(userId, 'L-111/1', '16.0000', { ...elss, today: '2025-06-17', tradeDate: '2025-06-17' });
    const lots = await openLots(ledger.db, userId, ELSS, 'L-111/1');
    expect(lots.map((lot) => lot.consumedUnits)).toEqual(['10.0000', '10.0000']);
  });
});

describe('redeemUnits', () => {
  it('refuses more units than the folio holds', async () => {
    const userId = await ledger.investor('L-200/1');
    await allot(userId, 'L-200/1', '10.0000', '500.00');
    await expect(redeem(userId, 'L-200/1', '10.0001')).rejects.toThrow(InsufficientUnitsError);
    await expect(redeem(userId, 'L-200/1', '10.0001')).rejects.toMatchObject({ available: '10.0000' });
    expect(await ledgerPositions(ledger.db, userId, TODAY)).toMatchObject([{ units: '10.0000' }]);
  });

  it('refuses locked units: only the unlocked part can be redeemed', async () => {
    const userId = await ledger.investor('L-201/1');
    await allot(userId, 'L-201/1', '8.0000', '400.00', { fundId: ELSS, tradeDate: '2020-01-01' });
    await allot(userId, 'L-201/1', '5.0000', '300.00', { fundId: ELSS, tradeDate: '2025-01-01' });
    await expect(redeem(userId, 'L-201/1', '9.0000', { fundId: ELSS })).rejects.toMatchObject({
      name: 'InsufficientUnitsError',
      available: '8.0000',
    });
    await redeem(userId, 'L-201/1', '8.0000', { fundId: ELSS });
    expect(await ledgerPositions(ledger.db, userId, TODAY)).toMatchObject([{ units: '5.0000', lockedUnits: '5.0000' }]);
  });

  it('refuses a folio the investor does not have, even one another investor has', async () => {
    const owner = await ledger.investor('L-202/1');
    const other = await ledger.investor('L-202/2');
    await allot(owner, 'L-202/1', '10.0000', '500.00');
    await expect(redeem(other, 'L-202/1', '1.0000')).rejects.toThrow(FolioNotFoundError);
  });

  it('refuses units that are not positive with at most 4 decimals', async () => {
    const userId = await ledger.investor('L-203/1');
    for (const units of ['0', '0.0000', '-1', '1.23456', 'abc']) {
      await expect(redeem(userId, 'L-203/1', units)).rejects.toThrow(RangeError);
    }
  });

  it('allots only into a folio of the scheme’s fund house', async () => {
    const userId = await ledger.investor('L-204/1');
    await expect(allot(userId, 'L-204/1', '1.0000', '10.00', { fundId: OTHER_AMC_FUND })).rejects.toThrow(
      FolioAmcMismatchError,
    );
    await expect(allot(userId, 'L-204/9', '1.0000', '10.00')).rejects.toThrow(FolioNotFoundError);
  });

  it('never oversells a folio under concurrent redemptions', async () => {
    const userId = await ledger.investor('L-205/1');
    await allot(userId, 'L-205/1', '20.0000', '1000.00');
    const attempts = Array.from({ length: 12 }, () => redeem(userId, 'L-205/1', '3.0000'));
    const outcomes = await Promise.allSettled(attempts);
    const done = outcomes.filter((outcome) => outcome.status === 'fulfilled');
    const refused = outcomes.filter((outcome) => outcome.status === 'rejected');
    expect(done).toHaveLength(6);
    for (const outcome of refused)
      expect((outcome as PromiseRejectedResult).reason).toBeInstanceOf(InsufficientUnitsError);
    expect(await ledgerPositions(ledger.db, userId, TODAY)).toMatchObject([{ units: '2.0000', invested: '100.00' }]);
  });

  it('never oversells or overdraws a lot under 100 concurrent redemptions and switch-outs', {
    timeout: 120_000,
  }, async () => {
    const userId = await ledger.investor('L-207/1');
    await allot(userId, 'L-207/1', '30.0000', '1500.00', { tradeDate: '2024-01-02' });
    await allot(userId, 'L-207/1', '25.0000', '1500.00', { tradeDate: '2024-02-01' });
    await allot(userId, 'L-207/1', '45.5000', '3000.00', { tradeDate: '2024-03-01' });
    // A switch-out takes the units and buys another scheme of the fund house in one transaction.
    const switchOut = (units: string) =>
      ledger.db.transaction(async (tx) => {
        await redeemUnits(tx, {
          userId,
          fundId: EQUITY,
          folio: 'L-207/1',
          units,
          nav: '60.0000',
          tradeDate: TODAY,
          today: TODAY,
          now: NOW,
        });
        await allotUnits(tx, {
          userId,
          fundId: ELSS,
          folio: 'L-207/1',
          purchaseType: 'LUMP_SUM',
          units: '1.0000',
          amount: '60.00',
          nav: '60.0000',
          tradeDate: TODAY,
          now: NOW,
        });
      });
    const outcomes = await Promise.allSettled(
      Array.from({ length: 100 }, (_, n) => (n % 2 === 0 ? redeem(userId, 'L-207/1', '1.7000') : switchOut('2.3000'))),
    );
    for (const outcome of outcomes.filter((o) => o.status === 'rejected')) {
      expect((outcome as PromiseRejectedResult).reason).toBeInstanceOf(InsufficientUnitsError);
    }
    const [left] = await ledgerPositions(ledger.db, userId, TODAY, { fundId: EQUITY, folio: 'L-207/1' });
    const sold = await ledger.db.select().from(unitLedger).where(eq(unitLedger.folio, 'L-207/1'));
    const redeemed = sold
      .filter((row) => row.kind === 'REDEMPTION')
      .reduce((sum, row) => sum + Math.round(Number(row.units) * 10_000), 0);
    // 100.5 units held; whatever went through, the sum of what was sold plus what is left is exactly that.
    expect(redeemed).toBeLessThanOrEqual(1_005_000);
    expect(redeemed + Math.round(Number(left?.units ?? '0') * 10_000)).toBe(1_005_000);
    const lots = await openLots(ledger.db, userId, EQUITY, 'L-207/1');
    for (const lot of lots) {
      expect(Number(lot.consumedUnits)).toBeLessThanOrEqual(Number(lot.units));
      expect(Number(lot.consumedUnits)).toBeGreaterThanOrEqual(0);
    }
    // Fewer than 2.3 units can be left: no attempt that could have gone through was turned away.
    expect(Number(left?.units ?? '0')).toBeLessThan(2.3);
  });

  it('keeps concurrent redemptions of different folios apart', async () => {
    const first = await ledger.investor('L-206/1');
    const second = await ledger.investor('L-206/2');
    await allot(first, 'L-206/1', '4.0000', '200.00');
    await allot(second, 'L-206/2', '4.0000', '200.00');
    const [whole, other, part] = await Promise.allSettled([
      redeem(first, 'L-206/1', '4.0000'),
      redeem(second, 'L-206/2', '4.0000'),
      redeem(first, 'L-206/1', '1.0000'),
    ]);
    expect(other?.status).toBe('fulfilled');
    // Whichever of the first folio's two got the lock first is the one that went through.
    expect([whole?.status, part?.status].sort()).toEqual(['fulfilled', 'rejected']);
    const left = whole?.status === 'fulfilled' ? [] : [{ folio: 'L-206/1', units: '3.0000' }];
    expect(await ledgerPositions(ledger.db, first, TODAY)).toMatchObject(left);
    expect(await ledgerPositions(ledger.db, second, TODAY)).toEqual([]);
  });
});
