import type { FastifyRequest } from 'fastify';

/** The web app's embed pages: a track's and an album's player for iframes. */
const EMBED_PAGE = /^\/(track\/[^/]+\/[^/]+|album\/[^/]+\/[^/]+\/[^/]+)\/embed\/?$/;

function pathOf(url: string, base: string): string | null {
  try {
    return new URL(url, base).pathname;
  } catch {
    return null;
  }
}

/**
 * An embed page, or a call its script makes (known by the Referer, which the browser sends in
 * full to our own origin under our strict-origin-when-cross-origin policy). Embeds live on other
 * sites, where our cookie notice does not show: they set no cookie, so these
 * requests get no XSRF-TOKEN. A browser that drops the Referer just gets the cookie, as before.
 */
export function isEmbedRequest(request: FastifyRequest): boolean {
  const base = `http://${request.host || 'localhost'}`;
  if (EMBED_PAGE.test(pathOf(request.url, base) ?? '')) return true;
  const referer = request.headers.referer;
  if (!referer) return false;
  let refererUrl: URL;
  try {
    refererUrl = new URL(referer);
  } catch {
    return false;
  }
  // Only our own pages: another site's address proves nothing about who calls.
  if (refererUrl.host !== request.host) return false;
  return EMBED_PAGE.test(refererUrl.pathname);
}
