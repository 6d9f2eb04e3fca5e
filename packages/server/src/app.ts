import path from 'node:path';
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import { createServices, type Services } from './container';
import { accountRoutes } from './modules/account/account.routes';
import { usersRoutes } from './modules/users/users.routes';
import { authRoutes } from './modules/auth/auth.routes';
import { recaptchaRoutes } from './modules/recaptcha/recaptcha.routes';
import { registerAccountGate } from './platform/http/account-gate';
import { bootstrapRoutes } from './modules/bootstrap/bootstrap.routes';
import { pageData } from './modules/bootstrap/page-data';
import { IndexPageRenderer } from './modules/bootstrap/index-page';
import { logsRoutes } from './modules/logs/logs.routes';
import { settingsRoutes } from './modules/settings/settings.routes';
import { socialAuthRoutes } from './modules/social-auth/social-auth.routes';
import { catalogRoutes } from './modules/catalog/catalog.routes';
import { playerRoutes } from './modules/player/player.routes';
import { libraryRoutes } from './modules/library/library.routes';
import { playlistsRoutes } from './modules/library/playlists.routes';
import { commentsRoutes } from './modules/comments/comments.routes';
import { searchRoutes } from './modules/search/search.routes';
import { radioRoutes } from './modules/radio/radio.routes';
import { catalogImageRoutes } from './modules/catalog/catalog-images.routes';
import { filesRoutes } from './modules/files/files.routes';
import { uploadsRoutes } from './modules/uploads/uploads.routes';
import { rolesRoutes } from './modules/roles/roles.routes';
import { localizationRoutes } from './modules/localization/localization.routes';
import { recordPageRender, reportsRoutes } from './modules/reports/reports.routes';
import { insightsRoutes } from './modules/insights/insights.routes';
import { musicImportRoutes } from './modules/music-import/music-import.routes';
import { catalogAdminRoutes } from './modules/catalog-admin/catalog-admin.routes';
import { musicRoutes } from './modules/music/music.routes';
import { backstageRoutes } from './modules/backstage/backstage.routes';
import { billingRoutes } from './modules/billing/billing.routes';
import { subscriptionsAdminRoutes } from './modules/billing/subscriptions.routes';
import { plansRoutes } from './modules/billing/plans.routes';
import { workspacesRoutes } from './modules/workspaces/workspaces.routes';
import { notificationsRoutes } from './modules/notifications/notifications.routes';
import { appearanceRoutes } from './modules/appearance/appearance.routes';
import { customPagesRoutes } from './modules/custom-pages/custom-pages.routes';
import { contactRoutes } from './modules/contact/contact.routes';
import type { AppConfig } from './platform/config';
import { createDatabase, type DB } from './platform/db/database';
import { assertGuardIsComplete, authorizeRequest } from './platform/http/authorize';
import { CsrfProtection } from './platform/http/csrf';
import { registerErrorHandler } from './platform/http/error-handler';
import { overrideMethod } from './platform/http/method-override';
import type { ErrorLog } from './platform/logging/error-log';
import { registerOpenApi } from './platform/http/openapi';
import { healthAnswerSchema } from '@tonearm/shared/http/http.schemas';
import { registerRateLimit } from './platform/http/rate-limit';
import { registerRequestHooks } from './platform/http/request-hooks';
import { setSessionCookie } from './platform/http/session-cookie';
import { SESSION_LIFETIMES } from './modules/auth/auth.service';
import {
  allowSources,
  registerSecurityHeaders,
  STRIPE_SOURCES,
} from './platform/http/security-headers';
import { dsnOrigin } from './platform/logging/sentry-reporter';
import { adsRoutes } from './modules/ads/ads.routes';
import { seoRoutes } from './modules/seo/seo.routes';
import { registerWebApp, rewriteIndexFile } from './platform/http/web-app';
import { registerCompression } from './platform/http/compression';
import { serverPath } from './platform/server-root';

const DEFAULT_WEB_DIST = serverPath('../web/dist');

export interface AppDependencies {
  db?: DB;
  /** Reads the app key used to sign CSRF tokens; defaults to the `app_key` setting. */
  appKey?: string;
}

/**
 * Builds the whole HTTP application without listening, so tests exercise exactly what
 * production runs. The database must already be migrated and seeded (see main.ts).
 */
export async function buildApp(
  config: AppConfig,
  deps: AppDependencies = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel },
    trustProxy: config.trustProxy,
    rewriteUrl: (req) => rewriteIndexFile(overrideMethod(req)),
    bodyLimit: 10 * 1024 * 1024,
    logController: new LogController({
      disableRequestLogging: config.logLevel !== 'debug' && config.logLevel !== 'trace',
    }),
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 500 },
  });
  const db = deps.db ?? createDatabase(config.database);
  // ioredis is loaded only when Redis is configured (several instances).
  const redis = config.redisUrl
    ? new (await import('ioredis')).Redis(config.redisUrl, {
        maxRetriesPerRequest: 1,
        connectTimeout: 2000,
      })
    : null;
  const services: Services = createServices(db, config, {
    redis,
    log: { info: (message) => app.log.info(message), warn: (message) => app.log.warn(message) },
  });
  app.decorate('services', services);
  app.decorate('config', config);
  app.addHook('onClose', async () => {
    services.roles.close();
    await services.scheduler.stop();
    await services.jobs.close();
    await services.events.close();
    await services.errorReporter.close().catch(() => undefined);
    redis?.disconnect();
    services.storage.destroy();
    services.player.audio.close?.();
    if (!deps.db) await db.destroy();
  });

  const appKey = deps.appKey ?? String((await services.settings.get('app_key')) || '');
  if (!appKey)
    throw new Error('The app_key setting is empty: seed the database before building the app.');
  const csrf = new CsrfProtection(() => appKey, config.secureCookies);

  const errorLog = services.errorLog;
  app.decorate('errorLog', errorLog);
  registerErrorHandler(app, { debug: config.debug, errorLog });
  await registerCompression(app);
  await app.register(cookie);
  await app.register(formbody);
  await registerSecurityHeaders(app, {
    https: config.secureCookies,
    bucketOrigins: services.storage.bucketOrigin ? [services.storage.bucketOrigin] : [],
  });
  await registerRateLimit(app, { max: config.rateLimitPerMinute, redis });
  registerRequestHooks(app, {
    csrf,
    authenticateSession: (token, mayRotate) => services.auth.authenticateSession(token, mayRotate),
    onSessionRotated: (reply, token, auth) =>
      setSessionCookie(reply, token, {
        secure: config.secureCookies,
        ...(auth.session?.remember
          ? { maxAgeSeconds: SESSION_LIFETIMES.remembered.absoluteMs / 1000 }
          : {}),
      }),
    authenticateAccessToken: (token) => services.auth.authenticateAccessToken(token),
    guestRole: () => services.roles.guestRole(),
    canAccessWorkspace: (workspaceId, userId) => services.workspaces.canAccess(workspaceId, userId),
  });
  // The route table: what the authorization matrix and the malformed-input test walk.
  // The built web app's files (a route each, once `npm run build` has run) are public bytes
  // served as they are, not routes of the app: the table closes before they are registered.
  const routeTable: RouteTableEntry[] = [];
  let routeTableOpen = true;
  app.decorate('routeTable', routeTable);
  app.addHook('onRoute', (route) => {
    assertGuardIsComplete(route);
    // HEAD routes are Fastify's shadows of GET routes: the GET entry stands for both.
    for (const method of [route.method].flat()) {
      if (routeTableOpen && method !== 'HEAD')
        routeTable.push({ method, url: route.url, config: route.config });
    }
  });
  app.addHook('preValidation', authorizeRequest);
  registerAccountGate(app, {
    requireEmailConfirmation: async () =>
      !!(await services.settings.get('require_email_confirmation')),
  });
  app.decorate('csrf', csrf);

  await registerOpenApi(app, {
    appUrl: config.appUrl,
    isEnabled: async () => (await services.settings.get('api.integrated')) !== false,
  });

  app.get(
    '/api/v1/health',
    {
      schema: { tags: ['health'], summary: 'Ready check', response: { 200: healthAnswerSchema } },
      config: { accountGate: { unverified: true, suspended: true } },
    },
    async () => ({ status: 'ok' }),
  );
  await app.register(bootstrapRoutes);
  await app.register(logsRoutes);
  await app.register(settingsRoutes);
  await app.register(authRoutes);
  await app.register(socialAuthRoutes);
  await app.register(accountRoutes);
  await app.register(usersRoutes);
  await app.register(recaptchaRoutes);
  await app.register(catalogRoutes);
  await app.register(catalogImageRoutes);
  await app.register(playerRoutes);
  await app.register(libraryRoutes);
  await app.register(playlistsRoutes);
  await app.register(commentsRoutes);
  await app.register(searchRoutes);
  await app.register(radioRoutes);
  await app.register(filesRoutes);
  await app.register(uploadsRoutes);
  await app.register(rolesRoutes);
  await app.register(reportsRoutes);
  await app.register(insightsRoutes);
  await app.register(musicImportRoutes);
  await app.register(musicRoutes);
  await app.register(catalogAdminRoutes);
  await app.register(backstageRoutes);
  await app.register(billingRoutes);
  await app.register(subscriptionsAdminRoutes);
  await app.register(plansRoutes);
  await app.register(workspacesRoutes);
  await app.register(notificationsRoutes);
  await app.register(seoRoutes);
  await app.register(adsRoutes);
  await app.register(localizationRoutes);
  await app.register(appearanceRoutes);
  await app.register(customPagesRoutes);
  await app.register(contactRoutes);

  const distDir = config.webDistDir ?? DEFAULT_WEB_DIST;
  const indexPage = new IndexPageRenderer(path.join(distDir, 'index.html'));
  routeTableOpen = false;
  await registerWebApp(app, {
    distDir,
    renderIndex: async (request, reply) => {
      // First-party visits: the document is the first page view of the browser.
      await recordPageRender(services.reports, request, reply, config).catch((error: unknown) =>
        request.log.warn({ err: error }, 'visit not recorded'),
      );
      const data = await services.bootstrap.build({
        user: request.auth.user,
        cookies: request.cookies,
      });
      const answers = await pageData(app, request, data.settings);
      const html = indexPage.render(
        data,
        reply.cspNonces().style,
        request.url,
        answers,
        await services.seo.pageMeta(request.url, answers, data.guest_role),
        // The favicon and the custom CSS/JS files, read at each page.
        await services.appearance.pageAssets(data.settings),
      );
      // The browser reports errors straight to the DSN's service when one is set.
      const sentryOrigin = dsnOrigin(data.settings['logging.sentry_dsn']);
      if (sentryOrigin) allowSources(reply, { 'connect-src': [sentryOrigin] });
      // Stripe.js may load only while checkout can offer Stripe.
      if (data.settings['billing.enable'] && data.settings['billing.stripe.enable']) {
        allowSources(reply, STRIPE_SOURCES);
      }
      return html;
    },
    notFoundPreHandler: app.rateLimit(),
  });
  return app;
}

/** One registered route: its method, its URL pattern and the access it declares. */
export interface RouteTableEntry {
  method: string;
  url: string;
  config: unknown;
}

declare module 'fastify' {
  interface FastifyInstance {
    routeTable: readonly RouteTableEntry[];
    csrf: CsrfProtection;
    errorLog: ErrorLog;
  }
}
