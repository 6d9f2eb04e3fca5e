import type { MatrixRow } from '../authorization-matrix';
import { ALL_OK } from '../matrix-outcomes';

/** robots.txt, sitemaps and oEmbed: public, for crawlers and other sites. */
export const SEO_AUTHORIZATION_MATRIX: Record<string, MatrixRow> = {
  'GET /robots.txt': ALL_OK,
  'GET /sitemap.xml': ALL_OK,
  'GET /sitemaps/:file': { ...ALL_OK, request: () => ({ params: { file: 'tracks-1.xml' } }) },
  // Embeds need music.view, which the guest role holds.
  'GET /api/v1/oembed': {
    ...ALL_OK,
    request: (f) => ({ query: { url: `/track/${f.trackId}/matrix`, format: 'json' } }),
  },
};
