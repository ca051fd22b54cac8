/**
 * The verified demo investor's standing with the exchange and their order history, written on
 * every seed and reset after their holdings (server/holdings/demo-holdings.ts): client
 * registration and ELOG ACTIVE, an APPROVED autopay mandate on the folios' bank account, one
 * COMPLETED order per allotment in the ledger (the SIP allotments as instalments of one SIP
 * registration in their folio, whose next instalment falls next month), and one FAILED order with its
 * remarks. Idempotent: an investor who already has a registration row is left alone.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/client';
import { exchangeRegistrations, mandates, orders, sipRegistrations, unitLedger } from '../db/schema';
import { DEMO_BANK } from '../holdings/demo-holdings';
import { kolkataMidnight } from '../partners/exchange';
import { UPI_DECLINED_MESSAGE } from '../partners/payment-gateway';
import { addDays, kolkataDate } from './dates';

const DEMO_CLIENT_CODE = 'SAN00000002';
export const DEMO_MANDATE_ID = 'MDT4817263';

/** 10:30 AM IST on a date: when the seeded orders were placed, before any cut-off. */
const placedOn = (date: string) => new Date(kolkataMidnight(date).getTime() + (10 * 60 + 30) * 60_000);

/** The next date after `today` with the given day of month (1–28). */
function nextDateWithDay(today: string, day: number): string {
  const [year = 1970, month = 1, current = 1] = today.split('-').map(Number);
  const target = current < day ? new Date(Date.UTC(year, month - 1, day)) : new Date(Date.UTC(year, month, day));
  return target.toISOString().slice(0, 10);
}

export async function seedDemoBuying(db: Database, userId: number, now: Date): Promise<void> {
  const [registration] = await db
    .insert(exchangeRegistrations)
    .values({
      userId,
      clientCode: DEMO_CLIENT_CODE,
      regStatus: 'ACTIVE',
      elogStatus: 'ACTIVE',
      taxStatus: 'INDIVIDUAL',
      ...DEMO_BANK,
      modifiedAt: now,
    })
    .onConflictDoNothing()
    .returning();
  if (!registration) return;
  await db.insert(mandates).values({
    userId,
    mandateCfmId: DEMO_MANDATE_ID,
    approvalStatus: 'APPROVED',
    accountNumber: DEMO_BANK.accountNo,
    bankName: DEMO_BANK.bankName,
    createdAt: now,
  });

  const allotments = await db
    .select()
    .from(unitLedger)
    .where(and(eq(unitLedger.userId, userId), eq(unitLedger.kind, 'ALLOTMENT')))
    .orderBy(asc(unitLedger.tradeDate), asc(unitLedger.id));
  // One statement per table: the seed runs inside every reset.
  const written =
    allotments.length === 0
      ? []
      : await db
          .insert(orders)
          .values(
            allotments.map((row) => {
              const at = placedOn(row.tradeDate);
              const viaSip = row.purchaseType === 'SIP';
              return {
                userId,
                fundId: row.fundId,
                orderType: viaSip ? ('SIP' as const) : ('LUMP_SUM' as const),
                amount: row.amount,
                status: 'COMPLETED' as const,
                remarks: `Allotted ${row.units} units at NAV ${row.nav} of ${row.tradeDate} in folio ${row.folio}.`,
                requestFingerprint: `seed:${row.id}`,
                mandateId: viaSip ? DEMO_MANDATE_ID : null,
                sipDay: viaSip ? Math.min(Number(row.tradeDate.slice(8, 10)), 28) : null,
                paidAt: at,
                tradeDate: row.tradeDate,
                units: row.units,
                nav: row.nav,
                folio: row.folio,
                placedAt: at,
                updatedAt: at,
              };
            }),
          )
          .returning();
  const sipOrders = written.filter((order) => order.orderType === 'SIP');
  const first = sipOrders[0];
  if (first?.sipDay && first.tradeDate && first.amount) {
    const [registration] = await db
      .insert(sipRegistrations)
      .values({
        userId,
        fundId: first.fundId,
        amount: first.amount,
        dayOfMonth: first.sipDay,
        mandateId: DEMO_MANDATE_ID,
        folio: first.folio,
        orderId: first.id,
        firstInstalmentDate: first.tradeDate,
        nextInstalmentDate: nextDateWithDay(kolkataDate(now), first.sipDay),
        createdAt: first.placedAt,
      })
      .returning();
    if (!registration) throw new Error('The demo SIP was not registered');
    await db
      .update(orders)
      .set({ sipRegistrationId: registration.id, sipDay: first.sipDay })
      .where(
        inArray(
          orders.id,
          sipOrders.map((order) => order.id),
        ),
      );
  }

  const failedOn = addDays(kolkataDate(now), -10);
  const equity = allotments.find((row) => row.purchaseType === 'LUMP_SUM');
  if (equity) {
    await db.insert(orders).values({
      userId,
      fundId: equity.fundId,
      orderType: 'LUMP_SUM',
      amount: '25000.00',
      status: 'FAILED',
      remarks: UPI_DECLINED_MESSAGE,
      requestFingerprint: 'seed:failed',
      placedAt: placedOn(failedOn),
      updatedAt: placedOn(failedOn),
    });
  }
}
