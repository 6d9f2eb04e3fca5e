import { canonicalPaths } from '@tonearm/shared/seo/canonical-paths';
import {
  renderSeoTemplate,
  seoDescriptionKey,
  seoTitleKey,
  type SeoPageType,
} from '@tonearm/shared/seo/seo-settings';
import {
  clip,
  list,
  num,
  obj,
  plainText,
  SEO_VALUES,
  seoTemplateOf,
  siteSeoValues,
  str,
} from '@tonearm/shared/seo/seo-values';

/**
 * What a page says about itself: `<title>`, the description, the canonical URL,
 * Open Graph and Twitter tags and its JSON-LD. Every URL in it is absolute.
 */
export interface PageMeta {
  title?: string;
  description?: string;
  /** The canonical address: the app URL and the page's canonical slug form. */
  canonical?: string;
  /** og:type (music.song, music.album, music.musician, music.playlist, profile, website). */
  type?: string;
  image?: string;
  /** og:audio: the stream a guest may play. */
  audio?: string;
  /** schema.org data, rendered as `<script type="application/ld+json">`. */
  jsonLd?: Record<string, unknown>;
  /** The oEmbed discovery URL (track and album pages). */
  oembed?: string;
}

export interface PageMetaContext {
  /** Every setting (the SEO templates are not public). */
  settings: Record<string, unknown>;
  /** config.appUrl, without a trailing slash. */
  appUrl: string;
  /** The path asked for (no query string): the home page's channel is canonical at `/`. */
  pathname: string;
  /** Whether a guest may listen (the guest role holds music.view): og:audio is left out if not. */
  guestsMayListen: boolean;
}

type Json = Record<string, unknown>;

/** `/x` → `https://site/x`; an http(s) URL stays; anything else is dropped. */
export function absoluteUrl(appUrl: string, value: unknown): string | undefined {
  const url = str(value);
  if (/^https?:\/\/[^\s"'<>]+$/i.test(url)) return url;
  if (/^\/(?!\/)[^\s"'<>]*$/.test(url)) return `${appUrl}${url}`;
  return undefined;
}

/** 205 000 ms → "PT3M25S" (schema.org durations are ISO 8601). */
export function isoDuration(ms: unknown): string | undefined {
  const value = num(ms);
  if (value === undefined || value <= 0) return undefined;
  const seconds = Math.round(value / 1000);
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  return `PT${h ? `${h}H` : ''}${m ? `${m}M` : ''}${s || (!h && !m) ? `${s}S` : ''}`;
}

/** Leaves out the keys whose value is undefined, '' or an empty list. */
function compact(value: Json): Json {
  return Object.fromEntries(
    Object.entries(value).filter(
      ([, v]) => v !== undefined && v !== '' && !(Array.isArray(v) && v.length === 0),
    ),
  );
}

/** Makes a URL absolute (see absoluteUrl), or drops it. */
type Abs = (value: unknown) => string | undefined;

interface Resolved {
  type: SeoPageType;
  values: Record<string, string>;
  /** A title or description the editor wrote for this one page: wins over the template. */
  ownTitle?: string;
  ownDescription?: string;
  canonicalPath: string;
  ogType: string;
  image?: unknown;
  audio?: unknown;
  jsonLd: (canonical: string, abs: Abs) => Json;
  oembed?: boolean;
}

/** A mention of another page: its schema.org type, its name and, given an id, its address. */
function pageRef(type: string, entity: Json, abs: Abs, path: (id: number, name: string) => string) {
  const id = num(entity.id);
  const name = str(entity.name);
  return { '@type': type, name, url: id ? abs(path(id, name)) : undefined };
}

function artistRef(artist: Json, abs: Abs): Json {
  return compact(pageRef('MusicGroup', artist, abs, canonicalPaths.artist));
}

function recording(track: Json, abs: Abs): Json {
  return compact({
    ...pageRef('MusicRecording', track, abs, canonicalPaths.track),
    duration: isoDuration(track.duration_ms),
    byArtist: list(track.artists).map((a) => artistRef(a, abs)),
  });
}

function albumRef(album: Json, abs: Abs): Json {
  const artist = str(list(album.artists)[0]?.name);
  return compact({
    ...pageRef('MusicAlbum', album, abs, (id, name) => canonicalPaths.album(id, name, artist)),
    image: abs(album.image),
  });
}

/** The start of a music page's JSON-LD: its schema.org type, name, address, picture and blurb. */
function workLd(type: string, entity: Json, name: string, url: string, abs: Abs, blurb: unknown) {
  return {
    '@type': type,
    name,
    url,
    image: abs(entity.image),
    description: clip(plainText(str(blurb))),
  };
}

type Resolver = (answer: Json, context: PageMetaContext) => Resolved | null;

/**
 * The resolver of one entity's page: the answer's `type` key holds the entity, and without an id
 * there is no meta. Its page type and SEO values follow from `type`, its picture is the entity's
 * unless `describe` names another; `describe` says the rest.
 */
function entityPage(
  type: 'artist' | 'album' | 'track' | 'playlist' | 'user',
  describe: (
    entity: Json,
    page: { id: number; name: string; answer: Json; context: PageMetaContext },
  ) => Omit<Resolved, 'type' | 'values'>,
): Resolver {
  return (answer, context) => {
    const entity = obj(answer[type]);
    const id = num(entity.id);
    if (!id) return null;
    const described = describe(entity, { id, name: str(entity.name), answer, context });
    return { type, values: SEO_VALUES[type](entity), image: entity.image, ...described };
  };
}

/** One resolver per page type: the answer of the page's first call → what its meta says. */
const RESOLVERS: { call: RegExp; resolve: Resolver }[] = [
  {
    call: /^\/api\/v1\/artists\/\d+$/,
    resolve: entityPage('artist', (artist, { id, name, answer }) => ({
      canonicalPath: canonicalPaths.artist(id, name),
      ogType: 'music.musician',
      jsonLd: (url, abs) =>
        compact({
          ...workLd('MusicGroup', artist, name, url, abs, artist.bio),
          genre: list(artist.genres).map((genre) => str(genre.name)),
          sameAs: list(artist.links)
            .map((link) => abs(link.url))
            .filter((link) => link?.startsWith('http')),
          track: list(answer.top_tracks).map((track) => recording(track, abs)),
          album: list(answer.albums).map((album) => albumRef(album, abs)),
        }),
    })),
  },
  {
    call: /^\/api\/v1\/albums\/\d+$/,
    resolve: entityPage('album', (album, { id, name }) => {
      const artists = list(album.artists);
      return {
        canonicalPath: canonicalPaths.album(id, name, str(artists[0]?.name)),
        ogType: 'music.album',
        oembed: true,
        jsonLd: (url, abs) =>
          compact({
            ...workLd('MusicAlbum', album, name, url, abs, album.description),
            datePublished: str(album.release_date) || undefined,
            byArtist: artists.map((artist) => artistRef(artist, abs)),
            numTracks: num(album.tracks_count),
            genre: list(album.genres).map((genre) => str(genre.name)),
            track: list(album.tracks).map((track) => recording(track, abs)),
          }),
      };
    }),
  },
  {
    call: /^\/api\/v1\/tracks\/\d+$/,
    resolve: entityPage('track', (track, { id, name, context }) => {
      const album = obj(track.album);
      const image = track.image ?? album.image;
      return {
        canonicalPath: canonicalPaths.track(id, name),
        ogType: 'music.song',
        image,
        audio: context.guestsMayListen ? track.src : undefined,
        oembed: true,
        jsonLd: (url, abs) =>
          compact({
            ...recording(track, abs),
            url,
            image: abs(image),
            description: clip(plainText(str(track.description))),
            inAlbum: album.id ? albumRef(album, abs) : undefined,
            genre: list(track.genres).map((genre) => str(genre.name)),
            audio: context.guestsMayListen
              ? compact({ '@type': 'AudioObject', contentUrl: abs(track.src) })
              : undefined,
          }),
      };
    }),
  },
  {
    call: /^\/api\/v1\/playlists\/\d+$/,
    resolve: entityPage('playlist', (playlist, { id, name }) => {
      const owner = obj(playlist.owner);
      const ownerId = num(owner.id);
      return {
        canonicalPath: canonicalPaths.playlist(id, name),
        ogType: 'music.playlist',
        jsonLd: (url, abs) =>
          compact({
            ...workLd('MusicPlaylist', playlist, name, url, abs, playlist.description),
            numTracks: num(playlist.tracks_count),
            author: ownerId
              ? compact({
                  '@type': 'Person',
                  name: str(owner.name),
                  url: abs(canonicalPaths.user(ownerId, str(owner.name))),
                })
              : undefined,
          }),
      };
    }),
  },
  {
    call: /^\/api\/v1\/users\/\d+\/profile$/,
    resolve: entityPage('user', (user, { id, name }) => ({
      canonicalPath: canonicalPaths.user(id, name),
      ogType: 'profile',
      jsonLd: (url, abs) => ({
        '@type': 'ProfilePage',
        url,
        mainEntity: compact({ '@type': 'Person', name, url, image: abs(user.image) }),
      }),
    })),
  },
  {
    // GET custom-pages/{id or slug}: {page: {id, slug, title, body, meta_title, meta_description, updated_at}}.
    call: /^\/api\/v1\/custom-pages\/[^/?]+$/,
    resolve: (answer) => {
      const page = obj(answer.page);
      const slug = str(page.slug);
      if (!slug) return null;
      const title = str(page.title);
      const excerpt = clip(plainText(str(page.body)));
      return {
        type: 'custom_page',
        values: SEO_VALUES.custom_page(page),
        ownTitle: str(page.meta_title),
        ownDescription: str(page.meta_description),
        canonicalPath: canonicalPaths.customPage(slug),
        ogType: 'website',
        jsonLd: (url) =>
          compact({
            '@type': 'WebPage',
            name: str(page.meta_title) || title,
            url,
            description: str(page.meta_description) || excerpt,
            dateModified: str(page.updated_at) || undefined,
          }),
      };
    },
  },
  {
    call: /^\/api\/v1\/channels\/[^?]+/,
    resolve: (answer, context) => {
      const channel = obj(answer.channel);
      const slug = str(channel.slug);
      if (!slug) return null;
      const name = str(channel.name);
      // The home page shows its channel at `/`: that is its canonical address, and the page is
      // the site itself, so it keeps the site's name unless the channel names an SEO title.
      const isHome = context.pathname === '/';
      const canonicalPath = isHome ? '/' : canonicalPaths.channel(slug);
      const siteName = str(context.settings['branding.site_name']) || 'Tonearm';
      return {
        type: 'channel',
        values: SEO_VALUES.channel(channel),
        // The channel editor's SEO title and description win over the template.
        ownTitle: str(channel.seo_title) || (isHome ? siteName : ''),
        ownDescription:
          str(channel.seo_description) ||
          (isHome ? str(context.settings['branding.site_description']) : ''),
        canonicalPath,
        ogType: 'website',
        jsonLd: (url) =>
          compact({
            '@type': 'CollectionPage',
            name: str(channel.seo_title) || name,
            url,
            description: str(channel.seo_description) || plainText(str(channel.description)),
          }),
      };
    },
  },
];

/**
 * The meta of the page at hand, read from the answers of its first calls (page-data.ts), which
 * were made as the visitor: a page they may not see has no answer and so no meta of its own.
 * Titles and descriptions follow the `seo.<type>.*` templates; an empty result falls back to
 * the site's own. Answers no resolver knows give `{}` (the site's title and description).
 */
export function pageMetaOf(pageData: Record<string, unknown>, context: PageMetaContext): PageMeta {
  for (const [url, answer] of Object.entries(pageData)) {
    const resolver = RESOLVERS.find((candidate) => candidate.call.test(url.split('?')[0]!));
    if (!resolver) continue;
    const resolved = resolver.resolve(obj(answer), context);
    if (!resolved) continue;
    const { settings, appUrl } = context;
    const values = { ...siteSeoValues(settings), ...resolved.values };
    const title =
      resolved.ownTitle ||
      renderSeoTemplate(seoTemplateOf(settings, seoTitleKey(resolved.type)), values);
    const description =
      resolved.ownDescription ||
      renderSeoTemplate(seoTemplateOf(settings, seoDescriptionKey(resolved.type)), values);
    const abs = (value: unknown) => absoluteUrl(appUrl, value);
    const canonical = `${appUrl}${resolved.canonicalPath}`;
    const meta: PageMeta = {
      canonical,
      type: resolved.ogType,
      jsonLd: { '@context': 'https://schema.org', ...resolved.jsonLd(canonical, abs) },
    };
    if (title) meta.title = clip(title, 200);
    if (description) meta.description = clip(description);
    const image = abs(resolved.image);
    if (image) meta.image = image;
    const audio = abs(resolved.audio);
    if (audio) meta.audio = audio;
    if (resolved.oembed)
      meta.oembed = `${appUrl}/api/v1/oembed?format=json&url=${encodeURIComponent(canonical)}`;
    return meta;
  }
  return {};
}
