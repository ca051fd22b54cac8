/**
 * Finished jobs leave pg-boss's table an hour after they finish (issue 30), not after pg-boss's
 * default 7 days: new queues are made so, queues made before are changed so, and supervision
 * deletes a job finished more than an hour ago while it keeps one that finished just now.
 */
import type { PgBoss } from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, OpenedDatabase } from '../../../server/db/client';
import { createJobQueue, FINISHED_JOBS_KEPT_SECONDS, prepareQueues, SCHEMA } from '../../../server/jobs/queue';
import { openTestDatabase } from '../support/test-database';

interface SqlClient {
  query(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}

const sqlOn = (db: Database) => (db as unknown as { $client: SqlClient }).$client;

describe('finished jobs kept for an hour', () => {
  let opened: OpenedDatabase;
  let boss: PgBoss;
  beforeAll(async () => {
    opened = await openTestDatabase({ seeded: false });
    boss = createJobQueue(opened.db, { worker: true });
    await boss.start();
  });
  afterAll(async () => {
    await boss.stop({ graceful: false });
    await opened.close();
  });

  it('makes new queues keep finished jobs an hour, and changes queues made with the 7-day default', async () => {
    expect(FINISHED_JOBS_KEPT_SECONDS).toBe(3600);
    await boss.createQueue('made-before', { policy: 'short' });
    expect((await boss.getQueue('made-before'))?.deleteAfterSeconds).toBe(7 * 24 * 3600);
    await prepareQueues(boss, ['made-before', 'made-now']);
    expect((await boss.getQueue('made-before'))?.deleteAfterSeconds).toBe(3600);
    expect((await boss.getQueue('made-now'))?.deleteAfterSeconds).toBe(3600);
  });

  it('deletes a job finished over an hour ago at the next supervision, and keeps one finished just now', async () => {
    await prepareQueues(boss, ['finishing']);
    const old = await boss.send('finishing', { n: 1 }, { singletonKey: '1' });
    const recent = await boss.send('finishing', { n: 2 }, { singletonKey: '2' });
    expect(old).toEqual(expect.any(String));
    expect(recent).toEqual(expect.any(String));
    for (const id of [old, recent]) {
      const [job] = await boss.fetch('finishing');
      expect(job?.id).toBe(id);
      await boss.complete('finishing', id ?? '');
    }
    await sqlOn(opened.db).query(
      `UPDATE ${SCHEMA}.job SET completed_on = now() - interval '61 minutes' WHERE name = 'finishing' AND id = $1`,
      [old],
    );

    await boss.supervise('finishing');

    expect(await boss.getJobById('finishing', old ?? '')).toBeNull();
    expect((await boss.getJobById('finishing', recent ?? ''))?.state).toBe('completed');
  });
});
