import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Scheduler, type ScheduleRunRecord } from './scheduler';
import { has } from '../../test/capabilities';

const REDIS_URL = has('the scheduler with Redis', 'redis') ? process.env.TEST_REDIS_URL : undefined;

function memoryLog() {
  const runs: ScheduleRunRecord[] = [];
  return { runs, insertRun: (run: ScheduleRunRecord) => Promise.resolve(void runs.push(run)) };
}

describe('the scheduler', () => {
  afterEach(() => vi.useRealTimers());

  it('records a run with its name, start, duration, result and message', async () => {
    const log = memoryLog();
    const scheduler = new Scheduler({ log });
    scheduler.register({ name: 'test.ok', intervalMs: 60_000, run: async () => 'did 3 things' });
    const before = Date.now();
    const outcome = await scheduler.runNow('test.ok');
    expect(outcome).toMatchObject({ ran: true, name: 'test.ok', result: 'ok' });
    expect(log.runs).toHaveLength(1);
    expect(log.runs[0]).toMatchObject({ name: 'test.ok', result: 'ok', message: 'did 3 things' });
    expect(Date.parse(log.runs[0]!.startedAt)).toBeGreaterThanOrEqual(before - 5);
    expect(log.runs[0]!.durationMs).toBeGreaterThanOrEqual(0);
  });

  it('records a failing run as failed and tells onFailure', async () => {
    const log = memoryLog();
    const failures: string[] = [];
    const scheduler = new Scheduler({
      log,
      onFailure: (task, error) => failures.push(`${task.name}: ${error.message}`),
    });
    scheduler.register({
      name: 'test.broken',
      intervalMs: 60_000,
      run: () => Promise.reject(new Error('no disk')),
    });
    expect(await scheduler.runNow('test.broken')).toMatchObject({
      result: 'failed',
      message: 'no disk',
    });
    expect(failures).toEqual(['test.broken: no disk']);
  });

  it('runs a task first after the given delay, then every interval', async () => {
    vi.useFakeTimers();
    const scheduler = new Scheduler({ log: memoryLog() });
    let count = 0;
    scheduler.register({ name: 'hourly', intervalMs: 3_600_000, run: async () => void count++ });
    scheduler.start({ firstRunDelayMs: 10_000 });
    await vi.advanceTimersByTimeAsync(9_000);
    expect(count).toBe(0);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(count).toBe(1);
    await vi.advanceTimersByTimeAsync(3_600_000);
    expect(count).toBe(2);
    await scheduler.stop();
    await vi.advanceTimersByTimeAsync(7_200_000);
    expect(count).toBe(2);
  });

  it('refuses a second task of the same name and an interval under a second', () => {
    const scheduler = new Scheduler({ log: memoryLog() });
    scheduler.register({ name: 'a', intervalMs: 1000, run: async () => undefined });
    expect(() =>
      scheduler.register({ name: 'a', intervalMs: 1000, run: async () => undefined }),
    ).toThrow(/registered/);
    expect(() =>
      scheduler.register({ name: 'b', intervalMs: 10, run: async () => undefined }),
    ).toThrow(/interval/);
  });

  it('runs each task every interval once started, and no more once stopped', async () => {
    vi.useFakeTimers();
    const log = memoryLog();
    const scheduler = new Scheduler({ log });
    let count = 0;
    scheduler.register({ name: 'tick', intervalMs: 1000, run: async () => void count++ });
    scheduler.start();
    await vi.advanceTimersByTimeAsync(3500);
    expect(count).toBe(3);
    await scheduler.stop();
    await vi.advanceTimersByTimeAsync(5000);
    expect(count).toBe(3);
    expect(log.runs.map((run) => run.name)).toEqual(['tick', 'tick', 'tick']);
  });
});

/** Two schedulers on two connections stand for two instances behind one Redis. */
describe.skipIf(!REDIS_URL)('the scheduler with Redis', () => {
  let first: Redis;
  let second: Redis;
  beforeAll(() => {
    first = new Redis(REDIS_URL!);
    second = new Redis(REDIS_URL!);
  });
  afterAll(() => {
    first?.disconnect();
    second?.disconnect();
  });

  it('runs a task on one instance per interval', async () => {
    const lockPrefix = `tonearm-test:${randomBytes(6).toString('hex')}:`;
    const log = memoryLog();
    const ran: string[] = [];
    const instances = [first, second].map((redis, index) => {
      const scheduler = new Scheduler({ log, redis, lockPrefix });
      scheduler.register({
        name: 'shared.task',
        intervalMs: 1500,
        run: async () => void ran.push(`instance ${index}`),
      });
      return scheduler;
    });
    // Both tick at once: exactly one runs.
    const outcomes = await Promise.all(instances.map((s) => s.runNow('shared.task')));
    expect(outcomes.filter((outcome) => outcome.ran)).toHaveLength(1);
    expect(ran).toHaveLength(1);
    expect(log.runs).toHaveLength(1);
    // Later in the same interval: still nobody.
    expect((await instances[1]!.runNow('shared.task')).ran).toBe(false);
    // The next interval: one of them again. Redis lets the lock expire on its own clock, which
    // no fake timer reaches, so the interval is waited out.
    await new Promise((resolve) => setTimeout(resolve, 1600));
    const next = await Promise.all(instances.map((s) => s.runNow('shared.task')));
    expect(next.filter((outcome) => outcome.ran)).toHaveLength(1);
    expect(log.runs).toHaveLength(2);
  });
});
