import {
  playsReportSchema,
  recordVisitSchema,
  reportQuerySchema,
  visitorsReportSchema,
} from '@tonearm/shared/reports/reports.schemas';
import { COOKIES } from '@tonearm/shared/constants';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { isEmbedRequest } from '../../platform/http/embed-requests';
import { clientInfo } from '../../platform/http/request-context';
import { isVisitorNavigation, REPORTS_GUARD } from './reports.policy';
import type { PageView, ReportsService } from './reports.service';
import { ensureVisitorId, visitorIdOf } from './visitor-cookie';
import { defineRoutes } from '../../platform/http/define-routes';

/** This site's host names: a referrer from one of them is a move within the site. */
export function ownHosts(request: FastifyRequest, appUrl: string): string[] {
  const hosts = [request.hostname];
  try {
    hosts.push(new URL(appUrl).hostname);
  } catch {
    // APP_URL is validated by the config; nothing more to add without it.
  }
  return hosts;
}

/** The page view of a request (the document itself, or the SPA's beacon for a later page). */
export function pageViewOf(
  request: FastifyRequest,
  appUrl: string,
  page: { path: string; referrer: string | null | undefined },
): PageView {
  return {
    ...page,
    ownHosts: ownHosts(request, appUrl),
    client: clientInfo(request),
    visitorId: visitorIdOf(request),
  };
}

/**
 * Counts the page the server renders (the first page view of a browser's stay) and gives the
 * browser its visitor cookie if it has none (not on embed pages). While visit tracking is off no cookie is given,
 * and one given before is removed.
 */
export async function recordPageRender(
  reports: ReportsService,
  request: FastifyRequest,
  reply: FastifyReply,
  site: { appUrl: string; secureCookies: boolean },
): Promise<void> {
  if (!isVisitorNavigation(request)) return;
  if (!(await reports.tracksVisits())) {
    if (request.cookies[COOKIES.visitor] !== undefined)
      reply.clearCookie(COOKIES.visitor, { path: '/', secure: site.secureCookies });
    return;
  }
  // An embed lives on another site, where our cookie notice does not show: it gives no cookie
  // (and so counts only for a browser that already has one).
  const visitorId = isEmbedRequest(request)
    ? visitorIdOf(request)
    : ensureVisitorId(request, reply, { secure: site.secureCookies });
  await reports.recordPageView({
    ...pageViewOf(request, site.appUrl, { path: request.url, referrer: request.headers.referer }),
    visitorId,
  });
}

/** Reports: the admin reports, and the visit beacon of the web app. */
export const reportsRoutes: FastifyPluginAsync = async (app) => {
  const routes = defineRoutes(app, { tags: ['reports'] });
  const reports = app.services.reports;

  routes.get(
    '/api/v1/admin/reports/plays',
    {
      guard: REPORTS_GUARD,
      summary: 'Plays report: totals, series, top music and listeners, with the previous period',
      querystring: reportQuerySchema,
      response: playsReportSchema,
    },
    async (request) => reports.playsReport(request.query),
  );

  routes.get(
    '/api/v1/admin/reports/visitors',
    {
      guard: REPORTS_GUARD,
      summary: 'Visitors report: visits, unique visitors, pages, referrers and clients',
      querystring: reportQuerySchema,
      response: visitorsReportSchema,
    },
    async (request) => reports.visitorsReport(request.query),
  );

  // The first page the browser loads is counted when the server answers the document
  // (recordPageRender); the web app reports each later client-side navigation here, and the
  // visitor cookie that document gave says whose. No third party.
  routes.post(
    '/api/v1/visits',
    {
      summary: 'Record a page view of the web app (first-party analytics)',
      body: recordVisitSchema,
      noContent: true,
    },
    async (request) => {
      await reports.recordPageView(
        pageViewOf(request, app.config.appUrl, {
          path: request.body.path,
          referrer: request.body.referrer,
        }),
      );
    },
  );
};
