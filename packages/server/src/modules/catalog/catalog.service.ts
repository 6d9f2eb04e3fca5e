import type {
  Album,
  Artist,
  Channel,
  ChannelContentType,
  ChannelItem,
  ChannelLayout,
  ChannelSource,
  Genre,
  Lyrics,
  Playlist,
  Tag,
  Track,
} from '@tonearm/shared/catalog/catalog.schemas';
import { HOME_CHANNEL_SLUG } from '@tonearm/shared/catalog/catalog.schemas';
import { parseLyrics } from '@tonearm/shared/catalog/lrc';
import type { Paginated, PaginationQuery } from '@tonearm/shared/http/http.schemas';
import { paginate } from '@tonearm/shared/http/http.schemas';
import { notFound, orNotFound } from '../../platform/errors';
import type { ChannelRow } from '../../platform/db/schema';
import type { CatalogImport, CatalogRepository } from './catalog.repository';
import { canSeeRow, type Viewer as MusicViewer } from './visibility.queries';

/**
 * Who is looking: liked/followed flags appear only for a logged-in viewer. `managesAll`
 * (music.update) sees drafts, private and unreleased music too (visibility.ts).
 */
export type Viewer = MusicViewer;

/** Automatic channel lists stop here: a "top tracks" shelf is not the whole catalog. */
const AUTO_LIST_CAP = 100;
const CHILD_CHANNEL_PER_PAGE = 20;

function byIds<T extends { id: number }>(ids: number[], rows: T[]): T[] {
  const map = new Map(rows.map((row) => [row.id, row]));
  return ids.map((id) => map.get(id)).filter((row): row is T => !!row);
}

function parseLinks(json: string): { url: string; title: string }[] {
  try {
    const value = JSON.parse(json) as unknown;
    return Array.isArray(value)
      ? value.filter(
          (l): l is { url: string; title: string } =>
            typeof l === 'object' && l !== null && 'url' in l && 'title' in l,
        )
      : [];
  } catch {
    return [];
  }
}

/**
 * A signed-in viewer's marks on one row (followed, liked, reposted), read from the sets of ids
 * fetched for them; a guest's sets are null and the marks are left out.
 */
function viewerMarks(
  id: number,
  sets: Partial<Record<'followed' | 'liked' | 'reposted', Set<number> | null>>,
): { followed?: boolean; liked?: boolean; reposted?: boolean } {
  const marks: { followed?: boolean; liked?: boolean; reposted?: boolean } = {};
  for (const [mark, set] of Object.entries(sets) as [keyof typeof marks, Set<number> | null][])
    if (set) marks[mark] = set.has(id);
  return marks;
}

/** The viewer manages the row: its uploader or manager, or music.update. */
function manages(row: { user_id: number | null }, viewer: Viewer): boolean {
  return !!viewer && (!!viewer.managesAll || row.user_id === viewer.id);
}

export class CatalogService {
  constructor(private readonly repo: CatalogRepository) {}

  // ---- Hydration: ids -> contract shapes (batched, in the order given) ----------------------

  async tracks(ids: number[], viewer: Viewer): Promise<Track[]> {
    const unique = [...new Set(ids)];
    const now = new Date().toISOString();
    const rows = (await this.repo.trackRows(unique)).filter((row) => canSeeRow(row, viewer, now));
    if (!rows.length) return [];
    const trackIds = rows.map((r) => r.id);
    const albumIds = [...new Set(rows.map((r) => r.album_id).filter((id): id is number => !!id))];
    const [artists, albums, albumArtists, genres, likes, lyrics, liked, reposts, reposted] =
      await Promise.all([
        this.repo.trackArtists(trackIds),
        this.repo.albumRows(albumIds),
        this.repo.albumArtists(albumIds),
        this.repo.genresOf('track_genres', trackIds),
        this.repo.likeCounts('track', trackIds),
        this.repo.tracksWithLyrics(trackIds),
        viewer ? this.repo.likedBy(viewer.id, 'track', trackIds) : null,
        this.repo.repostCounts('track', trackIds),
        viewer ? this.repo.repostedBy(viewer.id, 'track', trackIds) : null,
      ]);
    const albumMap = new Map(albums.map((a) => [a.id, a]));
    const tracks = rows.map((row): Track => {
      const album = row.album_id ? albumMap.get(row.album_id) : undefined;
      return {
        id: row.id,
        name: row.name,
        number: row.number,
        duration_ms: row.duration_ms,
        explicit: !!row.explicit,
        image: row.image ?? album?.image ?? null,
        artists: artists.get(row.id) ?? [],
        album: album
          ? {
              id: album.id,
              name: album.name,
              image: album.image,
              artists: albumArtists.get(album.id) ?? [],
            }
          : null,
        genres: genres.get(row.id) ?? [],
        plays_count: row.plays_count,
        likes_count: likes.get(row.id) ?? 0,
        src: `/api/v1/tracks/${row.id}/stream`,
        has_lyrics: lyrics.has(row.id),
        reposts_count: reposts.get(row.id) ?? 0,
        ...viewerMarks(row.id, { liked, reposted }),
        description: row.description,
        created_at: row.created_at,
        loudness_lufs: row.loudness_lufs,
        ...(manages(row, viewer) ? { editable: true } : {}),
      };
    });
    return byIds(ids, tracks).map((t) => ({ ...t }));
  }

  async albums(ids: number[], viewer: Viewer, withTracks = false): Promise<Album[]> {
    const now = new Date().toISOString();
    const rows = (await this.repo.albumRows([...new Set(ids)])).filter((row) =>
      canSeeRow(row, viewer, now),
    );
    if (!rows.length) return [];
    const albumIds = rows.map((r) => r.id);
    const [artists, genres, tags, likes, stats, liked, reposts, reposted] = await Promise.all([
      this.repo.albumArtists(albumIds),
      this.repo.genresOf('album_genres', albumIds),
      this.repo.tagsOf('album', albumIds),
      this.repo.likeCounts('album', albumIds),
      this.repo.albumStats(albumIds, viewer),
      viewer ? this.repo.likedBy(viewer.id, 'album', albumIds) : null,
      this.repo.repostCounts('album', albumIds),
      viewer ? this.repo.repostedBy(viewer.id, 'album', albumIds) : null,
    ]);
    const albums: Album[] = [];
    for (const row of rows) {
      const album: Album = {
        id: row.id,
        name: row.name,
        image: row.image,
        release_date: row.release_date,
        type:
          (['album', 'single', 'ep', 'compilation'] as const).find((t) => t === row.type) ??
          'album',
        artists: artists.get(row.id) ?? [],
        genres: genres.get(row.id) ?? [],
        tags: tags.get(row.id) ?? [],
        description: row.description,
        tracks_count: stats.get(row.id)?.tracks_count ?? 0,
        duration_ms: stats.get(row.id)?.duration_ms ?? 0,
        plays_count: row.plays_count,
        likes_count: likes.get(row.id) ?? 0,
        reposts_count: reposts.get(row.id) ?? 0,
        ...viewerMarks(row.id, { liked, reposted }),
        created_at: row.created_at,
        ...(manages(row, viewer) ? { editable: true } : {}),
      };
      if (withTracks)
        album.tracks = await this.tracks(await this.repo.albumTrackIds(row.id), viewer);
      albums.push(album);
    }
    return byIds(ids, albums);
  }

  async artists(ids: number[], viewer: Viewer): Promise<Artist[]> {
    const rows = await this.repo.artistRows([...new Set(ids)]);
    if (!rows.length) return [];
    const artistIds = rows.map((r) => r.id);
    const [genres, followers, followed, liked] = await Promise.all([
      this.repo.genresOf('artist_genres', artistIds),
      this.repo.followerCounts('artist', artistIds),
      viewer ? this.repo.followedBy(viewer.id, 'artist', artistIds) : null,
      viewer ? this.repo.likedBy(viewer.id, 'artist', artistIds) : null,
    ]);
    const artists = rows.map((row): Artist => ({
      id: row.id,
      name: row.name,
      image: row.image,
      bio: row.bio,
      verified: !!row.verified,
      links: parseLinks(row.links),
      genres: genres.get(row.id) ?? [],
      followers_count: followers.get(row.id) ?? 0,
      plays_count: row.plays_count,
      ...viewerMarks(row.id, { followed, liked }),
      ...(manages(row, viewer) ? { editable: true } : {}),
    }));
    return byIds(ids, artists);
  }

  async playlists(ids: number[], viewer: Viewer): Promise<Playlist[]> {
    const rows = await this.repo.playlistRows([...new Set(ids)]);
    if (!rows.length) return [];
    const playlistIds = rows.map((r) => r.id);
    const [owners, stats, followers, followed, collaborating] = await Promise.all([
      this.repo.usersByIds([...new Set(rows.map((r) => r.owner_id))]),
      this.repo.playlistStats(playlistIds, viewer),
      this.repo.followerCounts('playlist', playlistIds),
      viewer ? this.repo.followedBy(viewer.id, 'playlist', playlistIds) : null,
      viewer ? this.repo.sharedForEditing(playlistIds, viewer.id) : null,
    ]);
    const ownerMap = new Map(owners.map((o) => [o.id, o]));
    const playlists = rows.map((row): Playlist => ({
      id: row.id,
      name: row.name,
      description: row.description,
      image: row.image,
      public: !!row.public,
      collaborative: !!row.collaborative,
      owner: ownerMap.get(row.owner_id) ?? { id: row.owner_id, name: '', image: null },
      tracks_count: stats.get(row.id)?.tracks_count ?? 0,
      duration_ms: stats.get(row.id)?.duration_ms ?? 0,
      followers_count: followers.get(row.id) ?? 0,
      ...viewerMarks(row.id, { followed }),
      ...(viewer ? { editable: row.owner_id === viewer.id || !!collaborating?.has(row.id) } : {}),
      created_at: row.created_at,
      updated_at: row.updated_at,
    }));
    return byIds(ids, playlists);
  }

  async genresByIds(ids: number[]): Promise<Genre[]> {
    return byIds(ids, await this.repo.genresByIds(ids));
  }

  // ---- Pages --------------------------------------------------------------------------------

  async trackPage(id: number, viewer: Viewer): Promise<{ track: Track; lyrics: Lyrics | null }> {
    const [track] = await this.tracks([id], viewer);
    if (!track) throw notFound();
    return { track, lyrics: track.has_lyrics ? await this.lyrics(id) : null };
  }

  /** A track's lyrics, for those who may see the track (404 otherwise). */
  async visibleLyrics(trackId: number, viewer: Viewer): Promise<Lyrics> {
    await this.assertTrackVisible(trackId, viewer);
    return this.lyrics(trackId);
  }

  /** 404 unless the track exists and `viewer` may see it: stream, comments, likes, plays ask. */
  async assertTrackVisible(trackId: number, viewer: Viewer): Promise<void> {
    const [row] = await this.repo.trackRows([trackId]);
    if (!row || !canSeeRow(row, viewer)) throw notFound();
  }

  async lyrics(trackId: number): Promise<Lyrics> {
    const row = orNotFound(await this.repo.lyricsOf(trackId), 'This track has no lyrics.');
    const parsed = parseLyrics(row.text);
    return {
      id: row.id,
      track_id: row.track_id,
      is_synced: !!row.is_synced || parsed.is_synced,
      text: row.text,
      lines: parsed.lines,
    };
  }

  async albumPage(id: number, viewer: Viewer): Promise<{ album: Album }> {
    const [album] = await this.albums([id], viewer, true);
    if (!album) throw notFound();
    return { album };
  }

  async artistPage(id: number, viewer: Viewer) {
    const [artist] = await this.artists([id], viewer);
    if (!artist) throw notFound();
    const [top, albumIds, similarIds] = await Promise.all([
      this.repo.artistTrackIds(id, 10, 0, viewer),
      this.repo.artistAlbumIds(id, 50, viewer),
      this.repo.similarArtistIds(id, 8),
    ]);
    const [top_tracks, albums, similar] = await Promise.all([
      this.tracks(top.ids, viewer),
      this.albums(albumIds, viewer),
      this.artists(similarIds, viewer),
    ]);
    return { artist, top_tracks, albums, similar };
  }

  async artistTracks(
    id: number,
    query: PaginationQuery,
    viewer: Viewer,
  ): Promise<Paginated<Track>> {
    if (!(await this.repo.artistRows([id])).length) throw notFound();
    const { ids, total } = await this.repo.artistTrackIds(
      id,
      query.perPage,
      (query.page - 1) * query.perPage,
      viewer,
    );
    return paginate(await this.tracks(ids, viewer), total, query);
  }

  async genreList(): Promise<Genre[]> {
    return this.repo.genres();
  }

  async genrePage(slug: string, query: PaginationQuery, viewer: Viewer) {
    const genre = orNotFound(await this.repo.genreBySlug(slug));
    const { ids, total } = await this.repo.genreTrackIds(
      genre.id,
      query.perPage,
      (query.page - 1) * query.perPage,
      viewer,
    );
    return { genre, pagination: paginate(await this.tracks(ids, viewer), total, query) };
  }

  async tagPage(
    slug: string,
    tab: 'tracks' | 'albums',
    query: PaginationQuery,
    viewer: Viewer,
  ): Promise<{ tag: Tag; pagination: Paginated<Track | Album> }> {
    const tag = orNotFound(await this.repo.tagBySlug(slug));
    const type = tab === 'albums' ? 'album' : 'track';
    const { ids, total } = await this.repo.taggedIds(
      tag.id,
      type,
      query.perPage,
      (query.page - 1) * query.perPage,
      viewer,
    );
    const data: (Track | Album)[] =
      type === 'album' ? await this.albums(ids, viewer) : await this.tracks(ids, viewer);
    return { tag, pagination: paginate(data, total, query) };
  }

  async lyricsTracks(query: PaginationQuery, viewer: Viewer): Promise<Paginated<Track>> {
    const { ids, total } = await this.repo.lyricTrackIds(
      query.perPage,
      (query.page - 1) * query.perPage,
      viewer,
    );
    return paginate(await this.tracks(ids, viewer), total, query);
  }

  /** Ids of the tracks of an album/artist/genre/playlist seed, for radio and "play all". */
  async trackIdsOfAlbum(albumId: number): Promise<number[]> {
    return this.repo.albumTrackIds(albumId);
  }

  async isEmpty(): Promise<boolean> {
    return this.repo.isEmpty();
  }

  async importCatalog(data: CatalogImport) {
    return this.repo.importCatalog(data);
  }

  async userIdByEmail(email: string): Promise<number | null> {
    return this.repo.userIdByEmail(email);
  }

  async recordPlay(trackId: number): Promise<void> {
    await this.repo.incrementPlays(trackId);
  }

  // ---- Channels -----------------------------------------------------------------------------

  async channelPage(
    slugOrId: string,
    query: PaginationQuery & { restriction?: string | undefined },
    viewer: Viewer,
    homeSlug: string,
  ): Promise<{ channel: Channel }> {
    const key = slugOrId === 'home' ? homeSlug || HOME_CHANNEL_SLUG : slugOrId;
    const row = orNotFound(await this.repo.channelBySlugOrId(key));
    return { channel: await this.buildChannel(row, query, viewer, 0) };
  }

  /**
   * The channel answer for unsaved editor values (live preview): `manualIds` stand
   * in for the stored hand-ordered list.
   */
  async previewChannel(
    row: ChannelRow,
    manualIds: number[],
    query: PaginationQuery,
    viewer: Viewer,
  ): Promise<{ channel: Channel }> {
    return { channel: await this.buildChannel(row, query, viewer, 0, manualIds) };
  }

  private async buildChannel(
    row: ChannelRow,
    query: PaginationQuery & { restriction?: string | undefined },
    viewer: Viewer,
    depth: number,
    manualIds?: number[],
  ): Promise<Channel> {
    const contentType = row.content_type as ChannelContentType;
    const source = row.source as ChannelSource;
    const restriction = query.restriction ?? row.restriction ?? null;
    const offset = (query.page - 1) * query.perPage;
    const limit = query.perPage;
    let items: ChannelItem[] = [];
    let total = 0;

    const capped = async (fetch: (limit: number, offset: number) => Promise<number[]>) => {
      const remaining = Math.max(0, Math.min(limit, AUTO_LIST_CAP - offset));
      const ids = remaining ? await fetch(remaining, offset) : [];
      const total = await this.repo.countRows(
        contentType === 'albums' ? 'albums' : contentType === 'artists' ? 'artists' : 'tracks',
        AUTO_LIST_CAP,
      );
      return { ids, total };
    };

    if (manualIds && source === 'manual' && contentType !== 'genres') {
      const page = manualIds.slice(offset, offset + limit);
      total = manualIds.length;
      if (contentType === 'channels') {
        const children = byIds(page, await this.repo.channelRows(page));
        items =
          depth >= 2
            ? []
            : await Promise.all(
                children.map((child) =>
                  this.buildChannel(child, { page: 1, perPage: CHILD_CHANNEL_PER_PAGE }, viewer, 1),
                ),
              );
      } else items = await this.hydrate(contentType, page, viewer);
    } else if (contentType === 'channels') {
      const { items: links, total: n } = await this.repo.channelItems(row.id, limit, offset);
      total = n;
      const children = await this.repo.channelRows(
        links.filter((l) => l.channelable_type === 'channel').map((l) => l.channelable_id),
      );
      const ordered = byIds(
        links.map((l) => l.channelable_id),
        children,
      );
      items =
        depth >= 2
          ? []
          : await Promise.all(
              ordered.map((child) =>
                this.buildChannel(
                  child,
                  {
                    page: 1,
                    perPage: child.layout === 'track-table' ? 10 : CHILD_CHANNEL_PER_PAGE,
                  },
                  viewer,
                  depth + 1,
                ),
              ),
            );
    } else if (contentType === 'genres') {
      const all = await this.repo.genres();
      total = all.length;
      items = all.slice(offset, offset + limit);
    } else if (source === 'manual') {
      const { items: links, total: n } = await this.repo.channelItems(row.id, limit, offset);
      total = n;
      items = await this.hydrate(
        contentType,
        links.map((l) => l.channelable_id),
        viewer,
      );
    } else if (source === 'genre' && contentType === 'tracks') {
      const genre = restriction ? await this.repo.genreBySlug(restriction) : undefined;
      if (!genre) throw notFound();
      const result = await this.repo.genreTrackIds(genre.id, limit, offset, viewer);
      total = result.total;
      items = await this.tracks(result.ids, viewer);
    } else if (source === 'tag' && (contentType === 'tracks' || contentType === 'albums')) {
      const tag = restriction ? await this.repo.tagBySlug(restriction) : undefined;
      if (!tag) throw notFound();
      const type = contentType === 'tracks' ? 'track' : 'album';
      const result = await this.repo.taggedIds(tag.id, type, limit, offset, viewer);
      total = result.total;
      items = await this.hydrate(contentType, result.ids, viewer);
    } else if (source === 'recent-playlists') {
      const result = await this.repo.recentPublicPlaylistIds(limit, offset);
      total = result.total;
      items = await this.playlists(result.ids, viewer);
    } else {
      const fetcher =
        source === 'top-tracks'
          ? (l: number, o: number) => this.repo.topTrackIds(l, o, viewer)
          : source === 'new-releases'
            ? (l: number, o: number) => this.repo.newAlbumIds(l, o, viewer)
            : source === 'popular-albums'
              ? (l: number, o: number) => this.repo.popularAlbumIds(l, o, viewer)
              : (l: number, o: number) => this.repo.popularArtistIds(l, o);
      const result = await capped(fetcher);
      total = result.total;
      items = await this.hydrate(contentType, result.ids, viewer);
    }

    return {
      id: row.id,
      name: row.name,
      slug: row.slug,
      description: row.description,
      seo_title: row.seo_title ?? null,
      seo_description: row.seo_description ?? null,
      layout: row.layout as ChannelLayout,
      content_type: contentType,
      source,
      restriction,
      content: { pagination: paginate(items, total, { page: query.page, perPage: limit }) },
    };
  }

  private async hydrate(
    type: ChannelContentType,
    ids: number[],
    viewer: Viewer,
  ): Promise<ChannelItem[]> {
    switch (type) {
      case 'tracks':
        return this.tracks(ids, viewer);
      case 'albums':
        return this.albums(ids, viewer);
      case 'artists':
        return this.artists(ids, viewer);
      case 'playlists':
        return this.playlists(ids, viewer);
      case 'genres':
        return this.genresByIds(ids);
      case 'channels':
        return [];
    }
  }
}
