import type { AuthService } from './modules/auth/auth.service';
import type { LogsService } from './modules/logs/logs.service';
import type { UploadsService } from './modules/uploads/uploads.service';
import type { BillingService } from './modules/billing/billing.service';
import type { JobQueue } from './platform/jobs/queue';
import type { Scheduler } from './platform/jobs/scheduler';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
/** Finished background jobs stay this long in the `jobs` table (embedded queue), then go. */
export const FINISHED_JOBS_KEEP_DAYS = 7;

/**
 * Every periodic background task, by name (each run shows in the admin's schedule
 * log). To add one, register it here with the service that does the work:
 *
 *   scheduler.register({ name: 'analytics.rotate-salt', intervalMs: DAY_MS,
 *     run: () => analytics.rotateSalt() });
 *
 * `run` returns an optional message for the log; a thrown error marks the run failed and is
 * recorded in the error log. With REDIS_URL one instance runs each task per interval.
 */
export function registerScheduledTasks(
  scheduler: Scheduler,
  services: {
    logs: LogsService;
    auth: AuthService;
    uploads: UploadsService;
    jobs: JobQueue;
    billing?: BillingService;
  },
): void {
  scheduler.register({
    name: 'logs.prune',
    intervalMs: HOUR_MS,
    run: () => services.logs.prune(),
  });
  scheduler.register({
    name: 'auth.prune-expired',
    intervalMs: HOUR_MS,
    run: async () => `Removed ${await services.auth.pruneExpired()} expired rows.`,
  });
  // Orphaned partial uploads go after `uploads.orphan_max_age_hours`.
  scheduler.register({
    name: 'uploads.cleanup-orphans',
    intervalMs: HOUR_MS,
    run: async () => {
      const { removed } = await services.uploads.cleanupOrphans();
      return `Removed ${removed} orphaned uploads.`;
    },
  });
  // Cancelled and past-due subscriptions whose access ended are marked expired.
  const billing = services.billing;
  if (billing) {
    scheduler.register({
      name: 'billing.expire-ended',
      intervalMs: HOUR_MS,
      run: async () => `Expired ${await billing.expireEnded()} subscriptions.`,
    });
    // Cancelled subscriptions ending within 3 days, each end told once.
    scheduler.register({
      name: 'billing.notify-ending-soon',
      intervalMs: HOUR_MS,
      run: async () => `Told ${await billing.notifyEndingSoon()} subscribers of an end.`,
    });
  }
  // Finished and failed jobs would pile up for ever (one row per processed upload).
  scheduler.register({
    name: 'jobs.prune',
    intervalMs: DAY_MS,
    run: async () => {
      const before = new Date(Date.now() - FINISHED_JOBS_KEEP_DAYS * DAY_MS);
      return `Removed ${await services.jobs.prune(before)} finished jobs.`;
    },
  });
}
