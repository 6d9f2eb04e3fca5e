import { HOME_CHANNEL_SLUG } from '@tonearm/shared/catalog/catalog-constants';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { INTERNAL_CALL_HEADER, INTERNAL_CALL_SECRET } from '../../platform/http/rate-limit';
import { routePatternRegExp } from './route-preloads';

type Settings = Record<string, unknown>;

/** List pages ask for this many items first (web lib/infinite-list.ts LIST_PAGE_SIZE). */
const FIRST_PAGE = 'page=1&perPage=20';
const ID = /^\d{1,10}$/;

/** A path segment as written (undefined when absent or malformed). */
function decoded(segment: string | undefined): string | undefined {
  if (!segment) return undefined;
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}

/**
 * The API calls a landing page makes first, exactly as the web app makes them. The
 * index page carries their answers, so the page renders without waiting for a round trip. A
 * call the page no longer makes is harmless (unused); a call it makes differently just goes to
 * the network as before. `e2e/first-load.spec.ts` checks these pages make none of them.
 */
const PAGES: {
  pattern: RegExp;
  calls: (params: Record<string, string>, s: Settings) => string[];
}[] = [
  {
    pattern: routePatternRegExp('/'),
    calls: (_params, settings) => {
      const type = settings['homepage.type'] ?? 'channel';
      if (type !== 'channel') return [];
      const value = settings['homepage.value'];
      const slug = typeof value === 'string' && value ? value : HOME_CHANNEL_SLUG;
      return [`/api/v1/channels/${encodeURIComponent(slug)}?${FIRST_PAGE}`];
    },
  },
  {
    // Its answer also gives the page its SEO title and description (page-meta.ts).
    pattern: routePatternRegExp('/channel/:slugOrId/:restriction?'),
    calls: ({ slugOrId, restriction }) => {
      const slug = decoded(slugOrId);
      if (!slug) return [];
      const value = decoded(restriction);
      const query = value ? `&restriction=${encodeURIComponent(value)}` : '';
      return [`/api/v1/channels/${encodeURIComponent(slug)}?${FIRST_PAGE}${query}`];
    },
  },
  {
    pattern: routePatternRegExp('/artist/:artistId/:artistName?'),
    calls: ({ artistId }) => (ID.test(artistId!) ? [`/api/v1/artists/${artistId}`] : []),
  },
  {
    pattern: routePatternRegExp('/album/:albumId/:artistName/:albumName'),
    calls: ({ albumId }) => (ID.test(albumId!) ? [`/api/v1/albums/${albumId}`] : []),
  },
  {
    pattern: routePatternRegExp('/track/:trackId/:trackName?'),
    calls: ({ trackId }) => (ID.test(trackId!) ? [`/api/v1/tracks/${trackId}`] : []),
  },
  // These answers give the playlist and profile pages their meta (page-meta.ts).
  {
    pattern: routePatternRegExp('/playlist/:playlistId/:playlistName?'),
    calls: ({ playlistId }) => (ID.test(playlistId!) ? [`/api/v1/playlists/${playlistId}`] : []),
  },
  {
    pattern: routePatternRegExp('/user/:userId/:userName?/:tabName?'),
    calls: ({ userId }) => (ID.test(userId!) ? [`/api/v1/users/${userId}/profile`] : []),
  },
  // A custom page by its id (the slug after it is only for people) or its slug.
  {
    pattern: routePatternRegExp('/pages/:pageId/:pageSlug'),
    calls: ({ pageId }) => (ID.test(pageId!) ? [`/api/v1/custom-pages/${pageId}`] : []),
  },
  {
    pattern: routePatternRegExp('/pages/:pageSlug'),
    calls: ({ pageSlug }) => {
      const slug = decoded(pageSlug);
      return slug ? [`/api/v1/custom-pages/${encodeURIComponent(slug)}`] : [];
    },
  },
];

/** The calls of the page at `url` (its path; the query string is ignored). */
export function pageDataCalls(url: string, settings: Settings): string[] {
  const pathname = url.split(/[?#]/)[0] ?? '/';
  for (const page of PAGES) {
    const match = page.pattern.exec(pathname);
    if (match) return page.calls(match.groups ?? {}, settings);
  }
  return [];
}

/**
 * Answers the page's first calls inside the server, as the visitor (same cookies), and returns
 * them keyed by URL: only successful JSON answers; anything else is left for the page to ask.
 */
export async function pageData(
  app: FastifyInstance,
  request: FastifyRequest,
  settings: Settings,
): Promise<Record<string, unknown>> {
  const calls = pageDataCalls(request.url, settings);
  const answers = await Promise.all(
    calls.map(async (url) => {
      const response = await app.inject({
        method: 'GET',
        url,
        headers: {
          accept: 'application/json',
          // The page render that asks was metered already.
          [INTERNAL_CALL_HEADER]: INTERNAL_CALL_SECRET,
          ...(request.headers.cookie ? { cookie: request.headers.cookie } : {}),
          ...(request.headers['user-agent'] ? { 'user-agent': request.headers['user-agent'] } : {}),
        },
        remoteAddress: request.ip,
      });
      if (response.statusCode !== 200) return null;
      try {
        return [url, response.json()] as const;
      } catch {
        return null;
      }
    }),
  );
  return Object.fromEntries(answers.filter((answer) => answer !== null));
}

const field = (value: unknown, key: string): unknown =>
  value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined;
const items = (channel: unknown): unknown[] => {
  const data = field(field(field(channel, 'content'), 'pagination'), 'data');
  return Array.isArray(data) ? data : [];
};
/** A card's cover, as the web app's cards pick it (a track without one shows its album's). */
const cover = (item: unknown): unknown =>
  field(item, 'image') ?? field(field(item, 'album'), 'image');

/** The first cover a channel shows as a card (carousels and grids; lists show small covers). */
function channelCover(channel: unknown): unknown {
  if (field(channel, 'content_type') === 'channels') {
    // The home channel: its first section that has anything (an empty one renders nothing).
    const first = items(channel).find((child) => items(child).length > 0);
    return first === undefined ? undefined : channelCover(first);
  }
  const layout = field(channel, 'layout');
  if (layout !== 'carousel' && layout !== 'grid') return undefined;
  if (field(channel, 'content_type') === 'genres') return undefined;
  return cover(items(channel)[0]);
}

/** Only a same-origin path or an http(s) address may become a preload link. */
const IMAGE_URL = /^(\/(?!\/)|https?:\/\/)[^\s"'<>]+$/;

/**
 * The image that is likely the page's largest paint: the artist's, album's or track's
 * header image, or the home channel's first cover. The index page preloads it, so it loads beside
 * the scripts instead of once they have rendered the page. Taken from the page data answers.
 */
export function firstScreenImage(answers: Record<string, unknown>): string | null {
  let image: unknown;
  for (const [call, answer] of Object.entries(answers)) {
    if (call.startsWith('/api/v1/channels/')) image = channelCover(field(answer, 'channel'));
    else if (call.startsWith('/api/v1/artists/')) image = field(field(answer, 'artist'), 'image');
    else if (call.startsWith('/api/v1/albums/')) image = field(field(answer, 'album'), 'image');
    else if (call.startsWith('/api/v1/tracks/')) image = cover(field(answer, 'track'));
    if (image !== undefined) break;
  }
  return typeof image === 'string' && IMAGE_URL.test(image) ? image : null;
}
