import { DEFAULT_LOCALE } from '@tonearm/shared/constants';
import type { JobQueue } from '../jobs';
import { renderMail, type MailContent, type MailLocale } from './mail-content';
import { textSetting, type Mailer } from './mailer';

export const MAIL_JOB = 'mail.send';

/** What the sites that send mail hold: the mail leaves the request through the job queue. */
export interface Outbox {
  send(mail: MailContent): Promise<void>;
}

/** What the mail job reads to render a mail (settings, users and localization, structurally). */
export interface OutboxSources {
  settings: { all(): Promise<Record<string, unknown>> };
  users: { findByEmail(email: string): Promise<{ language: string | null } | undefined> };
  localization: {
    forLanguage(
      language: string | null,
      fallback: string,
    ): Promise<{ language: string; lines: Record<string, string> }>;
  };
}

/**
 * Every mail of the app goes out here: `send` only enqueues it (a slow or refusing mail server
 * never holds up or fails the request that caused the mail), and the `mail.send` job renders it
 * in the recipient's language (their account's, else the site's default) and hands it to the
 * transport, retried with a growing wait while the mail server refuses it. The transport writes
 * every attempt to the outgoing-email log.
 */
export class MailOutbox implements Outbox {
  constructor(
    private readonly jobs: JobQueue,
    private readonly transport: Mailer,
    private readonly sources: OutboxSources,
  ) {
    jobs.define<MailContent>({
      name: MAIL_JOB,
      // 10 s, 20 s, 40 s, 80 s: a mail server's restart is waited out, a reset link stays fresh.
      attempts: 5,
      backoffMs: 10_000,
      handler: async (job) => {
        await this.transport.send(await this.render(job.data));
      },
    });
  }

  async send(mail: MailContent): Promise<void> {
    await this.jobs.enqueue(MAIL_JOB, mail);
  }

  /** The mail as its recipient reads it. */
  async render(mail: MailContent): Promise<ReturnType<typeof renderMail>> {
    return renderMail(mail, await this.localeOf(mail.to));
  }

  private async localeOf(address: string): Promise<MailLocale> {
    const { settings, users, localization } = this.sources;
    const [values, recipient] = await Promise.all([settings.all(), users.findByEmail(address)]);
    const fallback = textSetting(values, 'i18n.default_locale') || DEFAULT_LOCALE;
    const { language, lines } = await localization.forLanguage(
      recipient?.language || fallback,
      fallback,
    );
    return { siteName: textSetting(values, 'branding.site_name') || 'Tonearm', language, lines };
  }
}
