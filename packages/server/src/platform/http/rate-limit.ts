import { randomBytes } from 'node:crypto';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { AppError } from '../errors';
import { API_PATH } from './web-app';
import { grantedBySignature } from './signed-access';

/**
 * Calls the server makes to itself while rendering a page it already metered (the page data of
 * index.html) carry this header with this process's random secret, and are not
 * counted a second time. Nobody outside the process can know the value.
 */
export const INTERNAL_CALL_HEADER = 'x-tonearm-internal-call';
export const INTERNAL_CALL_SECRET = randomBytes(24).toString('hex');

/**
 * Rate limiting: per client address across the API, shared through Redis when the
 * app runs as several processes. Answers 429 with Retry-After.
 */
export async function registerRateLimit(
  app: FastifyInstance,
  options: { max: number; redis: Redis | null },
): Promise<void> {
  await app.register(rateLimit, {
    global: true,
    max: options.max,
    timeWindow: 60_000,
    ...(options.redis
      ? { redis: options.redis, nameSpace: 'tonearm-rate-limit:', skipOnError: true }
      : {}),
    // Built files and the health probe are free; API calls and page renders (which look up the
    // caller and build the bootstrap data) count.
    allowList: (request) => {
      // A route's signed URL (the player's stream) was checked by its signature instead.
      if (grantedBySignature(request)) return true;
      const path = request.url.split('?', 1)[0] ?? '';
      if (path === '/api/v1/health') return true;
      if (request.headers[INTERNAL_CALL_HEADER] === INTERNAL_CALL_SECRET) return true;
      return !API_PATH.test(path) && !request.is404;
    },
    errorResponseBuilder: (_request, context) => {
      const seconds = Math.max(1, Math.ceil(context.ttl / 1000));
      return new AppError(
        'tooManyRequests',
        `Too many requests. Please try again in ${seconds} seconds.`,
        {
          headers: { 'retry-after': String(seconds) },
        },
      );
    },
  });
}
