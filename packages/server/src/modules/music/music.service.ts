import { parseLyrics, isLrc } from '@tonearm/shared/catalog/lrc';
import type { Lyrics } from '@tonearm/shared/catalog/catalog.schemas';
import {
  MUSIC_MESSAGES,
  type AlbumInput,
  type ArtistCredit,
  type ArtistInput,
  type EditableAlbum,
  type EditableArtist,
  type EditableTrack,
  type LyricsInput,
  type NewTrackInput,
  type PublishInput,
  type TrackInput,
} from '@tonearm/shared/music/music.schemas';
import { isOverQuota, type PermissionContext } from '@tonearm/shared/permissions/permissions';
import type { AudioMetadata } from '@tonearm/shared/uploads/uploads.schemas';
import {
  notFound,
  orNotFound,
  forbidden,
  ValidationError,
  unauthenticated,
} from '../../platform/errors';
import { overQuota } from '../../platform/http/authorize';
import type { AlbumRow, FileEntryRow, TrackRow } from '../../platform/db/schema';
import type { DomainEvents } from '../../platform/events/domain-events';
import { storageKey } from '../../platform/storage/storage-driver';
import type { FilesService } from '../files/files.service';
import { isPubliclyVisible } from '../catalog/visibility.queries';
import type { DB } from '../../platform/db/database';
import type { MusicPresenter } from './music-presenter';
import { MusicRepository } from './music.repository';
import { MusicOwnersRepository } from './music-owners.repository';
import { managesAllMusic } from '../catalog/catalog-access.queries';
import type { MusicKind, MusicPolicy } from './music.policy';
import type { ReleaseAnnouncer } from './music-releases';

/** What other modules are handed to read or check music through. */
export type { MusicPolicy } from './music.policy';
export type { MusicPresenter } from './music-presenter';

export const TRACK_LIMIT_MESSAGE = 'You have reached your track limit.';
export const NOT_YOUR_ARTIST = 'You can only credit artists you manage.';
export const NOT_YOUR_ALBUM = 'Choose an album you manage.';
export const NOT_YOUR_TRACK = 'You can only add tracks you manage.';

/** ISO in UTC, whatever offset the editor sent. */
function utc(value: string | null): string | null {
  return value ? new Date(value).toISOString() : null;
}

/**
 * The music editors: create, edit, delete and publish tracks, albums and
 * artists, each only by those who manage it (music.policy.ts).
 */
export class MusicService {
  constructor(
    private readonly repo: MusicRepository,
    private readonly policy: MusicPolicy,
    private readonly presenter: MusicPresenter,
    private readonly files: FilesService,
    private readonly owners: MusicOwnersRepository,
    /** New or replaced audio is announced as `track.audioChanged` (music-import processes it). */
    private readonly events: DomainEvents,
    /** Followers of the credited artists hear of what is published. */
    private readonly releases?: ReleaseAnnouncer,
  ) {}

  // ---- Access -------------------------------------------------------------------------------

  private userOf(ctx: PermissionContext): number {
    if (!ctx.user) throw unauthenticated();
    return ctx.user.id;
  }

  /**
   * The caller manages it, else 403 when they can see it (published, public, released) and
   * 404 when they cannot (or it does not exist).
   */
  private async assertManages(
    ctx: PermissionContext,
    kind: MusicKind,
    id: number,
    row?: Pick<TrackRow, 'status' | 'public' | 'release_at'>,
  ): Promise<void> {
    const verdict = await this.policy.canManage(ctx, kind, id);
    if (verdict === 'missing') throw notFound();
    if (verdict) return;
    if (kind === 'artist' || (row && isPubliclyVisible(row, new Date().toISOString())))
      throw forbidden();
    throw notFound();
  }

  /** The track, when the caller manages it (else 403 or 404, as assertManages says). */
  private async managedTrack(ctx: PermissionContext, id: number): Promise<TrackRow> {
    const row = await this.trackRow(id);
    await this.assertManages(ctx, 'track', id, row);
    return row;
  }

  /** The album, when the caller manages it (else 403 or 404, as assertManages says). */
  private async managedAlbum(ctx: PermissionContext, id: number): Promise<AlbumRow> {
    const row = await this.albumRow(id);
    await this.assertManages(ctx, 'album', id, row);
    return row;
  }

  private async trackRow(id: number): Promise<TrackRow> {
    return orNotFound(await this.repo.track(id));
  }

  private async albumRow(id: number): Promise<AlbumRow> {
    return orNotFound(await this.repo.album(id));
  }

  /**
   * Over quota for the music.create `tracks` restriction: the import path calls it
   * too before making a track from an upload.
   */
  async assertCanAddTrack(ctx: PermissionContext, userId: number): Promise<void> {
    const count = await this.repo.countTracksOf(userId);
    if (isOverQuota(ctx, 'music.create', 'tracks', count)) throw overQuota(TRACK_LIMIT_MESSAGE);
  }

  /** Artist ids for credits: ids must be artists the caller manages; names are found or made. */
  private async creditIds(
    repo: MusicRepository,
    ctx: PermissionContext,
    credits: ArtistCredit[],
  ): Promise<number[]> {
    const userId = this.userOf(ctx);
    const all = managesAllMusic(ctx);
    const ids: number[] = [];
    for (const credit of credits) {
      let id: number;
      if ('id' in credit) {
        const artist = await repo.artist(credit.id);
        if (!artist || (!all && artist.user_id !== userId))
          throw ValidationError.field('artists', NOT_YOUR_ARTIST);
        id = artist.id;
      } else {
        const found = await repo.artistNamed(credit.name, userId, all);
        id =
          found?.id ??
          (await repo.insertArtist({
            name: credit.name,
            image: null,
            bio: null,
            links: '[]',
            images: '[]',
            user_id: userId,
          }));
      }
      if (!ids.includes(id)) ids.push(id);
    }
    return ids;
  }

  private async assertAlbumManaged(ctx: PermissionContext, albumId: number | null) {
    if (albumId === null) return;
    const verdict = await this.policy.canManage(ctx, 'album', albumId);
    if (verdict !== true) throw ValidationError.field('album_id', NOT_YOUR_ALBUM);
  }

  /** An uploaded audio file entry of the caller's, and the track columns it gives. */
  private async audioOf(ctx: PermissionContext, fileEntryId: number) {
    const entry = await this.repo.fileEntry(fileEntryId);
    const userId = this.userOf(ctx);
    if (!entry || entry.deleted_at || entry.type !== 'file' || entry.user_id !== userId)
      throw ValidationError.field('file_entry_id', 'Choose an audio file you uploaded.');
    const metadata = entry.audio_metadata
      ? (JSON.parse(entry.audio_metadata) as AudioMetadata)
      : null;
    if (!metadata || entry.disk !== 'uploads')
      throw ValidationError.field('file_entry_id', MUSIC_MESSAGES.notAudio);
    return {
      entry,
      metadata,
      values: {
        audio_key: storageKey(entry.disk_prefix, entry.file_name),
        audio_mime: entry.mime,
        audio_size: Number(entry.file_size),
        upload_file_id: entry.id,
        duration_ms: Math.round((metadata.duration ?? 0) * 1000),
        waveform: metadata.waveform ? JSON.stringify(metadata.waveform) : null,
      },
    };
  }

  private trackValues(input: TrackInput) {
    return {
      name: input.name,
      album_id: input.album_id,
      number: input.number,
      description: input.description,
      image: input.image,
      explicit: input.explicit ? 1 : 0,
      downloadable: input.downloadable ? 1 : 0,
      public: input.public ? 1 : 0,
      release_at: utc(input.release_at),
    };
  }

  // ---- Tracks -------------------------------------------------------------------------------

  async createTrack(ctx: PermissionContext, input: NewTrackInput): Promise<EditableTrack> {
    const userId = this.userOf(ctx);
    await this.assertCanAddTrack(ctx, userId);
    await this.assertAlbumManaged(ctx, input.album_id);
    const audio = await this.audioOf(ctx, input.file_entry_id);
    const id = await this.repo.transaction(async (repo) => {
      const artistIds = await this.creditIds(repo, ctx, input.artists);
      const trackId = await repo.insertTrack({
        ...this.trackValues(input),
        ...audio.values,
        user_id: userId,
      });
      await repo.setArtists('track', trackId, artistIds);
      await repo.setGenres('track', trackId, await repo.genreIds(input.genres));
      await repo.setTags('track', trackId, await repo.tagIds(input.tags));
      return trackId;
    });
    await this.events.publish('track.audioChanged', { trackId: id });
    return this.editTrack(ctx, id);
  }

  async editTrack(ctx: PermissionContext, id: number): Promise<EditableTrack> {
    await this.managedTrack(ctx, id);
    return (await this.presenter.track(id, this.userOf(ctx)))!;
  }

  async updateTrack(ctx: PermissionContext, id: number, input: TrackInput) {
    const row = await this.managedTrack(ctx, id);
    await this.assertAlbumManaged(ctx, input.album_id === row.album_id ? null : input.album_id);
    const audio = input.file_entry_id ? await this.audioOf(ctx, input.file_entry_id) : null;
    const replaced = !!audio && audio.entry.id !== row.upload_file_id;
    await this.repo.transaction(async (repo) => {
      const artistIds = await this.creditIds(repo, ctx, input.artists);
      await repo.updateTrack(id, {
        ...this.trackValues(input),
        ...(replaced
          ? {
              ...audio.values,
              processing: 'queued' as const,
              processing_error: null,
              processing_progress: 0,
            }
          : {}),
      });
      await repo.setArtists('track', id, artistIds);
      await repo.setGenres('track', id, await repo.genreIds(input.genres));
      await repo.setTags('track', id, await repo.tagIds(input.tags));
    });
    if (replaced) await this.events.publish('track.audioChanged', { trackId: id });
    // Made public (or given a release time already past): followers hear of it now.
    await this.releases?.announce(
      this.userOf(ctx),
      [],
      [{ before: row, after: await this.trackRow(id) }],
    );
    return this.editTrack(ctx, id);
  }

  async deleteTrack(ctx: PermissionContext, id: number): Promise<void> {
    const row = await this.managedTrack(ctx, id);
    await this.removeTracks([row]);
  }

  /**
   * Bulk deletes (the catalog admin's tables): the same path as one delete, so audio files,
   * search rows and what points at the rows go once, whoever deletes. Ids already gone are
   * skipped; each remaining one must be managed by the caller. Albums keep their tracks.
   */
  async deleteMany(ctx: PermissionContext, kind: MusicKind, ids: number[]): Promise<void> {
    const unique = [...new Set(ids)];
    if (kind === 'track') {
      const rows = await this.repo.tracksByIds(unique);
      for (const row of rows) await this.assertManages(ctx, 'track', row.id, row);
      if (rows.length) await this.removeTracks(rows);
      return;
    }
    for (const id of unique) {
      const exists = kind === 'album' ? await this.repo.album(id) : await this.repo.artist(id);
      if (!exists) continue;
      if (kind === 'album') await this.deleteAlbum(ctx, id, false);
      else {
        await this.assertManages(ctx, 'artist', id);
        await this.deleteArtist(ctx, id);
      }
    }
  }

  /** Deletes the rows, then each audio file no other track plays. */
  private async removeTracks(rows: TrackRow[]): Promise<void> {
    const entries: FileEntryRow[] = [];
    for (const row of rows) {
      const inUse = await this.repo.audioInUse(row.audio_key, row.upload_file_id, row.id);
      if (!inUse && row.upload_file_id) {
        const entry = await this.repo.fileEntry(row.upload_file_id);
        if (entry) entries.push(entry);
      }
    }
    await this.repo.transaction(async (repo) => {
      for (const row of rows) await repo.deleteTrack(row.id);
    });
    for (const entry of entries) await this.files.deleteStoredFile(entry).catch(() => undefined);
  }

  async saveLyrics(ctx: PermissionContext, id: number, input: LyricsInput): Promise<Lyrics> {
    await this.managedTrack(ctx, id);
    if (input.is_synced && !isLrc(input.text))
      throw ValidationError.field('text', MUSIC_MESSAGES.invalidLrc);
    await this.repo.saveLyrics(id, input.text, input.is_synced);
    const saved = (await this.repo.lyricsRow(id))!;
    const parsed = parseLyrics(saved.text);
    return {
      id: saved.id,
      track_id: id,
      is_synced: input.is_synced,
      text: saved.text,
      lines: input.is_synced
        ? parsed.lines
        : saved.text.split(/\r?\n/).map((line) => ({ time_ms: null, text: line.trim() })),
    };
  }

  async deleteLyrics(ctx: PermissionContext, id: number): Promise<void> {
    await this.managedTrack(ctx, id);
    await this.repo.deleteLyrics(id);
  }

  /** Drafts become published; an album publishes every draft track on it. */
  async publish(ctx: PermissionContext, input: PublishInput): Promise<EditableTrack[]> {
    const userId = this.userOf(ctx);
    const albumIds = [...new Set(input.album_ids ?? [])];
    const albums = await this.repo.albumsByIds(albumIds);
    if (albums.length !== albumIds.length) throw notFound();
    for (const album of albums) await this.assertManages(ctx, 'album', album.id, album);
    const albumTrackIds = (
      await Promise.all(albums.map((a) => this.repo.trackIdsOfAlbum(a.id)))
    ).flat();
    const trackIds = [...new Set([...(input.track_ids ?? []), ...albumTrackIds])];
    const tracks = await this.repo.tracksByIds(trackIds);
    if (tracks.length !== trackIds.length) throw notFound();
    for (const track of tracks) await this.assertManages(ctx, 'track', track.id, track);
    if (tracks.some((t) => t.processing === 'failed'))
      throw ValidationError.field('track_ids', MUSIC_MESSAGES.cannotPublish);
    // A published track's album is published too (the caller's), or its page shows a hidden album.
    const parents = [...new Set(tracks.map((t) => t.album_id).filter((a): a is number => !!a))];
    const managedParents: number[] = [];
    for (const albumId of parents)
      if ((await this.policy.canManage(ctx, 'album', albumId)) === true)
        managedParents.push(albumId);
    const publishedAlbumIds = [...new Set([...albums.map((a) => a.id), ...managedParents])];
    // As they were before: the announcer tells of the drafts that become public.
    const albumsBefore = await this.repo.albumsByIds(publishedAlbumIds);
    await this.repo.transaction(async (repo) => {
      await repo.publish('albums', publishedAlbumIds);
      await repo.publish(
        'tracks',
        tracks.map((t) => t.id),
      );
    });
    await this.releases?.announce(
      userId,
      albumsBefore.map((before) => ({ before, after: { ...before, status: 'published' } })),
      tracks.map((before) => ({ before, after: { ...before, status: 'published' } })),
    );
    return this.presenter.tracks(trackIds, userId);
  }

  // ---- Albums -------------------------------------------------------------------------------

  private albumValues(input: AlbumInput) {
    return {
      name: input.name,
      release_date: input.release_date,
      type: input.type,
      image: input.image,
      description: input.description,
      public: input.public ? 1 : 0,
      release_at: utc(input.release_at),
    };
  }

  private async assertTracksManaged(ctx: PermissionContext, trackIds: number[]) {
    for (const trackId of trackIds)
      if ((await this.policy.canManage(ctx, 'track', trackId)) !== true)
        throw ValidationError.field('track_ids', NOT_YOUR_TRACK);
  }

  async createAlbum(ctx: PermissionContext, input: AlbumInput): Promise<EditableAlbum> {
    const userId = this.userOf(ctx);
    await this.assertTracksManaged(ctx, input.track_ids);
    const id = await this.repo.transaction(async (repo) => {
      const artistIds = await this.creditIds(repo, ctx, input.artists);
      const albumId = await repo.insertAlbum({ ...this.albumValues(input), user_id: userId });
      await this.saveAlbumRelations(repo, albumId, artistIds, input);
      return albumId;
    });
    return this.editAlbum(ctx, id);
  }

  private async saveAlbumRelations(
    repo: MusicRepository,
    albumId: number,
    artistIds: number[],
    input: AlbumInput,
  ) {
    await repo.setArtists('album', albumId, artistIds);
    await repo.setGenres('album', albumId, await repo.genreIds(input.genres));
    await repo.setTags('album', albumId, await repo.tagIds(input.tags));
    await repo.setAlbumTracks(albumId, [...new Set(input.track_ids)]);
  }

  async editAlbum(ctx: PermissionContext, id: number): Promise<EditableAlbum> {
    await this.managedAlbum(ctx, id);
    return (await this.presenter.album(id, this.userOf(ctx)))!;
  }

  async updateAlbum(ctx: PermissionContext, id: number, input: AlbumInput) {
    const row = await this.managedAlbum(ctx, id);
    const current = await this.repo.trackIdsOfAlbum(id);
    await this.assertTracksManaged(
      ctx,
      input.track_ids.filter((t) => !current.includes(t)),
    );
    await this.repo.transaction(async (repo) => {
      const artistIds = await this.creditIds(repo, ctx, input.artists);
      await repo.updateAlbum(id, this.albumValues(input));
      await this.saveAlbumRelations(repo, id, artistIds, input);
    });
    await this.releases?.announce(
      this.userOf(ctx),
      [{ before: row, after: await this.albumRow(id) }],
      [],
    );
    return this.editAlbum(ctx, id);
  }

  async deleteAlbum(ctx: PermissionContext, id: number, withTracks: boolean): Promise<void> {
    await this.managedAlbum(ctx, id);
    if (withTracks) {
      const tracks = await this.repo.tracksByIds(await this.repo.trackIdsOfAlbum(id));
      for (const track of tracks) await this.assertManages(ctx, 'track', track.id, track);
      await this.removeTracks(tracks);
    }
    await this.repo.transaction((repo) => repo.deleteAlbum(id, false));
  }

  // ---- Artists ------------------------------------------------------------------------------

  private artistValues(ctx: PermissionContext, input: ArtistInput) {
    return {
      name: input.name,
      image: input.image,
      bio: input.bio,
      links: JSON.stringify(input.links),
      images: JSON.stringify(input.images),
      ...(managesAllMusic(ctx) ? { verified: input.verified ? 1 : 0 } : {}),
    };
  }

  async createArtist(ctx: PermissionContext, input: ArtistInput): Promise<EditableArtist> {
    this.userOf(ctx);
    const id = await this.repo.transaction(async (repo) => {
      const artistId = await repo.insertArtist({ ...this.artistValues(ctx, input), user_id: null });
      await repo.setGenres('artist', artistId, await repo.genreIds(input.genres));
      return artistId;
    });
    return this.editArtist(ctx, id);
  }

  /**
   * A backstage approval of a new artist: the user's own, verified. `within` is
   * the approval's transaction, so the request and the artist change together or not at all.
   */
  async createVerifiedArtist(
    input: { name: string; image: string | null; links: { url: string; title: string }[] },
    userId: number,
    within?: DB,
  ): Promise<number> {
    const repo = within ? new MusicRepository(within) : this.repo;
    return repo.insertArtist({
      name: input.name,
      image: input.image,
      bio: null,
      links: JSON.stringify(input.links),
      images: '[]',
      verified: 1,
      user_id: userId,
    });
  }

  /**
   * A backstage approval of a verify (or, with `linkTo`, a claim) request: the artist is
   * verified and linked to the user. False when the artist no longer exists.
   */
  verifyArtist(artistId: number, linkTo?: number, within?: DB): Promise<boolean> {
    const owners = within ? new MusicOwnersRepository(within) : this.owners;
    return owners.verifyArtist(artistId, linkTo);
  }

  async editArtist(ctx: PermissionContext, id: number): Promise<EditableArtist> {
    const row = orNotFound(await this.repo.artist(id));
    await this.assertManages(ctx, 'artist', id);
    return (await this.presenter.artist(row, this.userOf(ctx)))!;
  }

  async updateArtist(ctx: PermissionContext, id: number, input: ArtistInput) {
    if (!(await this.repo.artist(id))) throw notFound();
    await this.assertManages(ctx, 'artist', id);
    await this.repo.transaction(async (repo) => {
      await repo.updateArtist(id, this.artistValues(ctx, input));
      await repo.setGenres('artist', id, await repo.genreIds(input.genres));
    });
    return this.editArtist(ctx, id);
  }

  async deleteArtist(ctx: PermissionContext, id: number): Promise<void> {
    if (!(await this.repo.artist(id))) throw notFound();
    await this.repo.transaction((repo) => repo.deleteArtist(id));
  }
}
