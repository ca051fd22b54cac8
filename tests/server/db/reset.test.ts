import { asc, count, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, migrateDatabase, openDatabase } from '../../../server/db/client';
import { resetDatabase } from '../../../server/db/reset';
import { contactMessages, sandboxState, schemeHoldings, schemes } from '../../../server/db/schema';
import { generateCatalogue } from '../../../server/seed/catalogue';
import { SEED_SCHEMES } from '../../../server/seed/fixtures';

const NOW = new Date('2025-06-16T04:30:00.000Z');
const LATER_THAT_DAY = new Date('2025-06-16T12:00:00.000Z');
const NEXT_DAY = new Date('2025-06-17T04:30:00.000Z');

let db: Database;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ db, close } = await openDatabase({ dataDir: 'memory://' }));
  await migrateDatabase(db);
  await resetDatabase(db, NOW);
}, 120_000);

afterAll(async () => {
  await close?.();
});

const holdingsCount = async () => (await db.select({ n: count() }).from(schemeHoldings))[0]?.n;
const nfoWindows = () =>
  db
    .select({ uniqueNo: schemes.uniqueNo, nfoStart: schemes.nfoStart, nfoEnd: schemes.nfoEnd })
    .from(schemes)
    .where(isNotNull(schemes.nfoStart))
    .orderBy(asc(schemes.uniqueNo));
const generatedNfoWindows = (now: Date) =>
  generateCatalogue(now)
    .schemes.filter((scheme) => scheme.nfoStart)
    .map(({ uniqueNo, nfoStart, nfoEnd }) => ({ uniqueNo, nfoStart, nfoEnd }))
    .sort((a, b) => a.uniqueNo.localeCompare(b.uniqueNo));

async function addInvestorData(): Promise<void> {
  await db
    .insert(contactMessages)
    .values({ name: 'Tester', email: 't@example.com', phone: '9000000000', message: 'Hi', receivedAt: NOW });
  await db.update(sandboxState).set({ clockOffsetMs: 86_400_000 });
}

async function expectOnlyTheSeed(seededAt: Date): Promise<void> {
  expect(await db.select().from(contactMessages)).toEqual([]);
  expect(await db.select().from(sandboxState)).toEqual([expect.objectContaining({ clockOffsetMs: 0, seededAt })]);
  expect(await db.select({ n: count() }).from(schemes)).toEqual([{ n: generateCatalogue(seededAt).schemes.length }]);
  expect(await holdingsCount()).toBe(generateCatalogue(seededAt).holdings.length);
}

describe('resetDatabase', () => {
  it('restores the seed again later the same day, the catalogue as generated', async () => {
    await addInvestorData();
    await resetDatabase(db, LATER_THAT_DAY);
    await expectOnlyTheSeed(LATER_THAT_DAY);
    expect(await nfoWindows()).toEqual(generatedNfoWindows(LATER_THAT_DAY));
  }, 120_000);

  it('writes a changed catalogue row back as seeded', async () => {
    const { uniqueNo } = SEED_SCHEMES.equityJourney;
    const [seeded] = await db.select().from(schemes).where(eq(schemes.uniqueNo, uniqueNo));
    await db.update(schemes).set({ schemeName: 'Renamed' }).where(eq(schemes.uniqueNo, uniqueNo));
    await db.delete(schemeHoldings).where(eq(schemeHoldings.uniqueNo, uniqueNo));
    await addInvestorData();

    await resetDatabase(db, LATER_THAT_DAY);
    await expectOnlyTheSeed(LATER_THAT_DAY);
    expect(await db.select().from(schemes).where(eq(schemes.uniqueNo, uniqueNo))).toEqual([seeded]);
  }, 120_000);

  it('generates the catalogue for the new day on a reset the next day', async () => {
    expect(generatedNfoWindows(NEXT_DAY)).not.toEqual(generatedNfoWindows(NOW));
    await addInvestorData();
    await resetDatabase(db, NEXT_DAY);
    await expectOnlyTheSeed(NEXT_DAY);
    expect(await nfoWindows()).toEqual(generatedNfoWindows(NEXT_DAY));
  }, 120_000);
});
