import type {
  AdminAlbumRow,
  AdminArtistRow,
  AdminTrackRow,
} from '@tonearm/shared/catalog-admin/catalog-admin.schemas';
import { useMemo } from 'react';
import { paths } from '@/config/paths';
import type { ColumnDef, FilterDef } from '@/components/data-table/data-table-types';
import { AdminListPage } from '@/features/admin/shell/admin-list-page';
import { transChoice, useTrans } from '@/lib/i18n';
import { catalogAdminPaths, catalogTable } from '../catalog-admin-paths';
import {
  artistsColumn,
  countColumn,
  creditedNameColumn,
  dateColumn,
  musicActionsColumn,
  musicStatusColumn,
  relatedNameColumn,
  titleColumn,
} from './table-columns';
import { Badge, NameCell } from './table-parts';
import { selectFilter } from '@/features/admin/shell/table-filters';

function useStatusFilters(): FilterDef[] {
  const t = useTrans();
  return useMemo(
    () => [
      selectFilter('status', t('Status'), {
        draft: t('Draft'),
        published: t('Published'),
        scheduled: t('Scheduled'),
      }),
      selectFilter('visibility', t('Visibility'), { public: t('Public'), private: t('Private') }),
    ],
    [t],
  );
}

/** `/admin/tracks` (music.update). */
export function TracksAdminPage() {
  const t = useTrans();
  const filters = useStatusFilters();
  const columns = useMemo<ColumnDef<AdminTrackRow>[]>(
    () => [
      creditedNameColumn(t('Track')),
      artistsColumn(t('Artists')),
      relatedNameColumn('album', t('Album'), (track) => track.album?.name),
      musicStatusColumn(t('Status')),
      countColumn('plays_count', t('Plays'), { sortable: true }),
      dateColumn('created_at', t('Created')),
      musicActionsColumn(t, t('Open track page'), (track) => ({
        edit: catalogAdminPaths.editTrack(track.id),
        insights: catalogAdminPaths.trackInsights(track.id),
        page: paths.track(track),
      })),
    ],
    [t],
  );
  return (
    <AdminListPage<AdminTrackRow>
      title={t('Tracks')}
      {...catalogTable('tracks')}
      columns={columns}
      filters={filters}
      searchLabel={t('Search tracks')}
      rowLink={(track) => catalogAdminPaths.editTrack(track.id)}
      bulkDelete={{
        title: t('Delete tracks'),
        body: (n) =>
          transChoice(
            'Delete :count track? Its audio file goes too.|Delete :count tracks? Their audio files go too.',
            n,
          ),
      }}
      create={{ to: catalogAdminPaths.newTrack(), label: t('New track') }}
      emptyMessage={{ title: t('No tracks found') }}
    />
  );
}

/** `/admin/albums` (music.update). */
export function AlbumsAdminPage() {
  const t = useTrans();
  const filters = useStatusFilters();
  const columns = useMemo<ColumnDef<AdminAlbumRow>[]>(
    () => [
      creditedNameColumn(t('Album')),
      artistsColumn(t('Artists')),
      countColumn('tracks_count', t('Tracks')),
      musicStatusColumn(t('Status')),
      countColumn('plays_count', t('Plays'), { sortable: true }),
      dateColumn('created_at', t('Created')),
      musicActionsColumn(t, t('Open album page'), (album) => ({
        edit: catalogAdminPaths.editAlbum(album.id),
        insights: catalogAdminPaths.albumInsights(album.id),
        page: paths.album(album),
      })),
    ],
    [t],
  );
  return (
    <AdminListPage<AdminAlbumRow>
      title={t('Albums')}
      {...catalogTable('albums')}
      columns={columns}
      filters={filters}
      searchLabel={t('Search albums')}
      rowLink={(album) => catalogAdminPaths.editAlbum(album.id)}
      bulkDelete={{
        title: t('Delete albums'),
        body: (n) => transChoice('Delete :count album?|Delete :count albums?', n),
      }}
      create={{ to: catalogAdminPaths.newAlbum(), label: t('New album') }}
      emptyMessage={{ title: t('No albums found') }}
    />
  );
}

/** `/admin/artists` (music.update). */
export function ArtistsAdminPage() {
  const t = useTrans();
  const filters = useMemo<FilterDef[]>(
    () => [{ key: 'verified', label: t('Verified'), type: 'boolean' }],
    [t],
  );
  const columns = useMemo<ColumnDef<AdminArtistRow>[]>(
    () => [
      titleColumn('name', t('Artist'), (artist) => (
        <NameCell image={artist.image} name={artist.name} round />
      )),
      {
        accessorKey: 'verified',
        header: t('Verified'),
        cell: ({ row }) =>
          row.original.verified ? <Badge tone="positive">{t('Verified')}</Badge> : null,
      },
      countColumn('albums_count', t('Albums')),
      countColumn('tracks_count', t('Tracks')),
      countColumn('plays_count', t('Plays'), { sortable: true }),
      dateColumn('created_at', t('Created')),
      musicActionsColumn(t, t('Open artist page'), (artist) => ({
        edit: catalogAdminPaths.editArtist(artist.id),
        insights: catalogAdminPaths.artistInsights(artist.id),
        page: paths.artist(artist),
      })),
    ],
    [t],
  );
  return (
    <AdminListPage<AdminArtistRow>
      title={t('Artists')}
      {...catalogTable('artists')}
      columns={columns}
      filters={filters}
      searchLabel={t('Search artists')}
      rowLink={(artist) => catalogAdminPaths.editArtist(artist.id)}
      bulkDelete={{
        title: t('Delete artists'),
        body: (n) => transChoice('Delete :count artist?|Delete :count artists?', n),
      }}
      create={{ to: catalogAdminPaths.newArtist(), label: t('New artist') }}
      emptyMessage={{ title: t('No artists found') }}
    />
  );
}
