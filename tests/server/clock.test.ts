import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ClockMovedBackwards, ClockOutOfRange, createClock, LATEST_SANDBOX_TIME } from '../../server/clock';
import type { Database } from '../../server/db/client';
import { sandboxState } from '../../server/db/schema';
import { openTestDatabase } from './support/test-database';

let db: Database;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ db, close } = await openTestDatabase({ seeded: false }));
  await db.insert(sandboxState).values({ id: 1, seedVersion: 1, seededAt: new Date(0) });
});
afterAll(() => close());

describe('the sandbox clock', () => {
  it("gives today's date in India, which runs 5h30 ahead of UTC", async () => {
    let wall = Date.parse('2025-06-16T18:29:59Z');
    const clock = await createClock(db, () => wall);
    expect(clock.today()).toBe('2025-06-16');
    wall = Date.parse('2025-06-16T18:30:00Z');
    expect(clock.today()).toBe('2025-06-17');
  });

  it('advances by exactly the step even when wall time passes during the move', async () => {
    let wall = Date.parse('2025-03-01T00:00:00Z');
    // Each read of the wall clock takes a millisecond, as a busy server's would.
    const clock = await createClock(db, () => wall++);
    await clock.reset();
    await clock.advanceBy(86_400_000);
    expect(clock.offsetMs()).toBe(86_400_000);
    await clock.advanceBy(60_000);
    expect(clock.offsetMs()).toBe(86_460_000);
    await expect(clock.advanceBy(0)).rejects.toBeInstanceOf(ClockMovedBackwards);
    await expect(clock.advanceBy(LATEST_SANDBOX_TIME.getTime())).rejects.toBeInstanceOf(ClockOutOfRange);
    expect(clock.offsetMs()).toBe(86_460_000);
    await clock.reset();
  });

  it('moves forward only, keeps following wall time, and persists the offset', async () => {
    let wall = Date.parse('2025-01-01T00:00:00Z');
    const clock = await createClock(db, () => wall);
    await clock.moveTo(new Date('2025-01-03T00:00:00Z'));
    expect(clock.offsetMs()).toBe(2 * 86_400_000);
    wall += 60_000;
    expect(clock.now().toISOString()).toBe('2025-01-03T00:01:00.000Z');
    expect(clock.wallTime().toISOString()).toBe('2025-01-01T00:01:00.000Z');

    await expect(clock.moveTo(new Date('2025-01-02T00:00:00Z'))).rejects.toBeInstanceOf(ClockMovedBackwards);
    await expect(clock.moveTo(clock.now())).rejects.toBeInstanceOf(ClockMovedBackwards);

    const reopened = await createClock(db, () => wall);
    expect(reopened.offsetMs()).toBe(2 * 86_400_000);
    await reopened.reset();
    await clock.reload();
    expect(clock.offsetMs()).toBe(0);
  });

  it('stops at the end of 2099 in India', async () => {
    const clock = await createClock(db, () => Date.parse('2025-01-01T00:00:00Z'));
    await expect(clock.moveTo(new Date('9999-12-31T23:59:59.999Z'))).rejects.toBeInstanceOf(ClockOutOfRange);
    expect(clock.offsetMs()).toBe(0);
    await clock.moveTo(LATEST_SANDBOX_TIME);
    expect(clock.today()).toBe('2099-12-31');
    await clock.reset();
  });
});
