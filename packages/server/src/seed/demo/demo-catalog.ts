import fs from 'node:fs';
import path from 'node:path';
import { slugify } from '@tonearm/shared/format/slugify';
import type { Services } from '../../container';
import type { AppConfig } from '../../platform/config';
import { serverPath, SERVER_ROOT } from '../../platform/server-root';
import { LocalAudioStore, type AudioStore } from '../../platform/storage/audio-store';
import type { CatalogImport } from '../../modules/catalog/catalog.repository';
import { catalogImageUrl, storeCatalogImage } from '../../modules/catalog/catalog-images.routes';
import { artistSvg, coverSvg, genreSvg } from './art';
import { prng, renderSong } from './synth';
import { seedDemoActivity } from './demo-activity';
import {
  DEMO_TRACK_SECONDS,
  demoAudioPlan,
  loadPrebuiltDemoAudio,
  type DemoTrackAudio,
  type PrebuiltDemoTrack,
} from './demo-audio';
import { ALBUMS, ARTISTS, GENRES, TAGS } from './demo-data';

/**
 * The demo catalog a new install starts with: 7 artists, 9 albums, 42 tracks of generated,
 * playable music, covers, genres, tags, time-synced lyrics, admin playlists and a "discover"
 * home channel. Runs only on an empty catalog, so it is safe on every start.
 */

const LYRIC_LINES = [
  'Headlights painting the rain',
  'We were running out of road again',
  'Hold the signal, hold it close',
  'Every city sleeps but us',
  'Turn the radio up, let it glow',
  'I can hear the ocean in the static',
  'Say my name when the morning comes',
  'All the lights are slowly fading',
  'Keep the engine warm tonight',
  'We were dreamers of the lights',
  'Paper moon above the harbour',
  'Every word a little brighter',
  'Coffee rings and window seats',
  'Quiet streets and steady beats',
  'Follow the tide back home',
  'Salt in the air and cedar smoke',
];

/** Synced lyrics: one line every two bars from the second bar, ending before the fade. */
function lrcFor(seed: number, barsMs: number[], durationMs: number): string {
  const random = prng(seed * 31 + 7);
  const lines: string[] = [];
  const start = Math.floor(random() * LYRIC_LINES.length);
  for (let i = 1; i < barsMs.length - 1; i += 2) {
    const ms = barsMs[i]!;
    if (ms > durationMs - 2500) break;
    const minutes = Math.floor(ms / 60_000);
    const seconds = ((ms % 60_000) / 1000).toFixed(2).padStart(5, '0');
    // Walk the bank from a random start so neighbouring lines differ.
    const text = LYRIC_LINES[(start + lines.length * 3) % LYRIC_LINES.length]!;
    lines.push(`[${String(minutes).padStart(2, '0')}:${seconds}]${text}`);
  }
  return lines.join('\n');
}

/** The sections of the home channel ("discover"), in order: the keys of the channels above it. */
export const DISCOVER_SECTIONS = [
  'new-releases',
  'top-tracks',
  'staff-picks',
  'popular-albums',
  'popular-artists',
  'playlists',
  'genres',
];

export interface DemoCatalogOptions {
  /** Seconds of music per track (30–42 by default; tests use a few). */
  seconds?: (index: number) => number;
  /**
   * The audio `npm run build` renders (packages/server/dist/demo-audio by default): copied when
   * it matches the synth and the tracks, else the music is synthesised here.
   */
  prebuiltAudioDir?: string;
  log?: { info: (msg: string) => void };
}

/** Copies a prebuilt file to the track's key: false when the file is gone (a rebuild). */
async function copyPrebuiltAudio(
  store: AudioStore,
  key: string,
  prebuilt: PrebuiltDemoTrack,
): Promise<boolean> {
  try {
    if (store instanceof LocalAudioStore) {
      const target = store.resolve(key);
      await fs.promises.mkdir(path.dirname(target), { recursive: true });
      // A copy (a clone where the file system can), so the build never changes under the store.
      await fs.promises.copyFile(prebuilt.path, target, fs.constants.COPYFILE_FICLONE);
    } else {
      await store.write(key, await fs.promises.readFile(prebuilt.path));
    }
    return true;
  } catch (error) {
    // Gone since the manifest was read (`npm run build` swapped the folder): synthesise it.
    if (!fs.existsSync(prebuilt.path)) return false;
    throw error;
  }
}

/**
 * Puts one track's audio in the store, from its prebuilt file when there is one, else
 * synthesised now: either way the same bytes, duration and bars.
 */
async function placeDemoAudio(
  store: AudioStore,
  track: DemoTrackAudio,
  prebuilt: PrebuiltDemoTrack | undefined,
): Promise<{ durationMs: number; barsMs: number[]; size: number; copied: boolean }> {
  if (prebuilt && (await copyPrebuiltAudio(store, track.key, prebuilt)))
    return { ...prebuilt, copied: true };
  const song = renderSong(track.spec);
  await store.write(track.key, song.wav);
  return { durationMs: song.durationMs, barsMs: song.barsMs, size: song.wav.length, copied: false };
}

export async function seedDemoCatalog(
  services: Services,
  config: AppConfig,
  options: DemoCatalogOptions = {},
): Promise<boolean> {
  if (!(await services.catalog.isEmpty())) return false;
  const started = Date.now();
  // Art goes through the public storage disk (local folder or bucket) like every other file.
  const images = services.storage.disk('public');
  const imageWrites: Promise<PromiseSettledResult<string>[]>[] = [];
  const writeImage = (file: string, svg: string): string => {
    // Settled, so a failed write surfaces at the flush, not as an unhandled rejection.
    imageWrites.push(Promise.allSettled([storeCatalogImage(images, file, svg)]));
    return catalogImageUrl(file);
  };
  const flushImages = async () => {
    for (const [result] of await Promise.all(imageWrites.splice(0)))
      if (result?.status === 'rejected')
        throw new Error('Could not store catalog art', { cause: result.reason });
  };
  const plan = demoAudioPlan(options.seconds ?? DEMO_TRACK_SECONDS);
  const prebuiltDir = options.prebuiltAudioDir ?? serverPath('dist', 'demo-audio');
  const prebuilt = await loadPrebuiltDemoAudio(prebuiltDir, plan, SERVER_ROOT);
  if (!prebuilt.usable)
    options.log?.info(`demo audio is synthesised now (no usable build: ${prebuilt.reason})`);
  let copied = 0;
  const popularity = prng(20261122);

  const data: CatalogImport = {
    genres: GENRES.map((g, i) => ({
      key: g.key,
      name: g.name,
      slug: slugify(g.name),
      image: writeImage(`genre-${slugify(g.name)}.svg`, genreSvg(i + 1, g.name)),
      popularity: GENRES.length - i,
    })),
    tags: TAGS.map((t) => ({ key: t, name: t, slug: slugify(t) })),
    artists: [],
    albums: [],
    tracks: [],
    channels: [],
  };

  const artistPlays = new Map<string, number>();
  let trackIndex = 0;
  for (const [albumIndex, album] of ALBUMS.entries()) {
    const artistNames = album.artists
      .map((key) => ARTISTS.find((a) => a.key === key)!.name)
      .join(', ');
    let albumPlays = 0;
    for (const [number, track] of album.tracks.entries()) {
      const index = trackIndex++;
      const audio = plan[index]!;
      const fromBuild = prebuilt.usable ? prebuilt.tracks.get(audio.key) : undefined;
      const song = await placeDemoAudio(services.player.audio, audio, fromBuild);
      if (song.copied) copied++;
      const plays = Math.floor(popularity() * 5000) + (album.release > '2026-06' ? 2000 : 0);
      albumPlays += plays;
      for (const artist of track.artists ?? album.artists) {
        artistPlays.set(artist, (artistPlays.get(artist) ?? 0) + plays);
      }
      const hasLyrics = audio.spec.style !== 'ambient' && index % 3 !== 2;
      data.tracks.push({
        key: `${album.key}/${number}`,
        name: track.name,
        album: album.key,
        number: number + 1,
        duration_ms: song.durationMs,
        explicit: !!track.explicit,
        description: number === 0 ? `The opening track of ${album.name}.` : null,
        audio_key: audio.key,
        audio_mime: 'audio/wav',
        audio_size: song.size,
        artists: track.artists ?? album.artists,
        genres: album.genres,
        tags: album.tags.slice(0, 1 + (number % album.tags.length)),
        plays_count: plays,
        lyrics: hasLyrics
          ? { text: lrcFor(index, song.barsMs, song.durationMs), is_synced: true }
          : null,
        // Older releases were added earlier.
        created_at: new Date(Date.parse(album.release) + number * 60_000).toISOString(),
      });
    }
    data.albums.push({
      key: album.key,
      name: album.name,
      image: writeImage(
        `album-${slugify(album.name)}.svg`,
        coverSvg(albumIndex + 11, album.name, artistNames),
      ),
      release_date: album.release,
      type: album.type,
      description: album.description,
      artists: album.artists,
      genres: album.genres,
      tags: album.tags,
      plays_count: albumPlays,
      created_at: new Date(Date.parse(album.release)).toISOString(),
    });
  }
  data.artists = ARTISTS.map((a, i) => ({
    key: a.key,
    name: a.name,
    image: writeImage(`artist-${slugify(a.name)}.svg`, artistSvg(i + 1, a.name)),
    bio: a.bio,
    verified: a.verified,
    links: [{ url: `https://example.com/${slugify(a.name)}`, title: 'Website' }],
    genres: a.genres,
    plays_count: artistPlays.get(a.key) ?? 0,
  }));

  const picks = [
    'midnight-transit/0',
    'rainy-window/1',
    'small-fires/2',
    'blue-corners/0',
    'salt-cedar/1',
    'afterhours/1',
    'paper-moon/0',
    'slow-light/2',
  ];
  data.channels = [
    {
      key: 'new-releases',
      name: 'New releases',
      slug: 'new-releases',
      description: 'The latest albums, singles and EPs.',
      layout: 'carousel',
      content_type: 'albums',
      source: 'new-releases',
      restriction: null,
      internal: false,
      items: [],
    },
    {
      key: 'top-tracks',
      name: 'Top tracks',
      slug: 'top-tracks',
      description: 'What everyone is playing.',
      layout: 'track-table',
      content_type: 'tracks',
      source: 'top-tracks',
      restriction: null,
      internal: false,
      items: [],
    },
    {
      key: 'staff-picks',
      name: 'Staff picks',
      slug: 'staff-picks',
      description: 'Hand-picked by the Tonearm team.',
      layout: 'carousel',
      content_type: 'tracks',
      source: 'manual',
      restriction: null,
      internal: false,
      items: picks.map((key) => ({ type: 'track' as const, key })),
    },
    {
      key: 'popular-albums',
      name: 'Popular albums',
      slug: 'popular-albums',
      description: null,
      layout: 'grid',
      content_type: 'albums',
      source: 'popular-albums',
      restriction: null,
      internal: false,
      items: [],
    },
    {
      key: 'popular-artists',
      name: 'Popular artists',
      slug: 'popular-artists',
      description: null,
      layout: 'carousel',
      content_type: 'artists',
      source: 'popular-artists',
      restriction: null,
      internal: false,
      items: [],
    },
    {
      key: 'genres',
      name: 'Genres',
      slug: 'genres',
      description: 'Browse by genre.',
      layout: 'grid',
      content_type: 'genres',
      source: 'manual',
      restriction: null,
      internal: false,
      items: [],
    },
    {
      key: 'playlists',
      name: 'Playlists',
      slug: 'playlists',
      description: null,
      layout: 'carousel',
      content_type: 'playlists',
      source: 'recent-playlists',
      restriction: null,
      internal: false,
      items: [],
    },
    {
      key: 'genre',
      name: 'Genre',
      slug: 'genre',
      description: 'The most played tracks of a genre.',
      layout: 'track-table',
      content_type: 'tracks',
      source: 'genre',
      restriction: 'synthwave',
      internal: true,
      items: [],
    },
    {
      key: 'discover',
      name: 'Discover',
      slug: 'discover',
      description: 'New music, top tracks and hand-picked favourites.',
      layout: 'list',
      content_type: 'channels',
      source: 'manual',
      restriction: null,
      internal: true,
      items: DISCOVER_SECTIONS.map((key) => ({ type: 'channel' as const, key })),
    },
  ];

  await flushImages();
  const ids = await services.catalog.importCatalog(data);

  // A few public playlists by the first admin.
  const ownerId = config.admin.email
    ? await services.catalog.userIdByEmail(config.admin.email)
    : await services.catalog.userIdByEmail('admin@tonearm.local');
  if (ownerId) {
    const t = (key: string) => ids.track!.get(key)!;
    const playlists: { name: string; description: string; tracks: string[]; cover: number }[] = [
      {
        name: 'Late Night Drive',
        description: 'Synths, neon and empty roads.',
        cover: 41,
        tracks: [
          'midnight-transit/0',
          'chrome-horizon/1',
          'afterhours/1',
          'midnight-transit/3',
          'paper-moon/0',
          'chrome-horizon/3',
        ],
      },
      {
        name: 'Deep Focus',
        description: 'Quiet music to get things done.',
        cover: 42,
        tracks: [
          'slow-light/0',
          'rainy-window/3',
          'slow-light/3',
          'rainy-window/2',
          'blue-corners/3',
        ],
      },
      {
        name: 'Sunday Morning',
        description: 'Coffee, sunshine and acoustic strings.',
        cover: 43,
        tracks: [
          'salt-cedar/0',
          'rainy-window/0',
          'salt-cedar/4',
          'blue-corners/2',
          'small-fires/5',
        ],
      },
    ];
    for (const p of playlists) {
      const image = writeImage(
        `playlist-${slugify(p.name)}.svg`,
        coverSvg(p.cover, p.name, 'Tonearm'),
      );
      const { playlist } = await services.playlists.create(ownerId, {
        name: p.name,
        description: p.description,
        public: true,
        image,
      });
      await services.playlists.addTracks(playlist.id, ownerId, p.tracks.map(t));
    }
  }
  await flushImages();
  // A fresh demo site shows reports with something in them.
  await seedDemoActivity(services, [...ids.track!.values()]);
  options.log?.info(
    `demo catalog seeded in ${Date.now() - started} ms (${copied} of ${plan.length} tracks copied from the build)`,
  );
  return true;
}
