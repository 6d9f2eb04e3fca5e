import type { Playlist, Track } from '@tonearm/shared/catalog/catalog.schemas';
import type { Paginated, PaginationQuery } from '@tonearm/shared/http/http.schemas';
import { paginate } from '@tonearm/shared/http/http.schemas';
import type {
  CreatePlaylistPayload,
  UpdatePlaylistPayload,
} from '@tonearm/shared/library/library.schemas';
import {
  getRestrictionValue,
  isOverQuota,
  type PermissionContext,
} from '@tonearm/shared/permissions/permissions';
import { forbidden, notFound, orNotFound, ValidationError } from '../../platform/errors';
import { overQuota } from '../../platform/http/authorize';
import type { PlaylistRow } from '../../platform/db/schema';
import type { CatalogService, Viewer } from '../catalog/catalog.service';
import type { PlaylistsRepository } from './playlists.repository';

type Access = 'none' | 'view' | 'edit' | 'own';

export const PLAYLIST_LIMIT_MESSAGE = 'You have reached your playlist limit.';

/** Who belongs to a workspace (the workspaces module answers). */
export interface WorkspaceMembership {
  isMember(workspaceId: number, userId: number): Promise<boolean>;
}

/**
 * Playlist rules: a private playlist is invisible (404) to all but its owner and collaborators;
 * owner and collaborators edit name, description, image and tracks; only the owner deletes it,
 * changes its visibility or manages collaborators; a collaborator may leave. A playlist made in
 * a workspace has every member of that workspace as a collaborator, for as long as
 * they are members.
 */
export class PlaylistsService {
  constructor(
    private readonly repo: PlaylistsRepository,
    private readonly catalog: CatalogService,
    private readonly workspaces: WorkspaceMembership,
  ) {}

  private async access(row: PlaylistRow, viewer: Viewer): Promise<Access> {
    if (viewer && row.owner_id === viewer.id) return 'own';
    if (viewer && (await this.repo.isCollaborator(row.id, viewer.id))) return 'edit';
    if (viewer && row.workspace_id && (await this.workspaces.isMember(row.workspace_id, viewer.id)))
      return 'edit';
    return row.public ? 'view' : 'none';
  }

  private async load(id: number, viewer: Viewer, need: Access): Promise<PlaylistRow> {
    const row = orNotFound(await this.repo.find(id));
    const access = await this.access(row, viewer);
    if (access === 'none') throw notFound();
    const rank = { none: 0, view: 1, edit: 2, own: 3 } as const;
    if (rank[access] < rank[need]) throw forbidden();
    return row;
  }

  /** The playlist with its collaborators: only shown to those who may see the playlist. */
  private async present(id: number, viewer: Viewer): Promise<Playlist> {
    const [[playlist], collaborators] = await Promise.all([
      this.catalog.playlists([id], viewer),
      this.repo.collaborators(id),
    ]);
    if (!playlist) throw notFound();
    return { ...playlist, collaborators };
  }

  async show(id: number, viewer: Viewer): Promise<{ playlist: Playlist }> {
    await this.load(id, viewer, 'view');
    return { playlist: await this.present(id, viewer) };
  }

  async tracks(id: number, query: PaginationQuery, viewer: Viewer): Promise<Paginated<Track>> {
    await this.load(id, viewer, 'view');
    const { rows, total } = await this.repo.trackPage(
      id,
      query.perPage,
      (query.page - 1) * query.perPage,
      viewer,
    );
    const tracks = await this.catalog.tracks(
      rows.map((r) => r.track_id),
      viewer,
    );
    const byId = new Map(tracks.map((t) => [t.id, t]));
    const data = rows.flatMap((r): Track[] => {
      const track = byId.get(r.track_id);
      return track ? [{ ...track, position: r.position }] : [];
    });
    return paginate(data, total, query);
  }

  /** Every track id in order, for "play all" and radio seeds. */
  async trackIds(id: number, viewer: Viewer): Promise<number[]> {
    await this.load(id, viewer, 'view');
    return this.repo.trackIds(id);
  }

  /**
   * Over quota for the music.view `playlists` restriction. Only a set
   * limit counts: without one (or without music.view) creating stays as it was.
   */
  async assertCanCreate(ctx: PermissionContext, userId: number): Promise<void> {
    if (typeof getRestrictionValue(ctx, 'music.view', 'playlists') !== 'number') return;
    const count = await this.repo.countOwnedBy(userId);
    if (isOverQuota(ctx, 'music.view', 'playlists', count)) throw overQuota(PLAYLIST_LIMIT_MESSAGE);
  }

  /** A playlist made while a workspace is active (`workspaceId` ≠ 0) belongs to that workspace. */
  async create(
    userId: number,
    input: CreatePlaylistPayload,
    workspaceId = 0,
  ): Promise<{ playlist: Playlist }> {
    const id = await this.repo.create({
      owner_id: userId,
      workspace_id: workspaceId || null,
      name: input.name.trim(),
      description: input.description ?? null,
      image: input.image ?? null,
      public: input.public === false ? 0 : 1,
      collaborative: input.collaborative ? 1 : 0,
    });
    return { playlist: await this.present(id, { id: userId }) };
  }

  async update(id: number, userId: number, input: UpdatePlaylistPayload) {
    const viewer = { id: userId };
    const row = await this.load(id, viewer, 'edit');
    const ownerOnly = input.public !== undefined || input.collaborative !== undefined;
    if (ownerOnly && row.owner_id !== userId) throw forbidden();
    await this.repo.update(id, {
      ...(input.name !== undefined ? { name: input.name.trim() } : {}),
      ...(input.description !== undefined ? { description: input.description } : {}),
      ...(input.image !== undefined ? { image: input.image } : {}),
      ...(input.public !== undefined ? { public: input.public ? 1 : 0 } : {}),
      ...(input.collaborative !== undefined ? { collaborative: input.collaborative ? 1 : 0 } : {}),
    });
    return { playlist: await this.present(id, viewer) };
  }

  async delete(id: number, userId: number): Promise<void> {
    await this.load(id, { id: userId }, 'own');
    await this.repo.delete(id);
  }

  /**
   * Appends the tracks not in the playlist yet (one already there is skipped, not an error).
   */
  async addTracks(id: number, userId: number, trackIds: number[]) {
    return this.changeTracks(id, userId, async (repo) => {
      const existing = await repo.existingTrackIds(trackIds, { id: userId });
      const missing = trackIds.filter((t) => !existing.has(t));
      if (missing.length) {
        throw ValidationError.field(
          'track_ids',
          `These tracks do not exist: ${missing.join(', ')}.`,
        );
      }
      const current = new Set(await repo.trackIds(id));
      const fresh = [...new Set(trackIds)].filter((t) => !current.has(t));
      if (fresh.length) await repo.append(id, fresh, userId);
    });
  }

  /** The tracks left close ranks: positions stay 0..n-1. */
  async removeTracks(id: number, userId: number, trackIds: number[]) {
    return this.changeTracks(id, userId, async (repo) => {
      await repo.remove(id, trackIds);
      await repo.renumber(id, await repo.trackIds(id));
    });
  }

  async reorder(id: number, userId: number, trackIds: number[]) {
    return this.changeTracks(id, userId, async (repo) => {
      // Checked under the lock: a track added meanwhile must be in the new order too.
      const current = await repo.trackIds(id);
      const wanted = new Set(trackIds);
      if (
        wanted.size !== trackIds.length ||
        current.length !== trackIds.length ||
        current.some((t) => !wanted.has(t))
      ) {
        throw ValidationError.field(
          'track_ids',
          'The new order must list every track of the playlist exactly once.',
        );
      }
      await repo.renumber(id, trackIds);
    });
  }

  /**
   * Every change of the track list, by someone who may edit the playlist, reads and writes
   * under the playlist's lock, so parallel changes queue up: no duplicate positions, no track
   * twice, never a 500. Answers the playlist as the change left it.
   */
  private async changeTracks(
    id: number,
    userId: number,
    change: (repo: PlaylistsRepository) => Promise<void>,
  ) {
    const viewer = { id: userId };
    await this.load(id, viewer, 'edit');
    await this.repo.transaction(async (repo) => {
      if (!(await repo.lock(id))) throw notFound();
      await change(repo);
    });
    return { playlist: await this.present(id, viewer) };
  }

  async collaborator(id: number, ownerId: number, userId: number, on: boolean): Promise<void> {
    await this.load(id, { id: ownerId }, 'own');
    if (!(await this.repo.userExists(userId))) {
      throw ValidationError.field('user_id', 'This user does not exist.');
    }
    if (userId === ownerId) throw ValidationError.field('user_id', 'You own this playlist.');
    if (on) await this.repo.addCollaborator(id, userId);
    else await this.repo.removeCollaborator(id, userId);
  }

  /**
   * A collaborator leaves: they lose the right to edit it and it leaves their library (a follow
   * they had goes too). The owner cannot leave their own playlist (422); they delete it instead.
   */
  async leave(id: number, userId: number): Promise<void> {
    const row = await this.load(id, { id: userId }, 'edit');
    if (row.owner_id === userId) {
      throw ValidationError.field(
        'id',
        'You own this playlist: you cannot leave it, but you can delete it.',
      );
    }
    await this.repo.leave(id, userId);
  }

  /** Following needs the playlist to be visible; one cannot follow one's own. */
  async assertFollowable(id: number, userId: number): Promise<void> {
    const row = await this.load(id, { id: userId }, 'view');
    if (row.owner_id === userId) throw ValidationError.field('id', 'You own this playlist.');
  }
}
