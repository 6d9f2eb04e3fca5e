import type { IncomingMessage } from 'node:http';
import { METHOD_OVERRIDE_HEADER } from '@tonearm/shared/constants';

const OVERRIDABLE = new Set(['PUT', 'PATCH', 'DELETE']);

/**
 * Method override: a POST carrying `X-HTTP-Method-Override` (or `_method` in the
 * query) is routed as that method. Fastify routes by `req.method` right after `rewriteUrl`,
 * so this runs there, before routing, for real sockets and `inject()` alike.
 */
export function overrideMethod(req: IncomingMessage): string {
  const url = req.url ?? '/';
  if (req.method !== 'POST') return url;
  const header = req.headers[METHOD_OVERRIDE_HEADER];
  let wanted = (Array.isArray(header) ? header[0] : header)?.toUpperCase();
  if (!wanted && url.includes('_method=')) {
    wanted = new URLSearchParams(url.slice(url.indexOf('?') + 1)).get('_method')?.toUpperCase();
  }
  if (wanted && OVERRIDABLE.has(wanted)) req.method = wanted;
  return url;
}
