import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/use-test-app';
import { EmbeddedJobQueue } from './embedded-queue';
import type { JobRunRecord } from './queue';
import { FINISHED_JOBS_KEEP_DAYS } from '../../scheduled-tasks';

const t = useTestApp();

describe('the embedded job queue', () => {
  it('retries a failing job with exponential backoff, then succeeds', async () => {
    const runs: JobRunRecord[] = [];
    const queue = new EmbeddedJobQueue(t.database.db, { onRun: (run) => void runs.push(run) });
    const times: number[] = [];
    queue.define<{ word: string }>({
      name: 'test.flaky',
      attempts: 3,
      backoffMs: 60,
      handler: async (job) => {
        times.push(Date.now());
        expect(job.data.word).toBe('hello');
        if (job.attempt < 3) throw new Error(`flaky ${job.attempt}`);
        await job.progress(50);
      },
    });
    await queue.enqueue('test.flaky', { word: 'hello' });
    await queue.drain();
    expect(runs.map((run) => [run.attempt, run.error])).toEqual([
      [1, 'flaky 1'],
      [2, 'flaky 2'],
      [3, null],
    ]);
    // 60 ms after the first failure, 120 ms after the second.
    expect(times[1]! - times[0]!).toBeGreaterThanOrEqual(55);
    expect(times[2]! - times[1]!).toBeGreaterThanOrEqual(115);
    const row = await t.database.db
      .selectFrom('jobs')
      .selectAll()
      .where('name', '=', 'test.flaky')
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'done', attempts_made: 3, progress: 100, job_key: null });
    await queue.close();
  });

  it('fails a job after its last attempt and tells onFailed', async () => {
    const queue = new EmbeddedJobQueue(t.database.db);
    const failed: string[] = [];
    queue.define({
      name: 'test.broken',
      attempts: 2,
      backoffMs: 1,
      handler: () => Promise.reject(new Error('always broken')),
      onFailed: async (_job, error) => void failed.push(error.message),
    });
    await queue.enqueue('test.broken', {});
    await queue.drain();
    expect(failed).toEqual(['always broken']);
    expect(await queue.counts()).toMatchObject({ failed: 1 });
    await queue.close();
  });

  it('de-duplicates by job id while a job is pending, not after it ended', async () => {
    const queue = new EmbeddedJobQueue(t.database.db);
    let runs = 0;
    queue.define({ name: 'test.once', handler: async () => void runs++ });
    await queue.enqueue('test.once', {}, { jobId: 'same' });
    await queue.enqueue('test.once', {}, { jobId: 'same' });
    await queue.drain();
    expect(runs).toBe(1);
    await queue.enqueue('test.once', {}, { jobId: 'same' });
    await queue.drain();
    expect(runs).toBe(2);
    await queue.close();
  });

  it('never runs one job twice when several instances share the database', async () => {
    const seen = new Map<number, number>();
    const instances = [0, 1, 2].map(() => new EmbeddedJobQueue(t.database.db, { concurrency: 3 }));
    for (const queue of instances)
      queue.define<{ n: number }>({
        name: 'test.shared',
        handler: async (job) => {
          seen.set(job.data.n, (seen.get(job.data.n) ?? 0) + 1);
          await new Promise((resolve) => setTimeout(resolve, 5));
        },
      });
    for (let n = 0; n < 30; n++) await instances[0]!.enqueue('test.shared', { n });
    await Promise.all(instances.map((queue) => queue.drain()));
    expect(seen.size).toBe(30);
    expect([...seen.values()].every((count) => count === 1)).toBe(true);
    await Promise.all(instances.map((queue) => queue.close()));
  });

  it('runs jobs by itself once started', async () => {
    const queue = new EmbeddedJobQueue(t.database.db);
    let resolveRun!: () => void;
    const ran = new Promise<void>((resolve) => (resolveRun = resolve));
    queue.define({ name: 'test.started', handler: async () => resolveRun() });
    queue.start();
    await queue.enqueue('test.started', {});
    await ran;
    await queue.close();
  });
});

describe('pruning finished jobs', () => {
  it('removes done and failed jobs that ended before the cutoff, keeps the rest', async () => {
    const queue = new EmbeddedJobQueue(t.database.db);
    const db = t.database.db;
    const day = 24 * 60 * 60 * 1000;
    const now = Date.now();
    const row = (name: string, status: string, finishedAt: number | null) => ({
      name,
      data: '{}',
      status,
      run_at: now,
      created_at: now - 30 * day,
      finished_at: finishedAt,
    });
    await db
      .insertInto('jobs')
      .values([
        row('prune.old-done', 'done', now - 10 * day),
        row('prune.old-failed', 'failed', now - 9 * day),
        row('prune.recent-done', 'done', now - day),
        row('prune.waiting', 'waiting', null),
        row('prune.active', 'active', null),
      ])
      .execute();
    expect(await queue.prune(new Date(now - 7 * day))).toBe(2);
    const left = await db
      .selectFrom('jobs')
      .select('name')
      .where('name', 'like', 'prune.%')
      .orderBy('name')
      .execute();
    expect(left.map((job) => job.name)).toEqual([
      'prune.active',
      'prune.recent-done',
      'prune.waiting',
    ]);
    await queue.close();
  });

  it('runs daily as the jobs.prune scheduled task, which keeps a week', async () => {
    const scheduler = t.app.services.scheduler;
    const task = scheduler.list().find((candidate) => candidate.name === 'jobs.prune');
    expect(task?.intervalMs).toBe(24 * 60 * 60 * 1000);
    const now = Date.now();
    await t.database.db
      .insertInto('jobs')
      .values({
        name: 'prune.by-task',
        data: '{}',
        status: 'done',
        run_at: now,
        created_at: now,
        finished_at: now - (FINISHED_JOBS_KEEP_DAYS + 1) * 24 * 60 * 60 * 1000,
      })
      .execute();
    const outcome = await scheduler.runNow('jobs.prune');
    expect(outcome.ran && outcome.message).toMatch(/^Removed [1-9]\d* finished jobs\.$/);
    expect(
      await t.database.db
        .selectFrom('jobs')
        .select('id')
        .where('name', '=', 'prune.by-task')
        .executeTakeFirst(),
    ).toBeUndefined();
  });
});
