import type { AppConfig } from './platform/config';
import { AccountRepository } from './modules/account/account.repository';
import { AccountService } from './modules/account/account.service';
import type { DB } from './platform/db/database';
import { AppearanceRepository } from './modules/appearance/appearance.repository';
import { AppearanceService } from './modules/appearance/appearance.service';
import { AuthRepository } from './modules/auth/auth.repository';
import { AuthService } from './modules/auth/auth.service';
import { BootstrapService } from './modules/bootstrap/bootstrap.service';
import { AdsService } from './modules/ads/ads.service';
import { SeoRepository } from './modules/seo/seo.repository';
import { SeoService } from './modules/seo/seo.service';
import { LocalizationRepository } from './modules/localization/localization.repository';
import { LocalizationService } from './modules/localization/localization.service';
import { RolesRepository } from './modules/roles/roles.repository';
import { RolesService } from './modules/roles/roles.service';
import { SettingsRepository } from './modules/settings/settings.repository';
import { SettingsService } from './modules/settings/settings.service';
import { SettingsAdminService } from './modules/settings/settings-admin.service';
import { UsersRepository } from './modules/users/users.repository';
import { UsersService } from './modules/users/users.service';
import { UsersAdminService } from './modules/users/users-admin.service';
import { NotificationsRepository } from './modules/notifications/notifications.repository';
import { NotificationsService } from './modules/notifications/notifications.service';
import { NotificationDelivery } from './modules/notifications/notification-delivery';
import { VapidKeyProvider } from './modules/notifications/vapid-keys';
import { createEventBus } from './platform/realtime';
import { DomainEvents } from './platform/events/domain-events';
import { WorkspacesRepository } from './modules/workspaces/workspaces.repository';
import { createInviteLimits, WorkspacesService } from './modules/workspaces/workspaces.service';
import { SocialOAuthClient } from './modules/social-auth/social-auth.oauth-client';
import { SocialAuthRepository } from './modules/social-auth/social-auth.repository';
import { SocialAuthService } from './modules/social-auth/social-auth.service';
import { SocialProfilesQueries } from './modules/social-auth/social-profiles.queries';
import type { Redis } from 'ioredis';
import { EmailVerificationService } from './modules/auth/email-verification.service';
import { PasswordResetService } from './modules/auth/password-reset.service';
import { SessionEnds } from './modules/auth/session-ends';
import { TwoFactorService } from './modules/auth/two-factor.service';
import { RecaptchaService } from './modules/recaptcha/recaptcha.service';
import { mailSender, NodeMailer } from './platform/mail/mailer';
import { MailOutbox } from './platform/mail/mail-outbox';
import { Ffmpeg } from './platform/media/ffmpeg';
import { ErrorLog } from './platform/logging/error-log';
import { processWarn } from './platform/logging/warn';
import { SentryReporter } from './platform/logging/sentry-reporter';
import { Scheduler } from './platform/jobs/scheduler';
import { LogsRepository } from './modules/logs/logs.repository';
import { LogsService } from './modules/logs/logs.service';
import { registerScheduledTasks } from './scheduled-tasks';
import { createAuthLimiters } from './modules/auth/auth-limits';
import { Encrypter } from './platform/security/encryption';

import path from 'node:path';
import { LocalAudioStore, S3AudioStore } from './platform/storage/audio-store';
import { CatalogRepository } from './modules/catalog/catalog.repository';
import { CatalogService } from './modules/catalog/catalog.service';
import { PlayerRepository } from './modules/player/player.repository';
import { PlayerService } from './modules/player/player.service';
import { StreamUrlSigner } from './modules/player/stream-url';
import { LibraryRepository } from './modules/library/library.repository';
import { LibraryService } from './modules/library/library.service';
import { PlaylistsRepository } from './modules/library/playlists.repository';
import { PlaylistsService } from './modules/library/playlists.service';
import { CommentsRepository } from './modules/comments/comments.repository';
import { CommentsService } from './modules/comments/comments.service';
import { SearchRepository } from './modules/search/search.repository';
import { SearchService } from './modules/search/search.service';
import { RadioRepository } from './modules/radio/radio.repository';
import { RadioService } from './modules/radio/radio.service';

import { FilesRepository } from './modules/files/files.repository';
import { FilesService } from './modules/files/files.service';
import { UploadsRepository } from './modules/uploads/uploads.repository';
import { UploadsService } from './modules/uploads/uploads.service';
import { RedisLocker } from './modules/uploads/redis-tus-locker';
import { Storage } from './platform/storage/storage';
import { CatalogAdminRepository } from './modules/catalog-admin/catalog-admin.repository';
import { CatalogAdminService } from './modules/catalog-admin/catalog-admin.service';
import { ReportsRepository } from './modules/reports/reports.repository';
import { ReportsService } from './modules/reports/reports.service';
import { InsightsRepository } from './modules/insights/insights.repository';
import { InsightsService } from './modules/insights/insights.service';
import { MusicOwnersRepository } from './modules/music/music-owners.repository';
import { MusicRepository } from './modules/music/music.repository';
import { MusicService } from './modules/music/music.service';
import { ReleaseAnnouncer } from './modules/music/music-releases';
import { MusicPolicy } from './modules/music/music.policy';
import { createJobQueue, scheduleRunOf } from './platform/jobs';
import { MusicPresenter } from './modules/music/music-presenter';
import { MusicImportRepository } from './modules/music-import/music-import.repository';
import { MusicImportService } from './modules/music-import/music-import.service';
import { BackstageRepository } from './modules/backstage/backstage.repository';
import { BackstageService } from './modules/backstage/backstage.service';
import { BillingRepository } from './modules/billing/billing.repository';
import { BillingService } from './modules/billing/billing.service';
import { SubscriptionsAdminService } from './modules/billing/subscriptions.service';
import { createBillingGateways } from './modules/billing/billing-gateways';
import { PlansRepository } from './modules/billing/plans.repository';
import { PlansService } from './modules/billing/plans.service';
import { CustomPagesRepository } from './modules/custom-pages/custom-pages.repository';
import { CustomPagesService } from './modules/custom-pages/custom-pages.service';
import { ContactRepository } from './modules/contact/contact.repository';
import {
  CONTACT_MESSAGES_PER_WINDOW,
  CONTACT_WINDOW_MS,
  ContactService,
} from './modules/contact/contact.service';
import { createAttemptLimiter } from './platform/security/attempt-limiter';

/** Wires repositories into services; the one place that knows every module. */
/** What the services report outside any request: Fastify's logger in the app. */
export interface ServiceLog {
  info: (message: string) => void;
  warn: (message: string) => void;
}

export function createServices(
  db: DB,
  config: AppConfig,
  deps: { redis?: Redis | null; log?: ServiceLog } = {},
) {
  const settings = new SettingsService(new SettingsRepository(db));
  const encrypter = new Encrypter(async () => String((await settings.get('app_key')) ?? ''));
  const authRepository = new AuthRepository(db);
  // The logs every instance shares: errors, mails and background task runs.
  const logsRepository = new LogsRepository(db);
  const errorReporter = new SentryReporter(async () =>
    String((await settings.get('logging.sentry_dsn')) ?? ''),
  );
  const errorLog = new ErrorLog(path.join(config.dataDir, 'logs'), {
    store: logsRepository,
    reporter: errorReporter,
  });
  const logs = new LogsService(logsRepository, settings, errorLog);
  const mailer = new NodeMailer(
    logsRepository,
    config.mailUrl,
    mailSender(settings, config.mailFrom),
    () => settings.smtpSettings(),
  );
  // Background jobs: BullMQ on Redis, else the embedded runner; runs are logged.
  const jobs = createJobQueue(db, config, {
    onRun: (run) => logsRepository.insertRun(scheduleRunOf(run)),
  });
  const localization = new LocalizationService(new LocalizationRepository(db), settings);
  const usersRepository = new UsersRepository(db);
  // Mail leaves the request: the mail job renders it in the recipient's language and sends it.
  const outbox = new MailOutbox(jobs, mailer, {
    settings,
    users: usersRepository,
    localization,
  });
  // Notifications: stored, told to open tabs through the event bus (Redis pub/sub
  // across instances), mailed and pushed by a background job.
  const warn = processWarn(config.logLevel);
  const events = createEventBus(deps.redis, config.realtime.channelPrefix);
  // What a module announces to those built on it, in this process (DomainEventMap lists it).
  const domainEvents = new DomainEvents();
  const vapid = new VapidKeyProvider(settings, config.vapid);
  const notificationsRepository = new NotificationsRepository(db);
  const notifications = new NotificationsService(notificationsRepository, {
    settings,
    bus: events,
    jobs,
    warn,
    delivery: new NotificationDelivery(notificationsRepository, {
      settings,
      outbox,
      vapid,
      appUrl: config.appUrl,
      contact: config.mailFrom,
      outbound: config.outbound,
      warn,
    }),
  });
  // Billing: the payment gateways, and what a valid subscription gives its holder.
  const { testGateway, gateways } = createBillingGateways(db, settings, config);
  const billingRepository = new BillingRepository(db);
  const billing = new BillingService(billingRepository, {
    gateways,
    settings,
    outbox,
    appUrl: config.appUrl,
    notifications,
  });
  // The one setter left (see useEventSink): the test gateway's events take the webhooks' path.
  testGateway.useEventSink(async (event) => {
    await billing.applyEvent(event);
  });
  // Roles add the permissions of a user's plans; users show subscriptions, social logins, unread.
  const roles = new RolesService(new RolesRepository(db), settings, {
    redis: deps.redis,
    plans: billing,
  });
  const users = new UsersService(usersRepository, roles, encrypter, {
    socialProfiles: new SocialProfilesQueries(db),
    subscriptions: billing,
    unreadNotifications: notifications,
  });
  const settingsAdmin = new SettingsAdminService(
    settings,
    mailer,
    config,
    {
      vapidPublicKey: () => vapid.publicKey(),
      vapidSource: vapid.source,
    },
    jobs,
  );
  const recaptcha = new RecaptchaService(settings, config.recaptchaVerifyUrl);
  // Attempt limits of the auth flows: in Redis when configured (shared by every instance).
  const authLimits = createAuthLimiters(config, deps.redis);
  // Workspaces: their invitations also let people register (auth below).
  const workspaces = new WorkspacesService(new WorkspacesRepository(db), {
    users,
    notifications,
    outbox,
    appUrl: config.appUrl,
    inviteLimits: createInviteLimits(deps.redis),
  });
  // Ended sessions and tokens are told to every instance, so the streams they opened close.
  const sessionEnds = new SessionEnds(events, warn);
  const twoFactor = new TwoFactorService(users, settings, encrypter, {
    limiter: authLimits.twoFactor,
    outbox,
  });
  const emailVerification = new EmailVerificationService(
    authRepository,
    users,
    settings,
    outbox,
    authLimits,
  );
  const auth = new AuthService(
    authRepository,
    users,
    settings,
    authLimits,
    recaptcha,
    workspaces,
    sessionEnds,
    { twoFactor, emailVerification },
  );
  const passwordReset = new PasswordResetService(
    authRepository,
    users,
    settings,
    outbox,
    config.appUrl,
    authLimits,
    sessionEnds,
  );
  const appearance = new AppearanceService(new AppearanceRepository(db), settings);
  const bootstrap = new BootstrapService(settings, appearance, localization, roles, workspaces);
  const socialAuth = new SocialAuthService(
    new SocialAuthRepository(db),
    settings,
    users,
    auth,
    new SocialOAuthClient(config.outbound),
    { warn },
  );
  const comments = new CommentsService(new CommentsRepository(db), notifications);
  // Files on the storage disks (local folders or a bucket): uploads, avatars, art.
  const storage = new Storage(config);
  const files = new FilesService(new FilesRepository(db), storage);
  const account = new AccountService(
    new AccountRepository(db),
    users,
    auth,
    settings,
    localization,
    comments,
    files,
  );
  const usersAdmin = new UsersAdminService(
    usersRepository,
    users,
    roles,
    auth,
    account,
    twoFactor,
    settings,
  );
  // The music: audio on the uploads disk, streamed from the bucket by signed URL on S3.
  const uploadsS3 = storage.s3Disk('uploads');
  const audioStore = uploadsS3
    ? new S3AudioStore(uploadsS3)
    : new LocalAudioStore(path.join(config.dataDir, 'storage', 'uploads'), {
        sendfile: config.sendfile,
      });
  const catalog = new CatalogService(new CatalogRepository(db));
  // Reports count plays and visits into roll-ups as they are recorded.
  const reports = new ReportsService(new ReportsRepository(db), settings);
  const player = new PlayerService(
    new PlayerRepository(db),
    catalog,
    audioStore,
    reports,
    new StreamUrlSigner(async () => String((await settings.get('app_key')) ?? '')),
  );
  const playlists = new PlaylistsService(new PlaylistsRepository(db), catalog, workspaces);
  const library = new LibraryService(new LibraryRepository(db), catalog, notifications);
  const search = new SearchService(new SearchRepository(db), catalog, library);
  const radio = new RadioService(new RadioRepository(db), catalog, playlists);
  // ffmpeg is optional: durations, waveforms and loudness use it when it answers.
  const ffmpeg = new Ffmpeg(config.ffmpegPath);
  const uploads = new UploadsService(new UploadsRepository(db), storage, files, settings, ffmpeg, {
    origin: new URL(config.appUrl).origin,
    log: deps.log ?? { info: () => undefined, warn },
  });
  // Several processes must not write one tus upload at once: with Redis they share the lock.
  const tusLocker = deps.redis ? new RedisLocker(deps.redis) : null;
  // Background tasks: started by main.ts, run by tests through runNow.
  const scheduler = new Scheduler({
    log: logsRepository,
    redis: deps.redis ?? null,
    onFailure: (task, error) => errorLog.recordTaskFailure(task.name, error),
  });
  const subscriptionsAdmin = new SubscriptionsAdminService(billingRepository, billing);
  // Who manages which artist, album and track; the editors and insights ask it.
  const musicOwners = new MusicOwnersRepository(db);
  const musicPolicy = new MusicPolicy(musicOwners);
  const insights = new InsightsService(new InsightsRepository(db), musicPolicy);
  registerScheduledTasks(scheduler, { logs, auth, uploads, jobs, billing });
  const musicRepository = new MusicRepository(db);
  const musicPresenter = new MusicPresenter(musicRepository, catalog);
  // The editors; new or replaced audio goes to the processing job, imports obey the track limit.
  const music = new MusicService(
    musicRepository,
    musicPolicy,
    musicPresenter,
    files,
    musicOwners,
    domainEvents,
    new ReleaseAnnouncer(musicRepository, library, notifications),
  );
  const musicImport = new MusicImportService(
    new MusicImportRepository(db),
    files,
    storage,
    jobs,
    musicPresenter,
    music,
    domainEvents,
    ffmpeg,
  );
  // The catalog admin lists and editors.
  const catalogAdmin = new CatalogAdminService(
    new CatalogAdminRepository(db),
    catalog,
    comments,
    files,
    settings,
    music,
  );
  // Backstage requests: review grants music.create through roles, tells by mail.
  const backstage = new BackstageService(new BackstageRepository(db), {
    roles,
    music,
    auth,
    files,
    settings,
    outbox,
    appUrl: config.appUrl,
    notifications,
  });
  // Billing: the plans, synced to the payment providers above.
  const plans = new PlansService(new PlansRepository(db), settings, gateways);
  // Ad slots; page meta, sitemaps, robots.txt and oEmbed.
  const ads = new AdsService(settings);
  const seo = new SeoService(new SeoRepository(db), settings, catalog, config.appUrl);
  // Custom pages, and the contact form mailed to the site's contact address.
  const customPages = new CustomPagesService(new CustomPagesRepository(db), settings);
  const contact = new ContactService(new ContactRepository(db), {
    settings,
    users,
    outbox,
    recaptcha,
    limiter: createAttemptLimiter(
      {
        name: 'contact-messages',
        points: CONTACT_MESSAGES_PER_WINDOW,
        durationMs: CONTACT_WINDOW_MS,
      },
      deps.redis,
    ),
  });

  return {
    errorLog,
    errorReporter,
    logs,
    scheduler,
    settings,
    settingsAdmin,
    roles,
    users,
    auth,
    appearance,
    localization,
    notifications,
    events,
    workspaces,
    bootstrap,
    socialAuth,
    account,
    usersAdmin,
    twoFactor,
    emailVerification,
    passwordReset,
    recaptcha,
    mailer,
    outbox,
    catalog,
    player,
    reports,
    playlists,
    library,
    comments,
    search,
    radio,
    storage,
    files,
    uploads,
    tusLocker,
    musicPolicy,
    insights,
    jobs,
    musicPresenter,
    musicImport,
    music,
    catalogAdmin,
    backstage,
    gateways,
    testGateway,
    billing,
    subscriptionsAdmin,
    plans,
    ads,
    seo,
    customPages,
    contact,
  };
}

export type Services = ReturnType<typeof createServices>;

declare module 'fastify' {
  interface FastifyInstance {
    services: Services;
    config: AppConfig;
  }
}
