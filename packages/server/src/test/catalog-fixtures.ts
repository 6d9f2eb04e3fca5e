import type { Track } from '@tonearm/shared/catalog/catalog.schemas';
import { slugify } from '@tonearm/shared/format/slugify';
import { storeCatalogImage } from '../modules/catalog/catalog-images.routes';
import type { CatalogImport } from '../modules/catalog/catalog.repository';
import { taggedWav } from './audio-fixture';
import type { TestApp } from './test-app';
import { useStarted } from './use-started';

export interface TrackSpec {
  name: string;
  /** The album's artists unless given. */
  artists?: string[];
  /** The album's genres unless given. */
  genres?: string[];
  tags?: string[];
  plays?: number;
  /** Time-synced lines spread over the track, or none. */
  lyrics?: boolean;
  explicit?: boolean;
  seconds?: number;
}

export interface AlbumSpec {
  name: string;
  artists: string[];
  genres?: string[];
  tags?: string[];
  /** An ISO date; also orders the album among new releases. */
  release?: string;
  type?: string;
  tracks: (string | TrackSpec)[];
}

export interface CatalogSpec {
  genres?: string[];
  tags?: string[];
  artists?: (string | { name: string; genres?: string[]; verified?: boolean; bio?: string })[];
  albums?: AlbumSpec[];
  channels?: CatalogImport['channels'];
}

export interface BuiltCatalog {
  trackId: (name: string) => number;
  albumId: (name: string) => number;
  artistId: (name: string) => number;
  genreId: (name: string) => number;
  /** A track of this catalog through the public API shapes. */
  track: (name: string) => Promise<Track>;
}

type ChannelSpec = CatalogImport['channels'][number];

/** A public channel listing `content_type` from `source` ("top-tracks", "manual", …). */
export function channelSpec(
  slug: string,
  fields: Partial<ChannelSpec> & Pick<ChannelSpec, 'content_type' | 'source'>,
): ChannelSpec {
  return {
    key: slug,
    name: slug,
    slug,
    description: null,
    layout: 'grid',
    restriction: null,
    internal: false,
    items: [],
    ...fields,
  };
}

const SVG = '<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/>';

/**
 * Builds `spec` before the suite's tests (once its app is up: call after useTestApp). The
 * returned catalog answers from then on.
 */
export function useCatalog(t: TestApp, spec: CatalogSpec): BuiltCatalog {
  return useStarted(() => buildCatalog(t, spec));
}

/**
 * A catalog of the test's own, written the way an import writes one: genres, tags, artists,
 * albums of tracks with real (very short) audio, synced lyrics where asked, and channels.
 * Everything refers to everything else by name; names must be unique per kind.
 */
export async function buildCatalog(t: TestApp, spec: CatalogSpec): Promise<BuiltCatalog> {
  const images = t.services.storage.disk('public');
  const image = (file: string) => storeCatalogImage(images, file, SVG);
  const data: CatalogImport = {
    genres: [],
    tags: (spec.tags ?? []).map((name) => ({ key: name, name, slug: slugify(name) })),
    artists: [],
    albums: [],
    tracks: [],
    channels: spec.channels ?? [],
  };
  for (const [i, name] of (spec.genres ?? []).entries())
    data.genres.push({
      key: name,
      name,
      slug: slugify(name),
      image: await image(`genre-${slugify(name)}.svg`),
      popularity: (spec.genres ?? []).length - i,
    });
  const artistPlays = new Map<string, number>();
  let index = 0;
  for (const album of spec.albums ?? []) {
    const release = album.release ?? '2026-01-01';
    let albumPlays = 0;
    for (const [number, entry] of album.tracks.entries()) {
      const track = typeof entry === 'string' ? { name: entry } : entry;
      const wav = taggedWav(track.seconds ?? 1);
      const durationMs = (track.seconds ?? 1) * 1000;
      const key = `test/track-${++index}-${slugify(track.name)}.wav`;
      await t.services.player.audio.write(key, wav);
      const plays = track.plays ?? 0;
      const artists = track.artists ?? album.artists;
      albumPlays += plays;
      for (const artist of artists) artistPlays.set(artist, (artistPlays.get(artist) ?? 0) + plays);
      data.tracks.push({
        key: track.name,
        name: track.name,
        album: album.name,
        number: number + 1,
        duration_ms: durationMs,
        explicit: !!track.explicit,
        description: null,
        audio_key: key,
        audio_mime: 'audio/wav',
        audio_size: wav.length,
        artists,
        genres: track.genres ?? album.genres ?? [],
        tags: track.tags ?? [],
        plays_count: plays,
        lyrics: track.lyrics
          ? {
              text: [0.2, 0.4, 0.6, 0.8]
                .map((share, line) => {
                  const seconds = ((durationMs * share) / 1000).toFixed(2).padStart(5, '0');
                  return `[00:${seconds}]Line ${line + 1} of ${track.name}`;
                })
                .join('\n'),
              is_synced: true,
            }
          : null,
        created_at: new Date(Date.parse(release) + number * 60_000).toISOString(),
      });
    }
    data.albums.push({
      key: album.name,
      name: album.name,
      image: await image(`album-${slugify(album.name)}.svg`),
      release_date: release,
      type: album.type ?? 'album',
      description: null,
      artists: album.artists,
      genres: album.genres ?? [],
      tags: album.tags ?? [],
      plays_count: albumPlays,
      created_at: new Date(Date.parse(release)).toISOString(),
    });
  }
  for (const entry of spec.artists ?? []) {
    const artist = typeof entry === 'string' ? { name: entry } : entry;
    data.artists.push({
      key: artist.name,
      name: artist.name,
      image: await image(`artist-${slugify(artist.name)}.svg`),
      bio: artist.bio ?? null,
      verified: !!artist.verified,
      links: [],
      genres: artist.genres ?? [],
      plays_count: artistPlays.get(artist.name) ?? 0,
    });
  }
  const ids = await t.services.catalog.importCatalog(data);
  const need = (kind: string) => (name: string) => {
    const id = ids[kind]?.get(name);
    if (id === undefined) throw new Error(`No ${kind} named ${name} in this catalog`);
    return id;
  };
  const trackId = need('track');
  return {
    trackId,
    albumId: need('album'),
    artistId: need('artist'),
    genreId: need('genre'),
    track: async (name) => (await t.services.catalog.tracks([trackId(name)], null))[0]!,
  };
}

/** The catalog most suites need: one artist and one album of theirs with these tracks. */
export function buildAlbum(
  t: TestApp,
  album: { artist: string; name: string; tracks: AlbumSpec['tracks'] },
): Promise<BuiltCatalog> {
  return buildCatalog(t, {
    artists: [album.artist],
    albums: [{ name: album.name, artists: [album.artist], tracks: album.tracks }],
  });
}

/**
 * One of each kind of catalog row, named after `name`: a genre, a tag, an artist with an
 * album of one track (audio and synced lyrics) and a channel, for a suite that needs the
 * catalog's ids to point at something.
 */
export function buildCatalogOfOne(t: TestApp, name: string): Promise<BuiltCatalog> {
  const genre = `${name} genre`;
  const tag = `${name} tag`;
  const artist = `${name} artist`;
  return buildCatalog(t, {
    genres: [genre],
    tags: [tag],
    artists: [artist],
    albums: [
      {
        name: `${name} album`,
        artists: [artist],
        genres: [genre],
        tags: [tag],
        tracks: [{ name: `${name} track`, lyrics: true, tags: [tag] }],
      },
    ],
    channels: [
      channelSpec(slugify(`${name} channel`), { content_type: 'tracks', source: 'top-tracks' }),
    ],
  });
}
