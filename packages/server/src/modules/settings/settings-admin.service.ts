import {
  EDITABLE_SETTING_NAMES,
  SETTINGS_MESSAGES,
  isSecretSetting,
  settingsOfTab,
  settingsTabSchema,
  tabOfSetting,
  type SettingsEnvironment,
  type SettingsTab,
  type TestEmailResponse,
} from '@tonearm/shared/settings/admin-settings.schemas';
import type { PermissionContext } from '@tonearm/shared/permissions/permissions';
import type { AppConfig } from '../../platform/config';
import { ValidationError } from '../../platform/errors';
import { escapeHtml } from '../../platform/text/html-text';
import type { NodeMailer } from '../../platform/mail/mailer';
import type { JobQueue } from '../../platform/jobs/queue';
import { mayLeaveDemoMode, refuseOnDemoSite } from './demo-mode.queries';
import type { SettingsService } from './settings.service';

/** How the admin settings page names a field in a 422 (the body's `settings.<name>`). */
const fieldOf = (path: readonly PropertyKey[]) => ['settings', ...path.map(String)].join('.');

/**
 * The admin settings page: every setting the tabs edit, secrets write-only, saves
 * validated tab by tab, and the test email. Settings are read from the database at each use
 * (no in-process copy), so a save applies at once on every instance sharing the database.
 */
export class SettingsAdminService {
  constructor(
    private readonly settings: SettingsService,
    private readonly mailer: NodeMailer,
    private readonly config: Pick<AppConfig, 'redisUrl' | 'mailUrl' | 'storage' | 'database'>,
    /** Web Push: the VAPID public key the websockets tab shows, and its source. */
    private readonly push: {
      vapidPublicKey: () => Promise<string>;
      vapidSource: 'env' | 'settings';
    },
    /** The background job queue: its counts show on the queue tab. */
    private readonly jobs: Pick<JobQueue, 'counts'>,
  ) {}

  /** Every editable setting; a secret is `{set}` instead of its value. */
  async view(): Promise<Record<string, unknown>> {
    const values = await this.settings.all();
    return Object.fromEntries(
      EDITABLE_SETTING_NAMES.map((name) => {
        const value = values[name];
        return [
          name,
          isSecretSetting(name) ? { set: typeof value === 'string' && value !== '' } : value,
        ];
      }),
    );
  }

  /**
   * Saves some settings. Each tab touched is checked whole (its saved values with these over
   * them) by the tab's schema, so a rule across fields holds after any partial save. Nothing is
   * written unless every tab passes. Secrets: `""` unchanged, `null` cleared.
   */
  async save(changes: Record<string, unknown>, actor: PermissionContext): Promise<void> {
    const current = await this.settings.all();
    if (!mayLeaveDemoMode(actor, changes, current)) await refuseOnDemoSite(this.settings);
    const tabs = new Set<SettingsTab>();
    for (const name of Object.keys(changes)) {
      const tab = tabOfSetting(name);
      if (!tab)
        throw new ValidationError({ [fieldOf([name])]: [SETTINGS_MESSAGES.unknownSetting] });
      tabs.add(tab);
    }
    const errors: Record<string, string[]> = {};
    const writes: Record<string, unknown> = {};
    for (const tab of tabs) {
      const whole: Record<string, unknown> = {};
      for (const name of settingsOfTab(tab))
        whole[name] = isSecretSetting(name) ? '' : current[name];
      Object.assign(whole, pick(changes, settingsOfTab(tab)));
      const result = settingsTabSchema(tab).safeParse(whole);
      if (!result.success) {
        for (const issue of result.error.issues)
          (errors[fieldOf(issue.path)] ??= []).push(issue.message);
        continue;
      }
      const parsed = result.data as Record<string, unknown>;
      for (const name of Object.keys(changes)) {
        if (!Object.hasOwn(parsed, name)) continue;
        const value = parsed[name];
        if (isSecretSetting(name)) {
          if (value === '') continue;
          writes[name] = value ?? '';
        } else writes[name] = value;
      }
    }
    if (Object.keys(errors).length > 0) throw new ValidationError(errors);
    await this.settings.update(writes);
  }

  /** Sends a real message through the transport in use; an SMTP refusal is a 422 on `to`. */
  async sendTestEmail(to: string): Promise<TestEmailResponse> {
    const siteName = String((await this.settings.get('branding.site_name')) || 'Tonearm');
    try {
      const delivery = await this.mailer.send({
        to,
        subject: `Test email from ${siteName}`,
        text: `This is a test email from ${siteName}. If you can read it, outgoing email works.`,
        html: `<p>This is a test email from ${escapeHtml(siteName)}. If you can read it, outgoing email works.</p>`,
      });
      return {
        transport: delivery.transport,
        message:
          delivery.transport === 'log'
            ? SETTINGS_MESSAGES.testEmailLogged
            : SETTINGS_MESSAGES.testEmailSent.replace(':host', delivery.host ?? 'SMTP'),
      };
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      throw new ValidationError({ to: [message] }, message);
    }
  }

  /** The facts of this server that the tabs show read-only. */
  async environment(): Promise<SettingsEnvironment> {
    const delivery = await this.mailer.delivery();
    const redis = !!this.config.redisUrl;
    const postgres = this.config.database.dialect === 'postgres';
    return {
      mail: { source: this.config.mailUrl ? 'env' : 'settings', ...delivery },
      database: postgres ? 'postgres' : 'sqlite',
      storage: { driver: this.config.storage.driver },
      redis,
      queue: {
        engine: redis ? 'redis' : 'embedded',
        built: true,
        counts: await this.jobs.counts(),
      },
      realtime: {
        fanout: redis ? 'redis' : 'single-instance',
        built: true,
        vapidPublicKey: await this.push.vapidPublicKey(),
        vapidSource: this.push.vapidSource,
      },
      cache: { store: redis ? 'redis' : 'memory' },
      search: { engine: postgres ? 'postgres-prefix' : 'sqlite-fts5' },
    };
  }
}

function pick(values: Record<string, unknown>, names: readonly string[]): Record<string, unknown> {
  return Object.fromEntries(
    names.filter((name) => Object.hasOwn(values, name)).map((name) => [name, values[name]]),
  );
}
