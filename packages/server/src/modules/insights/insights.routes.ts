import {
  INSIGHTS_KINDS,
  insightsParamsSchema,
  insightsSchema,
} from '@tonearm/shared/insights/insights.schemas';
import { reportQuerySchema } from '@tonearm/shared/reports/reports.schemas';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

/**
 * Insights: GET tracks|albums|artists/{id}/insights, for whoever manages the
 * item (its artist's manager, its uploader) or holds music.update; drafts included.
 */
export const insightsRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const insights = app.services.insights;

  for (const kind of INSIGHTS_KINDS) {
    app.get(
      `/api/v1/${kind}s/:id/insights`,
      {
        config: { guard: { auth: true } },
        schema: {
          tags: ['insights'],
          summary: `A ${kind}'s insights: plays, listeners, top tracks, clients, likes, reposts and comments, with the previous period`,
          params: insightsParamsSchema,
          querystring: reportQuerySchema,
          response: { 200: insightsSchema },
        },
      },
      async (request) => {
        await insights.authorize(await request.permissionContext(), kind, request.params.id);
        return insights.insights(kind, request.params.id, request.query);
      },
    );
  }
};
