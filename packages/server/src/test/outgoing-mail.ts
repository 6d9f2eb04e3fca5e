import type { TestApp } from './test-app';

/** The messages the app logged instead of sending (MAIL_URL unset), newest last. */
export async function loggedMailTo(t: TestApp, to: string) {
  return t.database.db
    .selectFrom('outgoing_email_log')
    .selectAll()
    .where('to', '=', to)
    .orderBy('id')
    .execute();
}

/** Waits for a message that is sent in the background (forgot-password). */
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
