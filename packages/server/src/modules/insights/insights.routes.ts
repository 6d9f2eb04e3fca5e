import {
  INSIGHTS_KINDS,
  insightsParamsSchema,
  insightsSchema,
} from '@tonearm/shared/insights/insights.schemas';
import { reportQuerySchema } from '@tonearm/shared/reports/reports.schemas';
import type { FastifyPluginAsync } from 'fastify';
import { defineRoutes } from '../../platform/http/define-routes';
import { LOGGED_IN } from '../../platform/http/guards';

/**
 * Insights: GET tracks|albums|artists/{id}/insights, for whoever manages the
 * item (its artist's manager, its uploader) or holds music.update; drafts included.
 */
export const insightsRoutes: FastifyPluginAsync = async (app) => {
  const routes = defineRoutes(app, { tags: ['insights'] });
  const insights = app.services.insights;

  for (const kind of INSIGHTS_KINDS) {
    routes.get(
      `/api/v1/${kind}s/:id/insights`,
      {
        guard: LOGGED_IN,
        summary: `A ${kind}'s insights: plays, listeners, top tracks, clients, likes, reposts and comments, with the previous period`,
        params: insightsParamsSchema,
        querystring: reportQuerySchema,
        response: insightsSchema,
      },
      async (request) => {
        await insights.authorize(await request.permissionContext(), kind, request.params.id);
        return insights.insights(kind, request.params.id, request.query);
      },
    );
  }
};
