import type { FastifyRequest } from 'fastify';

/** The reports are the admin area's index, open to whoever may enter it. */
export const REPORTS_GUARD = { auth: true, permissions: ['admin.access'] } as const;

/**
 * Visits count people reading the site: a prefetch or prerender the browser made on its own
 * is not a visit.
 */
export function isVisitorNavigation(request: FastifyRequest): boolean {
  const purpose = String(request.headers['sec-purpose'] ?? request.headers.purpose ?? '');
  return request.method === 'GET' && !/prefetch|prerender/i.test(purpose);
}
