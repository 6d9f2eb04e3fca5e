import { expect } from 'vitest';
import { MAIL_JOB } from '../platform/mail/mail-outbox';
import type { TestApp } from './test-app';

/** The outgoing-email log's rows to an address as they are now, without running any job. */
export async function mailLogTo(t: TestApp, to: string) {
  return t.database.db
    .selectFrom('outgoing_email_log')
    .selectAll()
    .where('to', '=', to)
    .orderBy('id')
    .execute();
}

/** The mail jobs to an address that wait in the queue (the embedded queue's table). */
export async function queuedMailTo(t: TestApp, to: string) {
  const rows = await t.database.db
    .selectFrom('jobs')
    .selectAll()
    .where('name', '=', MAIL_JOB)
    .where('status', 'in', ['waiting', 'active'])
    .execute();
  return rows.filter((row) => (JSON.parse(row.data) as { to: string }).to === to);
}

/** The request only queued its mail to `to`: one job waits, nothing went out yet. */
export async function expectMailQueuedOnly(t: TestApp, to: string) {
  expect(await queuedMailTo(t, to)).toHaveLength(1);
  expect(await mailLogTo(t, to)).toEqual([]);
}

/**
 * The messages the app logged instead of sending (MAIL_URL unset), newest last. Mail leaves
 * the request through the job queue, so the queue is drained first.
 */
export async function loggedMailTo(t: TestApp, to: string) {
  await t.app.services.jobs.drain();
  return mailLogTo(t, to);
}

/** Waits for a message that is queued after the answer (forgot-password), then sent. */
export async function waitForLoggedMail(t: TestApp, to: string, count = 1) {
  for (let i = 0; i < 100; i++) {
    const mail = await loggedMailTo(t, to);
    if (mail.length >= count) return mail;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`No mail to ${to}`);
}

export function codeIn(body: string): string {
  const match = /\b(\d{6})\b/.exec(body);
  if (!match) throw new Error(`No 6-digit code in: ${body}`);
  return match[1]!;
}
