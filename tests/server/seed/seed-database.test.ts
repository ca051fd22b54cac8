import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../server/db/client';
import { resetDatabase } from '../../../server/db/reset';
import { amcs, sandboxState, schemeHoldings, schemes } from '../../../server/db/schema';
import { generateCatalogue } from '../../../server/seed/catalogue';
import { SEED_SCHEMES } from '../../../server/seed/fixtures';
import { SEED_VERSION, seedDatabase } from '../../../server/seed/index';
import { openTestDatabase } from '../support/test-database';

const NOW = new Date('2025-06-16T04:30:00.000Z');

let db: Database;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ db, close } = await openTestDatabase({ seeded: false }));
  // How long seeding takes is the server's 'Seeded in …' log line and the bench's concern, not a test's.
  await seedDatabase(db, NOW);
}, 120_000);

afterAll(async () => {
  await close?.();
});

const countOf = async (table: typeof amcs | typeof schemes | typeof schemeHoldings) =>
  (await db.select({ n: count() }).from(table))[0]?.n;

describe('seedDatabase', () => {
  it('writes the whole generated catalogue and the sandbox state', async () => {
    const catalogue = generateCatalogue(NOW);
    expect(await countOf(amcs)).toBe(catalogue.amcs.length);
    expect(await countOf(schemes)).toBe(catalogue.schemes.length);
    expect(await countOf(schemeHoldings)).toBe(catalogue.holdings.length);
    expect(catalogue.schemes.length).toBeGreaterThanOrEqual(2000);
    expect(await db.select().from(sandboxState)).toEqual([
      { id: 1, clockOffsetMs: 0, seedVersion: SEED_VERSION, seededAt: NOW },
    ]);
  });

  it('stores rows exactly as generated: decimals as strings, rules as JSON', async () => {
    const generated = generateCatalogue(NOW).schemes.find((s) => s.uniqueNo === SEED_SCHEMES.equityJourney.uniqueNo);
    const [stored] = await db.select().from(schemes).where(eq(schemes.uniqueNo, SEED_SCHEMES.equityJourney.uniqueNo));
    expect(stored).toEqual(generated);
    const holdings = await db
      .select()
      .from(schemeHoldings)
      .where(eq(schemeHoldings.uniqueNo, SEED_SCHEMES.equityJourney.uniqueNo))
      .orderBy(schemeHoldings.position);
    const [total] = await db
      .select({ total: sql<string>`sum(${schemeHoldings.allocation})::text` })
      .from(schemeHoldings)
      .where(eq(schemeHoldings.uniqueNo, SEED_SCHEMES.equityJourney.uniqueNo));
    expect(total?.total).toBe('100.00');
    expect(holdings[0]?.allocation).toMatch(/^\d+\.\d{2}$/);
    expect(holdings.at(-1)?.instrumentName).toBe('TREPS / Net Current Assets');
  });

  it('restores the same seed through a reset (truncate and re-seed in one transaction)', async () => {
    await db.update(sandboxState).set({ clockOffsetMs: 86_400_000 });
    await db.delete(schemeHoldings).where(eq(schemeHoldings.uniqueNo, SEED_SCHEMES.equityJourney.uniqueNo));
    const before = await countOf(schemeHoldings);
    await resetDatabase(db, NOW);
    expect(await countOf(schemeHoldings)).toBeGreaterThan(before ?? 0);
    expect(await countOf(schemes)).toBe(generateCatalogue(NOW).schemes.length);
    expect((await db.select().from(sandboxState))[0]?.clockOffsetMs).toBe(0);
  }, 120_000);
});
