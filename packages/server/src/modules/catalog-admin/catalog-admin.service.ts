import {
  CATALOG_ADMIN_MESSAGES,
  type AdminAlbumListQuery,
  type AdminArtistListQuery,
  type AdminChannel,
  type AdminChannelListQuery,
  type AdminFileRow,
  type AdminTrackListQuery,
  type ChannelInput,
} from '@tonearm/shared/catalog-admin/catalog-admin.schemas';
import { slugify } from '@tonearm/shared/format/slugify';
import {
  HOME_CHANNEL_SLUG,
  type Channel,
  type ChannelContentType,
  type ChannelLayout,
  type ChannelSource,
} from '@tonearm/shared/catalog/catalog.schemas';
import { paginate, type Paginated } from '@tonearm/shared/http/http.schemas';
import type { ListQuery } from '@tonearm/shared/http/list-query';
import type { PermissionContext } from '@tonearm/shared/permissions/permissions';
import { notFound, orNotFound, ValidationError } from '../../platform/errors';
import type { ChannelRow } from '../../platform/db/schema';
import type { CatalogService } from '../catalog/catalog.service';
import type { CommentsService } from '../comments/comments.service';
import type { FilesService } from '../files/files.service';
import type { MusicService } from '../music/music.service';
import type { SettingsService } from '../settings/settings.service';
import type {
  CatalogAdminRepository,
  ChannelValues,
  GenreValues,
  TagValues,
} from './catalog-admin.repository';

/** Genre and tag slugs are cut to the length their names may have. */
const SLUG_MAX = 100;

/** What a channel's content type stores in `channelables.channelable_type`. */
const ITEM_TYPE: Record<ChannelContentType, string> = {
  tracks: 'track',
  albums: 'album',
  artists: 'artist',
  playlists: 'playlist',
  genres: 'genre',
  channels: 'channel',
};

/**
 * The catalog admin: lists, deletes and the channel, genre and tag editors.
 * Routes check the permission (music.update, tags.update, files.update); this is the rules.
 */
export class CatalogAdminService {
  constructor(
    private readonly repo: CatalogAdminRepository,
    private readonly catalog: CatalogService,
    private readonly commentsService: CommentsService,
    private readonly filesService: FilesService,
    private readonly settings: SettingsService,
    private readonly music: MusicService,
  ) {}

  // ---- Tracks, albums, artists ---------------------------------------------------------------

  tracks(list: AdminTrackListQuery) {
    return this.repo.tracks(list);
  }
  albums(list: AdminAlbumListQuery) {
    return this.repo.albums(list);
  }
  artists(list: AdminArtistListQuery) {
    return this.repo.artists(list);
  }

  /** Deletes through the music service: files, search rows and links are cleaned in one place. */
  deleteTracks(ctx: PermissionContext, ids: number[]): Promise<void> {
    return this.music.deleteMany(ctx, 'track', ids);
  }
  deleteAlbums(ctx: PermissionContext, ids: number[]): Promise<void> {
    return this.music.deleteMany(ctx, 'album', ids);
  }
  deleteArtists(ctx: PermissionContext, ids: number[]): Promise<void> {
    return this.music.deleteMany(ctx, 'artist', ids);
  }

  // ---- Channels ------------------------------------------------------------------------------

  channels(list: AdminChannelListQuery) {
    return this.repo.channels(list);
  }

  async channel(slugOrId: string): Promise<AdminChannel> {
    const row = orNotFound(await this.repo.channelByKey(slugOrId));
    const type = row.content_type as ChannelContentType;
    const links = await this.repo.channelItemIds(row.id);
    const ids = links.filter((l) => l.type === ITEM_TYPE[type]).map((l) => l.id);
    return {
      id: row.id,
      name: row.name,
      slug: row.slug,
      description: row.description,
      layout: row.layout as ChannelLayout,
      content_type: type,
      source: row.source as ChannelSource,
      restriction: row.restriction,
      internal: !!row.internal,
      seo_title: row.seo_title,
      seo_description: row.seo_description,
      items: await this.repo.itemsOf(type, ids),
    };
  }

  searchItems(type: ChannelContentType, query: string) {
    return this.repo.searchItems(type, query);
  }

  async createChannel(input: ChannelInput): Promise<AdminChannel> {
    if (await this.repo.channelIdBySlug(input.slug))
      throw ValidationError.field('slug', CATALOG_ADMIN_MESSAGES.slugTaken);
    const id = await this.repo.insertChannel(valuesOf(input), await this.itemsOf(input, null));
    return this.channel(String(id));
  }

  async updateChannel(slugOrId: string, input: ChannelInput): Promise<AdminChannel> {
    const row = orNotFound(await this.repo.channelByKey(slugOrId));
    const taken = await this.repo.channelIdBySlug(input.slug);
    if (taken !== undefined && taken !== row.id)
      throw ValidationError.field('slug', CATALOG_ADMIN_MESSAGES.slugTaken);
    await this.repo.updateChannel(row.id, valuesOf(input), await this.itemsOf(input, row.id));
    return this.channel(String(row.id));
  }

  /** The manual list, kept only for `manual` (a channel never lists itself). */
  private async itemsOf(input: ChannelInput, selfId: number | null) {
    const type = ITEM_TYPE[input.content_type];
    if (input.source !== 'manual') return { type, ids: [] };
    const unique = [...new Set(input.items)].filter(
      (id) => !(input.content_type === 'channels' && id === selfId),
    );
    const known = new Set(
      (await this.repo.itemsOf(input.content_type, unique)).map((item) => item.id),
    );
    return { type, ids: unique.filter((id) => known.has(id)) };
  }

  /** The channel answer `GET channels/{slug}` would give for these unsaved values. */
  async previewChannel(
    input: Omit<ChannelInput, 'slug'> & { slug: string },
    viewer: { id: number },
  ): Promise<{ channel: Channel }> {
    const now = new Date().toISOString();
    const row: ChannelRow = {
      id: 0,
      ...valuesOf(input),
      internal: 0,
      created_at: now,
      updated_at: now,
    };
    try {
      return await this.catalog.previewChannel(row, input.items, { page: 1, perPage: 20 }, viewer);
    } catch (error) {
      // An unknown genre or tag: the preview shows an empty channel rather than an error page.
      if (error instanceof Error && 'id' in error && error.id === 'notFound')
        return {
          channel: {
            id: 0,
            name: input.name,
            slug: input.slug,
            description: input.description,
            layout: input.layout,
            content_type: input.content_type,
            source: input.source,
            restriction: input.restriction,
            content: { pagination: paginate([], 0, { page: 1, perPage: 20 }) },
          },
        };
      throw error;
    }
  }

  /** The home channel (the default one and the one the settings name) stays. */
  async deleteChannels(ids: number[]): Promise<void> {
    const home = String((await this.settings.get('homepage.value')) || '');
    const rows = await this.repo.channelSlugs(ids);
    if (rows.some((row) => row.slug === HOME_CHANNEL_SLUG || (home && row.slug === home)))
      throw ValidationError.field('ids', CATALOG_ADMIN_MESSAGES.homeChannel);
    await this.repo.deleteChannels(rows.map((row) => row.id));
  }

  // ---- Genres, tags --------------------------------------------------------------------------

  genres(list: ListQuery<'name' | 'popularity' | 'created_at'>) {
    return this.repo.genres(list);
  }

  saveGenre(
    id: number | null,
    input: { name: string; display_name: string | null; image: string | null; popularity: number },
  ): Promise<{ id: number }> {
    return this.saveTerm('genres', id, input);
  }

  deleteGenres(ids: number[]) {
    return this.repo.deleteGenres(ids);
  }

  tags(list: ListQuery<'name' | 'created_at'>) {
    return this.repo.tags(list);
  }

  saveTag(id: number | null, input: { name: string }): Promise<{ id: number }> {
    return this.saveTerm('tags', id, input);
  }

  /** Creates (id null) or edits a genre or tag; its name and its slug must be free. */
  private async saveTerm(
    table: 'genres' | 'tags',
    id: number | null,
    input: Omit<GenreValues, 'slug'> | Omit<TagValues, 'slug'>,
  ): Promise<{ id: number }> {
    if (id !== null && (await this.repo.termIdWhere(table, 'id', id)) === undefined)
      throw notFound();
    const namedAs = await this.repo.termIdWhere(table, 'name', input.name);
    if (namedAs !== undefined && namedAs !== id)
      throw ValidationError.field('name', CATALOG_ADMIN_MESSAGES.nameTaken);
    // Saved under the same name, a genre or tag keeps the slug it has: links to it keep working
    // even where an older slug rule made it.
    if (id !== null && namedAs === id) {
      await this.repo.updateTerm(table, id, input);
      return { id };
    }
    const slug =
      slugify(input.name).slice(0, SLUG_MAX) ||
      `${table === 'genres' ? 'genre' : 'tag'}-${Date.now()}`;
    const slugOf = await this.repo.termIdWhere(table, 'slug', slug);
    if (slugOf !== undefined && slugOf !== id)
      throw ValidationError.field('name', CATALOG_ADMIN_MESSAGES.nameTaken);
    const values = { ...input, slug };
    if (id === null) return { id: await this.repo.insertTerm(table, values) };
    await this.repo.updateTerm(table, id, values);
    return { id };
  }

  deleteTags(ids: number[]) {
    return this.repo.deleteTags(ids);
  }

  // ---- Playlists, lyrics, comments -----------------------------------------------------------

  playlists(list: Parameters<CatalogAdminRepository['playlists']>[0]) {
    return this.repo.playlists(list);
  }
  deletePlaylists(ids: number[]) {
    return this.repo.deletePlaylists(ids);
  }
  lyrics(list: Parameters<CatalogAdminRepository['lyrics']>[0]) {
    return this.repo.lyrics(list);
  }
  deleteLyrics(ids: number[]) {
    return this.repo.deleteLyrics(ids);
  }
  comments(list: ListQuery<'created_at'>) {
    return this.repo.comments(list);
  }

  /** Through the comments service, so replies keep their thread (tombstones). */
  async deleteComments(ids: number[], moderatorId: number): Promise<void> {
    for (const id of ids) {
      try {
        await this.commentsService.delete(id, moderatorId, true);
      } catch (error) {
        // Already gone (or a tombstone after an earlier one in this batch): nothing to do.
        if (!(error instanceof Error && 'id' in error && error.id === 'notFound')) throw error;
      }
    }
  }

  // ---- Files ---------------------------------------------------------------------------------

  async files(
    list: Parameters<CatalogAdminRepository['files']>[0],
  ): Promise<Paginated<AdminFileRow>> {
    const { rows, total } = await this.repo.files(list);
    const refs = rows.map((row) => ({
      id: row.id,
      url: row.disk === 'public' ? `/storage/${row.disk_prefix}/${row.file_name}` : null,
      key: `${row.disk_prefix}/${row.file_name}`,
    }));
    const uses = await this.repo.usesOf(refs);
    return paginate(
      rows.map((row, index) => ({
        id: row.id,
        name: row.name,
        owner: row.user_id ? { id: row.user_id, name: row.owner_name ?? '' } : null,
        file_size: Number(row.file_size),
        mime: row.mime,
        disk: row.disk,
        url: refs[index]!.url,
        created_at: row.created_at,
        uses: uses.get(row.id) ?? [],
      })),
      total,
      list,
    );
  }

  /** Deletes the entries and their bytes through the files service (files.update). */
  async deleteFiles(ctx: PermissionContext, ids: number[]): Promise<void> {
    await this.filesService.deleteEntries(ctx, { entryIds: ids, paths: [], deleteForever: true });
  }
}

function valuesOf(input: Omit<ChannelInput, 'slug'> & { slug: string }): ChannelValues {
  const keepsRestriction = input.source === 'genre' || input.source === 'tag';
  return {
    name: input.name,
    slug: input.slug,
    description: input.description || null,
    layout: input.layout,
    content_type: input.content_type,
    source: input.source,
    restriction: keepsRestriction ? input.restriction : null,
    seo_title: input.seo_title || null,
    seo_description: input.seo_description || null,
  };
}
