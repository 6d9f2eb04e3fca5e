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
  jsonLd: (canonical: string, abs: (value: unknown) => string | undefined) => Json;
  oembed?: boolean;
}

function artistRef(artist: Json, abs: (v: unknown) => string | undefined): Json {
  const id = num(artist.id);
  return compact({
    '@type': 'MusicGroup',
    name: str(artist.name),
    url: id ? abs(canonicalPaths.artist(id, str(artist.name))) : undefined,
  });
}

function recording(track: Json, abs: (v: unknown) => string | undefined): Json {
  const id = num(track.id);
  return compact({
    '@type': 'MusicRecording',
    name: str(track.name),
    url: id ? abs(canonicalPaths.track(id, str(track.name))) : undefined,
    duration: isoDuration(track.duration_ms),
    byArtist: list(track.artists).map((a) => artistRef(a, abs)),
  });
}

function albumRef(album: Json, abs: (v: unknown) => string | undefined): Json {
  const id = num(album.id);
  const artist = str(list(album.artists)[0]?.name);
  return compact({
    '@type': 'MusicAlbum',
    name: str(album.name),
    url: id ? abs(canonicalPaths.album(id, str(album.name), artist)) : undefined,
    image: abs(album.image),
  });
}

/** One resolver per page type: the answer of the page's first call → what its meta says. */
const RESOLVERS: {
  call: RegExp;
  resolve: (answer: Json, context: PageMetaContext) => Resolved | null;
}[] = [
  {
    call: /^\/api\/v1\/artists\/\d+$/,
    resolve: (answer) => {
      const artist = obj(answer.artist);
      const id = num(artist.id);
      if (!id) return null;
      const name = str(artist.name);
      return {
        type: 'artist',
        values: SEO_VALUES.artist(artist),
        canonicalPath: canonicalPaths.artist(id, name),
        ogType: 'music.musician',
        image: artist.image,
        jsonLd: (url, abs) =>
          compact({
            '@type': 'MusicGroup',
            name,
            url,
            image: abs(artist.image),
            description: clip(plainText(str(artist.bio))),
            genre: list(artist.genres).map((genre) => str(genre.name)),
            sameAs: list(artist.links)
              .map((link) => abs(link.url))
              .filter((link) => link?.startsWith('http')),
            track: list(answer.top_tracks).map((track) => recording(track, abs)),
            album: list(answer.albums).map((album) => albumRef(album, abs)),
          }),
      };
    },
  },
  {
    call: /^\/api\/v1\/albums\/\d+$/,
    resolve: (answer) => {
      const album = obj(answer.album);
      const id = num(album.id);
      if (!id) return null;
      const name = str(album.name);
      const artists = list(album.artists);
      const tracks = list(album.tracks);
      return {
        type: 'album',
        values: SEO_VALUES.album(album),
        canonicalPath: canonicalPaths.album(id, name, str(artists[0]?.name)),
        ogType: 'music.album',
        image: album.image,
        oembed: true,
        jsonLd: (url, abs) =>
          compact({
            '@type': 'MusicAlbum',
            name,
            url,
            image: abs(album.image),
            description: clip(plainText(str(album.description))),
            datePublished: str(album.release_date) || undefined,
            byArtist: artists.map((artist) => artistRef(artist, abs)),
            numTracks: num(album.tracks_count),
            genre: list(album.genres).map((genre) => str(genre.name)),
            track: tracks.map((track) => recording(track, abs)),
          }),
      };
    },
  },
  {
    call: /^\/api\/v1\/tracks\/\d+$/,
    resolve: (answer, context) => {
      const track = obj(answer.track);
      const id = num(track.id);
      if (!id) return null;
      const name = str(track.name);
      const album = obj(track.album);
      const image = track.image ?? album.image;
      return {
        type: 'track',
        values: SEO_VALUES.track(track),
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
    },
  },
  {
    call: /^\/api\/v1\/playlists\/\d+$/,
    resolve: (answer) => {
      const playlist = obj(answer.playlist);
      const id = num(playlist.id);
      if (!id) return null;
      const name = str(playlist.name);
      const owner = obj(playlist.owner);
      const ownerId = num(owner.id);
      return {
        type: 'playlist',
        values: SEO_VALUES.playlist(playlist),
        canonicalPath: canonicalPaths.playlist(id, name),
        ogType: 'music.playlist',
        image: playlist.image,
        jsonLd: (url, abs) =>
          compact({
            '@type': 'MusicPlaylist',
            name,
            url,
            image: abs(playlist.image),
            description: clip(plainText(str(playlist.description))),
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
    },
  },
  {
    call: /^\/api\/v1\/users\/\d+\/profile$/,
    resolve: (answer) => {
      const user = obj(answer.user);
      const id = num(user.id);
      if (!id) return null;
      const name = str(user.name);
      return {
        type: 'user',
        values: SEO_VALUES.user(user),
        canonicalPath: canonicalPaths.user(id, name),
        ogType: 'profile',
        image: user.image,
        jsonLd: (url, abs) => ({
          '@type': 'ProfilePage',
          url,
          mainEntity: compact({ '@type': 'Person', name, url, image: abs(user.image) }),
        }),
      };
    },
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
