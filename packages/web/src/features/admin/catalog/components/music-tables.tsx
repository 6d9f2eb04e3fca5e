import type {
  AdminAlbumRow,
  AdminArtistRow,
  AdminTrackRow,
} from '@tonearm/shared/catalog-admin/catalog-admin.schemas';
import { BarChart3, ExternalLink, Pencil } from 'lucide-react';
import { useMemo } from 'react';
import { paths } from '@/config/paths';
import { DataTable } from '@/features/admin/data-table/data-table';
import type { ColumnDef, FilterDef } from '@/features/admin/data-table/data-table-types';
import { AdminPageHeader } from '@/features/admin/shell/admin-page-header';
import { transChoice, useTrans } from '@/lib/i18n';
import { catalogAdminKeys, catalogAdminPaths } from '../catalog-admin-paths';
import {
  Badge,
  DateCell,
  MusicStatus,
  musicStatusText,
  NameCell,
  NewLink,
  RowActions,
} from './table-parts';

function useStatusFilters(): FilterDef[] {
  const t = useTrans();
  return useMemo(
    () => [
      {
        key: 'status',
        label: t('Status'),
        type: 'select',
        options: [
          { value: 'draft', label: t('Draft') },
          { value: 'published', label: t('Published') },
          { value: 'scheduled', label: t('Scheduled') },
        ],
      },
      {
        key: 'visibility',
        label: t('Visibility'),
        type: 'select',
        options: [
          { value: 'public', label: t('Public') },
          { value: 'private', label: t('Private') },
        ],
      },
    ],
    [t],
  );
}

const names = (refs: { name: string }[]) => refs.map((ref) => ref.name).join(', ');
const count = (n: number) => <span className="tabular-nums">{n.toLocaleString()}</span>;

/** `/admin/tracks` (music.update). */
export function TracksAdminPage() {
  const t = useTrans();
  const filters = useStatusFilters();
  const columns = useMemo<ColumnDef<AdminTrackRow>[]>(
    () => [
      {
        accessorKey: 'name',
        header: t('Track'),
        enableSorting: true,
        enableHiding: false,
        cell: ({ row }) => (
          <NameCell
            image={row.original.image}
            name={row.original.name}
            sub={names(row.original.artists)}
          />
        ),
      },
      {
        id: 'artists',
        header: t('Artists'),
        cell: ({ row }) => names(row.original.artists),
        meta: { csv: (track: AdminTrackRow) => names(track.artists) },
      },
      {
        id: 'album',
        header: t('Album'),
        cell: ({ row }) => row.original.album?.name ?? <span className="text-muted">—</span>,
        meta: { csv: (track: AdminTrackRow) => track.album?.name ?? '' },
      },
      {
        id: 'status',
        header: t('Status'),
        cell: ({ row }) => (
          <MusicStatus
            status={row.original.status}
            isPublic={row.original.public}
            releaseAt={row.original.release_at}
          />
        ),
        meta: { csv: musicStatusText },
      },
      {
        accessorKey: 'plays_count',
        header: t('Plays'),
        enableSorting: true,
        cell: ({ row }) => count(row.original.plays_count),
      },
      {
        accessorKey: 'created_at',
        header: t('Created'),
        enableSorting: true,
        cell: ({ row }) => <DateCell date={row.original.created_at} />,
      },
      {
        id: 'actions',
        header: '',
        enableHiding: false,
        meta: { label: t('Actions'), csv: () => '' },
        cell: ({ row }) => (
          <RowActions
            actions={[
              { label: t('Edit'), icon: Pencil, to: catalogAdminPaths.editTrack(row.original.id) },
              {
                label: t('Insights'),
                icon: BarChart3,
                to: catalogAdminPaths.trackInsights(row.original.id),
              },
              {
                label: t('Open track page'),
                icon: ExternalLink,
                to: paths.track(row.original),
                external: true,
              },
            ]}
          />
        ),
      },
    ],
    [t],
  );
  return (
    <>
      <AdminPageHeader title={t('Tracks')} />
      <DataTable<AdminTrackRow>
        endpoint="admin/tracks"
        queryKey={catalogAdminKeys.tracks}
        columns={columns}
        filters={filters}
        searchLabel={t('Search tracks')}
        label={t('Tracks')}
        defaultOrderBy="created_at"
        rowLink={(track) => catalogAdminPaths.editTrack(track.id)}
        bulkDelete={{
          title: t('Delete tracks'),
          body: (n) =>
            transChoice(
              'Delete :count track? Its audio file goes too.|Delete :count tracks? Their audio files go too.',
              n,
            ),
        }}
        exportFileName="tracks"
        actions={<NewLink to={catalogAdminPaths.newTrack()}>{t('New track')}</NewLink>}
        emptyMessage={{
          title: t('No tracks found'),
          description: t('Try another search or filter.'),
        }}
      />
    </>
  );
}

/** `/admin/albums` (music.update). */
export function AlbumsAdminPage() {
  const t = useTrans();
  const filters = useStatusFilters();
  const columns = useMemo<ColumnDef<AdminAlbumRow>[]>(
    () => [
      {
        accessorKey: 'name',
        header: t('Album'),
        enableSorting: true,
        enableHiding: false,
        cell: ({ row }) => (
          <NameCell
            image={row.original.image}
            name={row.original.name}
            sub={names(row.original.artists)}
          />
        ),
      },
      {
        id: 'artists',
        header: t('Artists'),
        cell: ({ row }) => names(row.original.artists),
        meta: { csv: (album: AdminAlbumRow) => names(album.artists) },
      },
      {
        accessorKey: 'tracks_count',
        header: t('Tracks'),
        cell: ({ row }) => count(row.original.tracks_count),
      },
      {
        id: 'status',
        header: t('Status'),
        cell: ({ row }) => (
          <MusicStatus
            status={row.original.status}
            isPublic={row.original.public}
            releaseAt={row.original.release_at}
          />
        ),
        meta: { csv: musicStatusText },
      },
      {
        accessorKey: 'plays_count',
        header: t('Plays'),
        enableSorting: true,
        cell: ({ row }) => count(row.original.plays_count),
      },
      {
        accessorKey: 'created_at',
        header: t('Created'),
        enableSorting: true,
        cell: ({ row }) => <DateCell date={row.original.created_at} />,
      },
      {
        id: 'actions',
        header: '',
        enableHiding: false,
        meta: { label: t('Actions'), csv: () => '' },
        cell: ({ row }) => (
          <RowActions
            actions={[
              { label: t('Edit'), icon: Pencil, to: catalogAdminPaths.editAlbum(row.original.id) },
              {
                label: t('Insights'),
                icon: BarChart3,
                to: catalogAdminPaths.albumInsights(row.original.id),
              },
              {
                label: t('Open album page'),
                icon: ExternalLink,
                to: paths.album(row.original),
                external: true,
              },
            ]}
          />
        ),
      },
    ],
    [t],
  );
  return (
    <>
      <AdminPageHeader title={t('Albums')} />
      <DataTable<AdminAlbumRow>
        endpoint="admin/albums"
        queryKey={catalogAdminKeys.albums}
        columns={columns}
        filters={filters}
        searchLabel={t('Search albums')}
        label={t('Albums')}
        defaultOrderBy="created_at"
        rowLink={(album) => catalogAdminPaths.editAlbum(album.id)}
        bulkDelete={{
          title: t('Delete albums'),
          body: (n) => transChoice('Delete :count album?|Delete :count albums?', n),
        }}
        exportFileName="albums"
        actions={<NewLink to={catalogAdminPaths.newAlbum()}>{t('New album')}</NewLink>}
        emptyMessage={{
          title: t('No albums found'),
          description: t('Try another search or filter.'),
        }}
      />
    </>
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
      {
        accessorKey: 'name',
        header: t('Artist'),
        enableSorting: true,
        enableHiding: false,
        cell: ({ row }) => <NameCell image={row.original.image} name={row.original.name} round />,
      },
      {
        accessorKey: 'verified',
        header: t('Verified'),
        cell: ({ row }) =>
          row.original.verified ? <Badge tone="positive">{t('Verified')}</Badge> : null,
      },
      {
        accessorKey: 'albums_count',
        header: t('Albums'),
        cell: ({ row }) => count(row.original.albums_count),
      },
      {
        accessorKey: 'tracks_count',
        header: t('Tracks'),
        cell: ({ row }) => count(row.original.tracks_count),
      },
      {
        accessorKey: 'plays_count',
        header: t('Plays'),
        enableSorting: true,
        cell: ({ row }) => count(row.original.plays_count),
      },
      {
        accessorKey: 'created_at',
        header: t('Created'),
        enableSorting: true,
        cell: ({ row }) => <DateCell date={row.original.created_at} />,
      },
      {
        id: 'actions',
        header: '',
        enableHiding: false,
        meta: { label: t('Actions'), csv: () => '' },
        cell: ({ row }) => (
          <RowActions
            actions={[
              { label: t('Edit'), icon: Pencil, to: catalogAdminPaths.editArtist(row.original.id) },
              {
                label: t('Insights'),
                icon: BarChart3,
                to: catalogAdminPaths.artistInsights(row.original.id),
              },
              {
                label: t('Open artist page'),
                icon: ExternalLink,
                to: paths.artist(row.original),
                external: true,
              },
            ]}
          />
        ),
      },
    ],
    [t],
  );
  return (
    <>
      <AdminPageHeader title={t('Artists')} />
      <DataTable<AdminArtistRow>
        endpoint="admin/artists"
        queryKey={catalogAdminKeys.artists}
        columns={columns}
        filters={filters}
        searchLabel={t('Search artists')}
        label={t('Artists')}
        defaultOrderBy="created_at"
        rowLink={(artist) => catalogAdminPaths.editArtist(artist.id)}
        bulkDelete={{
          title: t('Delete artists'),
          body: (n) => transChoice('Delete :count artist?|Delete :count artists?', n),
        }}
        exportFileName="artists"
        actions={<NewLink to={catalogAdminPaths.newArtist()}>{t('New artist')}</NewLink>}
        emptyMessage={{
          title: t('No artists found'),
          description: t('Try another search or filter.'),
        }}
      />
    </>
  );
}
